import { afterEach, describe, expect, it } from 'vitest';
import { addToTrolley, trolleyLineOf } from './add-to-trolley';
import { clearTrolley, getTrolleyLines, type TrolleyLine } from './trolley-store';

const OWNER = 'user-bistro';

function breast(quantity: number, overrides: Partial<TrolleyLine> = {}): TrolleyLine {
  return {
    productId: 'breast',
    productName: 'Chicken Breast',
    productCode: 'CH-BR-01',
    productUnit: 'KG',
    imageUrl: null,
    quantity,
    ...overrides,
  };
}

describe('addToTrolley', () => {
  afterEach(() => clearTrolley(OWNER));

  it('names the product on the first add', () => {
    expect(addToTrolley(OWNER, breast(2))).toBe('Chicken Breast added to your trolley');
    expect(getTrolleyLines(OWNER).map((line) => line.quantity)).toEqual([2]);
  });

  it('says what the line now holds when the product was already there', () => {
    addToTrolley(OWNER, breast(3));
    expect(addToTrolley(OWNER, breast(2))).toBe('Added 2 KG. Trolley now holds 5 KG of Chicken Breast');
    expect(addToTrolley(OWNER, breast(0.25))).toBe(
      'Added 0.25 KG. Trolley now holds 5.25 KG of Chicken Breast',
    );
    expect(getTrolleyLines(OWNER).map((line) => line.quantity)).toEqual([5.25]);
  });

  it('labels other units as the shop does', () => {
    addToTrolley(OWNER, breast(1, { productUnit: 'EACH' }));
    expect(addToTrolley(OWNER, breast(2, { productUnit: 'EACH' }))).toBe(
      'Added 2 Each. Trolley now holds 3 Each of Chicken Breast',
    );
  });

  it('says so when the line is full', () => {
    addToTrolley(OWNER, breast(9000));
    expect(addToTrolley(OWNER, breast(1500))).toBe(
      'Trolley now holds 9,999 KG of Chicken Breast, the most one line can hold',
    );
  });
});

describe('trolleyLineOf', () => {
  it("takes a product's id, names, unit and photo, with the quantity", () => {
    const product = {
      id: 'breast',
      productName: 'Chicken Breast',
      productCode: 'CH-BR-01',
      productUnit: 'KG' as const,
      image: { url: '/images/products/ch-br-01-640.webp', srcSet: '' },
      isInStock: true,
    };
    expect(trolleyLineOf(product, 2.5)).toEqual(
      breast(2.5, { imageUrl: '/images/products/ch-br-01-640.webp' }),
    );
    expect(trolleyLineOf({ ...product, image: null }, 1).imageUrl).toBeNull();
  });
});
