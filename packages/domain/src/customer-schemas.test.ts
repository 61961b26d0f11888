import { describe, expect, it } from 'vitest';
import { customerInputSchema } from './schemas.ts';

const LEVEL = '0b6e3f4e-0000-4000-8000-000000000001';

const form = {
  customerCode: ' HARB001 ',
  firstName: 'Sophie',
  lastName: 'Tane',
  email: ' Bistro@Demo.Test ',
  mobile: '021 482 3307',
  companyName: 'Harbourside Bistro',
  customerLevel: 'A',
  priceLevelId: '',
  addr1: 'Harbourside Bistro',
  addr2: '12 Quay Street',
  addr3: 'Auckland Central',
  city: 'Auckland',
  postalCode: '1010',
};

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('customerInputSchema', () => {
  it('trims, lower-cases the email and reads no price level as default prices', () => {
    expect(customerInputSchema.parse(form)).toEqual({
      ...form,
      customerCode: 'HARB001',
      email: 'bistro@demo.test',
      customerLevel: 'A',
      priceLevelId: null,
    });
    expect(customerInputSchema.parse({ ...form, priceLevelId: LEVEL }).priceLevelId).toBe(LEVEL);
    expect(customerInputSchema.parse({ ...form, priceLevelId: null }).priceLevelId).toBeNull();
  });

  it('says every missing required field at once, in the spec’s words', () => {
    const result = customerInputSchema.safeParse({
      ...form,
      customerCode: ' ',
      firstName: '',
      lastName: '',
      email: '',
      customerLevel: '',
    });
    expect(messages(result)).toEqual([
      'customerCode: Name is required',
      'firstName: Name is required',
      'lastName: Name is required',
      'email: E-mail is required',
      'customerLevel: Name is required',
    ]);
  });

  it('refuses a bad email, level, phone or price level, and address lines the accounting system cannot hold', () => {
    const cases: Array<[Partial<typeof form>, string]> = [
      [{ email: 'bistro@' }, 'email: E-mail must be valid'],
      [{ customerLevel: 'Z' }, 'customerLevel: Name is required'],
      [{ mobile: 'ring me' }, 'mobile: Please enter a valid phone number'],
      [{ priceLevelId: 'restaurant' }, 'priceLevelId: Choose a price level from the list'],
      [{ addr1: 'x'.repeat(42) }, 'addr1: Customer Address Too Long'],
      [{ city: 'x'.repeat(32) }, 'city: Customer Address Too Long'],
      [{ postalCode: '1'.repeat(14) }, 'postalCode: Customer Address Too Long'],
    ];
    for (const [change, message] of cases) {
      expect(messages(customerInputSchema.safeParse({ ...form, ...change }))).toEqual([message]);
    }
    // Mobile is optional; 41 characters still fit an address line.
    expect(customerInputSchema.safeParse({ ...form, mobile: '', addr2: 'x'.repeat(41) }).success).toBe(true);
  });
});

describe("customerInputSchema's payment terms and credit limit", () => {
  it('keeps them as they are when left out, and reads null as the shop’s terms and no limit', () => {
    const parsed = customerInputSchema.parse(form);
    expect('paymentTerms' in parsed || 'creditLimit' in parsed).toBe(false);
    expect(customerInputSchema.parse({ ...form, paymentTerms: null, creditLimit: null })).toMatchObject({
      paymentTerms: null,
      creditLimit: null,
    });
    expect(
      customerInputSchema.parse({ ...form, paymentTerms: 'DAYS:30', creditLimit: 500_000 }),
    ).toMatchObject({
      paymentTerms: 'DAYS:30',
      creditLimit: 500_000,
    });
  });

  it('refuses terms it cannot read and a limit below $0 or over $1,000,000.00', () => {
    const limit =
      'creditLimit: Enter a credit limit from $0.00 to $1,000,000.00, or leave it empty for no limit.';
    expect(messages(customerInputSchema.safeParse({ ...form, paymentTerms: 'DAYS:400' }))).toEqual([
      'paymentTerms: Choose payment terms: a number of days from 0 to 365, the 20th of the month following, or cash on delivery.',
    ]);
    expect(messages(customerInputSchema.safeParse({ ...form, creditLimit: -1 }))).toEqual([limit]);
    expect(messages(customerInputSchema.safeParse({ ...form, creditLimit: 100_000_001 }))).toEqual([limit]);
    expect(customerInputSchema.safeParse({ ...form, creditLimit: 100_000_000 }).success).toBe(true);
    expect(customerInputSchema.safeParse({ ...form, creditLimit: 0 }).success).toBe(true);
  });
});
