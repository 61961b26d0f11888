import { addDays } from '@cleaver/domain/dates';
import { cents } from '@cleaver/domain/money';
import { AGEING_BUCKETS } from '@cleaver/domain/receivables';
import { nextPeriod, periodEnd } from '@cleaver/domain/statement-period';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AllocationRow, InvoiceRow, LedgerRows, NoteRow, PaymentRow } from './ledger-book.ts';
import { type StatementParties, statementOf } from './statement-book.ts';

const PARTIES: StatementParties = {
  supplier: { name: 'Cleaver', address: '', gstNumber: '1', phone: '', email: '' },
  buyer: { companyName: 'Kāpiti Deli', contactName: '', email: 'deli@kapiti.test', address: [] },
  customerCode: 'KAPITI',
  bankAccount: '12-3456-7890123-00',
  termsLabel: '20th of the month following',
};

/** Noon in Auckland (NZDT) on the day. */
const at = (day: string) => new Date(`${day}T12:00:00+13:00`);

// Days from 1 September to the end of December 2026: four months of activity.
const FIRST_DAY = '2026-09-01';
const day = fc.integer({ min: 0, max: 121 }).map((n) => addDays(FIRST_DAY, n));
const amount = fc.integer({ min: 1, max: 50_000 });

/** A random ledger: invoices, notes on them, payments (some reversed later), allocations of payments to documents. */
const ledger = fc
  .record({
    invoices: fc.array(fc.record({ day, total: amount, dueIn: fc.integer({ min: 0, max: 60 }) }), {
      maxLength: 8,
    }),
    notes: fc.array(
      fc.record({ of: fc.nat(), debit: fc.boolean(), after: fc.integer({ min: 0, max: 40 }), total: amount }),
      { maxLength: 4 },
    ),
    payments: fc.array(
      fc.record({ day, amount, reversedAfter: fc.option(fc.integer({ min: 0, max: 70 }), { nil: null }) }),
      { maxLength: 6 },
    ),
    allocations: fc.array(fc.record({ payment: fc.nat(), document: fc.nat(), amount }), { maxLength: 6 }),
  })
  .map((drawn): LedgerRows => {
    const invoices: InvoiceRow[] = drawn.invoices.map((i, n) => ({
      id: `inv-${n}`,
      number: 1001 + n,
      orderId: `00000000-0000-4000-8000-00000000000${n}`,
      issuedAt: at(i.day),
      total: cents(i.total),
      dueDate: addDays(i.day, i.dueIn),
    }));
    const notes: NoteRow[] =
      invoices.length === 0
        ? []
        : drawn.notes.map((d, n) => {
            const index = d.of % invoices.length;
            // A note is issued on or after its invoice.
            const issued = addDays(drawn.invoices[index]!.day, d.after);
            return {
              id: `note-${n}`,
              kind: d.debit ? 'DEBIT' : 'CREDIT',
              number: n + 1,
              invoiceId: invoices[index]!.id,
              issuedAt: at(issued),
              total: cents(d.total),
              dueDate: d.debit ? addDays(issued, 20) : null,
              reason: 'Returned',
            };
          });
    const payments: PaymentRow[] = drawn.payments.map((p, n) => ({
      id: `pay-${n}`,
      receivedOn: p.day,
      createdAt: at(p.day),
      amount: cents(p.amount),
      method: 'BANK_TRANSFER',
      reference: `REF${n}`,
      actorName: 'Office',
      reversedAt: p.reversedAfter === null ? null : at(addDays(p.day, p.reversedAfter)),
      reversedReason: p.reversedAfter === null ? null : 'Bounced',
      reversedByName: p.reversedAfter === null ? null : 'Office',
    }));
    const documents = [
      ...invoices.map((i) => ({ invoiceId: i.id, noteId: null })),
      ...notes.filter((n) => n.kind === 'DEBIT').map((n) => ({ invoiceId: null, noteId: n.id })),
    ];
    const allocations: AllocationRow[] =
      payments.length === 0 || documents.length === 0
        ? []
        : drawn.allocations.map((a) => ({
            paymentId: payments[a.payment % payments.length]!.id,
            ...documents[a.document % documents.length]!,
            amount: cents(a.amount),
          }));
    return { invoices, notes, payments, allocations };
  });

