import { cutoffNotice, type ProcessingDate, processingDate } from '@cleaver/domain/cutoff';
import {
  type DeliveryZone,
  deliveryDaysText,
  deliveryProcessingDate,
  nextDeliveryDayText,
  zoneCutoffHour,
} from '@cleaver/domain/delivery-zones';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents } from '@cleaver/domain/money';
import { changeUntilText, customerChangeWindow, orderLockedMessage } from '@cleaver/domain/order-lock';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import {
  type CustomerOrderFilter,
  type OrderStatus,
  statusesForCustomerFilter,
} from '@cleaver/domain/status';
import { isBilledOnPackedWeights, type OrderTotals, storedOrderTotals } from '@cleaver/domain/totals';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, deliveryZone, idempotencyKey, invoice, order, orderLine } from '../../db/schema.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { confirmationFromPayload, orderConfirmationMail } from './order-mail.ts';

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
  /** Read with the order; a customer's change is refused over a newer one. */
  version: number;
  /** Staff have typed a packed weight on a line (the customer's view hides it until the order is packed). */
  packingStarted: boolean;
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
  mailer: Mailer;
  settings: SettingsService;
  /** The business clock; tests set it to cross the cutoff and weekends. */
  now: () => Date;
};

/**
 * Orders as customers see them: their own history, one order, the processing date an order placed now would get,
 * and the confirmation mail. Placing an order is the order writer's (order-writer.ts).
 */
/** A customer's next delivery day in their zone, with the zone's charges, as the cart shows them. */
export type DeliveryDayView = DeliveryZone & {
  /** YYYY-MM-DD, Pacific/Auckland. */
  date: string;
  /** 'Your next delivery day is Thursday 04/12/2026'. */
  text: string;
  /** Why an order placed now is not processed today (the zone's cutoff, a Sunday, a closed day), or null. */
  notice: string | null;
  /** 'Tuesday and Thursday'. */
  days: string;
};

export class OrdersService {
  constructor(private readonly options: OrdersServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * The processing date an order placed now would get, and the notice when the cutoff, a Sunday or a closed
   * day (public holiday or staff's) moved it.
   */
  async processingDateNow(
    customerId: string | null = null,
  ): Promise<ProcessingDate & { notice: string | null; delivery: DeliveryDayView | null }> {
    const [{ cutoffHour }, closed, zone] = await Promise.all([
      this.options.settings.variables(),
      this.options.settings.closedDayLookup(),
      customerId ? this.zoneOf(customerId) : null,
    ]);
    const now = this.options.now();
    const result = processingDate(now, cutoffHour, closed);
    const delivery = zone ? deliveryProcessingDate(now, cutoffHour, closed, zone) : null;
    return {
      ...result,
      notice: cutoffNotice(result, cutoffHour),
      delivery:
        zone && delivery
          ? {
              ...zone,
              date: delivery.date,
              text: nextDeliveryDayText(delivery.date),
              // Waiting for the van, "Your next delivery day is …" and the zone's days say why.
              notice: delivery.waitedForVan ? null : cutoffNotice(delivery, zoneCutoffHour(zone, cutoffHour)),
              days: deliveryDaysText(zone.weekdays),
            }
          : null,
    };
  }

  /** The customer's delivery zone, or null when they are in none. */
  private async zoneOf(customerId: string): Promise<DeliveryZone | null> {
    const [row] = await this.db
      .select({
        name: deliveryZone.name,
        weekdays: deliveryZone.weekdays,
        cutoffHour: deliveryZone.cutoffHour,
        freightCharge: deliveryZone.freightCharge,
        freeFreightThreshold: deliveryZone.freeFreightThreshold,
        minimumOrder: deliveryZone.minimumOrder,
      })
      .from(customer)
      .innerJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .where(eq(customer.id, customerId));
    return row
      ? {
          ...row,
          freightCharge: toCents(row.freightCharge),
          freeFreightThreshold: toCents(row.freeFreightThreshold),
          minimumOrder: toCents(row.minimumOrder),
        }
      : null;
  }

  /**
   * Whether the customer may still change or cancel the order themselves, and what the page says of it: until
   * when, or why not and whom to call.
   */
  async changeWindow(
    view: OrderView,
  ): Promise<{ canChange: boolean; message: string; phone: string | null }> {
    const [{ cutoffHour: shopCutoff }, { phone }, zone] = await Promise.all([
      this.options.settings.variables(),
      this.options.settings.businessProfile(),
      view.isDelivery === true && view.customerId ? this.zoneOf(view.customerId) : null,
    ]);
    // A delivery goes by its zone's earlier cutoff, as it was placed.
    const cutoffHour = zoneCutoffHour(zone, shopCutoff);
    const window = customerChangeWindow(view, this.options.now(), cutoffHour);
    return window.open
      ? { canChange: true, message: changeUntilText(view, cutoffHour), phone: null }
      : {
          canChange: false,
          message: orderLockedMessage(window.reason, view, cutoffHour, phone),
          phone: phone.trim() || null,
        };
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

  /** The order a customer's idempotency key placed, when it did. */
  async forIdempotencyKey(userId: string, key: string): Promise<OrderView | null> {
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
      const rows = lines.filter((l) => l.orderId === id);
      const own = rows.map(
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
          version: o.version,
          packingStarted: rows.some((l) => l.packedWeight !== null),
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
    const { to, order: placed, changed } = confirmationFromPayload(payload);
    const profile = await this.options.settings.businessProfile();
    await this.options.mailer.send(
      orderConfirmationMail({ order: placed, to, brand: profile.brand, changed }),
    );
  }
}
