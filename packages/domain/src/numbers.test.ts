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
  ])('%d with up to %d decimals → %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it('writes what Intl writes for en-NZ', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, digits) =>
          formatNumber(value, digits) ===
          new Intl.NumberFormat('en-NZ', { maximumFractionDigits: digits }).format(value),
      ),
      { numRuns: 2000 },
    );
  });
});
