import { describe, expect, test } from 'vitest';
import { isOtherDays, TERMS_OPTIONS, termsChoiceOf, termsCodeOf } from './payment-terms-choice';

describe('payment terms as a form holds them', () => {
  test('lists the common terms, then Other', () => {
    expect(TERMS_OPTIONS.map((option) => option.label)).toEqual([
      '7 days',
      '14 days',
      '20th of the month following',
      'Cash on delivery',
      'Other number of days',
    ]);
  });

  test.each([
    [null, { choice: '', days: '' }],
    ['DAYS:7', { choice: 'DAYS:7', days: '' }],
    ['TWENTIETH_FOLLOWING', { choice: 'TWENTIETH_FOLLOWING', days: '' }],
    ['COD', { choice: 'COD', days: '' }],
    ['DAYS:30', { choice: 'OTHER', days: '30' }],
    ['DAYS:0', { choice: 'OTHER', days: '0' }],
  ])('reads %j as %j', (code, choice) => {
    expect(termsChoiceOf(code)).toEqual(choice);
  });

  test('writes the choice back as a code, the shop default as null', () => {
    expect(termsCodeOf('', '')).toBeNull();
    expect(termsCodeOf('COD', '45')).toBe('COD');
    expect(termsCodeOf('OTHER', ' 045 ')).toBe('DAYS:45');
  });

  test('takes 0 to 365 whole days for Other', () => {
    for (const days of ['0', '45', ' 365 ']) expect(isOtherDays(days), days).toBe(true);
    for (const days of ['', '366', '2.5', '-1', '1e2']) expect(isOtherDays(days), days).toBe(false);
  });
});
