import { DomainError } from '@cleaver/domain/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product, productNote } from '../../db/schema.ts';

export type ProductNote = { productId: string; notes: string };

/** Most characters a saved note may hold. */
export const PRODUCT_NOTE_MAX = 500;

/** A customer's standing note per product ("skin off", "cut in 4"), shown and sent with their cart lines. */
export class ProductNotesService {
  constructor(private readonly db: Database) {}

  async list(customerId: string, productIds?: readonly string[] | null): Promise<ProductNote[]> {
    return this.db
      .select({ productId: productNote.productId, notes: productNote.notes })
      .from(productNote)
      .where(
        and(
          eq(productNote.customerId, customerId),
          productIds ? inArray(productNote.productId, [...productIds]) : undefined,
        ),
      );
  }

  /** Adds or replaces the note; an empty note deletes it. */
  async set(customerId: string, productId: string, notes: string): Promise<ProductNote | null> {
    const text = notes.trim();
    if (text.length > PRODUCT_NOTE_MAX)
      throw new DomainError('BAD_INPUT', `A note may hold ${PRODUCT_NOTE_MAX} characters.`);
    if (text === '') {
      await this.delete(customerId, productId);
      return null;
    }
    const [exists] = await this.db.select({ id: product.id }).from(product).where(eq(product.id, productId));
    if (!exists) throw new DomainError('NOT_FOUND');
    await this.db
      .insert(productNote)
      .values({ customerId, productId, notes: text })
      .onConflictDoUpdate({
        target: [productNote.customerId, productNote.productId],
        set: { notes: text, updatedAt: new Date() },
      });
    return { productId, notes: text };
  }

  async delete(customerId: string, productId: string): Promise<void> {
    await this.db
      .delete(productNote)
      .where(and(eq(productNote.customerId, customerId), eq(productNote.productId, productId)));
  }
}
