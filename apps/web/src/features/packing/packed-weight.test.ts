import { describe, expect, it } from 'vitest';
import { farOffText, nextField, packedWeightText, readPackedWeight, shownWeight } from './packed-weight';
import { readDayFirst } from './packing-date';

describe('readPackedWeight', () => {
  it.each([
    ['2.13', 2.13],
    [' 2.130 ', 2.13],
    ['.5', 0.5],
    ['0', 0],
    ['2.125', 2.125],
    ['99999.999', 99999.999],
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
    ['100000', 'Packed weight must be a number from 0 to 99,999.999.'],
  ])('refuses %j: %s', (text, error) => {
    expect(readPackedWeight(text)).toEqual({ weight: null, error });
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
