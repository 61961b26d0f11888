import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  customerRefusalMessage,
  orderRefusal,
  type Standing,
  staffRefusalMessage,
  stopOverrideSchema,
  stopOverrideText,
  stopsAutomatically,
} from './stop-supply.ts';

const account = (over: Partial<Standing> = {}): Standing => ({
  onStop: false,
  reason: '',
  creditLimit: null,
  balance: cents(0),
  ...over,
});

describe('orderRefusal', () => {
  it.each<[string, Partial<Standing>, number, ReturnType<typeof orderRefusal>]>([
    ['no limit, not on stop', { balance: cents(9_999_999) }, 35000, null],
    ['under the limit', { creditLimit: cents(200000), balance: cents(100000) }, 35000, null],
    ['exactly at the limit', { creditLimit: cents(200000), balance: cents(165000) }, 35000, null],
    [
      'a cent over the limit',
      { creditLimit: cents(200000), balance: cents(165001) },
      35000,
      { kind: 'OVER_CREDIT_LIMIT', balance: cents(165001), order: cents(35000), limit: cents(200000) },
    ],
    ['credit on the account counts', { creditLimit: cents(0), balance: cents(-5000) }, 5000, null],
    [
      'on stop, said before the limit',
      { onStop: true, reason: 'Cheque bounced', creditLimit: cents(0), balance: cents(100) },
      100,
      { kind: 'ON_STOP', reason: 'Cheque bounced' },
    ],
  ])('%s', (_what, over, order, expected) => {
    expect(orderRefusal(account(over), cents(order))).toEqual(expected);
  });
});

describe('the words', () => {
  const overLimit = orderRefusal(
    account({ creditLimit: cents(200000), balance: cents(180000) }),
    cents(35000),
  );
  const onStop = orderRefusal(account({ onStop: true, reason: '90 days overdue' }), cents(1));

  it('tells the customer to call, with the figures', () => {
    expect(customerRefusalMessage(onStop!, '09 555 0100')).toBe(
      'Your account is on hold. Please contact us on 09 555 0100.',
    );
    expect(customerRefusalMessage(overLimit!, '09 555 0100')).toBe(
      'This order of $350.00 would take your account to $2,150.00, over its credit limit of $2,000.00. Please contact us on 09 555 0100.',
    );
  });

  it('tells staff why, and that a reason takes the order anyway', () => {
    expect(staffRefusalMessage(onStop!, 'Bistro Ltd')).toBe(
      'Bistro Ltd is on stop: 90 days overdue. Give a reason to take this order anyway.',
    );
    expect(staffRefusalMessage({ kind: 'ON_STOP', reason: '' }, 'Bistro Ltd')).toBe(
      'Bistro Ltd is on stop. Give a reason to take this order anyway.',
    );
    expect(staffRefusalMessage(overLimit!, 'Bistro Ltd')).toBe(
      'This order of $350.00 would take Bistro Ltd to $2,150.00, over their credit limit of $2,000.00. Give a reason to take this order anyway.',
    );
  });

  it('keeps the reason an order was taken anyway', () => {
    expect(stopOverrideText(onStop!, 'Paid by phone today')).toBe('Taken while on stop: Paid by phone today');
    expect(stopOverrideText(overLimit!, 'Owner approved')).toBe(
      'Taken over the credit limit ($2,150.00 of $2,000.00): Owner approved',
    );
  });

  it('takes an override reason of 1 to 200 characters, trimmed', () => {
    expect(stopOverrideSchema.parse('  Paid by phone  ')).toBe('Paid by phone');
    expect(stopOverrideSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Give a reason to take this order anyway.',
    );
    expect(stopOverrideSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'Keep the reason to 200 characters.',
    );
  });
});

describe('stopsAutomatically', () => {
  it.each<[number | null, number | null, boolean]>([
    [45, 30, true],
    [30, 30, false],
    [null, 30, false],
    [400, null, false],
  ])('oldest overdue %s days, stop after %s: %s', (oldest, after, stops) => {
    expect(stopsAutomatically(oldest, after)).toBe(stops);
  });
});
