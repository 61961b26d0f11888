import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { AccountingSync } from './accounting/accounting-sync.ts';
import type { ProductionRecordTopic } from './production/record-handlers.ts';
import { type ExternalProduct, externalProduct } from './record-bodies.ts';

/** What happened to a product: each is pushed to both systems in its own way. */
export type ProductChange = 'created' | 'updated' | 'archived' | 'deleted';

export type RecordPushesOptions = {
  /** Queues the accounting pushes (nothing with the built-in ledger). */
  accountingSync: Pick<AccountingSync, 'queue' | 'committed'>;
  accounting: boolean;
  /** True when the production system is the HTTP adapter; the built-in packing board needs no push. */
  production: boolean;
  outbox: { wake(): void };
};

/**
 * Queues the pushes of product and customer changes to the external systems, with the change: call inside
 * its transaction. Nothing is queued for a built-in system (nothing would ever consume it). A product goes to
 * both systems; a customer's accounting pushes are the customer service's own, so only production's are here.
 * Subjects are 'product:<id>' and 'customer:<id>', which the records' sync states are read by.
 */
export class RecordPushes {
  constructor(private readonly options: RecordPushesOptions) {}

  /**
   * The product as it is before a delete, for the delete's pushes (it is gone when they are delivered);
   * null with both systems built in.
   */
  async productBefore(tx: Executor, productId: string): Promise<ExternalProduct | null> {
    return this.options.accounting || this.options.production ? externalProduct(tx, productId) : null;
  }

  /**
   * Created: both creates. Updated or archived: both updates, sent as the product is at delivery (archived is
   * sent disabled and inactive). Deleted: production's delete with the product as it was; the accounting
   * system keeps its products (spec: deleting does not remove it there), so it is only made inactive, and only
   * when it was created there (it has a list id).
   */
  async queueProduct(
    tx: Executor,
    change: ProductChange,
    productId: string,
    before: ExternalProduct | null = null,
  ): Promise<void> {
    const subject = { kind: 'product' as const, id: productId };
    const { accountingSync } = this.options;
    if (change === 'created') {
      await accountingSync.queue(tx, 'accounting.product.create', subject);
      await this.queueProduction(tx, 'production.product.create', 'product', productId);
      return;
    }
    if (change !== 'deleted') {
      await accountingSync.queue(tx, 'accounting.product.update', subject);
      await this.queueProduction(tx, 'production.product.update', 'product', productId);
      return;
    }
    if (!before) return;
    if (before.reckonProductAttributes.listID) {
      const inactive = {
        ...before,
        isEnabled: false,
        reckonProductAttributes: { ...before.reckonProductAttributes, isActive: false },
      };
      await accountingSync.queue(tx, 'accounting.product.update', subject, { source: inactive });
    }
    await this.queueProduction(tx, 'production.product.delete', 'product', productId, { source: before });
  }

  /** A customer created, or updated (saved, disabled, enabled, archived): production's create or update. */
  async queueCustomer(tx: Executor, change: 'created' | 'updated', customerId: string): Promise<void> {
    const topic = change === 'created' ? 'production.customer.create' : 'production.customer.update';
    await this.queueProduction(tx, topic, 'customer', customerId);
  }

  /** Says that pushes were just committed, so the worker delivers them now rather than at its next poll. */
  committed(): void {
    this.options.accountingSync.committed();
    if (this.options.production) this.options.outbox.wake();
  }

  private async queueProduction(
    tx: Executor,
    topic: ProductionRecordTopic,
    kind: 'product' | 'customer',
    id: string,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    if (!this.options.production) return;
    await tx.insert(outbox).values({
      topic,
      subject: `${kind}:${id}`,
      payload: { ...payload, id },
      idempotencyKey: `${topic}:${id}:${randomUUID()}`,
    });
  }
}
