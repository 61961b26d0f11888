import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { type ExternalOrder, type ExternalOrderLine, externalOrder } from '../order-body.ts';
import type { OrderSyncTopic } from '../order-sync.ts';
import { type OutboxEntry, type OutboxHandler, PermanentError, WaitError } from '../outbox-worker.ts';
import type { ProductionHttp } from './production-http.ts';
import { registerRecordHandlers } from './record-handlers.ts';
import { registerScheduledOrderHandlers } from './scheduled-order-handlers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shown while an order's push waits for its create to go first. */
export const WAITS_FOR_CREATE = 'Waiting for the order to reach the production system first.';

/** What a push about removed lines carries: the lines as they were (they are gone when it is delivered). */
export type RemovedLinesPayload = { removed: ExternalOrderLine[] };
/** What a delete push carries: the order as it was (it is gone when it is delivered). */
export type DeletedOrderPayload = { source: ExternalOrder };

type ProductionTopic = Extract<OrderSyncTopic, `production.${string}`>;

/**
 * Registers the delivery of the production pushes (HTTP adapter only). A save's removed lines travel in its
 * update entry and go before the PATCH (spec §7); `removesingleproduct` entries are still delivered if any
 * were queued separately. Changes wait for the order's create. Standing orders, products and customers have
 * handlers of their own.
 */
export function registerProductionHandlers(
  worker: { register(topic: string, handler: OutboxHandler): void },
  deps: { db: Database; http: ProductionHttp },
): void {
  const handlers = new ProductionHandlers(deps.db, deps.http);
  const topics: Record<ProductionTopic, OutboxHandler> = {
    'production.order.create': (payload, entry) => handlers.create(payload, entry),
    'production.order.removesingleproduct': (payload, entry) => handlers.removeLines(payload, entry),
    'production.order.update': (payload, entry) => handlers.update(payload, entry),
    'production.order.delete': (payload, entry) => handlers.delete(payload, entry),
  };
  for (const [topic, handler] of Object.entries(topics)) worker.register(topic, handler);
  registerScheduledOrderHandlers(worker, deps);
  registerRecordHandlers(worker, deps);
}

/**
 * Delivers each push about an order. Create and update send the order as it stands at delivery (a push
 * that waited sends what is true now); removed lines and a delete send what the payload kept of them.
 */
export class ProductionHandlers {
  constructor(
    private readonly db: Database,
    private readonly http: ProductionHttp,
  ) {}

  async create(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const source = await this.current(orderIdOf(payload));
    // Deleted before it went: there is nothing to create.
    if (!source) return;
    await this.http.createOrder(source, payload.sendCustomerEmail === true, entry.idempotencyKey);
  }

  async update(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const orderId = orderIdOf(payload);
    await this.afterCreate(orderId, entry);
    // The lines the save removed go first (spec §7), under a key of their own: a retry after a failed PATCH
    // sends them again with the same key, which the middleware recognises.
    const removed = (payload as Partial<RemovedLinesPayload>).removed;
    if (Array.isArray(removed) && removed.length > 0) {
      await this.http.removeLines(orderId, removed, `${entry.idempotencyKey}:removed`);
    }
    const source = await this.current(orderId);
    // Deleted since: its delete says all that is left to say.
    if (!source) return;
    await this.http.updateOrder(source, payload.sendCustomerEmail === true, entry.idempotencyKey);
  }

  async removeLines(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const orderId = orderIdOf(payload);
    const removed = (payload as Partial<RemovedLinesPayload>).removed;
    if (!Array.isArray(removed) || removed.length === 0) return;
    await this.afterCreate(orderId, entry);
    await this.http.removeLines(orderId, removed, entry.idempotencyKey);
  }

  async delete(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const orderId = orderIdOf(payload);
    const source = (payload as Partial<DeletedOrderPayload>).source;
    if (!source || typeof source !== 'object')
      throw new PermanentError(`The delete of order ${orderId} kept no order to send.`);
    await this.afterCreate(orderId, entry);
    await this.http.deleteOrder(source, entry.idempotencyKey);
  }

  private current(orderId: string): Promise<ExternalOrder | null> {
    return externalOrder(this.db, orderId);
  }

  /** Throws (to be tried again) while the order's create still waits to be delivered. */
  private async afterCreate(orderId: string, entry: OutboxEntry): Promise<void> {
    const [pending] = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, `order:${orderId}`),
          eq(outbox.topic, 'production.order.create'),
          eq(outbox.status, 'PENDING'),
          ne(outbox.id, entry.id),
        ),
      )
      .limit(1);
    if (pending) throw new WaitError(WAITS_FOR_CREATE);
  }
}

function orderIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.orderId === 'string' && UUID.test(payload.orderId)) return payload.orderId;
  throw new PermanentError(`The outbox entry names no order: ${JSON.stringify(payload).slice(0, 200)}`);
}
