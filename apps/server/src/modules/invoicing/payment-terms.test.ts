import { describe, expect, it } from 'vitest';
import { paymentOf } from './payment-terms.ts';

const SHOP = { defaultTerms: 'DAYS:7', bankAccount: '12-3456-0123456-00' };

describe('paymentOf', () => {
  it.each([
    // The instant of issue (UTC), the customer's terms, due. New Zealand is 13 hours ahead in summer.
    ['2026-12-31T10:30:00Z', 'TWENTIETH_FOLLOWING', '2027-01-20'], // 31 December, 11:30 pm in Auckland
    ['2026-12-31T11:30:00Z', 'TWENTIETH_FOLLOWING', '2027-02-20'], // already 1 January in Auckland
    ['2026-12-30T23:00:00Z', 'TWENTIETH_FOLLOWING', '2027-01-20'], // 31 December, noon
    ['2026-12-31T10:30:00Z', null, '2027-01-07'], // the shop's 7 days
    ['2026-12-31T10:30:00Z', 'COD', '2026-12-31'],
    ['2026-12-31T10:30:00Z', 'DAYS:14', '2027-01-14'],
  ])('an invoice issued at %s on %s is due %s', (issuedAt, terms, due) => {
    expect(paymentOf(new Date(issuedAt), terms, SHOP).dueDate).toBe(due);
  });

  it('prints the terms it was issued on and the bank account', () => {
    expect(paymentOf(new Date('2026-12-31T10:30:00Z'), 'TWENTIETH_FOLLOWING', SHOP).payment).toEqual({
      terms: '20th of the month following',
      bankAccount: '12-3456-0123456-00',
    });
    expect(paymentOf(new Date(), null, { defaultTerms: null, bankAccount: '' }).payment).toEqual({
      terms: '20th of the month following',
      bankAccount: '',
    });
  });
});
