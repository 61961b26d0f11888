import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product } from '../../db/schema.ts';
import { Lanes } from '../lanes.ts';
import { type OutboxEntry, PermanentError, WaitError } from '../outbox-worker.ts';
import { earlierPushPending } from '../push-states.ts';
import { type ExternalProduct, externalProduct } from '../record-bodies.ts';
import type { AccountingHttp } from './accounting-http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an update push of a product deleted here carries: the product as it was, made inactive. */
export type DeletedProductPayload = { id: string; source: ExternalProduct };

/**
 * Delivers product pushes to the accounting system from the product as it stands at delivery. The list id
 * the create answers is kept on the product and sent with every update, and so is the edit sequence each
 * create or update answers.
 */
export class ProductHandlers {
  private readonly lanes = new Lanes();

  constructor(
    private readonly db: Database,
    private readonly http: AccountingHttp,
  ) {}

  /** Creates the product there and keeps its list id; nothing to do if it is already there or gone. */
  create(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = productIdOf(payload);
    return this.lanes.run(`product:${id}`, async () => {
      const source = await externalProduct(this.db, id);
      // An update may have created it already (see below), or it was deleted here before it went.
      if (!source || source.reckonProductAttributes.listID) return;
      await this.sendNew(source, entry.idempotencyKey);
    });
  }

  /**
   * Sends the product with its list id. A product not created there yet waits for its create; with none
   * pending (it failed, or the product is older than the adapter) the update creates it. A product deleted
   * here is sent as its delete kept it, inactive (queued only when it had a list id).
   */
  update(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = productIdOf(payload);
    return this.lanes.run(`product:${id}`, async () => {
      const source = await externalProduct(this.db, id);
      if (!source) {
        const kept = (payload as Partial<DeletedProductPayload>).source;
        if (kept?.reckonProductAttributes?.listID) await this.http.updateProduct(kept, entry.idempotencyKey);
        return;
      }
      if (source.reckonProductAttributes.listID) {
        const { editSequence } = await this.http.updateProduct(source, entry.idempotencyKey);
        if (editSequence) await this.keep(id, { accountingEditSequence: editSequence });
        return;
      }
      if (await earlierPushPending(this.db, entry.id, `product:${id}`, ['accounting.product.create']))
        throw new WaitError(ADMIN_MESSAGES.accountingWaitsForProduct);
      await this.sendNew(source, entry.idempotencyKey);
    });
  }

  private async sendNew(source: ExternalProduct, idempotencyKey: string): Promise<void> {
    const { ref, editSequence } = await this.http.createProduct(source, idempotencyKey);
    if (await this.keep(source.sk, { accountingRef: ref, accountingEditSequence: editSequence })) return;
    // Deleted here while it was being created there: its delete queued nothing without a list id, so the
    // product is made inactive there now, as a delete of a product with a list id does.
    const attributes = { ...source.reckonProductAttributes, listID: ref, isActive: false };
    await this.http.updateProduct(
      { ...source, isEnabled: false, reckonProductAttributes: attributes },
      `${idempotencyKey}:undo`,
    );
  }

  /** Keeps what the accounting system answered; false when the product is gone. */
  private async keep(
    id: string,
    refs: { accountingRef?: string; accountingEditSequence: string | null },
  ): Promise<boolean> {
    // Not a change staff made: the product's updated_at stays as it was.
    const kept = await this.db
      .update(product)
      .set({ ...refs, updatedAt: sql`${product.updatedAt}` })
      .where(eq(product.id, id))
      .returning({ id: product.id });
    return kept.length > 0;
  }
}

function productIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.id === 'string' && UUID.test(payload.id)) return payload.id;
  throw new PermanentError(`The outbox entry names no product: ${JSON.stringify(payload).slice(0, 200)}`);
}
