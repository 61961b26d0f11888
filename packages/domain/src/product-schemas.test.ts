import { describe, expect, it } from 'vitest';
import { productFormSchema, productInputSchema } from './schemas.ts';

const CATEGORY = '0b6e3f4e-0000-4000-8000-000000000000';
const LEVEL = '0b6e3f4e-0000-4000-8000-000000000001';

const form = {
  productType: 'PRODUCT',
  productName: ' Chicken Feet ',
  productCode: 'CH-FEET-01',
  description: '',
  defaultPrice: '4.5',
  productUnit: 'KG',
  categoryId: CATEGORY,
  productGroup: 'Chicken B',
  isEnabled: true,
  isInStock: false,
  imageKey: null,
  customPrices: [{ priceLevelId: LEVEL, price: '' }],
};

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('productFormSchema', () => {
  it('reads typed dollars into cents and an empty custom price as none', () => {
    expect(productFormSchema.parse(form)).toEqual({
      ...form,
      productName: 'Chicken Feet',
      defaultPriceCents: 450,
      customPrices: [{ priceLevelId: LEVEL, priceCents: null }],
      defaultPrice: undefined,
    });
    const prices = productFormSchema.parse({
      ...form,
      defaultPrice: '99999',
      customPrices: [{ priceLevelId: LEVEL, price: '.5' }],
    });
    expect([prices.defaultPriceCents, prices.customPrices[0]?.priceCents]).toEqual([9_999_900, 50]);
  });

  it('names every missing field at once, with the spec’s texts', () => {
    const blank = {
      ...form,
      productName: ' ',
      productCode: '',
      defaultPrice: '',
      productUnit: '',
      categoryId: '',
      productGroup: '',
    };
    expect(messages(productFormSchema.safeParse(blank))).toEqual([
      'productName: Product name is required',
      'productCode: Product code is required',
      'defaultPrice: Number has to be between 0 and 99999',
      'defaultPrice: Number has to be between 0 and 99999',
      'productUnit: Unit is required',
      'categoryId: Category is required',
      'productGroup: Group is required',
    ]);
  });

  it.each(['100000', '99999.01', '99999.001', '-1', '-1.234', '1e3', '12,50', 'abc'])(
    'refuses the price %j',
    (price) => {
      expect(messages(productFormSchema.safeParse({ ...form, defaultPrice: price }))).toContain(
        'defaultPrice: Number has to be between 0 and 99999',
      );
      expect(
        productFormSchema.safeParse({ ...form, customPrices: [{ priceLevelId: LEVEL, price }] }).error
          ?.issues[0]?.message,
      ).toBe('Number has to be between 0 and 99999');
    },
  );

  it.each(['12.345', '1.234', '.125', '99998.999'])('says the price %j has too many decimals', (price) => {
    expect(messages(productFormSchema.safeParse({ ...form, defaultPrice: price }))).toEqual([
      'defaultPrice: Prices can have at most 2 decimals.',
    ]);
    expect(
      messages(productFormSchema.safeParse({ ...form, customPrices: [{ priceLevelId: LEVEL, price }] })),
    ).toEqual(['customPrices.0.price: Prices can have at most 2 decimals.']);
  });
});

describe('productInputSchema', () => {
  const input = productFormSchema.parse(form);

  it('bounds prices to whole cents from 0 to $99,999.00', () => {
    for (const cents of [-1, 9_999_901]) {
      expect(
        productInputSchema.safeParse({ ...input, defaultPriceCents: cents }).error?.issues[0]?.message,
      ).toBe('Number has to be between 0 and 99999');
    }
    // A fraction of a cent is a third decimal in dollars.
    expect(
      productInputSchema.safeParse({ ...input, defaultPriceCents: 1234.5 }).error?.issues[0]?.message,
    ).toBe('Prices can have at most 2 decimals.');
    expect(productInputSchema.safeParse({ ...input, defaultPriceCents: 9_999_900 }).success).toBe(true);
  });

  it('refuses an unknown group or unit, and a price level listed twice', () => {
    expect(
      productInputSchema.safeParse({ ...input, productGroup: 'Venison' }).error?.issues[0]?.message,
    ).toBe('Group is required');
    expect(productInputSchema.safeParse({ ...input, productUnit: 'LB' }).error?.issues[0]?.message).toBe(
      'Unit is required',
    );
    const twice = [
      { priceLevelId: LEVEL, priceCents: 100 },
      { priceLevelId: LEVEL, priceCents: null },
    ];
    expect(productInputSchema.safeParse({ ...input, customPrices: twice }).success).toBe(false);
  });
});
