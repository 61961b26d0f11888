import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstOn } from './gst.ts';
import { cents } from './money.ts';
import { ORDER_STATUSES } from './status.ts';
import {
  completedTotals,
  freightFor,
  isBilledOnPackedWeights,
  isWithinOrderLimit,
  lineTotal,
  MAX_ORDER_TOTAL,
  type OrderTotalsInput,
  orderTotals,
  pendingTotals,
  storedOrderTotals,
  type TotalsLine,
  totalsBasis,
} from './totals.ts';

const price = fc.integer({ min: 0, max: 9_999_900 }).map(cents);
const quantity = fc.integer({ min: 0, max: 99_999_000 }).map((thousandths) => thousandths / 1000);
const amount = fc.integer({ min: 0, max: 10_000_000 }).map(cents);
const line: fc.Arbitrary<TotalsLine> = fc.record({
  quantity,
  packedWeight: fc.option(quantity, { nil: null }),
  unitPrice: price,
});
const totalsInput: fc.Arbitrary<OrderTotalsInput> = fc.record(
  {
    lines: fc.array(line, { maxLength: 12 }),
    basis: fc.constantFrom('ordered' as const, 'packed' as const),
    isDelivery: fc.constantFrom(true, false, null),
    freightCharge: amount,
    freeFreightThreshold: amount,
    cutting: amount,
    freightOverride: amount,
  },
  { requiredKeys: ['lines', 'basis', 'isDelivery', 'freightCharge', 'freeFreightThreshold'] },
);

describe('lineTotal', () => {
  it.each([
    // [quantity, unit price in cents, line total in cents]
    [3, 1250, 3750],
    [0, 1999, 0],
    [1.5, 1299, 1949], // 1948.5 rounds up
    [2.345, 1099, 2577], // 2577.155
    [0.1, 5, 1], // 0.5 cent rounds up
    [0.3, 1, 0], // 0.3 cent
    [1.005, 1000, 1005], // 1.005 * 1000 is 1004.999… in floating point
    [2.675, 100, 268], // 2.675 * 100 is 267.4999… in floating point
    [0.145, 100, 15], // 0.145 * 100 is 14.4999… in floating point
    [99999, 9999900, 999_980_000_100],
    [1.0004, 1000, 1000], // quantity rounds to 3 decimals first
  ])('%d × %d cents is %d cents', (q, unitPrice, expected) => {
    expect(lineTotal(q, cents(unitPrice))).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects quantity %d', (q) => {
    expect(() => lineTotal(q, cents(100))).toThrow(RangeError);
  });

  it('is within half a cent of quantity × price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_000 }), price, (thousandths, unitPrice) => {
        const total = lineTotal(thousandths / 1000, unitPrice);
        expect(Math.abs(total * 1000 - thousandths * unitPrice)).toBeLessThanOrEqual(500);
      }),
    );
  });

  it('is exact for whole quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), price, (q, unitPrice) => {
        expect(lineTotal(q, unitPrice)).toBe(q * unitPrice);
      }),
    );
  });
});

describe('freightFor', () => {
  const base = { freightCharge: cents(500), freeFreightThreshold: cents(10000) };

  it.each<[boolean | null, number, number, number]>([
    // [isDelivery, sub-total, threshold, freight] with a $5.00 charge
    [false, 0, 10000, 0], // pick-up never pays freight
    [false, 5000, 10000, 0],
    [null, 5000, 10000, 0], // no delivery method chosen yet
    [true, 5000, 10000, 500],
    [true, 8695, 10000, 500], // 1.15 × 86.95 = 99.99
    [true, 8696, 10000, 0], // 1.15 × 86.96 = 100.004 > 100
    [true, 10000, 11500, 500], // 1.15 × 100 = 115 is not strictly greater
    [true, 10001, 11500, 0],
    [true, 1, 0, 0], // threshold 0 (the settings default): any goods ship free
    [true, 0, 0, 500], // …but an empty order does not
  ])('delivery %s, sub-total %d, threshold %d → %d', (isDelivery, subTotal, threshold, freight) => {
    expect(
      freightFor({ ...base, isDelivery, subTotal: cents(subTotal), freeFreightThreshold: cents(threshold) }),
    ).toBe(freight);
  });

  it('is always 0 or the freight charge', () => {
    fc.assert(
      fc.property(fc.boolean(), amount, amount, amount, (isDelivery, subTotal, freightCharge, threshold) => {
        const freight = freightFor({ isDelivery, subTotal, freightCharge, freeFreightThreshold: threshold });
        expect([0, freightCharge]).toContain(freight);
      }),
    );
  });

  it('once free, stays free for larger sub-totals', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: 1_000_000 }), (subTotal, threshold, extra) => {
        const input = { isDelivery: true, freightCharge: cents(500), freeFreightThreshold: threshold };
        if (freightFor({ ...input, subTotal }) === 0) {
          expect(freightFor({ ...input, subTotal: cents(subTotal + extra) })).toBe(0);
        }
      }),
    );
  });
});

