import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('a CSV cell', () => {
  it.each([
    ['Bistro Ltd', 'Bistro Ltd'],
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['The "Good" Butcher', '"The ""Good"" Butcher"'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['Kāpiti Kai', 'Kāpiti Kai'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.test","Click")', `"'=HYPERLINK(""http://evil.test"",""Click"")"`],
    ['+64 21 555 0101', "'+64 21 555 0101"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('keeps the formula-like %j from running as a formula', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['-12.50', '-12.50'],
    ['1234.5', '1234.5'],
  ])('leaves the plain number %j a number', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are and empty values as empty cells', () => {
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('CSV text', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      csvText([
        ['Customer', 'Sales excl. GST'],
        ['Bistro, Ponsonby', '1200.00'],
        ['=cmd', 5],
      ]),
    ).toBe('Customer,Sales excl. GST\r\n"Bistro, Ponsonby",1200.00\r\n\'=cmd,5');
  });

  it('is empty for no rows', () => {
    expect(csvText([])).toBe('');
  });
});
