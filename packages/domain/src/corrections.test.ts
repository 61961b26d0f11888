import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BilledState,
  billedTotal,
  correctionBetween,
  correctionReasonSchema,
  creditProblem,
  noteNumber,
  reasonText,
} from './corrections.ts';
import { type InvoiceSourceLine, invoiceFromOrder } from './invoice.ts';
import { type Cents, cents } from './money.ts';

type KeyedSource = InvoiceSourceLine & { key: string };

/** What an order bills, keyed by line, as the server will read it. */
function billOf(lines: readonly KeyedSource[], freight = cents(0), cutting = cents(0)): BilledState {
  const bill = invoiceFromOrder({ lines, freight, cutting });
  return {
    lines: bill.lines.map((line, i) => ({ ...line, key: lines[i]?.key ?? String(i) })),
    freight,
    cutting,
  };
}

const mince = (overrides: Partial<KeyedSource> = {}): KeyedSource => ({
  key: 'l1',
  productName: 'Beef Mince',
  productCode: 'BM1',
  unit: 'KG',
  quantity: 5,
  packedWeight: 5.2,
  unitPrice: cents(1299),
  ...overrides,
});

const wings = (overrides: Partial<KeyedSource> = {}): KeyedSource => ({
  key: 'l2',
  productName: 'Chicken Wings',
  productCode: 'CW2',
  unit: 'CTN',
  quantity: 2,
  packedWeight: null,
  unitPrice: cents(4500),
  ...overrides,
});

