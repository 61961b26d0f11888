import { cents, toCents, toDecimalString } from '@cleaver/domain/money';
import type { ParsedProductInput } from '@cleaver/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { customPrice } from '../../db/schema.ts';

/** Sets or clears (null or 0) the listed custom prices; answers the price levels whose price actually changed. */
export async function saveCustomPrices(
  tx: Transaction,
  productId: string,
  prices: ParsedProductInput['customPrices'],
): Promise<string[]> {
  if (prices.length === 0) return [];
  const existing = await tx
    .select({ priceLevelId: customPrice.priceLevelId, price: customPrice.price })
    .from(customPrice)
    .where(eq(customPrice.productId, productId));
  const before = new Map(existing.map((row) => [row.priceLevelId, toCents(row.price)]));
  const changed: string[] = [];
  for (const { priceLevelId, priceCents: asked } of prices) {
    // 0 removes a custom price, as empty does (spec §4), here as in the price level editor.
    const priceCents = asked || null;
    const was = before.get(priceLevelId) ?? null;
    if (was === priceCents) continue;
    changed.push(priceLevelId);
    if (priceCents === null) {
      await tx
        .delete(customPrice)
        .where(and(eq(customPrice.productId, productId), eq(customPrice.priceLevelId, priceLevelId)));
    } else {
      const price = toDecimalString(cents(priceCents));
      await tx
        .insert(customPrice)
        .values({ productId, priceLevelId, price })
        .onConflictDoUpdate({
          target: [customPrice.priceLevelId, customPrice.productId],
          set: { price, updatedAt: new Date() },
        });
    }
  }
  return changed;
}
