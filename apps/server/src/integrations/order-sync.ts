import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { orderLine, outbox } from '../db/schema.ts';
import { type ExternalOrder, externalOrder } from './order-body.ts';

/** What the external production and accounting systems hear about orders and their invoices, one outbox topic each. */
export type OrderSyncTopic =
  | 'production.order.create'
  | 'production.order.update'
  | 'production.order.removesingleproduct'
  | 'production.order.delete'
  | 'accounting.invoice.create'
  | 'accounting.invoice.update'
  | 'accounting.invoice.batch-create';

/** The newest push about an order to one system, as staff see it. */
export type ExternalSync = {
  system: 'production' | 'accounting';
  status: 'PENDING' | 'SENT' | 'FAILED';
  topic: string;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
};

export type OrderSyncOptions = {
  db: Database;
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
    const entry = this.entry(topic, orderId, payload);
    if (entry) await tx.insert(outbox).values(entry);
  }

  /**
   * The outbox row `queue` writes, for a change written in one statement of its own (placing an order);
   * undefined when the system is built in.
   */
  entry(
    topic: OrderSyncTopic,
    orderId: string,
    payload: Record<string, unknown> = {},
  ):
    | { topic: string; subject: string; payload: Record<string, unknown>; idempotencyKey: string }
    | undefined {
    if (!this.external(topic)) return undefined;
    return {
      topic,
      subject: `order:${orderId}`,
      payload: { ...payload, orderId },
      idempotencyKey: `${topic}:${orderId}:${randomUUID()}`,
    };
  }

  /**
   * The order as the production system last heard of it, read inside a staff save before it changes
   * anything; pass it to `queueSaved` (or `queueDeleted`) after. Null with the built-in production system.
   */
  async before(tx: Executor, orderId: string): Promise<ExternalOrder | null> {
    return this.options.production ? externalOrder(tx, orderId) : null;
  }

  /**
   * Queues a staff save's push: one update entry that carries the lines it removed, so its delivery sends the
   * removed items first and then the PATCH (spec §7) in that order; two entries could be claimed in either order.
   */
  async queueSaved(tx: Executor, orderId: string, before: ExternalOrder | null): Promise<void> {
    if (!before) return;
    const kept = new Set(
      (await tx.select({ id: orderLine.id }).from(orderLine).where(eq(orderLine.orderId, orderId))).map(
        (line) => line.id,
      ),
    );
    const removed = before.products.filter((line) => !kept.has(line.sk));
    await this.queue(tx, 'production.order.update', orderId, removed.length > 0 ? { removed } : {});
  }

  /** Queues the delete push with the order as it was (it is gone by the time the push is delivered). */
  async queueDeleted(tx: Executor, orderId: string, before: ExternalOrder | null): Promise<void> {
    if (before) await this.queue(tx, 'production.order.delete', orderId, { source: before });
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

  /** Which systems are the HTTP adapters. */
  integrations(): { production: boolean; accounting: boolean } {
    return { production: this.options.production, accounting: this.options.accounting };
  }

  /**
   * The order's newest push per external system: its own entries (subject 'order:<id>') and the batch
   * entries naming it. Production first, then accounting; [] with both systems built in.
   */
  async syncOf(orderId: string): Promise<ExternalSync[]> {
    const systems = (['production', 'accounting'] as const).filter((system) => this.options[system]);
    if (systems.length === 0) return [];
    const rows = await this.options.db
      .select({
        topic: outbox.topic,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        updatedAt: outbox.updatedAt,
      })
      .from(outbox)
      // A push staff dismissed says nothing about where the order stands.
      .where(and(this.aboutOrder(orderId), ne(outbox.status, 'DISMISSED')))
      .orderBy(desc(outbox.seq));
    const newest: ExternalSync[] = [];
    for (const system of systems) {
      const row = rows.find((entry) => entry.topic.startsWith(`${system}.`));
      if (!row) continue;
      newest.push({
        system,
        status: row.status === 'DONE' ? 'SENT' : row.status === 'FAILED' ? 'FAILED' : 'PENDING',
        topic: row.topic,
        attempts: row.attempts,
        lastError: row.lastError,
        updatedAt: row.updatedAt,
      });
    }
    return newest;
  }

  /** Puts the order's given-up pushes back in the queue, due now with a fresh count of attempts; answers how many. */
  async retry(tx: Executor, orderId: string): Promise<number> {
    const retried = await tx
      .update(outbox)
      .set({
        status: 'PENDING',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(outbox.status, 'FAILED'), this.aboutOrder(orderId)))
      .returning({ id: outbox.id });
    return retried.length;
  }

  private aboutOrder(orderId: string) {
    return or(
      eq(outbox.subject, `order:${orderId}`),
      and(
        eq(outbox.topic, 'accounting.invoice.batch-create'),
        sql`${outbox.payload}->'orderIds' @> ${JSON.stringify([orderId])}::jsonb`,
      ),
    );
  }

  /** Says that pushes were just committed, so the worker delivers them now rather than at its next poll. */
  committed(): void {
    if (this.options.production || this.options.accounting) this.options.outbox.wake();
  }
}
