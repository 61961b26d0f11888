import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, ZERO } from './money.ts';
import {
  checkPackedWeight,
  farOffLines,
  farOffText,
  isFarOff,
  OTHER_GROUP,
  PACKED_WEIGHT_MESSAGES,
  type PickListLine,
  packedWeightChange,
  packedWeightProblem,
  packedWeightText,
  pickListOrderNote,
  sumPickList,
} from './packing.ts';

describe('isFarOff', () => {
  it.each([
    [2, null, false],
    [2, 2, false],
    [2, 2.13, false],
    [2, 2.4, false], // exactly 20 % over
    [2, 1.6, false], // exactly 20 % under
    [2, 2.401, true],
    [2, 1.599, true],
    [2, 0, true],
    [0.5, 0.7, true],
    [10, 12, false],
    [3, 4, true],
  ] as const)('ordered %s, packed %s → %s', (quantity, packed, expected) => {
    expect(isFarOff(quantity, packed)).toBe(expected);
  });

  it('agrees with |packed − ordered| > 20 % of ordered on 3-decimal weights', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_000 }), fc.integer({ min: 0, max: 99_999_999 }), (q, p) => {
        expect(isFarOff(q / 1000, p / 1000)).toBe(Math.abs(p - q) * 5 > q);
      }),
    );
  });
});

describe('farOffText', () => {
  it.each<[number, number | null, string | null]>([
    [2, null, null],
    [2, 2.4, null], // exactly 20 % is not far off
    [2, 1.6, null],
    [2, 2.13, null],
    [2, 2.5, '25 % over ordered'],
    [2, 1.5, '25 % under ordered'],
    [3, 0, '100 % under ordered'],
    [0.5, 1, '100 % over ordered'],
  ])('ordered %s, packed %s → %s', (quantity, weight, text) => {
    expect(farOffText(quantity, weight)).toBe(text);
  });
});

describe('checkPackedWeight', () => {
  it.each<[string, number | null, string | null]>([
    ['', null, null],
    [' 2.13 ', 2.13, null],
    ['.5', 0.5, null],
    ['9999', 9999, null],
    ['99999', null, PACKED_WEIGHT_MESSAGES.range],
    ['0', null, PACKED_WEIGHT_MESSAGES.range],
    ['2.1234', null, PACKED_WEIGHT_MESSAGES.decimals],
    ['2,13', null, 'Enter a weight like 2.13'],
    ['1.2.3', null, 'Enter a weight like 2.13'],
    ['-1', null, 'Enter a weight like 2.13'],
  ])('reads %j as %s (%s)', (text, weight, error) => {
    expect(checkPackedWeight(text)).toEqual({ weight, error });
  });
});

describe('farOffLines', () => {
  it('names each line packed more than 20 % off, and no other', () => {
    expect(
      farOffLines([
        { productName: 'Beef Rump', unit: 'KG', quantity: 10, packedWeight: 12.6 },
        { productName: 'Lamb Rack', unit: 'KG', quantity: 5, packedWeight: 5.4 },
        { productName: 'Chicken Thigh', unit: 'KG', quantity: 4, packedWeight: null },
        { productName: 'Pork Belly', unit: 'EACH', quantity: 10, packedWeight: 7 },
      ]),
    ).toEqual([
      'Beef Rump: 12.600 KG packed, 10.00 KG ordered (26 % over ordered)',
      'Pork Belly: 7 Each packed, 10 Each ordered (30 % under ordered)',
    ]);
  });
});

describe('packedWeightProblem', () => {
  it.each([2.13, 2.135, 0.001, 9999, 1234.5])('accepts %s', (w) => {
    expect(packedWeightProblem(w)).toBeNull();
  });
  // 99999 against a 10 kg line once made a $1.48M invoice: a weight has a quantity's bounds.
  it.each([0, -0.001, 9999.001, 99999, 100000, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s as out of range',
    (w) => {
      expect(packedWeightProblem(w)).toBe(PACKED_WEIGHT_MESSAGES.range);
    },
  );
  it.each([2.1305, 0.0001, 1.23456])('refuses %s for its decimals', (w) => {
    expect(packedWeightProblem(w)).toBe(PACKED_WEIGHT_MESSAGES.decimals);
  });
  it('accepts every 3-decimal weight in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_000 }), (t) => {
        expect(packedWeightProblem(t / 1000)).toBeNull();
      }),
    );
  });
});

describe('packed weight texts', () => {
  it('shows kilograms to 3 decimals and other units as counted', () => {
    expect(packedWeightText(2.13, 'KG')).toBe('2.130 KG');
    expect(packedWeightText(3, 'EACH')).toBe('3 Each');
    expect(packedWeightText(2.5, 'PIECES')).toBe('2.5 Pieces');
  });
  it('makes the history item of a change, none for the same weight', () => {
    const line = { productName: 'Beef Mince', unit: 'KG' as const };
    expect(packedWeightChange(line, null, 2.13)).toEqual({
      field: 'Packed weight of Beef Mince',
      before: null,
      after: '2.130 KG',
    });
    expect(packedWeightChange(line, 2.13, null)).toEqual({
      field: 'Packed weight of Beef Mince',
      before: '2.130 KG',
      after: null,
    });
    expect(packedWeightChange(line, 2.13, 2.13)).toBeNull();
  });
});

