import { type BilledState, correctionBetween } from '@cleaver/domain/corrections';
import { invoiceFromOrder } from '@cleaver/domain/invoice';
import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import type { CorrectionNoteContent } from '../../db/schema.ts';
import { pdfText } from '../../test/pdf.ts';
import { correctionNotePdf } from './correction-note-pdf.ts';

/** What an order bills with `weight` kg of hāngī pack and `cartons` cartons of wings, keyed by line. */
function billed(weight: number, cartons: number, freight = 1000): BilledState {
  const lines = [
    {
      productName: 'Māori Hāngī Pack',
      productCode: 'HANGI',
      unit: 'KG',
      quantity: 5,
      packedWeight: weight,
      unitPrice: cents(1849),
    },
    {
      productName: 'Chicken Wings',
      productCode: 'CW2',
      unit: 'CTN',
      quantity: cartons,
      packedWeight: null,
      unitPrice: cents(4500),
    },
  ];
  const bill = invoiceFromOrder({ lines, freight: cents(freight), cutting: cents(0) });
  return {
    lines: bill.lines.map((l, i) => ({ ...l, key: `line-${i}` })),
    freight: cents(freight),
    cutting: cents(0),
  };
}

function content(before: BilledState, after: BilledState, reason: string): CorrectionNoteContent {
  const correction = correctionBetween(before, after);
  if (!correction) throw new Error('No change');
  return {
    supplier: {
      name: 'Ōtāhuhu Meats',
      address: '12 Māngere Road\nŌtāhuhu, Auckland 1062',
      gstNumber: '123-456-789',
      phone: '09 276 1234',
      email: 'orders@otahuhu.test',
    },
    buyer: {
      companyName: 'Whangārei Kai Kitchen',
      contactName: 'Ānahera Tūhoe',
      email: 'kai@whangarei.test',
      address: ['3 Rātā Street', 'Whangārei 0110'],
    },
    invoice: { number: 1042, issuedDate: '2033-03-04' },
    orderShortId: 'AB12C',
    purchaseOrder: 'PO-77',
    reason,
    correction,
  };
}

describe('credit and debit note PDFs', () => {
  it('prints a credit note as supply correction information', async () => {
    // 5.5 kg → 4.3 kg at $18.49: $101.70 (GST $15.26) → $79.51 (GST $11.93): $22.19 and $3.33 credited.
    const note = content(billed(5.5, 2), billed(4.3, 2), 'Returned: warm on arrival');
    const text = pdfText(
      await correctionNotePdf({
        kind: 'CREDIT',
        number: 7,
        issuedAt: new Date('2033-03-06T01:00:00Z'),
        content: note,
      }),
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Credit Note',
      'Credit note number CN-0007',
      'Ōtāhuhu Meats',
      'GST number: 123-456-789',
      'Date 06/03/2033',
      'Corrects invoice 1042',
      'Invoice date 04/03/2033',
      'Purchase order PO-77',
      'CREDIT TO',
      'Whangārei Kai Kitchen',
      '3 Rātā Street',
      'Returned: warm on arrival',
      'Māori Hāngī Pack (HANGI)',
      '5.500 KG × $18.49',
      '4.300 KG × $18.49',
      '$3.33 $22.19',
      'Total credited excl. GST $22.19',
      'GST credited (15%) $3.33',
      'Total credited (incl. GST) $25.52',
      'corrects tax invoice 1042 dated 04/03/2033',
    ]) {
      expect(flat).toContain(expected);
    }
    // Only the changed line is on the note.
    expect(flat).not.toContain('Chicken Wings');
  });

  it('prints a debit note for an added carton and a freight change, each with its GST', async () => {
    const note = content(billed(5.5, 2, 1000), billed(5.5, 3, 1500), 'Short-shipped');
    const text = pdfText(
      await correctionNotePdf({
        kind: 'DEBIT',
        number: 1,
        issuedAt: new Date('2033-03-06T01:00:00Z'),
        content: note,
      }),
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Debit Note',
      'Debit note number DN-0001',
      'BILL TO',
      'Chicken Wings (CW2)',
      '2 CTN × $45.00',
      '3 CTN × $45.00',
      // $45.00 and its GST $6.75; freight $10.00 → $15.00, GST $0.75.
      '$6.75 $45.00',
      'Freight $10.00 $15.00 $0.75 $5.00',
      'Total debited excl. GST $50.00',
      'GST debited (15%) $7.50',
      'Total debited (incl. GST) $57.50',
      'quoting DN-0001',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain('Hāngī');
  });

  it('prints a debit note’s due date and how to pay it', async () => {
    const note = {
      ...content(billed(5.5, 2), billed(5.5, 3), 'Short-shipped'),
      dueDate: '2033-04-20',
      payment: { terms: '20th of the month following', bankAccount: '12-3456-0123456-00' },
    };
    const flat = pdfText(
      await correctionNotePdf({
        kind: 'DEBIT',
        number: 2,
        issuedAt: new Date('2033-03-06T01:00:00Z'),
        content: note,
      }),
    ).replace(/\s+/g, ' ');
    for (const expected of [
      'Due date 20/04/2033',
      'HOW TO PAY',
      'Terms: 20th of the month following. Please pay by 20/04/2033.',
      'Bank account: 12-3456-0123456-00',
      'Reference: DN-0002',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain('Please pay the amount added');
  });
});
