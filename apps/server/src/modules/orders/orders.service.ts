import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_KEPT } from '@cleaver/domain/constants';
import { cutoffNotice, type ProcessingDate, processingDate } from '@cleaver/domain/cutoff';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import { type PlaceOrderInput, placeOrderSchema } from '@cleaver/domain/schemas';
import {
  type CustomerOrderFilter,
  type OrderStatus,
  shortOrderId,
  statusesForCustomerFilter,
} from '@cleaver/domain/status';
import {
  isBilledOnPackedWeights,
  isWithinOrderLimit,
  type OrderTotals,
  pendingTotals,
  storedOrderTotals,
} from '@cleaver/domain/totals';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, RunStatement } from '../../db/client.ts';
import { idempotencyKey, invoice, order, orderLine } from '../../db/schema.ts';
import type { OrderSync } from '../../integrations/order-sync.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  confirmationFromPayload,
  ORDER_CONFIRMATION_TOPIC,
  type OrderConfirmationPayload,
  orderConfirmationMail,
} from './order-mail.ts';
import {
  type BuyerAndProductRow,
  customerSnapshotOf,
  type LineRecord,
  type OutboxRecord,
  pricedLine,
  productsOf,
  READ_BUYER_AND_PRODUCTS,
  WRITE_ORDER,
} from './order-statements.ts';

export type OrderLineView = {
  id: string;
  productId: string | null;
  productName: string;
  productCode: string;
  unit: Unit;
  categoryName: string;
  imageKey: string | null;
  quantity: number;
  packedWeight: number | null;
  unitPrice: Cents;
  defaultPrice: Cents;
  notes: string;
};

export type OrderView = {
  id: string;
  customerId: string | null;
  status: OrderStatus;
  orderDate: Date;
  processingDate: string;
  purchaseOrder: string;
  isDelivery: boolean | null;
  freight: Cents;
  cutting: Cents;
  hasInvoice: boolean;
  lines: OrderLineView[];
  /**
   * Ordered quantities while open; packed weights once packed or completed. Null for a cancelled order: it
   * was not charged, and a chef must not read it as a bill.
   */
  totals: OrderTotals | null;
};

/** An order as `place` has just built it, always with its estimate. */
export type PlacedOrderView = OrderView & { totals: OrderTotals };

export type OrderPage = { orders: OrderView[]; totalCount: number };

/** Most orders one page of My Orders may hold ('all' is asked for as this). */
export const MAX_ORDERS_PAGE = 1_000;

export type OrdersServiceOptions = {
  db: Database;
  /** Plain SQL for placing orders (see order-statements.ts). */
  run: RunStatement;
  events: EventBus;
  mailer: Mailer;
  settings: SettingsService;
  /** Told when an order queued a confirmation mail, so it goes out at once. */
  outbox: { wake(): void };
  /** Pushes to the external production system (none with the built-in one). */
  orderSync: Pick<OrderSync, 'entry' | 'committed'>;
  /** The business clock; tests set it to cross the cutoff and weekends. */
  now: () => Date;
};

/**
 * Orders as customers see them: placing one (prices, freight, GST and the processing date decided
 * here, exactly once per idempotency key) and their own history.
 */