describe('correctionBetween', () => {
  it('credits a return of 1.2 kg on one line, with before → after, GST per line and the total', () => {
    const invoiced = billOf([mince(), wings()]);
    const after = billOf([mince({ packedWeight: 4 }), wings()]);
    const note = correctionBetween(invoiced, after);
    // 5.2 × 12.99 = 67.548 → 67.55, GST 10.13; 4 × 12.99 = 51.96, GST 7.79 (hand-computed)
    expect(note).toEqual({
      kind: 'CREDIT',
      lines: [
        {
          key: 'l1',
          productName: 'Beef Mince',
          productCode: 'BM1',
          unit: 'KG',
          before: { quantity: 5.2, unitPrice: 1299, amount: 6755, gst: 1013 },
          after: { quantity: 4, unitPrice: 1299, amount: 5196, gst: 779 },
          amount: -1559,
          gst: -234,
        },
      ],
      freight: null,
      cutting: null,
      subTotal: 1559,
      gst: 234,
      total: 1793,
      balanceChange: -1793,
    });
  });

  it('debits a price corrected upwards and a line added; freight and cutting changes are on the note', () => {
    const invoiced = billOf([mince()], cents(1500), cents(0));
    const after = billOf([mince({ unitPrice: cents(1399) }), wings()], cents(0), cents(500));
    const note = correctionBetween(invoiced, after);
    expect(note?.kind).toBe('DEBIT');
    expect(note?.lines.map((l) => [l.key, l.before === null, l.after === null])).toEqual([
      ['l1', false, false],
      ['l2', true, false],
    ]);
    expect(note?.freight).toEqual({ before: 1500, after: 0, amount: -1500, gst: -225 });
    expect(note?.cutting).toEqual({ before: 0, after: 500, amount: 500, gst: 75 });
    expect(note?.balanceChange).toBe(billedTotal(after) - billedTotal(invoiced));
    expect(note?.total).toBe(note?.balanceChange);
  });

  it('credits a cancelled order in full', () => {
    const invoiced = billOf([mince(), wings()], cents(1500));
    const note = correctionBetween(invoiced, { lines: [], freight: cents(0), cutting: cents(0) });
    expect(note?.kind).toBe('CREDIT');
    expect(note?.total).toBe(billedTotal(invoiced));
    expect(note?.lines.every((l) => l.after === null)).toBe(true);
  });

  it('issues nothing when what is billed did not change (a note, PO or address edit)', () => {
    expect(correctionBetween(billOf([mince(), wings()]), billOf([mince(), wings()]))).toBeNull();
    // The ordered quantity changed but the packed weight billed did not.
    expect(correctionBetween(billOf([mince()]), billOf([mince({ quantity: 6 })]))).toBeNull();
  });

  it('keeps a change that moves lines but not the total on record, as a debit note of $0.00', () => {
    const invoiced = billOf([mince({ packedWeight: null, quantity: 2, unitPrice: cents(1000) })]);
    const after = billOf([
      mince({ packedWeight: null, quantity: 1, unitPrice: cents(1000) }),
      wings({ quantity: 1, unitPrice: cents(1000) }),
    ]);
    const note = correctionBetween(invoiced, after);
    expect(note).toMatchObject({ kind: 'DEBIT', total: 0, balanceChange: 0 });
    expect(note?.lines).toHaveLength(2);
  });

  const source = fc.record({
    quantity: fc.integer({ min: 1, max: 99_999 }).map((t) => t / 1000),
    packedWeight: fc.option(fc.integer({ min: 0, max: 99_999 }).map((t) => t / 1000)),
    unitPrice: fc.integer({ min: 1, max: 99_999 }).map(cents),
  });
  const order = fc.record({
    lines: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), source, { maxKeys: 6 }),
    freight: fc.integer({ min: 0, max: 5000 }).map(cents),
    cutting: fc.integer({ min: 0, max: 5000 }).map(cents),
  });
  const billed = (o: {
    lines: Record<string, Omit<KeyedSource, 'key' | 'productName' | 'productCode' | 'unit'>>;
    freight: Cents;
    cutting: Cents;
  }) =>
    billOf(
      Object.entries(o.lines).map(([key, l]) => ({
        ...l,
        key,
        productName: key,
        productCode: key,
        unit: 'KG',
      })),
      o.freight,
      o.cutting,
    );

  it('invoice + debit notes − credit notes = what the order bills now, after any sequence of edits', () => {
    fc.assert(
      fc.property(order, fc.array(order, { minLength: 1, maxLength: 8 }), (invoicedOrder, edits) => {
        const invoiced = billed(invoicedOrder);
        let billedSoFar = invoiced;
        let debits = 0;
        let credits = 0;
        for (const edit of edits) {
          const now = billed(edit);
          const note = correctionBetween(billedSoFar, now);
          if (note === null) {
            expect(billedTotal(now)).toBe(billedTotal(billedSoFar));
            continue;
          }
          expect(note.total).toBeGreaterThanOrEqual(0);
          expect(note.total).toBe(Math.abs(note.balanceChange));
          // A note's own figures add up: its lines, its charges (signed as the note) and its GST.
          const charges = (note.freight?.amount ?? 0) + (note.cutting?.amount ?? 0);
          const sign = note.kind === 'CREDIT' ? -1 : 1;
          expect(note.subTotal + sign * charges + note.gst).toBe(note.total);
          if (note.kind === 'CREDIT') credits += note.total;
          else debits += note.total;
          billedSoFar = now;
        }
        expect(billedTotal(invoiced) + debits - credits).toBe(billedTotal(billedSoFar));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('creditProblem', () => {
  it.each([
    [5.2, 1.2, null],
    [5.2, 5.2, null],
    [5.2, 5.201, 'You cannot credit more than was billed on this line.'],
    [5.2, 0, 'Enter how much came back, more than 0.'],
    [5.2, -1, 'Enter how much came back, more than 0.'],
    [5.2, Number.NaN, 'Enter how much came back, more than 0.'],
  ])('billed %s, returned %s → %s', (billedQuantity, returned, problem) => {
    expect(creditProblem(billedQuantity, returned)).toBe(problem);
  });

  it('takes whole units back on a line not sold by weight', () => {
    expect(creditProblem(3, 1, 'CTN')).toBeNull();
    expect(creditProblem(3, 1.5, 'CTN')).toBe('Enter whole units: CTN lines come back whole.');
    expect(creditProblem(3, 0.5, 'EACH')).toBe('Enter whole units: Each lines come back whole.');
    expect(creditProblem(3, 4, 'PIECES')).toBe('You cannot credit more than was billed on this line.');
  });
});

describe('note numbers and reasons', () => {
  it('numbers each series with its prefix and four digits at least', () => {
    expect(noteNumber('CREDIT', 1)).toBe('CN-0001');
    expect(noteNumber('DEBIT', 42)).toBe('DN-0042');
    expect(noteNumber('CREDIT', 12345)).toBe('CN-12345');
    expect(() => noteNumber('CREDIT', 0)).toThrow(RangeError);
  });

  it('takes a reason from the list, with words of their own required only for Other', () => {
    expect(correctionReasonSchema.parse({ reason: 'RETURNED' })).toEqual({
      reason: 'RETURNED',
      reasonText: null,
    });
    expect(correctionReasonSchema.parse({ reason: 'RETURNED', reasonText: '  warm on arrival ' })).toEqual({
      reason: 'RETURNED',
      reasonText: 'warm on arrival',
    });
    const other = correctionReasonSchema.safeParse({ reason: 'OTHER', reasonText: '   ' });
    expect(other.success ? null : other.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reasonText', 'Say why the invoice is being corrected.'],
    ]);
    const none = correctionReasonSchema.safeParse({ reason: '' });
    expect(none.success ? null : none.error.issues[0]?.message).toBe(
      'Choose why the invoice is being corrected.',
    );
    expect(
      correctionReasonSchema.safeParse({ reason: 'RETURNED', reasonText: 'x'.repeat(201) }).success,
    ).toBe(false);
  });

  it('prints the reason as the label and the words', () => {
    expect(reasonText('RETURNED', null)).toBe('Returned');
    expect(reasonText('RETURNED', 'warm on arrival')).toBe('Returned: warm on arrival');
    expect(reasonText('OTHER', 'goodwill')).toBe('goodwill');
  });
});
