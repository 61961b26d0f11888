import { randomUUID } from 'node:crypto';
import { toCents } from '@cleaver/domain/money';
import { FREQUENCY_LABELS, type Frequency } from '@cleaver/domain/recurring';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  customer,
  customPrice,
  outbox,
  priceLevel,
  product,
  recurringOrder,
  recurringOrderLine,
} from '../../db/schema.ts';
import { imageVariants } from '../../platform/images.ts';
import { type OutboxEntry, type OutboxHandler, PermanentError, WaitError } from '../outbox-worker.ts';
import type { ProductionHttp } from './production-http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the production system hears about standing orders: set or changed, stopped, deleted. */
export const SCHEDULED_ORDER_TOPICS = [
  'production.scheduledOrder.create',
  'production.scheduledOrder.stop',
  'production.scheduledOrder.delete',
] as const;
export type ScheduledOrderTopic = (typeof SCHEDULED_ORDER_TOPICS)[number];

/** Shown while a standing order's delete waits for its earlier pushes to go first. */
export const WAITS_FOR_EARLIER_PUSH =
  'Waiting for the standing order’s earlier push to reach the production system.';

/** One product of a standing order as the spec's middleware knows it; money in dollars. */
export type ExternalScheduledOrderLine = {
  sk: string;
  productId: string;
  productName: string;
  productCode: string;
  productUnit: string;
  quantity: number;
  notes: string;
  imageUrl: string | null;
  defaultPrice: number;
  /** The customer's level price now. */
  newPrice: number;
  isEnabled: boolean;
  isInStock: boolean;
  productGroup: string;
};

/** A standing order as the spec's middleware knows it (spec §3, RecurringOrder); money in dollars. */
export type ExternalScheduledOrder = {
  sk: string;
  customerId: string;
  customer: {
    sk: string;
    customerCode: string;
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    companyName: string;
    priceLevel: string | null;
    customerLevel: string;
  };
  products: ExternalScheduledOrderLine[];
  notes: string;
  isActive: boolean;
  /** 'Daily', 'Weekly' or 'Fortnightly'. */
  frequency: string;
  startingDate: string;
  /** 0 = Sunday … 6 = Saturday, in week order. */
  selectedDays: number[];
  isDelivery: boolean | null;
  /** null: the freight rule decides on each order. */
  freight: number | null;
  cutting: number;
};

/** The outbox row for a push about a standing order, written in the change's transaction. */
export function scheduledOrderEntry(topic: ScheduledOrderTopic, recurringOrderId: string) {
  return {
    topic,
    subject: `recurring:${recurringOrderId}`,
    payload: { recurringOrderId },
    idempotencyKey: `${topic}:${recurringOrderId}:${randomUUID()}`,
  };
}

const dollars = (amount: string): number => toCents(amount) / 100;

/** The standing order as it stands now, in the middleware's shape; null when it is gone. */
export async function externalScheduledOrder(
  db: Executor,
  recurringOrderId: string,
): Promise<ExternalScheduledOrder | null> {
  const [[row], lines] = await Promise.all([
    db
      .select({ order: recurringOrder, customer, priceLevelName: priceLevel.name })
      .from(recurringOrder)
      .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
      .leftJoin(priceLevel, eq(priceLevel.id, customer.priceLevelId))
      .where(eq(recurringOrder.id, recurringOrderId)),
    db
      .select({ line: recurringOrderLine, product, customPrice: customPrice.price })
      .from(recurringOrderLine)
      .innerJoin(recurringOrder, eq(recurringOrder.id, recurringOrderLine.recurringOrderId))
      .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
      .innerJoin(product, eq(product.id, recurringOrderLine.productId))
      .leftJoin(
        customPrice,
        and(eq(customPrice.productId, product.id), eq(customPrice.priceLevelId, customer.priceLevelId)),
      )
      .where(eq(recurringOrderLine.recurringOrderId, recurringOrderId))
      .orderBy(asc(recurringOrderLine.position), asc(recurringOrderLine.id)),
  ]);
  if (!row) return null;
  const c = row.customer;
  const o = row.order;
  return {
    sk: o.id,
    customerId: c.id,
    customer: {
      sk: c.id,
      customerCode: c.code,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      mobile: c.mobile,
      companyName: c.companyName,
      priceLevel: row.priceLevelName,
      customerLevel: c.customerLevel,
    },
    products: lines.map(({ line, product: p, customPrice: custom }) => ({
      sk: line.id,
      productId: p.id,
      productName: p.name,
      productCode: p.code,
      productUnit: p.unit,
      quantity: Number(line.quantity),
      notes: line.notes,
      imageUrl: imageVariants(p.imageKey)?.url ?? null,
      defaultPrice: dollars(p.defaultPrice),
      newPrice: dollars(custom ?? p.defaultPrice),
      isEnabled: p.isEnabled && p.archivedAt === null,
      isInStock: p.inStock,
      productGroup: p.productGroup,
    })),
    notes: o.notes,
    isActive: o.isActive,
    frequency: FREQUENCY_LABELS[o.frequency as Frequency],
    startingDate: o.startingDate,
    selectedDays: o.selectedDays,
    isDelivery: o.isDelivery,
    freight: o.freight === null ? null : dollars(o.freight),
    cutting: dollars(o.cutting),
  };
}

