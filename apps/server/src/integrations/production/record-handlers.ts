import type { Database } from '../../db/client.ts';
import { type OutboxEntry, type OutboxHandler, PermanentError, WaitError } from '../outbox-worker.ts';
import { earlierPushPending } from '../push-states.ts';
import { type ExternalProduct, externalCustomer, externalProduct } from '../record-bodies.ts';
import type { ProductionHttp } from './production-http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the production system hears about products and customers; creates first (the worker works topics in this order). */
export const PRODUCTION_RECORD_TOPICS = [
  'production.product.create',
  'production.customer.create',
  'production.product.update',
  'production.customer.update',
  'production.product.delete',
] as const;
export type ProductionRecordTopic = (typeof PRODUCTION_RECORD_TOPICS)[number];

/** Shown while a product's push waits for an earlier one to go first. */
export const PRODUCT_WAITS = 'Waiting for the product’s earlier push to reach the production system.';
/** Shown while a customer's update waits for their create to go first. */
export const CUSTOMER_WAITS = 'Waiting for the customer to reach the production system first.';

/** What a product's delete push carries: the product as it was (it is gone when the push is delivered). */
export type DeletedProductPayload = { id: string; source: ExternalProduct };

/**
 * Registers the delivery of product and customer pushes (HTTP adapter only). Create and update send the
 * record as it stands at delivery, so a push that waited sends what is true now; a record deleted since sends
 * nothing (a product's delete carries its own copy). An update the production system answers 404 (a record
 * from before the adapter, or whose create failed) creates it instead.
 */
export function registerRecordHandlers(
  worker: { register(topic: string, handler: OutboxHandler): void },
  deps: { db: Database; http: ProductionHttp },
): void {
  const handlers = new RecordHandlers(deps.db, deps.http);
  const topics: Record<ProductionRecordTopic, OutboxHandler> = {
    'production.product.create': (payload, entry) => handlers.createProduct(payload, entry),
    'production.customer.create': (payload, entry) => handlers.createCustomer(payload, entry),
    'production.product.update': (payload, entry) => handlers.updateProduct(payload, entry),
    'production.customer.update': (payload, entry) => handlers.updateCustomer(payload, entry),
    'production.product.delete': (payload, entry) => handlers.deleteProduct(payload, entry),
  };
  for (const topic of PRODUCTION_RECORD_TOPICS) worker.register(topic, topics[topic]);
}

export class RecordHandlers {
  constructor(
    private readonly db: Database,
    private readonly http: ProductionHttp,
  ) {}

  async createProduct(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const source = await externalProduct(this.db, recordIdOf(payload));
    if (!source) return;
    await this.http.createProduct(source, entry.idempotencyKey);
  }

  async updateProduct(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordIdOf(payload);
    await this.after(entry, `product:${id}`, ['production.product.create'], PRODUCT_WAITS);
    const source = await externalProduct(this.db, id);
    if (!source) return;
    if (!(await this.http.updateProduct(source, entry.idempotencyKey)))
      await this.http.createProduct(source, `${entry.idempotencyKey}:create`);
  }

  async deleteProduct(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordIdOf(payload);
    const source = (payload as Partial<DeletedProductPayload>).source;
    if (!source || typeof source !== 'object')
      throw new PermanentError(`The delete of product ${id} kept no product to send.`);
    await this.after(
      entry,
      `product:${id}`,
      ['production.product.create', 'production.product.update'],
      PRODUCT_WAITS,
    );
    await this.http.deleteProduct(source, entry.idempotencyKey);
  }

  async createCustomer(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const source = await externalCustomer(this.db, recordIdOf(payload));
    if (!source) return;
    await this.http.createCustomer(source, entry.idempotencyKey);
  }

  async updateCustomer(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordIdOf(payload);
    await this.after(entry, `customer:${id}`, ['production.customer.create'], CUSTOMER_WAITS);
    const source = await externalCustomer(this.db, id);
    if (!source) return;
    if (!(await this.http.updateCustomer(source, entry.idempotencyKey)))
      await this.http.createCustomer(source, `${entry.idempotencyKey}:create`);
  }

  /** Throws (to be tried again) while a push of `topics` queued before this one still waits to be delivered. */
  private async after(
    entry: OutboxEntry,
    subject: string,
    topics: ReadonlyArray<ProductionRecordTopic>,
    waiting: string,
  ): Promise<void> {
    if (await earlierPushPending(this.db, entry.id, subject, topics)) throw new WaitError(waiting);
  }
}

function recordIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.id === 'string' && UUID.test(payload.id)) return payload.id;
  throw new PermanentError(`The outbox entry names no record: ${JSON.stringify(payload).slice(0, 200)}`);
}