describe('orderTotals', () => {
  const settings = { freightCharge: cents(500), freeFreightThreshold: cents(10000) };
  const lines: TotalsLine[] = [
    { quantity: 2, packedWeight: 2.134, unitPrice: cents(1299) },
    { quantity: 1.5, packedWeight: null, unitPrice: cents(1099) },
  ];

  it.each([
    {
      name: 'cart for delivery below the threshold',
      input: { ...settings, lines, basis: 'ordered', isDelivery: true },
      // 2598 + 1648.5→1649; GST 389.7→390 + 247.35→247 + freight 75
      expected: { lineTotals: [2598, 1649], subTotal: 4247, freight: 500, cutting: 0, gst: 712, total: 5459 },
    },
    {
      name: 'cart for pick-up',
      input: { ...settings, lines, basis: 'ordered', isDelivery: false },
      expected: { lineTotals: [2598, 1649], subTotal: 4247, freight: 0, cutting: 0, gst: 637, total: 4884 },
    },
    {
      name: 'packed order with cutting; an unweighed line counts as ordered',
      input: { ...settings, lines, basis: 'packed', isDelivery: false, cutting: cents(250) },
      // 2.134 × 1299 = 2772.066 and the unweighed 1648.5→1649; GST 415.8→416 + 247.35→247 + cutting 37.5→38
      expected: { lineTotals: [2772, 1649], subTotal: 4421, freight: 0, cutting: 250, gst: 701, total: 5372 },
    },
    {
      name: 'GST rounded per line, not on the sum',
      input: {
        ...settings,
        lines: [1, 2, 3].map(() => ({ quantity: 1, unitPrice: cents(10) })),
        basis: 'ordered',
        isDelivery: false,
      },
      // three lines of 1.5 cents GST each round to 2; on the 30-cent sum it would be 5
      expected: { lineTotals: [10, 10, 10], subTotal: 30, freight: 0, cutting: 0, gst: 6, total: 36 },
    },
    {
      name: 'above the threshold freight is free',
      input: {
        ...settings,
        lines: [{ quantity: 10, unitPrice: cents(1000) }],
        basis: 'ordered',
        isDelivery: true,
      },
      expected: { lineTotals: [10000], subTotal: 10000, freight: 0, cutting: 0, gst: 1500, total: 11500 },
    },
    {
      name: 'staff-set freight wins over the computed freight',
      input: {
        ...settings,
        lines: [{ quantity: 10, unitPrice: cents(1000) }],
        basis: 'ordered',
        isDelivery: true,
        freightOverride: cents(800),
      },
      expected: { lineTotals: [10000], subTotal: 10000, freight: 800, cutting: 0, gst: 1620, total: 12420 },
    },
    {
      name: 'empty cart for delivery still shows the freight charge',
      input: { ...settings, lines: [], basis: 'ordered', isDelivery: true },
      expected: { lineTotals: [], subTotal: 0, freight: 500, cutting: 0, gst: 75, total: 575 },
    },
  ] satisfies { name: string; input: OrderTotalsInput; expected: object }[])(
    '$name',
    ({ input, expected }) => {
      expect(orderTotals(input)).toEqual(expected);
    },
  );

  it('total is the sum of its parts, and the sub-total the sum of the lines', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const t = orderTotals(input);
        expect(t.total).toBe(t.subTotal + t.freight + t.cutting + t.gst);
        expect(t.subTotal).toBe(t.lineTotals.reduce((sum, c) => sum + c, 0));
        expect(t.lineTotals).toHaveLength(input.lines.length);
        expect(t.cutting).toBe(input.cutting ?? 0);
      }),
    );
  });

  it('GST is 15% of each line, the freight and the cutting, each rounded', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const t = orderTotals(input);
        const parts = [...t.lineTotals, t.freight, t.cutting];
        expect(t.gst).toBe(parts.reduce((sum, c) => sum + gstOn(c), 0));
        expect(Math.abs(t.gst * 100 - (t.subTotal + t.freight + t.cutting) * 15)).toBeLessThanOrEqual(
          50 * parts.length,
        );
      }),
    );
  });

  it('freight is the override when given, else 0 or the freight charge; 0 for pick-up', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const { freight } = orderTotals(input);
        if (input.freightOverride !== undefined) expect(freight).toBe(input.freightOverride);
        else if (input.isDelivery !== true) expect(freight).toBe(0);
        else expect([0, input.freightCharge]).toContain(freight);
      }),
    );
  });

  it('packed totals equal ordered totals when every line weighs what was ordered', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const weighed = input.lines.map((l) => ({ ...l, packedWeight: l.quantity }));
        expect(orderTotals({ ...input, lines: weighed, basis: 'packed' })).toEqual(
          orderTotals({ ...input, lines: weighed, basis: 'ordered' }),
        );
      }),
    );
  });
});