export class OrdersService {
  constructor(private readonly options: OrdersServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * The processing date an order placed now would get, and the notice when the cutoff, a Sunday or a closed
   * day (public holiday or staff's) moved it.
   */
  async processingDateNow(): Promise<ProcessingDate & { notice: string | null }> {
    const [{ cutoffHour }, closed] = await Promise.all([
      this.options.settings.variables(),
      this.options.settings.closedDayLookup(),
    ]);
    const result = processingDate(this.options.now(), cutoffHour, closed);
    return { ...result, notice: cutoffNotice(result, cutoffHour) };
  }

  /**
   * Places an order for the signed-in customer. The same idempotency key always answers with the same
   * order, also when requests with it arrive together; only one of them creates it.
   */
  async place(viewer: Viewer, input: PlaceOrderInput): Promise<OrderView> {
    if (viewer.role !== 'customer' || !viewer.customerId) throw new DomainError('CUSTOMER_ORDER_ONLY');
    const parsed = placeOrderSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path.length === 1 && issue.path[0] === 'lines' && issue.code === 'too_small') {
        throw new DomainError('ORDER_EMPTY');
      }
      if (issue?.path[0] === 'isDelivery') throw new DomainError('DELIVERY_METHOD_REQUIRED');
      throw new DomainError('BAD_INPUT', issue?.message);
    }
    const request = parsed.data;
    const customerId = viewer.customerId;

    const [settings, closed] = await Promise.all([
      this.options.settings.variables(),
      this.options.settings.closedDayLookup(),
    ]);
    const rows = await this.options.run<BuyerAndProductRow>(READ_BUYER_AND_PRODUCTS, [
      customerId,
      JSON.stringify(request.lines.map((l) => l.productId)),
      viewer.userId,
      request.idempotencyKey,
    ]);
    const [buyer] = rows;
    if (!buyer) throw new DomainError('CUSTOMER_ORDER_ONLY');
    // A retry of an order already placed answers with that order, whatever changed since.
    if (buyer.existing_order_id) return this.mine(customerId, buyer.existing_order_id);
    if (!buyer.is_active) throw new DomainError('ACCOUNT_DISABLED');
    const snapshot = customerSnapshotOf(buyer);
    const byId = productsOf(rows);

    const lines = request.lines.map((line) => pricedLine(byId.get(line.productId), line));
    const totals = pendingTotals({
      lines,
      isDelivery: request.isDelivery,
      freightCharge: settings.freightCharge,
      freeFreightThreshold: settings.freeFreightThreshold,
    });
    // Checked before anything is written: an order past the bound is refused whole.
    if (!isWithinOrderLimit(totals)) throw new DomainError('ORDER_TOO_LARGE');
    const now = this.options.now();
    const view: PlacedOrderView = {
      id: randomUUID(),
      customerId,
      status: 'PENDING',
      orderDate: now,
      processingDate: processingDate(now, settings.cutoffHour, closed).date,
      purchaseOrder: request.purchaseOrder,
      isDelivery: request.isDelivery,
      freight: totals.freight,
      cutting: totals.cutting,
      hasInvoice: false,
      lines: lines.map(({ description: _, ...line }) => line),
      totals,
    };
    const notificationId = randomUUID();
    const message = `${snapshot.companyName} placed order ${shortOrderId(view.id)}`;
    // The production system hears of the order, and the customer gets their mail, through the outbox:
    // written with the order or not at all, delivered after it is committed.
    const queued: OutboxRecord[] = [];
    // Nothing with the built-in packing board: it reads the orders table itself.
    const push = this.options.orderSync.entry('production.order.create', view.id);
    if (push)
      queued.push({
        topic: push.topic,
        payload: push.payload,
        idempotency_key: push.idempotencyKey,
        subject: push.subject,
      });
    const mailed = buyer.order_confirmation_emails;
    if (mailed) {
      const confirmation: OrderConfirmationPayload = { to: viewer.email, order: view };
      queued.push({
        topic: ORDER_CONFIRMATION_TOPIC,
        payload: confirmation,
        idempotency_key: `${ORDER_CONFIRMATION_TOPIC}:${view.id}`,
      });
    }
    const [written] = await this.options.run<{ created: number }>(WRITE_ORDER, [
      request.idempotencyKey,
      viewer.userId,
      view.id,
      customerId,
      JSON.stringify(snapshot),
      now.toISOString(),
      view.processingDate,
      request.purchaseOrder,
      snapshot.customerLevel,
      buyer.price_level_id,
      request.isDelivery,
      toDecimalString(totals.freight),
      JSON.stringify(
        lines.map(
          (l, position): LineRecord => ({
            id: l.id,
            product_id: l.productId,
            product_name: l.productName,
            product_code: l.productCode,
            unit: l.unit,
            category_name: l.categoryName,
            description: l.description,
            image_key: l.imageKey,
            quantity: String(l.quantity),
            unit_price: toDecimalString(l.unitPrice),
            default_price: toDecimalString(l.defaultPrice),
            notes: l.notes,
            position,
          }),
        ),
      ),
      notificationId,
      snapshot.companyName,
      message,
      JSON.stringify(queued),
      NOTIFICATIONS_KEPT,
    ]);
    if (written?.created !== 1) {
      // Another request with this key claimed it first and has committed by now.
      const winner = await this.orderForKey(viewer.userId, request.idempotencyKey);
      if (!winner) throw new DomainError('ORDER_FAILED');
      return winner;
    }
    this.options.events.publish('order', { action: 'ADDED', orderId: view.id, customerId });
    this.options.events.publish('notification', { id: notificationId, message, orderId: view.id });
    if (mailed) this.options.outbox.wake();
    if (push) this.options.orderSync.committed();
    return view;
  }

