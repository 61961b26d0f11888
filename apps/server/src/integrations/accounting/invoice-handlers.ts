import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoice, outbox } from '../../db/schema.ts';
import { type AccountingOrder, accountingOrder, externalOrder } from '../order-body.ts';
import type { OrderSyncTopic } from '../order-sync.ts';
import { type OutboxEntry, type OutboxHandler, PermanentError, WaitError } from '../outbox-worker.ts';
import type { AccountingHttp } from './accounting-http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shown while an invoice update waits for the invoice's create to go first. */
export const WAITS_FOR_INVOICE = 'Waiting for the invoice to reach the accounting system first.';

type InvoiceTopic = Extract<OrderSyncTopic, `accounting.invoice.${string}`>;

/**
 * Registers the delivery of the invoice pushes (HTTP adapter only). Creates are registered before updates:
 * the worker works topics in that order, so in one pass an invoice is created before it is updated.
 */
export function registerInvoiceHandlers(
  worker: { register(topic: string, handler: OutboxHandler): void },
  deps: { db: Database; http: AccountingHttp },
): void {
  const handlers = new InvoiceHandlers(deps.db, deps.http);
  const topics: Record<InvoiceTopic, OutboxHandler> = {
    'accounting.invoice.create': (payload, entry) => handlers.create(payload, entry),
    'accounting.invoice.batch-create': (payload, entry) => handlers.batchCreate(payload, entry),
    'accounting.invoice.update': (payload, entry) => handlers.update(payload, entry),
  };
  for (const [topic, handler] of Object.entries(topics)) worker.register(topic, handler);
}

/**
 * Sends invoiced orders as they stand at delivery (spec §7: the order, its lines stripped of what the
 * accounting system does not keep) and keeps the invoice references it answers on the invoice.
 */
export class InvoiceHandlers {
  constructor(
    private readonly db: Database,
    private readonly http: AccountingHttp,
  ) {}

  async create(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const orderId = orderIdOf(payload.orderId);
    const source = await this.invoiced(orderId);
    // The order or its invoice is gone: nothing to invoice there.
    if (!source) return;
    const refs = await this.http.createInvoice(source, entry.idempotencyKey);
    await this.keepRefs(orderId, refs);
  }

  async update(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const orderId = orderIdOf(payload.orderId);
    if (await this.createPending(orderId, entry)) throw new WaitError(WAITS_FOR_INVOICE);
    const source = await this.invoiced(orderId);
    if (!source) return;
    const refs = await this.http.updateInvoice(source, entry.idempotencyKey);
    await this.keepRefs(orderId, refs);
  }

  async batchCreate(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const ids = Array.isArray(payload.orderIds) ? payload.orderIds.map(orderIdOf) : [];
    const sources: AccountingOrder[] = [];
    for (const id of ids) {
      const source = await this.invoiced(id);
      if (source) sources.push(source);
    }
    if (sources.length === 0) return;
    await this.http.batchCreateInvoices(sources, entry.idempotencyKey);
  }

  /** The order in the accounting system's shape, if it is still there and invoiced. */
  private async invoiced(orderId: string): Promise<AccountingOrder | null> {
    const source = await externalOrder(this.db, orderId);
    return source?.isInvoiceCreated ? accountingOrder(source) : null;
  }

  /** Keeps what the accounting system answered with the invoice (not a change staff made: updated_at stays). */
  private async keepRefs(orderId: string, refs: Record<string, string>): Promise<void> {
    if (Object.keys(refs).length === 0) return;
    await this.db
      .update(invoice)
      .set({
        externalRef: sql`coalesce(${invoice.externalRef}, '{}'::jsonb) || ${JSON.stringify(refs)}::jsonb`,
        updatedAt: sql`${invoice.updatedAt}`,
      })
      .where(eq(invoice.orderId, orderId));
  }

  /** Whether a push creating the order's invoice (alone or in a batch) is still to be delivered. */
  private async createPending(orderId: string, entry: OutboxEntry): Promise<boolean> {
    const [row] = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'PENDING'),
          ne(outbox.id, entry.id),
          or(
            and(eq(outbox.topic, 'accounting.invoice.create'), eq(outbox.subject, `order:${orderId}`)),
            and(
              eq(outbox.topic, 'accounting.invoice.batch-create'),
              sql`${outbox.payload}->'orderIds' @> ${JSON.stringify([orderId])}::jsonb`,
            ),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}

function orderIdOf(value: unknown): string {
  if (typeof value === 'string' && UUID.test(value)) return value;
  throw new PermanentError(`The outbox entry names no order: ${JSON.stringify(value)?.slice(0, 200)}`);
}