const period = fc.constantFrom('2026-09', '2026-10', '2026-11');

/**
 * The balance as at the end of `lastDay` from the rows themselves: documents issued by then, less payments
 * received by then that were not reversed by then.
 */
function balanceAt(rows: LedgerRows, lastDay: string): number {
  const dated = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(instant) <= lastDay;
  let balance = 0;
  for (const i of rows.invoices) if (dated(i.issuedAt)) balance += i.total;
  for (const n of rows.notes) if (dated(n.issuedAt)) balance += n.kind === 'DEBIT' ? n.total : -n.total;
  for (const p of rows.payments) {
    if (p.receivedOn <= lastDay && !(p.reversedAt && dated(p.reversedAt))) balance -= p.amount;
  }
  return balance;
}

describe('a month’s statement', () => {
  it('closes on the ledger’s balance at the month’s end, opens on the month before’s, and adds up', () => {
    fc.assert(
      fc.property(ledger, period, (rows, month) => {
        const statement = statementOf(rows, month, PARTIES);
        const following = statementOf(rows, nextPeriod(month), PARTIES);
        expect(statement.closingBalance).toBe(balanceAt(rows, periodEnd(month)));
        expect(following.openingBalance).toBe(statement.closingBalance);
        const moved = statement.lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
        expect(statement.openingBalance + moved).toBe(statement.closingBalance);
        expect(statement.lines.at(-1)?.runningBalance ?? statement.openingBalance).toBe(
          statement.closingBalance,
        );
        for (const line of statement.lines) expect(line.date.slice(0, 7)).toBe(month);
        // What is open, less the credit on the account, is what is owed.
        const aged = AGEING_BUCKETS.reduce((sum, bucket) => sum + statement.ageing[bucket], 0);
        expect(aged - statement.credit).toBe(statement.closingBalance);
      }),
      { numRuns: 300 },
    );
  });

  it('shows a payment reversed after its month on that month’s statement, and the reversal in the month it happened', () => {
    const rows: LedgerRows = {
      invoices: [
        {
          id: 'inv',
          number: 1042,
          orderId: '00000000-0000-4000-8000-000000000001',
          issuedAt: at('2026-10-15'),
          total: cents(10_000),
          dueDate: '2026-11-20',
        },
      ],
      notes: [],
      payments: [
        {
          id: 'pay',
          receivedOn: '2026-11-18',
          createdAt: at('2026-11-18'),
          amount: cents(10_000),
          method: 'CHEQUE',
          reference: 'CHQ 100234',
          actorName: 'Office',
          reversedAt: at('2026-12-02'),
          reversedReason: 'Cheque bounced',
          reversedByName: 'Office',
        },
      ],
      allocations: [{ paymentId: 'pay', invoiceId: 'inv', noteId: null, amount: cents(10_000) }],
    };
    const november = statementOf(rows, '2026-11', PARTIES);
    expect(november).toMatchObject({
      openingBalance: 10_000,
      closingBalance: 0,
      statementDate: '2026-11-30',
      periodLabel: 'November 2026',
      ageing: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 },
      howToPay: { bankAccount: '12-3456-7890123-00', reference: 'KAPITI' },
    });
    expect(november.lines).toEqual([
      expect.objectContaining({ kind: 'PAYMENT', number: 'CHQ 100234', method: 'Cheque', credit: 10_000 }),
    ]);
    const december = statementOf(rows, '2026-12', PARTIES);
    expect(december.lines).toEqual([
      expect.objectContaining({
        kind: 'REVERSAL',
        date: '2026-12-02',
        debit: 10_000,
        runningBalance: 10_000,
      }),
    ]);
    // Open again at the end of December: 41 days past its due date.
    expect(december.ageing.days31to60).toBe(10_000);
  });
});
