import { describe, expect, it } from 'vitest';
import type { MyOrderLine } from './api/get-my-order';
import { planOrderAgain } from './order-again';

function line(name: string, quantity: number, product: Partial<NonNullable<MyOrderLine['product']>> | null) {
  return {
    id: `line-${name}`,
    productId: `id-${name}`,
    productName: name,
    productCode: `C-${name}`,
    productUnit: 'KG',
    image: null,
    quantity,
    packedWeight: quantity + 0.13,
    unitPrice: 1299,
    notes: '',
    product:
      product === null
        ? null
        : {
            id: `id-${name}`,
            productName: name,
            productCode: `C-${name}`,
            productUnit: 'KG',
            isInStock: true,
            image: { url: `/images/${name}-640.webp` },
            ...product,
          },
  } satisfies MyOrderLine;
}

describe('planOrderAgain', () => {
  it('adds orderable lines at the quantity ordered and says which could not be added and why', () => {
    const plan = planOrderAgain([
      line('Thigh', 2.5, {}),
      line('Livers', 1, { isInStock: false }),
      line('Gone', 3, null),
      line('Wings', 12, { productName: 'Wings (renamed)', productUnit: 'EACH' }),
    ]);
    expect(plan.add).toEqual([
      {
        productId: 'id-Thigh',
        productName: 'Thigh',
        productCode: 'C-Thigh',
        productUnit: 'KG',
        imageUrl: '/images/Thigh-640.webp',
        quantity: 2.5,
      },
      expect.objectContaining({ productName: 'Wings (renamed)', productUnit: 'EACH', quantity: 12 }),
    ]);
    expect(plan.notAdded).toEqual([
      { productName: 'Livers', reason: 'out of stock' },
      { productName: 'Gone', reason: 'no longer available' },
    ]);
  });

  it('keeps quantities valid for the unit the product has now', () => {
    const plan = planOrderAgain([
      line('Now each', 2.4, { productUnit: 'EACH' }),
      line('Tiny', 0.4, { productUnit: 'CTN' }),
    ]);
    expect(plan.add.map((added) => added.quantity)).toEqual([2, 1]);
  });
});
