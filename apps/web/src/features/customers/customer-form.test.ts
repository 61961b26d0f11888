import { describe, expect, test } from 'vitest';
import { creditLimitCents, customerFormSchema } from './customer-form';

const form = {
  customerCode: 'HARB001',
  firstName: 'Sophie',
  lastName: 'Tane',
  email: 'bistro@demo.test',
  mobile: '',
  companyName: 'Harbourside Bistro',
  customerLevel: 'A',
  priceLevelId: '',
  addr1: '',
  addr2: '',
  addr3: '',
  city: '',
  postalCode: '',
  paymentTerms: '',
  paymentTermsDays: '',
  creditLimit: '',
};

describe('the customer form', () => {
  test.each([
    ['', null],
    ['5000', 500_000],
    ['$5,000.5', 500_050],
    [' 0 ', 0],
    ['1000000.00', 100_000_000],
    ['1000000.01', undefined],
    ['-5', undefined],
    ['5.005', undefined],
    ['lots', undefined],
  ])('reads a credit limit of %j as %j cents', (typed, amount) => {
    expect(creditLimitCents(typed)).toBe(amount);
  });

  test('sends the shop default and no limit as null, other days as a code', () => {
    expect(customerFormSchema.parse(form)).toMatchObject({ paymentTerms: null, creditLimit: null });
    expect(
      customerFormSchema.parse({
        ...form,
        paymentTerms: 'OTHER',
        paymentTermsDays: '30',
        creditLimit: '750',
      }),
    ).toMatchObject({ paymentTerms: 'DAYS:30', creditLimit: 75_000 });
  });

  test('names other days it cannot take and a limit that is not money, beside the other fields’ messages', () => {
    const result = customerFormSchema.safeParse({
      ...form,
      firstName: '',
      paymentTerms: 'OTHER',
      paymentTermsDays: '400',
      creditLimit: 'lots',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'Name is required'],
      ['creditLimit', 'Enter dollars up to $1,000,000.00, or leave it empty for no limit'],
      ['paymentTermsDays', 'Enter a whole number of days, 0 to 365'],
    ]);
  });
});
