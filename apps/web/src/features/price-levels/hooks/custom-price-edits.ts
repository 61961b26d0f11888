import { customPriceTextError, customPriceTextToCents } from '@cleaver/domain/schemas';

/** A custom price as typed in the editor, with what the level had when the product was first shown. */
export type CustomPriceEdit = {
  text: string;
  /** Cents, or null: the level had no custom price. */
  original: number | null;
  productName: string;
  productCode: string;
};

export type CustomPriceEdits = ReadonlyMap<string, CustomPriceEdit>;

/** A custom price in cents as the editor's field shows it: '12.50', or empty for none. */
export function customPriceText(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/** The rows a save sends: typed prices that parse and differ from what the level has (null removes). */
export function pendingChanges(edits: CustomPriceEdits): Array<{ productId: string; price: number | null }> {
  const changes: Array<{ productId: string; price: number | null }> = [];
  for (const [productId, edit] of edits) {
    if (customPriceTextError(edit.text) !== null) continue;
    const price = customPriceTextToCents(edit.text);
    if (price !== edit.original) changes.push({ productId, price });
  }
  return changes;
}

/** Typed prices that cannot be saved, with why, in the order they were typed. */
export function invalidEdits(
  edits: CustomPriceEdits,
): Array<{ productId: string; productName: string; message: string }> {
  const invalid: Array<{ productId: string; productName: string; message: string }> = [];
  for (const [productId, edit] of edits) {
    const message = customPriceTextError(edit.text);
    if (message !== null) invalid.push({ productId, productName: edit.productName, message });
  }
  return invalid;
}

/** True when leaving would lose something typed: a change to save, or a price that cannot be saved yet. */
export function hasUnsavedEdits(edits: CustomPriceEdits): boolean {
  return pendingChanges(edits).length > 0 || invalidEdits(edits).length > 0;
}
