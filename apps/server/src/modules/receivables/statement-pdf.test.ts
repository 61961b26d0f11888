import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.ts';
import type { LedgerRows } from './ledger-book.ts';
import { statementOf } from './statement-book.ts';
import { statementPdf } from './statement-pdf.ts';

const at = (day: string) => new Date(`${day}T12:00:00+13:00`);

/** Kāpiti Deli's October invoice, part paid in November, a November invoice and a credit note on it. */
const ROWS: LedgerRows = {
  invoices: [
    {
      id: 'inv-1',
      number: 1042,
      orderId: '0a1b2c3d-0000-4000-8000-000000000001',
      issuedAt: at('2026-10-12'),
      total: cents(50_000),
      dueDate: '2026-11-20',
    },
    {
      id: 'inv-2',
      number: 1077,
      orderId: '0a1b2c3d-0000-4000-8000-000000000002',
      issuedAt: at('2026-11-09'),
      total: cents(23_450),
      dueDate: '2026-12-20',
    },
  ],
  notes: [
    {
      id: 'note-1',
      kind: 'CREDIT',
      number: 3,
      invoiceId: 'inv-2',
      issuedAt: at('2026-11-10'),
      total: cents(2_000),
      dueDate: null,
      reason: 'Returned: one carton warm on arrival',
    },
  ],
  payments: [
    {
      id: 'pay-1',
      receivedOn: '2026-11-18',
      createdAt: at('2026-11-18'),
      amount: cents(30_000),
      method: 'BANK_TRANSFER',
      reference: 'KAPITI OCT',
      actorName: 'Office',
      reversedAt: null,
      reversedReason: null,
      reversedByName: null,
    },
  ],
  allocations: [{ paymentId: 'pay-1', invoiceId: 'inv-1', noteId: null, amount: cents(30_000) }],
};

const content = statementOf(ROWS, '2026-11', {
  supplier: {
    name: 'Ōtāhuhu Meats',
    address: '12 Māngere Road\nŌtāhuhu, Auckland 1062',
    gstNumber: '123-456-789',
    phone: '09 276 1234',
    email: 'orders@otahuhu.test',
  },
  buyer: {
    companyName: 'Kāpiti Deli',
    contactName: 'Ānahera Tūhoe',
    email: 'deli@kapiti.test',
    address: ['3 Rātā Street', 'Paraparaumu 5032'],
  },
  customerCode: 'KAPITI',
  bankAccount: '12-3456-7890123-00',
  termsLabel: '20th of the month following',
});

describe('a statement as a PDF', () => {
  it('prints the month, the balances, each line, the ageing and how to pay, macrons and all', async () => {
    const text = pdfText(await statementPdf({ issuedAt: new Date('2026-12-01T03:00:00Z'), content }));

    expect(text).toContain('Statement');
    expect(text).toContain('Ōtāhuhu Meats');
    expect(text).toContain('Kāpiti Deli');
    expect(text).toMatch(/Period\s+November 2026/);
    expect(text).toMatch(/Date\s+30\/11\/2026/);
    expect(text).toMatch(/Account\s+KAPITI/);
    expect(text).toMatch(/Opening balance\s+\$500\.00/);
    expect(text).toMatch(/09\/11\/2026\s+1077\s+Invoice for order .*20\/12\/2026\s+\$234\.50\s+\$734\.50/);
    expect(text).toMatch(/10\/11\/2026\s+CN-0003\s+Credit note on invoice 1077.*\$20\.00\s+\$714\.50/);
    expect(text).toMatch(/18\/11\/2026\s+KAPITI OCT\s+Payment: Bank transfer\s+\$300\.00\s+\$414\.50/);
    expect(text).toMatch(/Closing balance\s+\$414\.50/);
    expect(text).toContain('AGEING AT 30/11/2026');
    // The October invoice's $200.00 left is 10 days overdue on 30 November; November's $214.50 is not yet due.
    expect(text).toMatch(/Current\s+1–30 days\s+31–60 days\s+61–90 days\s+90\+ days/);
    expect(text).toMatch(/\$214\.50\s+\$200\.00\s+\$0\.00\s+\$0\.00\s+\$0\.00/);
    expect(text).toContain('Bank account: 12-3456-7890123-00');
    expect(text).toContain('Reference: KAPITI');
  });

  it('prints the same file again, byte for byte', async () => {
    const issued = { issuedAt: new Date('2026-12-01T03:00:00Z'), content };
    const first = await statementPdf(issued);
    const again = await statementPdf(structuredClone(issued));
    expect(again.equals(first)).toBe(true);
  });

  it('says so when nothing happened in the month', async () => {
    const quiet = statementOf(ROWS, '2026-09', { ...content, bankAccount: '', termsLabel: '7 days' });
    const text = pdfText(await statementPdf({ issuedAt: new Date('2026-10-01T03:00:00Z'), content: quiet }));
    expect(text).toContain('Nothing was invoiced or paid this month.');
    expect(text).toMatch(/Closing balance\s+\$0\.00/);
    expect(text).toContain('Nothing is owed on this statement.');
    expect(text).not.toContain('Bank account');
  });
});
