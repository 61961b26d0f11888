import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  DEFAULT_QUANTITY,
  filterQuantityText,
  formatQuantity,
  isOrderableQuantity,
  isQuantityText,
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantity,
  readableQuantity,
  stepQuantity,
  toThousandths,
  toUnit,
  UNITS,
  type Unit,
  unitLabel,
} from './quantity.ts';

const quantity = fc.integer({ min: 0, max: MAX_QUANTITY * 1000 }).map((thousandths) => thousandths / 1000);
const unitText = fc.constantFrom('KG', 'kg', 'Kg', 'EACH', 'each', 'Each', 'PIECES', 'Pieces', 'CTN', 'ctn');

describe('units', () => {
  it('are KG, EACH, PIECES and CTN; quantities run from 0.1 and start at 1', () => {
    expect(UNITS).toEqual(['KG', 'EACH', 'PIECES', 'CTN']);
    expect([MIN_QUANTITY, DEFAULT_QUANTITY, MAX_QUANTITY]).toEqual([0.1, 1, 9999]);
  });

  it.each<[Unit, string]>([
    ['KG', 'KG'],
    ['EACH', 'Each'],
    ['PIECES', 'Pieces'],
    ['CTN', 'CTN'],
  ])('%s is labelled %s', (unit, label) => {
    expect(unitLabel(unit)).toBe(label);
  });

  it.each([
    ['kg', 'KG'],
    ['Each', 'EACH'],
    ['each', 'EACH'],
    [' ctn ', 'CTN'],
    ['Pieces', 'PIECES'],
    ['box', null],
    ['', null],
  ])('%j reads as %s', (text, unit) => {
    expect(toUnit(text)).toBe(unit);
  });

  it('every label reads back as its unit', () => {
    for (const unit of UNITS) expect(toUnit(unitLabel(unit))).toBe(unit);
  });
});

describe('isQuantityText', () => {
  it.each([
    ['', true],
    ['1', true],
    ['1.5', true],
    ['.5', true],
    ['1.', true],
    ['.', true],
    ['1.2.3', false],
    ['-1', false],
    ['1e3', false],
    [' 1', false],
    ['1,5', false],
    ['abc', false],
  ])('%j → %s', (text, ok) => {
    expect(isQuantityText(text)).toBe(ok);
  });
});

describe('filterQuantityText', () => {
  it.each([
    ['a1.2.5', '1.25'],
    ['-3', '3'],
    ['1..2', '1.2'],
    ['..', '.'],
    ['12kg', '12'],
    ['1,5', '15'],
    ['', ''],
    ['2.500', '2.500'],
  ])('%j → %j', (text, filtered) => {
    expect(filterQuantityText(text)).toBe(filtered);
  });

  it('always leaves valid quantity text, keeps valid text as it is, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const filtered = filterQuantityText(text);
        expect(isQuantityText(filtered)).toBe(true);
        expect(filterQuantityText(filtered)).toBe(filtered);
        if (isQuantityText(text)) expect(filtered).toBe(text);
      }),
    );
  });
});

describe('parseQuantity', () => {
  it.each([
    ['', null],
    ['.', null],
    ['1.2.3', null],
    ['-1', null],
    ['abc', null],
    ['1.5', 1.5],
    ['.25', 0.25],
    ['2.', 2],
    [' 3 ', 3],
    ['007', 7],
    ['0.1', 0.1],
    ['1.23456', 1.235],
    ['2.0005', 2.001], // 2.0005 * 1000 is 2000.4999… in floating point
    ['2.0004', 2],
    ['0.0004', 0],
    ['99999', 99999],
  ])('%j → %s', (text, parsed) => {
    expect(parseQuantity(text)).toBe(parsed);
  });

  it('reads back any quantity written with 3 decimals', () => {
    fc.assert(fc.property(quantity, (q) => parseQuantity(q.toFixed(3)) === q));
  });

  it('keeps at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}(\.\d{0,8})?$/), (text) => {
        const q = parseQuantity(text);
        expect(q).not.toBeNull();
        expect(toThousandths(q ?? 0) / 1000).toBe(q);
        expect(Math.abs((q ?? 0) - Number(text))).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });
});

