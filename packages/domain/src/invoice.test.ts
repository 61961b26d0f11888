import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billedChanges,
  billedQuantityText,
  formatBilledQuantity,
  type InvoiceSourceLine,
  invoiceDueDate,
  invoiceFromOrder,
} from './invoice.ts';
import { cents } from './money.ts';
import { pendingTotals } from './totals.ts';

const line = (overrides: Partial<InvoiceSourceLine> = {}): InvoiceSourceLine => ({
  productName: 'Beef Mince',
  productCode: 'BM1',
  unit: 'KG',
  quantity: 2,
  packedWeight: null,
  unitPrice: cents(1299),
  ...overrides,
});

describe('invoiceFromOrder', () => {
  it.each([
    // [quantity, packed weight, unit price, amount, GST] — hand-computed
    [2, 2.13, 1299, 2767, 415], // 2.13 × 12.99 = 27.6687 → 27.67; GST 4.1505 → 4.15
    [2, null, 1299, 2598, 390], // not weighed: ordered 2 × 12.99 = 25.98; GST 3.897 → 3.90
    [1.5, 1.5, 1299, 1949, 292], // 19.485 → 19.49; GST 2.9235 → 2.92
    [3, 2.875, 2450, 7044, 1057], // 70.4375 → 70.44; GST 10.566 → 10.57
    [1, 0.333, 1000, 333, 50], // 3.33; GST 0.4995 → 0.50
    [4, 4, 350, 1400, 210], // EACH-like whole quantities
  ])(
    'bills %d ordered, packed %s at %d cents as %d + %d GST',
    (quantity, packedWeight, price, amount, gst) => {
      const bill = invoiceFromOrder({
        lines: [line({ quantity, packedWeight, unitPrice: cents(price) })],
        freight: cents(0),
        cutting: cents(0),
      });
      expect(bill.lines[0]).toMatchObject({ quantity: packedWeight ?? quantity, amount, gst });
      expect(bill).toMatchObject({ subTotal: amount, gst, total: amount + gst });
    },
  );

  it('adds freight and cutting with their own GST, rounded on their own', () => {
    const bill = invoiceFromOrder({
      lines: [
        line({ packedWeight: 2.13 }), // 27.67 + 4.15
        line({ productName: 'Lamb Rack', productCode: 'LR2', packedWeight: 1.04, unitPrice: cents(3550) }), // 36.92 + 5.54
      ],
      freight: cents(1000), // + 1.50
      cutting: cents(333), // + 0.4995 → 0.50
    });
    expect(bill.lines.map((l) => [l.amount, l.gst])).toEqual([
      [2767, 415],
      [3692, 554],
    ]);
    expect(bill).toMatchObject({ subTotal: 6459, freight: 1000, cutting: 333, gst: 415 + 554 + 150 + 50 });
    expect(bill.total).toBe(6459 + 1000 + 333 + 1169);
  });

  const sourceLine = fc.record({
    productName: fc.string({ minLength: 1, maxLength: 10 }),
    productCode: fc.string({ maxLength: 5 }),
    unit: fc.constantFrom('KG', 'EACH', 'PIECES', 'CTN'),
    quantity: fc.integer({ min: 100, max: 9_999_000 }).map((t) => t / 1000),
    unitPrice: fc.integer({ min: 0, max: 100_000 }).map(cents),
  });

  it('bills the estimate when every packed weight equals its quantity', () => {
    fc.assert(
      fc.property(
        fc.array(sourceLine, { maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, freight, cutting) => {
          const packed = lines.map((l) => ({ ...l, packedWeight: l.quantity }));
          const bill = invoiceFromOrder({ lines: packed, freight: cents(freight), cutting: cents(cutting) });
          const estimate = pendingTotals({
            lines,
            isDelivery: true,
            freightCharge: cents(0),
            freeFreightThreshold: cents(0),
            freightOverride: cents(freight),
            cutting: cents(cutting),
          });
          expect(bill.subTotal).toBe(estimate.subTotal);
          expect(bill.gst).toBe(estimate.gst);
          expect(bill.total).toBe(estimate.total);
          expect(bill.lines.map((l) => l.amount)).toEqual(estimate.lineTotals);
        },
      ),
    );
  });

  it('bills each line its packed weight else its quantity, GST 15% per line, totals adding up', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(sourceLine, fc.option(fc.integer({ min: 0, max: 9_999_000 }).map((t) => t / 1000))),
          { maxLength: 20 },
        ),
        (pairs) => {
          const lines = pairs.map(([l, packedWeight]) => ({ ...l, packedWeight }));
          const bill = invoiceFromOrder({ lines, freight: cents(0), cutting: cents(0) });
          for (const [i, l] of bill.lines.entries()) {
            const source = lines[i]!;
            expect(l.quantity).toBe(source.packedWeight ?? source.quantity);
            expect(Math.abs(l.amount - l.quantity * l.unitPrice)).toBeLessThanOrEqual(0.5 + 1e-6);
            expect(Math.abs(l.gst - l.amount * 0.15)).toBeLessThanOrEqual(0.5 + 1e-9);
          }
          expect(bill.subTotal).toBe(bill.lines.reduce((s, l) => s + l.amount, 0));
          expect(bill.gst).toBe(bill.lines.reduce((s, l) => s + l.gst, 0));
          expect(bill.total).toBe(bill.subTotal + bill.gst);
        },
      ),
    );
  });
});

