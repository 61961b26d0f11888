import { describe, expect, it } from 'vitest';
import { nextField, packedWeightText, readPackedWeight, shownWeight } from './packed-weight';
import { readDayFirst } from './packing-date';

describe('readPackedWeight', () => {
  it.each([
    ['2.13', 2.13],
    [' 2.130 ', 2.13],
    ['.5', 0.5],
    ['2.125', 2.125],
    ['9999', 9999],
    ['', null],
    ['  ', null],
  ])('reads %j as %s', (text, weight) => {
    expect(readPackedWeight(text)).toEqual({ weight, error: null });
  });

  it.each([
    ['2,13', 'Enter a weight like 2.13'],
    ['2.1.3', 'Enter a weight like 2.13'],
    ['-1', 'Enter a weight like 2.13'],
    ['.', 'Enter a weight like 2.13'],
    ['2.1234', 'Packed weight can have at most 3 decimals.'],
    // A typo's extra digit against a 10 kg line: refused, not billed (it once made a $1.48M invoice).
    ['99999', 'Packed weight must be more than 0 and at most 9,999.'],
    ['9999.001', 'Packed weight must be more than 0 and at most 9,999.'],
    ['0', 'Packed weight must be more than 0 and at most 9,999.'],
  ])('refuses %j: %s', (text, error) => {
    expect(readPackedWeight(text)).toEqual({ weight: null, error });
  });
});

describe('shownWeight', () => {
  it('judges by what is typed while it reads as a weight, else by what is saved', () => {
    expect(shownWeight('2.5', 2)).toBe(2.5);
    expect(shownWeight('', 2)).toBeNull();
    expect(shownWeight('2.5x', 2)).toBe(2);
  });
});

describe('packedWeightText', () => {
  it('shows exactly what is stored, and nothing for none', () => {
    expect(packedWeightText(2.125)).toBe('2.125');
    expect(packedWeightText(2)).toBe('2');
    expect(packedWeightText(null)).toBe('');
  });
});

describe('nextField', () => {
  it('is the field after the current one, null after the last or for a stranger', () => {
    expect(nextField(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextField(['a', 'b', 'c'], 'c')).toBeNull();
    expect(nextField(['a', 'b'], 'x')).toBeNull();
  });
});

describe('readDayFirst', () => {
  it.each([
    ['26/11/2026', '2026-11-26'],
    ['1/2/2027', '2027-02-01'],
    ['31/02/2027', null],
    ['2026-11-26', null],
    ['26/11', null],
  ])('%j → %s', (text, date) => {
    expect(readDayFirst(text)).toBe(date);
  });
});
