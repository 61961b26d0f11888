import { randomUUID } from 'node:crypto';
import { cutoffNotice, type ProcessingDate, processingDate } from '@cleaver/domain/cutoff';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import { type PlaceOrderInput, placeOrderSchema } from '@cleaver/domain/schemas';
import {
  type CustomerOrderFilter,
  type OrderStatus,
  statusesForCustomerFilter,
} from '@cleaver/domain/status';
import { completedTotals, type OrderTotals, pendingTotals } from '@cleaver/domain/totals';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type CustomerSnapshot,
  category,
  customer,
  customPrice,
  idempotencyKey,
  invoice,
  notification,
  order,
  orderLine,
  outbox,
  priceLevel,
  product,
} from '../../db/schema.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { orderConfirmationMail } from './order-mail.ts';

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
  /** Ordered quantities while open; packed weights once packed or completed. */
  totals: OrderTotals;
};

export type OrderPage = { orders: OrderView[]; totalCount: number };

/** Most orders one page of My Orders may hold ('all' is asked for as this). */
export const MAX_ORDERS_PAGE = 1_000;

export type OrdersServiceOptions = {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  settings: SettingsService;
  /** The business clock; tests set it to cross the cutoff and weekends. */
  now: () => Date;
  logError: (error: unknown, message: string) => void;
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

  /** The processing date an order placed now would get, and the notice when the cutoff moved it. */
  async processingDateNow(): Promise<ProcessingDate & { notice: string | null }> {
    const { cutoffHour } = await this.options.settings.variables();
    const result = processingDate(this.options.now(), cutoffHour);
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

    const settings = await this.options.settings.variables();
    const placed = await this.db.transaction(async (tx) => {
      // Claims the key first: a concurrent request with the same key waits here until this
      // transaction ends, then finds the key taken and answers with this order.
      const [claimed] = await tx
        .insert(idempotencyKey)
        .values({ key: request.idempotencyKey, userId: viewer.userId })
        .onConflictDoNothing()
        .returning({ id: idempotencyKey.id });
      if (!claimed) return null;

      const buyer = await this.buyer(tx, customerId);
      if (!buyer.isActive) throw new DomainError('ACCOUNT_DISABLED');
      const ids = request.lines.map((l) => l.productId);
      // Each product with the buyer's custom price beside it, if their level has one.
      const products = await tx
        .select({
          id: product.id,
          name: product.name,
          code: product.code,
          unit: product.unit,
          description: product.description,
          categoryName: category.name,
          imageKey: product.imageKey,
          defaultPrice: product.defaultPrice,
          customPrice: customPrice.price,
          isEnabled: product.isEnabled,
          inStock: product.inStock,
        })
        .from(product)
        .innerJoin(category, eq(category.id, product.categoryId))
        .leftJoin(
          customPrice,
          buyer.priceLevelId
            ? and(eq(customPrice.productId, product.id), eq(customPrice.priceLevelId, buyer.priceLevelId))
            : sql`false`,
        )
        .where(inArray(product.id, ids));
      const byId = new Map(products.map((p) => [p.id, p]));

      const lines = request.lines.map((line, position) => {
        const found = byId.get(line.productId);
        if (!found?.isEnabled) {
          throw new DomainError(
            'PRODUCT_UNAVAILABLE',
            `${found?.name ?? 'A product'} is no longer available.`,
          );
        }
        if (!found.inStock) throw new DomainError('PRODUCT_OUT_OF_STOCK', `${found.name} is out of stock.`);
        const defaultPrice = toCents(found.defaultPrice);
        return {
          id: randomUUID(),
          productId: found.id,
          productName: found.name,
          productCode: found.code,
          unit: found.unit,
          categoryName: found.categoryName,
          description: found.description,
          imageKey: found.imageKey,
          quantity: line.quantity,
          unitPrice: found.customPrice === null ? defaultPrice : toCents(found.customPrice),
          defaultPrice,
          notes: line.notes,
          position,
        };
      });

      const totals = pendingTotals({
        lines,
        isDelivery: request.isDelivery,
        freightCharge: settings.freightCharge,
        freeFreightThreshold: settings.freeFreightThreshold,
      });
      // Ids are made here, so the order, its lines, the key, the staff notification and the production
      // outbox entry are written by one statement: one round trip instead of five.
      const created = {
        id: randomUUID(),
        orderDate: this.options.now(),
        processingDate: processingDate(this.options.now(), settings.cutoffHour).date,
      };
      const message = `${buyer.snapshot.companyName} placed order ${created.id.slice(0, 5).toUpperCase()}`;
      const noticeId = randomUUID();
      const newOrder = tx.$with('new_order').as(
        tx
          .insert(order)
          .values({
            id: created.id,
            customerId,
            customerSnapshot: buyer.snapshot,
            status: 'PENDING',
            orderDate: created.orderDate,
            processingDate: created.processingDate,
            purchaseOrder: request.purchaseOrder,
            line: buyer.snapshot.customerLevel,
            priceLevelId: buyer.priceLevelId,
            isDelivery: request.isDelivery,
            freight: toDecimalString(totals.freight),
            placedByUserId: viewer.userId,
          })
          .returning({ id: order.id }),
      );
      const newLines = tx.$with('new_lines').as(
        tx
          .insert(orderLine)
          .values(
            lines.map((l) => ({
              ...l,
              orderId: created.id,
              quantity: String(l.quantity),
              unitPrice: toDecimalString(l.unitPrice),
              defaultPrice: toDecimalString(l.defaultPrice),
            })),
          )
          .returning({ id: orderLine.id }),
      );
      const keyed = tx
        .$with('keyed')
        .as(
          tx
            .update(idempotencyKey)
            .set({ orderId: created.id })
            .where(eq(idempotencyKey.id, claimed.id))
            .returning({ id: idempotencyKey.id }),
        );
      const notice = tx
        .$with('notice')
        .as(
          tx
            .insert(notification)
            .values({ id: noticeId, userName: buyer.snapshot.companyName, message, orderId: created.id })
            .returning({ id: notification.id }),
        );
      // The production system hears of the order through the outbox, written with the order or not at all.
      await tx
        .with(newOrder, newLines, keyed, notice)
        .insert(outbox)
        .values({
          topic: 'production.order.create',
          payload: { orderId: created.id },
          idempotencyKey: `production.order.create:${created.id}`,
        });
      const view: OrderView = {
        id: created.id,
        customerId,
        status: 'PENDING',
        orderDate: created.orderDate,
        processingDate: created.processingDate,
        purchaseOrder: request.purchaseOrder,
        isDelivery: request.isDelivery,
        freight: totals.freight,
        cutting: totals.cutting,
        hasInvoice: false,
        lines: lines.map((l) => ({
          id: l.id,
          productId: l.productId,
          productName: l.productName,
          productCode: l.productCode,
          unit: toUnit(l.unit) ?? 'EACH',
          categoryName: l.categoryName,
          imageKey: l.imageKey,
          quantity: l.quantity,
          packedWeight: null,
          unitPrice: l.unitPrice,
          defaultPrice: l.defaultPrice,
          notes: l.notes,
        })),
        totals,
      };
      return {
        view,
        notificationId: noticeId,
        message,
        confirmationEmails: buyer.confirmationEmails,
      };
    });

    if (!placed) {
      // Another request with this key won the claim and has committed by now.
      const winner = await this.orderForKey(viewer.userId, request.idempotencyKey);
      if (!winner) throw new DomainError('ORDER_FAILED');
      return winner;
    }
    const { view } = placed;
    this.options.events.publish('order', { action: 'ADDED', orderId: view.id, customerId });
    this.options.events.publish('notification', {
      id: placed.notificationId,
      message: placed.message,
      orderId: view.id,
    });
    // The customer need not wait for the mail; it never fails the order (errors are logged).
    if (placed.confirmationEmails) void this.sendConfirmation(view, viewer.email);
    return view;
  }

  /** The customer's own orders, newest first, filtered as My Orders shows them. */
  async listMine(
    customerId: string,
    options: { filter: CustomerOrderFilter; offset: number; limit: number },
  ): Promise<OrderPage> {
    if (!Number.isInteger(options.offset) || options.offset < 0) throw new DomainError('BAD_INPUT');
    if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > MAX_ORDERS_PAGE) {
      throw new DomainError('BAD_INPUT');
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

  private async buyer(tx: Executor, customerId: string) {
    const [row] = await tx
      .select({ customer, priceLevelName: priceLevel.name })
      .from(customer)
      .leftJoin(priceLevel, eq(priceLevel.id, customer.priceLevelId))
      .where(eq(customer.id, customerId));
    if (!row) throw new DomainError('CUSTOMER_ORDER_ONLY');
    const c = row.customer;
    const snapshot: CustomerSnapshot = {
      code: c.code,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      mobile: c.mobile,
      companyName: c.companyName,
      customerLevel: c.customerLevel,
      priceLevelName: row.priceLevelName,
      address: { addr1: c.addr1, addr2: c.addr2, addr3: c.addr3, city: c.city, postalCode: c.postalCode },
    };
    return {
      snapshot,
      priceLevelId: c.priceLevelId,
      isActive: c.isActive,
      confirmationEmails: c.orderConfirmationEmails,
    };
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
            packedWeight: l.packedWeight === null ? null : Number(l.packedWeight),
            unitPrice: toCents(l.unitPrice),
            defaultPrice: toCents(l.defaultPrice),
            notes: l.notes,
          }),
        );
      const status = o.status as OrderStatus;
      const packed = status === 'PACKED' || status === 'COMPLETED';
      const totalsInput = {
        lines: own,
        isDelivery: o.isDelivery,
        freightCharge: settings.freightCharge,
        freeFreightThreshold: settings.freeFreightThreshold,
        // The freight decided when the order was placed (or set by staff) stays, whatever settings say now.
        freightOverride: toCents(o.freight),
        cutting: toCents(o.cutting),
      };
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
          totals: packed ? completedTotals(totalsInput) : pendingTotals(totalsInput),
        },
      ];
    });
  }

  private async sendConfirmation(view: OrderView, to: string): Promise<void> {
    try {
      const profile = await this.options.settings.businessProfile();
      await this.options.mailer.send(orderConfirmationMail({ order: view, to, brand: profile.brand }));
    } catch (error) {
      // The order stands; staff can resend. The customer already saw 'Order Sent!'.
      this.options.logError(error, `order confirmation for ${view.id} not sent`);
    }
  }
}