describe('invoiceDueDate', () => {
  it.each([
    ['2026-11-23', 20, '2026-12-13'],
    ['2026-12-20', 20, '2027-01-09'],
    ['2028-02-20', 10, '2028-03-01'], // leap year
    ['2026-11-23', 0, '2026-11-23'],
  ])('%s + %d days is %s', (issued, days, due) => {
    expect(invoiceDueDate(issued, days)).toBe(due);
  });
});

describe('formatBilledQuantity', () => {
  it.each([
    [2.13, 'KG', '2.130'],
    [2, 'KG', '2.000'],
    [0.005, 'KG', '0.005'],
    [3, 'EACH', '3'],
    [1.5, 'CTN', '1.5'],
  ])('%d %s reads %s', (quantity, unit, text) => {
    expect(formatBilledQuantity(quantity, unit)).toBe(text);
  });

  it('names the unit', () => {
    expect(billedQuantityText(2.13, 'KG')).toBe('2.130 KG');
    expect(billedQuantityText(3, 'EACH')).toBe('3 Each');
  });
});

describe('billedChanges', () => {
  const bill = (lines: InvoiceSourceLine[], freight = 0, cutting = 0) =>
    invoiceFromOrder({ lines, freight: cents(freight), cutting: cents(cutting) });

  it('is empty when nothing billed changed', () => {
    const lines = [line({ packedWeight: 2.13 })];
    expect(billedChanges(bill(lines, 500), bill(lines, 500))).toEqual([]);
    // An ordered quantity that is not billed (a packed weight is) changes nothing billed.
    expect(billedChanges(bill(lines), bill([line({ quantity: 5, packedWeight: 2.13 })]))).toEqual([]);
  });

  it('lists freight, cutting, lines added and removed, quantities and prices', () => {
    const before = bill(
      [line({ packedWeight: 2.13 }), line({ productName: 'Lamb', productCode: 'L1' })],
      500,
    );
    const after = bill(
      [
        line({ packedWeight: 2.2, unitPrice: cents(1399) }),
        line({ productName: 'Pork', productCode: 'P1', unit: 'EACH', quantity: 3 }),
      ],
      1000,
      250,
    );
    expect(billedChanges(before, after)).toEqual([
      { field: 'Freight Charge', before: '$5.00', after: '$10.00' },
      { field: 'Cutting Charge', before: '$0.00', after: '$2.50' },
      { field: 'Product removed', before: 'Lamb: 2.000 KG at $12.99', after: null },
      { field: 'Product added', before: null, after: 'Pork: 3 Each at $12.99' },
      { field: 'Quantity of Beef Mince', before: '2.130 KG', after: '2.200 KG' },
      { field: 'Unit price of Beef Mince', before: '$12.99', after: '$13.99' },
    ]);
  });
});