describe('pendingTotals and completedTotals', () => {
  it('price on ordered quantity and on packed weight respectively', () => {
    const input = {
      lines: [{ quantity: 2, packedWeight: 2.5, unitPrice: cents(1000) }],
      isDelivery: false,
      freightCharge: cents(500),
      freeFreightThreshold: cents(0),
      cutting: cents(300),
    };
    expect(pendingTotals(input)).toMatchObject({ subTotal: 2000, cutting: 300, gst: 345, total: 2645 });
    expect(completedTotals(input)).toMatchObject({ subTotal: 2500, cutting: 300, gst: 420, total: 3220 });
  });

  it('are orderTotals with the basis filled in', () => {
    fc.assert(
      fc.property(totalsInput, ({ basis: _basis, ...rest }) => {
        expect(pendingTotals(rest)).toEqual(orderTotals({ ...rest, basis: 'ordered' }));
        expect(completedTotals(rest)).toEqual(orderTotals({ ...rest, basis: 'packed' }));
      }),
    );
  });
});

describe('isWithinOrderLimit', () => {
  it('allows $1,000,000.00 with GST and no more, which a GraphQL Int still carries', () => {
    expect(MAX_ORDER_TOTAL).toBe(100_000_000);
    expect(MAX_ORDER_TOTAL).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(isWithinOrderLimit({ total: cents(100_000_000) })).toBe(true);
    expect(isWithinOrderLimit({ total: cents(100_000_001) })).toBe(false);
  });

  it('refuses 60 lines of 99,999 kg at $31.25', () => {
    const lines = Array.from({ length: 60 }, () => ({ quantity: 99999, unitPrice: cents(3125) }));
    const totals = pendingTotals({
      lines,
      isDelivery: true,
      freightCharge: cents(500),
      freeFreightThreshold: cents(0),
    });
    expect(totals.total).toBeGreaterThan(2 ** 31);
    expect(isWithinOrderLimit(totals)).toBe(false);
  });
});

describe('totalsBasis: the catch-weight rule', () => {
  it('prices open orders on what was ordered and packed ones on the weights packed', () => {
    expect(ORDER_STATUSES.map((status) => [status, totalsBasis(status)])).toEqual([
      ['PENDING', 'ordered'],
      ['PACKED', 'packed'],
      ['COMPLETED', 'packed'],
      ['CANCELLED', 'ordered'],
    ]);
    expect(ORDER_STATUSES.filter(isBilledOnPackedWeights)).toEqual(['PACKED', 'COMPLETED']);
  });

  it('bills a stored order on its catch weights with the freight and cutting stored on it', () => {
    const lines = [{ quantity: 2, packedWeight: 2.345, unitPrice: cents(1899) }];
    const settings = { freightCharge: cents(500), freeFreightThreshold: cents(15000) };
    const stored = { isDelivery: true, freight: cents(700), cutting: cents(1000) };
    const packed = storedOrderTotals({ ...stored, status: 'PACKED' }, lines, settings);
    const pending = storedOrderTotals({ ...stored, status: 'PENDING' }, lines, settings);
    // 2.345 kg × $18.99 = $44.53 (44.53155 rounds down); 2 × $18.99 = $37.98.
    expect([packed.subTotal, pending.subTotal]).toEqual([cents(4453), cents(3798)]);
    expect([packed.freight, packed.cutting]).toEqual([cents(700), cents(1000)]);
  });
});