describe('isOrderableQuantity', () => {
  it.each([
    [0.1, true],
    [1, true],
    [9999, true],
    [0.09, false],
    [0, false],
    [-1, false],
    [9999.001, false],
    [10000, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (q, ok) => {
    expect(isOrderableQuantity(q)).toBe(ok);
  });

  it('accepts exactly the quantities from 0.1 to 9,999', () => {
    fc.assert(
      fc.property(quantity, (q) => {
        expect(isOrderableQuantity(q)).toBe(q >= 0.1 && q <= 9999);
      }),
    );
  });
});

describe('readableQuantity', () => {
  it.each([
    [9999, '9,999'],
    [5, '5'],
    [2.5, '2.5'],
    [0.1, '0.1'],
    [1234.125, '1,234.125'],
  ])('%d reads %s', (q, text) => {
    expect(readableQuantity(q)).toBe(text);
  });
});

describe('checkQuantity', () => {
  it.each<[string, string, number]>([
    ['1.5', 'KG', 1.5],
    ['.25', 'KG', 0.25],
    [' 2 ', 'KG', 2],
    ['0.1', 'KG', 0.1],
    ['2', 'EACH', 2],
    ['2.5', 'EACH', 3],
    ['9999', 'CTN', 9999],
    ['9999', 'KG', 9999],
  ])('reads %j %s as %d', (text, unit, q) => {
    expect(checkQuantity(text, unit)).toEqual({ quantity: q, error: null });
  });

  it.each<[string, string, string]>([
    ['', 'KG', 'Enter a quantity'],
    ['.', 'KG', 'Enter a quantity'],
    ['0', 'KG', 'Enter at least 0.1'],
    ['0.05', 'KG', 'Enter at least 0.1'],
    ['0.09', 'KG', 'Enter at least 0.1'],
    ['0.4', 'EACH', 'Enter at least 1'],
    ['1.2.3', 'KG', 'Enter a number like 1.5'],
    ['2kg', 'KG', 'Enter a number like 1.5'],
    ['-1', 'KG', 'Enter a number like 1.5'],
    ['1,000', 'KG', 'Enter a number like 1.5'],
    ['10000', 'KG', 'At most 9,999'],
    ['9999.01', 'KG', 'At most 9,999'],
    ['9999.6', 'EACH', 'At most 9,999'],
  ])('refuses %j %s: %s', (text, unit, error) => {
    expect(checkQuantity(text, unit)).toEqual({ quantity: null, error });
  });

  it('accepts exactly what may be ordered', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,5}(\.\d{0,3})?$/), (text) => {
        const checked = checkQuantity(text, 'KG');
        const typed = Number(formatQuantity(parseQuantity(text) ?? 0, 'KG'));
        expect(checked.quantity !== null).toBe(isOrderableQuantity(typed));
      }),
    );
  });
});

describe('formatQuantity', () => {
  it.each<[number, string, string]>([
    [1.5, 'KG', '1.50'],
    [1.5, 'kg', '1.50'],
    [0.1, 'KG', '0.10'],
    [0, 'KG', '0.00'],
    [1.005, 'KG', '1.01'], // toFixed(2) would say 1.00
    [2.344, 'KG', '2.34'],
    [1234.5, 'KG', '1234.50'],
    [2, 'EACH', '2'],
    [2.4, 'Each', '2'],
    [2.5, 'EACH', '3'],
    [10, 'CTN', '10'],
    [3, 'Pieces', '3'],
    [3, 'box', '3'],
  ])('%d %s shows as %s', (q, unit, text) => {
    expect(formatQuantity(q, unit)).toBe(text);
  });

  it('KG shows 2 decimals that read back to within half a hundredth', () => {
    fc.assert(
      fc.property(quantity, (q) => {
        const text = formatQuantity(q, 'kg');
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Math.abs((parseQuantity(text) ?? Number.NaN) - q)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('other units show whole numbers that read back to within a half', () => {
    fc.assert(
      fc.property(quantity, fc.constantFrom('EACH', 'Each', 'PIECES', 'CTN'), (q, unit) => {
        const text = formatQuantity(q, unit);
        expect(text).toMatch(/^\d+$/);
        expect(Math.abs((parseQuantity(text) ?? Number.NaN) - q)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('stepQuantity', () => {
  it.each<[number, string, 1 | -1, number]>([
    [1, 'KG', 1, 2],
    [1.5, 'KG', 1, 2.5],
    [1.3, 'kg', -1, 0.3], // not 0.30000000000000004
    [0.5, 'KG', -1, 0], // at or below 0 removes the line
    [1, 'KG', -1, 0],
    [2, 'EACH', -1, 1],
    [1, 'EACH', -1, 0],
    [2.4, 'Each', 1, 3], // steps from the whole number shown
    [2.6, 'EACH', -1, 2],
    [9999, 'KG', 1, 9999],
    [9998.5, 'KG', 1, 9999],
  ])('%d %s stepped %d → %d', (q, unit, direction, next) => {
    expect(stepQuantity(q, unit, direction)).toBe(next);
  });

  it('plus then minus returns to the same weight', () => {
    fc.assert(
      fc.property(quantity, (q) => {
        fc.pre(q <= MAX_QUANTITY - 1);
        expect(stepQuantity(stepQuantity(q, 'KG', 1), 'KG', -1)).toBe(q);
      }),
    );
  });

  it('stays between 0 and the maximum, in whole numbers for item units', () => {
    fc.assert(
      fc.property(quantity, unitText, fc.constantFrom<1 | -1>(1, -1), (q, unit, direction) => {
        const next = stepQuantity(q, unit, direction);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(MAX_QUANTITY);
        if (toUnit(unit) !== 'KG') expect(Number.isInteger(next)).toBe(true);
      }),
    );
  });
});
