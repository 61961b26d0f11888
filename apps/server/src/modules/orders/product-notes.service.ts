import { DomainError } from '@cleaver/domain/errors';
import { productNoteSchema } from '@cleaver/domain/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product, productNote } from '../../db/schema.ts';

export type ProductNote = { productId: string; notes: string };

/** Most products one request may ask notes for; a trolley holds far fewer lines. */
export const MAX_NOTE_PRODUCTS = 1_000;

/** A customer's standing note per product ("skin off", "cut in 4"), shown and sent with their cart lines. */
export class ProductNotesService {
  constructor(private readonly db: Database) {}

  async list(customerId: string, productIds?: readonly string[] | null): Promise<ProductNote[]> {
    if (productIds && productIds.length > MAX_NOTE_PRODUCTS) {
      throw new DomainError('BAD_INPUT', `productIds may list at most ${MAX_NOTE_PRODUCTS} products.`);
    }
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
    const parsed = productNoteSchema.safeParse(notes);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const text = parsed.data;
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