describe('sumPickList', () => {
  const line = (over: Partial<PickListLine>): PickListLine => ({
    orderId: 'o1',
    shortId: 'AAAAA',
    companyName: 'Bistro',
    productId: 'p1',
    productName: 'Beef Mince',
    productCode: 'BM1',
    unit: 'KG',
    group: 'Beef',
    quantity: 1,
    packedWeight: null,
    notes: '',
    orderNotes: '',
    cutting: ZERO,
    ...over,
  });

  it('sums by group then product, with the orders each comes from', () => {
    const groups = sumPickList([
      line({ quantity: 2.5, packedWeight: 2.61 }),
      line({ orderId: 'o2', shortId: 'BBBBB', companyName: 'Alpha Cafe', quantity: 1.2 }),
      line({
        orderId: 'o2',
        shortId: 'BBBBB',
        companyName: 'Alpha Cafe',
        productId: 'p2',
        productName: 'Lamb Rack',
        productCode: 'LR',
        group: 'Lamb',
        quantity: 3,
        unit: 'EACH',
      }),
      line({
        orderId: 'o3',
        shortId: 'CCCCC',
        companyName: 'Zed',
        productId: null,
        productName: 'Old Sausage',
        productCode: 'OS',
        group: null,
        quantity: 0.3,
        packedWeight: 0.333,
      }),
      line({ orderId: 'o3', shortId: 'CCCCC', companyName: 'Zed', quantity: 0.1, packedWeight: 0.2 }),
    ]);
    expect(groups.map((g) => g.group)).toEqual(['Beef', 'Lamb', OTHER_GROUP]);
    const [mince] = groups[0]!.products;
    // 2.5 + 1.2 + 0.1 is 3.8000000000000003 in floats; summed exactly it is 3.8.
    expect(mince).toMatchObject({ productName: 'Beef Mince', unit: 'KG', quantity: 3.8, packedWeight: 2.81 });
    expect(mince!.orders.map((o) => [o.companyName, o.quantity])).toEqual([
      ['Alpha Cafe', 1.2],
      ['Bistro', 2.5],
      ['Zed', 0.1],
    ]);
    expect(groups[1]!.products[0]).toMatchObject({ quantity: 3, packedWeight: null });
    expect(groups[2]!.products[0]).toMatchObject({ productId: null, quantity: 0.3, packedWeight: 0.333 });
  });

  it('keeps one product in two units apart and merges two lines of one order', () => {
    const groups = sumPickList([
      line({ quantity: 1 }),
      line({ quantity: 2 }),
      line({ unit: 'EACH', quantity: 4 }),
    ]);
    expect(groups[0]!.products.map((p) => [p.unit, p.quantity, p.orders.length])).toEqual([
      ['EACH', 4, 1],
      ['KG', 3, 1],
    ]);
    expect(groups[0]!.products[1]!.orders[0]!.quantity).toBe(3);
  });

  it('carries each order’s line note, its notes and whether cutting is charged', () => {
    const groups = sumPickList([
      line({ notes: 'skin off', orderNotes: 'Dice the shoulder 2cm', cutting: cents(1500) }),
      line({ notes: 'diced 2cm', orderNotes: 'Dice the shoulder 2cm', cutting: cents(1500) }),
      line({ orderId: 'o2', shortId: 'BBBBB', companyName: 'Alpha Cafe', notes: 'skin off' }),
      line({ orderId: 'o3', shortId: 'CCCCC', companyName: 'Zed', orderNotes: 'Back door' }),
    ]);
    expect(
      groups[0]!.products[0]!.orders.map((o) => [o.companyName, o.notes, o.orderNotes, o.cuttingCharged]),
    ).toEqual([
      ['Alpha Cafe', 'skin off', '', false],
      // Two lines of one order: both notes, in the order's own words.
      ['Bistro', 'skin off; diced 2cm', 'Dice the shoulder 2cm', true],
      ['Zed', '', 'Back door', false],
    ]);
  });

  it('keeps a note once when two lines of an order say the same', () => {
    const groups = sumPickList([line({ notes: 'skin off' }), line({ notes: 'skin off' }), line({})]);
    expect(groups[0]!.products[0]!.orders[0]!.notes).toBe('skin off');
  });

  it('totals equal the sum of the lines (in thousandths)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            o: fc.integer({ min: 0, max: 5 }),
            p: fc.integer({ min: 0, max: 4 }),
            q: fc.integer({ min: 1, max: 999_999 }),
          }),
          { maxLength: 40 },
        ),
        (rows) => {
          const groups = sumPickList(
            rows.map((r) =>
              line({
                orderId: `o${r.o}`,
                shortId: `S${r.o}`,
                productId: `p${r.p}`,
                group: `g${r.p % 2}`,
                quantity: r.q / 1000,
              }),
            ),
          );
          const total = groups
            .flatMap((g) => g.products)
            .reduce((s, p) => s + Math.round(p.quantity * 1000), 0);
          expect(total).toBe(rows.reduce((s, r) => s + r.q, 0));
          for (const p of groups.flatMap((g) => g.products)) {
            expect(p.orders.reduce((s, o) => s + Math.round(o.quantity * 1000), 0)).toBe(
              Math.round(p.quantity * 1000),
            );
          }
        },
      ),
    );
  });
});

describe('pickListOrderNote', () => {
  it.each([
    [cents(1500), 'Dice the shoulder 2cm', 'Cutting: Dice the shoulder 2cm'],
    [cents(1500), '', 'Cutting charged'],
    [ZERO, 'Leave at the back door', 'Order notes: Leave at the back door'],
    [ZERO, '  ', null],
    [ZERO, '', null],
  ])('cutting %i cents, notes %j: %j', (cutting, orderNotes, expected) => {
    expect(pickListOrderNote({ cuttingCharged: cutting > 0, orderNotes })).toBe(expected);
  });
});
