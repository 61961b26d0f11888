import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cents,
  cents,
  divideRounded,
  formatNZD,
  isCents,
  sumCents,
  toCents,
  toDecimalString,
  toDollars,
  ZERO,
} from './money.ts';

const anyCents = fc.integer({ min: -999_999_999_99, max: 999_999_999_99 }).map(cents);

describe('cents', () => {
  it.each([0, 1, -1, 123450, Number.MAX_SAFE_INTEGER])('brands the whole number %d', (n) => {
    expect(cents(n)).toBe(n);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %d', (n) => {
    expect(() => cents(n)).toThrow(RangeError);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(cents(-0), 0)).toBe(true);
  });

  it('isCents tells whole numbers from the rest', () => {
    expect([isCents(5), isCents(5.5), isCents('5'), isCents(null)]).toEqual([true, false, false, false]);
  });
});

describe('toCents', () => {
  it.each<[number | string, number]>([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.00', 0],
    ['-12.50', -1250],
    ['1234.56', 123456],
    [' 7 ', 700],
    ['.5', 50],
    ['5.', 500],
    ['+3.10', 310],
    ['0.005', 1],
    ['0.0049', 0],
    ['-0.005', -1],
    ['12.345', 1235],
    ['12.344999', 1234],
    ['99999.995', 10000000],
    ['1e2', 10000],
    ['1.5e-2', 2],
    [12.5, 1250],
    [1.005, 101],
    [-1.005, -101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1e-7, 0],
    [5, 500],
  ])('%j dollars is %d cents', (dollars, expected) => {
    expect(toCents(dollars)).toBe(expected);
  });

  it.each<[number | string]>([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [''],
    ['.'],
    ['-'],
    ['abc'],
    ['1,000.00'],
    ['$5'],
    ['12.50.1'],
    ['1e400'],
    [1e21],
  ])('rejects %j with a RangeError', (dollars) => {
    expect(() => toCents(dollars)).toThrow(RangeError);
  });

  it('never returns -0', () => {
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
  });

  it('round-trips through toDecimalString', () => {
    fc.assert(fc.property(anyCents, (c) => toCents(toDecimalString(c)) === c));
  });

  it('agrees with dividing by 100 for numbers with at most 2 decimals', () => {
    fc.assert(fc.property(anyCents, (c) => toCents(c / 100) === c));
  });

  it('rounds 3-decimal strings half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (thousandths) => {
        const magnitude = Math.abs(thousandths);
        const text = `${thousandths < 0 ? '-' : ''}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}`;
        const expected = Math.floor((magnitude + 5) / 10) * (thousandths < 0 ? -1 : 1);
        expect(toCents(text)).toBe(expected + 0);
      }),
    );
  });
});

describe('toDollars', () => {
  it.each([
    [1250, 12.5],
    [-5, -0.05],
    [0, 0],
  ])('%d cents is %d dollars', (c, dollars) => {
    expect(toDollars(cents(c))).toBe(dollars);
  });
});

describe('toDecimalString', () => {
  it.each([
    [1250, '12.50'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [-1250, '-12.50'],
    [123456789, '1234567.89'],
  ])('%d cents is "%s"', (c, text) => {
    expect(toDecimalString(cents(c))).toBe(text);
  });

  it('always has exactly two decimals', () => {
    fc.assert(fc.property(anyCents, (c) => /^-?\d+\.\d{2}$/.test(toDecimalString(c))));
  });
});

describe('formatNZD', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [500, '$5.00'],
    [100000000, '$1,000,000.00'],
    [-123450, '-$1,234.50'],
  ])('%d cents shows as %s', (c, text) => {
    expect(formatNZD(cents(c))).toBe(text);
  });

  it('writes what Intl writes for en-NZ dollars', () => {
    const intl = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
    fc.assert(fc.property(anyCents, (c) => formatNZD(c) === intl.format(c / 100)));
  });

  it('shows the same digits as toDecimalString', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(formatNZD(c).replace(/[$,]/g, '')).toBe(toDecimalString(c));
      }),
    );
  });
});

describe('sumCents', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[1250], 1250],
    [[1, 2, 3], 6],
    [[500, -500], 0],
  ])('sums %j to %d', (values, total) => {
    expect(sumCents(values.map(cents))).toBe(total);
  });

  it('ZERO is the empty sum', () => {
    expect(sumCents([])).toBe(ZERO);
  });

  it('does not depend on order', () => {
    fc.assert(
      fc.property(fc.array(anyCents, { maxLength: 20 }), (values) => {
        const reversed: Cents[] = [...values].reverse();
        expect(sumCents(reversed)).toBe(sumCents(values));
      }),
    );
  });
});

describe('divideRounded', () => {
  it.each([
    [149, 100, 1],
    [150, 100, 2],
    [-150, 100, -2],
    [-149, 100, -1],
    [500, 1000, 1],
    [499, 1000, 0],
    [0, 7, 0],
  ])('%d / %d rounds to %d', (numerator, divisor, expected) => {
    expect(divideRounded(numerator, divisor)).toBe(expected);
  });

  it.each([
    [1.5, 100],
    [1, 0],
    [1, -2],
  ])('rejects %d / %d', (numerator, divisor) => {
    expect(() => divideRounded(numerator, divisor)).toThrow(RangeError);
  });

  it('is within half the divisor of the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const q = divideRounded(n, d);
        expect(Math.abs(q * d - n)).toBeLessThanOrEqual(d / 2);
      }),
    );
  });
});
