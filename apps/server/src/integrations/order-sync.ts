import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** What the external production and accounting systems hear about orders and their invoices, one outbox topic each. */
export type OrderSyncTopic =
  | 'production.order.create'
  | 'production.order.update'
  | 'production.order.removesingleproduct'
  | 'production.order.delete'
  | 'accounting.invoice.create'
  | 'accounting.invoice.update'
  | 'accounting.invoice.batch-create';

export type OrderSyncOptions = {
  /** True when the production system is the HTTP adapter; the built-in packing board needs no push. */
  production: boolean;
  /** True when the accounting system is the HTTP adapter; the built-in ledger needs no push. */
  accounting: boolean;
  outbox: { wake(): void };
};

/**
 * Queues pushes about orders to the external systems with the change that causes them. Call inside the
 * change's transaction: the push exists only if the change commits. With a system built in, nothing is
 * queued for it (nothing would ever consume it). Each entry's subject is 'order:<id>', which the order's
 * sync state is read by; a batch entry names its orders in `payload.orderIds`.
 */
export class OrderSync {
  constructor(private readonly options: OrderSyncOptions) {}

  /** Whether pushes of this topic go anywhere here. */
  external(topic: OrderSyncTopic): boolean {
    return topic.startsWith('production.') ? this.options.production : this.options.accounting;
  }

  async queue(
    tx: Executor,
    topic: OrderSyncTopic,
    orderId: string,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    if (!this.external(topic)) return;
    await tx.insert(outbox).values({
      topic,
      subject: `order:${orderId}`,
      payload: { ...payload, orderId },
      idempotencyKey: `${topic}:${orderId}:${randomUUID()}`,
    });
  }

  /** One push naming several orders (the accounting system's batch invoice call). */
  async queueBatch(
    tx: Executor,
    topic: 'accounting.invoice.batch-create',
    orderIds: ReadonlyArray<string>,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    if (!this.external(topic) || orderIds.length === 0) return;
    const batchId = randomUUID();
    await tx.insert(outbox).values({
      topic,
      subject: `order-batch:${batchId}`,
      payload: { ...payload, orderIds: [...orderIds] },
      idempotencyKey: `${topic}:${batchId}`,
    });
  }

  /** Says that pushes were just committed, so the worker delivers them now rather than at its next poll. */
  committed(): void {
    if (this.options.production || this.options.accounting) this.options.outbox.wake();
  }
}
