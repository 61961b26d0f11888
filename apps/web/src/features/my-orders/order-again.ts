import { formatQuantity, MIN_QUANTITY } from '@cleaver/domain/quantity';
import type { TrolleyLine } from '../../lib/trolley-store';
import type { MyOrderLine } from './api/get-my-order';

/** Why a line of an earlier order could not go back in the trolley. */
export type NotAddedReason = 'no longer available' | 'out of stock';

export type OrderAgainPlan = {
  /** Lines to add, with the product as it is now and the quantity ordered then. */
  add: TrolleyLine[];
  notAdded: { productName: string; reason: NotAddedReason }[];
};

/**
 * Which lines of an order can be ordered again: those whose product is still enabled and in stock, at
 * the quantity ordered (not the packed weight), shown in the product's unit as it is now.
 */
export function planOrderAgain(lines: readonly MyOrderLine[]): OrderAgainPlan {
  const plan: OrderAgainPlan = { add: [], notAdded: [] };
  for (const line of lines) {
    const product = line.product;
    if (!product) {
      plan.notAdded.push({ productName: line.productName, reason: 'no longer available' });
    } else if (!product.isInStock) {
      plan.notAdded.push({ productName: product.productName, reason: 'out of stock' });
    } else {
      const smallest = product.productUnit === 'KG' ? MIN_QUANTITY : 1;
      plan.add.push({
        productId: product.id,
        productName: product.productName,
        productCode: product.productCode,
        productUnit: product.productUnit,
        imageUrl: product.image?.url ?? null,
        quantity: Math.max(Number(formatQuantity(line.quantity, product.productUnit)), smallest),
      });
    }
  }
  return plan;
}
