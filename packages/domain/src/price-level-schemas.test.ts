import { describe, expect, it } from 'vitest';
import { priceLevelHasCustomers } from './admin-messages.ts';
import {
  customPriceCentsSchema,
  customPriceTextError,
  customPriceTextToCents,
  priceLevelInputSchema,
  productFormSchema,
} from './schemas.ts';

describe('price level name', () => {
  it.each([
    ['  Caterers ', { success: true, name: 'Caterers' }],
    ['', { success: false, message: 'Price Level required' }],
    ['   ', { success: false, message: 'Price Level required' }],
    ['x'.repeat(61), { success: false, message: 'Price level name must be 60 characters or fewer' }],
  ])('%j', (name, expected) => {
    const parsed = priceLevelInputSchema.safeParse({ name });
    expect(
      parsed.success
        ? { success: true, name: parsed.data.name }
        : { success: false, message: parsed.error.issues[0]?.message },
    ).toEqual(expected);
  });
});

describe('custom price as typed in the editor', () => {
  it.each<[string, string | null, number | null]>([
    ['12.5', null, 1250],
    [' 7 ', null, 700],
    ['.05', null, 5],
    ['99999', null, 9_999_900],
    ['99999.00', null, 9_999_900],
    // Empty and 0 remove the custom price.
    ['', null, null],
    ['0', null, null],
    ['0.00', null, null],
    ['abc', 'Please enter a custom price.', null],
    ['.', 'Please enter a custom price.', null],
    ['1e3', 'Please enter a custom price.', null],
    ['-1', 'Number has to be between 0 and 99999', null],
    ['100000', 'Number has to be between 0 and 99999', null],
    ['99999.01', 'Number has to be between 0 and 99999', null],
    ['-1.234', 'Number has to be between 0 and 99999', null],
    ['1.234', 'Prices can have at most 2 decimals.', null],
    ['12.345', 'Prices can have at most 2 decimals.', null],
    ['.125', 'Prices can have at most 2 decimals.', null],
    ['99999.001', 'Number has to be between 0 and 99999', null],
  ])('%j', (text, error, cents) => {
    expect([customPriceTextError(text), customPriceTextToCents(text)]).toEqual([error, cents]);
  });

  it('takes cents from 0 to 9,999,900 or null on the server', () => {
    expect([0, 9_999_900, null].map((v) => customPriceCentsSchema.safeParse(v).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect([-1, 9_999_901, 1.5].map((v) => customPriceCentsSchema.safeParse(v).success)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('reads 0 in the product dialog as no custom price, like empty', () => {
    const form = {
      productType: 'PRODUCT',
      productName: 'Wings',
      productCode: 'CH-W-1',
      description: '',
      defaultPrice: '9.50',
      productUnit: 'KG',
      categoryId: '0b7f3f38-7f8e-4f4c-9d6e-1f2a3b4c5d6e',
      productGroup: 'Chicken A',
      isEnabled: true,
      isInStock: true,
      imageKey: null,
      customPrices: [{ priceLevelId: '1b7f3f38-7f8e-4f4c-9d6e-1f2a3b4c5d6e', price: '0' }],
    };
    expect(productFormSchema.parse(form).customPrices[0]?.priceCents).toBeNull();
  });
});

describe('priceLevelHasCustomers', () => {
  it('counts the customers still on the level', () => {
    expect(priceLevelHasCustomers(1)).toBe(
      'Unable To Delete Price Level. 1 customer is still on it: move them to another price level first.',
    );
    expect(priceLevelHasCustomers(4)).toContain('4 customers are still on it');
  });
});
