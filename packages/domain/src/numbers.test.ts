import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, groupDigits } from './numbers.ts';

describe('groupDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567', '1,234,567'],
  ])('%s → %s', (digits, text) => {
    expect(groupDigits(digits)).toBe(text);
  });
});

describe('formatNumber', () => {
  it.each<[number, number, string]>([
    [1234, 0, '1,234'],
    [9999, 3, '9,999'],
    [2.5, 3, '2.5'],
    [0.1, 3, '0.1'],
    [1.23456, 3, '1.235'],
    [2.5, 0, '3'],
    [-1234.5, 1, '-1,234.5'],
    [1.2345, 3, '1.235'],
    [1.0005, 3, '1.001'],
    [0.0000001, 3, '0'],
    [999.9996, 3, '1,000'],
    [123456789012345, 0, '123,456,789,012,345'],
  ])('%d with up to %d decimals → %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it('writes what Intl writes for en-NZ', () => {
    const intl = (value: number, digits: number) =>
      new Intl.NumberFormat('en-NZ', { maximumFractionDigits: digits }).format(value);
    // Exact decimal halves, where rounding the binary value (toFixed) and the decimal one differ.
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 3 }), (n, digits) => {
        const value = (n * 10 + 5) / 10 ** (digits + 1);
        return formatNumber(value, digits) === intl(value, digits);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.double({ min: -1e15 + 1, max: 1e15 - 1, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) => formatNumber(value, digits) === intl(value, digits),
      ),
      { numRuns: 2000 },
    );
  });
});