/**
 * Registers the delivery of standing orders' pushes (HTTP adapter only). Set, changed and started send the
 * standing order as it stands at delivery to scheduledOrder/create; stopped sends it to the spec's stop call;
 * deleted sends its sk. A push for a standing order deleted since is not sent.
 */
export function registerScheduledOrderHandlers(
  worker: { register(topic: string, handler: OutboxHandler): void },
  deps: { db: Database; http: ProductionHttp },
): void {
  const handlers = new ScheduledOrderHandlers(deps.db, deps.http);
  const topics: Record<ScheduledOrderTopic, OutboxHandler> = {
    'production.scheduledOrder.create': (payload, entry) => handlers.create(payload, entry),
    'production.scheduledOrder.stop': (payload, entry) => handlers.stop(payload, entry),
    'production.scheduledOrder.delete': (payload, entry) => handlers.delete(payload, entry),
  };
  for (const [topic, handler] of Object.entries(topics)) worker.register(topic, handler);
}

export class ScheduledOrderHandlers {
  constructor(
    private readonly db: Database,
    private readonly http: ProductionHttp,
  ) {}

  async create(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recurringOrderIdOf(payload);
    const source = await externalScheduledOrder(this.db, id);
    // Deleted before it went: its delete says all there is to say.
    if (!source) return;
    // Started again after a stop still waiting to go: sent first, the stop would then stop it for good.
    await this.afterEarlierPushes(id, entry);
    await this.http.createScheduledOrder(source, entry.idempotencyKey);
  }

  async stop(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recurringOrderIdOf(payload);
    const source = await externalScheduledOrder(this.db, id);
    if (!source) return;
    // Stopped while its create still waits to go (the production system was down): sent first, the stop was
    // refused (the system knows no such standing order) and the create then set it going.
    await this.afterEarlierPushes(id, entry);
    await this.http.stopScheduledOrder(source, entry.idempotencyKey);
  }

  async delete(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recurringOrderIdOf(payload);
    await this.afterEarlierPushes(id, entry);
    await this.http.deleteScheduledOrder(id, entry.idempotencyKey);
  }

  /** Throws (to be tried again) while a push queued before this one still waits to be delivered. */
  private async afterEarlierPushes(recurringOrderId: string, entry: OutboxEntry): Promise<void> {
    const [self] = await this.db.select({ seq: outbox.seq }).from(outbox).where(eq(outbox.id, entry.id));
    if (!self) return;
    const [pending] = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, `recurring:${recurringOrderId}`),
          inArray(outbox.topic, ['production.scheduledOrder.create', 'production.scheduledOrder.stop']),
          eq(outbox.status, 'PENDING'),
          lt(outbox.seq, self.seq),
        ),
      )
      .limit(1);
    if (pending) throw new WaitError(WAITS_FOR_EARLIER_PUSH);
  }
}

function recurringOrderIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.recurringOrderId === 'string' && UUID.test(payload.recurringOrderId))
    return payload.recurringOrderId;
  throw new PermanentError(
    `The outbox entry names no standing order: ${JSON.stringify(payload).slice(0, 200)}`,
  );
}
