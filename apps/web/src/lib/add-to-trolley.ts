import { MAX_QUANTITY, readableQuantity, unitLabel } from '@cleaver/domain/quantity';
import { addTrolleyLine, getTrolleyLines, type TrolleyLine, type TrolleyOwner } from './trolley-store';

const held = (owner: TrolleyOwner, productId: string) =>
  getTrolleyLines(owner).find((line) => line.productId === productId)?.quantity;

/**
 * Puts a product in the trolley and returns the confirmation to show. Adding a product already there
 * adds to its line, so the confirmation says what the line now holds: nobody orders twice by accident
 * thinking the second Add replaced the first.
 */
export function addToTrolley(owner: TrolleyOwner, line: TrolleyLine): string {
  const before = held(owner, line.productId);
  addTrolleyLine(owner, line);
  const after = held(owner, line.productId) ?? line.quantity;
  const unit = unitLabel(line.productUnit);
  if (before === undefined) return `${line.productName} added to your trolley`;
  const holds = `Trolley now holds ${readableQuantity(after)} ${unit} of ${line.productName}`;
  if (after >= MAX_QUANTITY && before + line.quantity > MAX_QUANTITY) {
    return `${holds}, the most one line can hold`;
  }
  return `Added ${readableQuantity(line.quantity)} ${unit}. ${holds}`;
}

/** What a product needs to be a trolley line: the catalogue's cards and the product page both have it. */
export type TrolleyProduct = Pick<TrolleyLine, 'productName' | 'productCode' | 'productUnit'> & {
  id: string;
  image?: { url: string } | null;
};

/** The trolley line of `quantity` of `product`, as the catalogue and the product page add it. */
export function trolleyLineOf(product: TrolleyProduct, quantity: number): TrolleyLine {
  return {
    productId: product.id,
    productName: product.productName,
    productCode: product.productCode,
    productUnit: product.productUnit,
    imageUrl: product.image?.url ?? null,
    quantity,
  };
}