  /** The customer's own orders, newest first, filtered as My Orders shows them. */
  async listMine(
    customerId: string,
    options: { filter: CustomerOrderFilter; offset: number; limit: number },
  ): Promise<OrderPage> {
    if (!Number.isInteger(options.offset) || options.offset < 0) {
      throw new DomainError('BAD_INPUT', 'offset must be a whole number, 0 or more.');
    }
    if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > MAX_ORDERS_PAGE) {
      throw new DomainError('BAD_INPUT', `limit must be a whole number from 1 to ${MAX_ORDERS_PAGE}.`);
    }
    const where = and(
      eq(order.customerId, customerId),
      inArray(order.status, [...statusesForCustomerFilter(options.filter)]),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: order.id })
        .from(order)
        .where(where)
        .orderBy(desc(order.orderDate), desc(order.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(order).where(where),
    ]);
    return { orders: await this.views(rows.map((r) => r.id)), totalCount: total?.n ?? 0 };
  }

  /** One of the customer's own orders; another customer's is simply not found. */
  async mine(customerId: string, orderId: string): Promise<OrderView> {
    const [view] = await this.views([orderId], customerId);
    if (!view) throw new DomainError('ORDER_NOT_FOUND');
    return view;
  }

  private async orderForKey(userId: string, key: string): Promise<OrderView | null> {
    const [row] = await this.db
      .select({ orderId: idempotencyKey.orderId, customerId: order.customerId })
      .from(idempotencyKey)
      .innerJoin(order, eq(order.id, idempotencyKey.orderId))
      .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
    if (!row?.orderId || !row.customerId) return null;
    return this.mine(row.customerId, row.orderId);
  }

  /** Orders with their lines and totals, in the order of `ids`; only the customer's own when one is given. */
  private async views(ids: string[], customerId?: string): Promise<OrderView[]> {
    if (ids.length === 0) return [];
    const [orders, lines, invoices, settings] = await Promise.all([
      this.db
        .select()
        .from(order)
        .where(and(inArray(order.id, ids), customerId ? eq(order.customerId, customerId) : undefined)),
      this.db
        .select()
        .from(orderLine)
        .where(inArray(orderLine.orderId, ids))
        .orderBy(asc(orderLine.position)),
      this.db.select({ orderId: invoice.orderId }).from(invoice).where(inArray(invoice.orderId, ids)),
      this.options.settings.variables(),
    ]);
    const invoiced = new Set(invoices.map((i) => i.orderId));
    const byId = new Map(orders.map((o) => [o.id, o]));
    return ids.flatMap((id) => {
      const o = byId.get(id);
      if (!o) return [];
      const status = o.status as OrderStatus;
      const packed = isBilledOnPackedWeights(status);
      // Weights typed on the packing board stay the packers' until the order is marked packed.
      const own = lines
        .filter((l) => l.orderId === id)
        .map(
          (l): OrderLineView => ({
            id: l.id,
            productId: l.productId,
            productName: l.productName,
            productCode: l.productCode,
            unit: toUnit(l.unit) ?? 'EACH',
            categoryName: l.categoryName,
            imageKey: l.imageKey,
            quantity: Number(l.quantity),
            packedWeight: l.packedWeight === null || !packed ? null : Number(l.packedWeight),
            unitPrice: toCents(l.unitPrice),
            defaultPrice: toCents(l.defaultPrice),
            notes: l.notes,
          }),
        );
      return [
        {
          id: o.id,
          customerId: o.customerId,
          status,
          orderDate: o.orderDate,
          processingDate: o.processingDate,
          purchaseOrder: o.purchaseOrder,
          isDelivery: o.isDelivery,
          freight: toCents(o.freight),
          cutting: toCents(o.cutting),
          hasInvoice: invoiced.has(o.id),
          lines: own,
          // The freight decided when the order was placed (or set by staff) stays, whatever settings say now.
          totals:
            status === 'CANCELLED'
              ? null
              : storedOrderTotals(
                  {
                    status,
                    isDelivery: o.isDelivery,
                    freight: toCents(o.freight),
                    cutting: toCents(o.cutting),
                  },
                  own,
                  settings,
                ),
        },
      ];
    });
  }

  /** Sends a confirmation queued by `place` (the outbox worker calls this); throws to be retried later. */
  async sendConfirmation(payload: Record<string, unknown>): Promise<void> {
    const { to, order: placed } = confirmationFromPayload(payload);
    const profile = await this.options.settings.businessProfile();
    await this.options.mailer.send(orderConfirmationMail({ order: placed, to, brand: profile.brand }));
  }
}
