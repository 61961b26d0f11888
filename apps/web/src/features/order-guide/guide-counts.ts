import { checkOnHand, quantityToPar } from '@cleaver/domain/order-guide';
import { checkQuantity, readableQuantity, type Unit } from '@cleaver/domain/quantity';
import type { TrolleyLine } from '../../lib/trolley-store';
import type { OrderGuideLine } from './api/order-guide';

/** What the customer typed on a line tonight: the count on the shelf and the quantity to order. */
export type LineCount = { onHand: string; order: string };

export const NO_COUNT: LineCount = Object.freeze({ onHand: '', order: '' });

/**
 * The line after typing an on-hand count: with a par level, the quantity to order is filled in as par − on hand
 * (never below 0, whole items for CTN, EACH and PIECES); without one, while the count cannot be read, or while the
 * product is out of stock, the quantity stays as it was.
 */
export function countOnHand(line: OrderGuideLine, count: LineCount, onHand: string): LineCount {
  const checked = checkOnHand(onHand);
  if (line.parLevel === null || checked.value === null || !line.product.isInStock)
    return { ...count, onHand };
  const quantity = quantityToPar(line.parLevel, checked.value, line.product.productUnit as Unit);
  return { onHand, order: quantity === 0 ? '0' : readableQuantity(quantity).replaceAll(',', '') };
}

/** Why a line's typed count or quantity cannot be used, or null. */
export function countProblem(
  line: OrderGuideLine,
  count: LineCount,
): { onHand?: string; order?: string } | null {
  const onHand = checkOnHand(count.onHand).error ?? undefined;
  const order = orderProblem(line, count.order);
  return onHand || order ? { onHand, order } : null;
}

function orderProblem(line: OrderGuideLine, text: string): string | undefined {
  // An out-of-stock line is left out of the trolley, whatever it holds: it never holds the others back.
  if (text.trim() === '' || text.trim() === '0' || !line.product.isInStock) return undefined;
  return checkQuantity(text, line.product.productUnit).error ?? undefined;
}

/** The trolley lines the guide's counts make: every in-stock line with a quantity above 0; null if one is wrong. */
export function trolleyLinesOf(
  lines: readonly OrderGuideLine[],
  counts: Readonly<Record<string, LineCount>>,
): TrolleyLine[] | null {
  const out: TrolleyLine[] = [];
  for (const line of lines) {
    const count = counts[line.product.id] ?? NO_COUNT;
    if (countProblem(line, count)) return null;
    const text = count.order.trim();
    if (text === '' || text === '0' || !line.product.isInStock) continue;
    const checked = checkQuantity(text, line.product.productUnit);
    if (checked.quantity === null) return null;
    out.push({
      productId: line.product.id,
      productName: line.product.productName,
      productCode: line.product.productCode,
      productUnit: line.product.productUnit as Unit,
      imageUrl: line.product.image?.url ?? null,
      quantity: checked.quantity,
    });
  }
  return out;
}
