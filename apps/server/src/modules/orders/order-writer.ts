import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, orderStaleMessage, staffOrderTooLargeMessage } from '@cleaver/domain/admin-messages';
import { NOTIFICATIONS_KEPT } from '@cleaver/domain/constants';
import type { BilledState } from '@cleaver/domain/corrections';
import { aucklandDateString } from '@cleaver/domain/dates';
import {
  type DeliveryZone,
  deliveryProcessingDate,
  underZoneMinimum,
  zoneCutoffHour,
  zoneMinimumMessage,
} from '@cleaver/domain/delivery-zones';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';
import {
  type ChangeLine,
  changeSummary,
  createdOrderChanges,
  formatChangeTime,
  type OrderChangeState,
  orderChanges,
} from '@cleaver/domain/order-changes';
import { customerChangeWindow, orderLockedMessage } from '@cleaver/domain/order-lock';
import { unavailableReason } from '@cleaver/domain/product-availability';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import {
  type CustomerOrderChangeInput,
  customerOrderChangeSchema,
  type ParsedStaffOrder,
  type PlaceOrderInput,
  placeOrderSchema,
  type StaffOrderInput,
  staffOrderSchema,
} from '@cleaver/domain/schemas';
import { type OrderStatus, shortOrderId } from '@cleaver/domain/status';
import {
  customerRefusalMessage,
  type OrderRefusal,
  orderRefusal,
  type Standing,
  staffRefusalMessage,
  stopOverrideSchema,
  stopOverrideText,
} from '@cleaver/domain/stop-supply';
import {
  isWithinOrderLimit,
  type OrderTotals,
  pendingTotals,
  storedOrderTotals,
} from '@cleaver/domain/totals';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, NamedStatement, RunStatement, Transaction } from '../../db/client.ts';
import {
  type CustomerSnapshot,
  customer,
  invoice,
  order,
  orderChange,
  orderLine,
  outbox,
} from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import type { OrderSync } from '../../integrations/order-sync.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { CUSTOMER_EMPTY, type CustomerSave, customerDraft } from './customer-order-change.ts';
import type { AdminOrder, OrderAdminListService } from './order-admin-list.service.ts';
import { confirmationEntry } from './order-mail.ts';
import {
  type BuyerAndProductRow,
  buyerZone,
  customerSnapshotOf,
  type LineRecord,
  type OrderableProduct,
  type OutboxRecord,
  pricedLine,
  productsOf,
  READ_BUYER_AND_PRODUCTS,
  WRITE_ORDER,
} from './order-statements.ts';
import type { OrderLineView, OrdersService, OrderView, PlacedOrderView } from './orders.service.ts';

export type OrderWriterDeps = {
  db: Database;
  /** Plain SQL: the buyer and products read shared with customers' orders (order-statements.ts). */
  run: RunStatement;
  events: EventBus;
  notifications: NotificationsService;
  changes: StaffChange;
  settings: Pick<SettingsService, 'variables' | 'closedDayLookup' | 'businessProfile'>;
  /** The customer's reads: a retried order answers with the order as stored. */
  reads: Pick<OrdersService, 'mine' | 'forIdempotencyKey'>;
  list: Pick<OrderAdminListService, 'get'>;
  /** Told when an order queued a confirmation mail, so it goes out at once. */
  outbox: { wake(): void };
  /** Pushes to the external production system (none with the built-in one). */
  orderSync: Pick<OrderSync, 'entry' | 'queue' | 'before' | 'queueSaved' | 'queueDeleted' | 'committed'>;
  /** The built-in ledger (invoicing implements it): told of every save, inside its transaction. */
  invoices?: BilledOrderWatcher;
  /** On stop, credit limit and balance (receivables implements it); without it no order is refused for its account. */
  standing?: AccountStanding;
  /** The business clock. */
  now: () => Date;
};

/** Why staff changed what an invoiced order bills (the note's reason), and whether the customer is mailed the note. */
export type InvoiceCorrection = { reason: string; reasonText?: string | null; sendCustomerEmail: boolean };

/**
 * What orders tell the invoicing of a staff save, in the save's transaction: invoicing (which depends on orders, not
 * the other way round) implements it. An issued invoice never changes: what the save moved is a credit or debit note.
 */
export interface BilledOrderWatcher {
  /** What the order's invoice billed so far, read before the save changes anything; null: not invoiced. */
  billedBefore(tx: Transaction, orderId: string): Promise<BilledState | null>;
  /** After the save: the note for what it moved (refused without a reason), or null when nothing billed changed. */
  correctIfBilledChanged(
    tx: Transaction,
    actor: Actor & { userId: string },
    orderId: string,
    before: BilledState,
    correction: InvoiceCorrection | null,
  ): Promise<{ message: string; mailed: boolean } | null>;
}

/**
 * A customer's account as ordering needs it: on stop and why, the credit limit, what is owed now. Receivables
 * (which depends on orders, not the other way round) implements it; read on the caller's transaction or database.
 */
export interface AccountStanding {
  standing(tx: Executor, customerId: string): Promise<Standing>;
}

/** A new order not written: the customer is on stop or it would take them over their limit, and no reason was given. */
export type RefusedOrder = { refused: OrderRefusal };

/** A delivery order under its zone's minimum (excl. GST): nothing was written. */
export type UnderMinimumOrder = { underMinimum: { zone: string; minimum: Cents; subTotal: Cents } };

/** The ordering variables with a delivery zone's freight and free-freight threshold in place of Settings'. */
export function zoneSettings(settings: OrderSettings, zone: DeliveryZone | null): OrderSettings {
  return zone
    ? { ...settings, freightCharge: zone.freightCharge, freeFreightThreshold: zone.freeFreightThreshold }
    : settings;
}

/** A line as staff's saves write it. */
export type StaffLine = {
  id: string;
  productId: string | null;
  productName: string;
  productCode: string;
  unit: Unit;
  categoryName: string;
  description: string;
  imageKey: string | null;
  quantity: number;
  packedWeight: number | null;
  unitPrice: Cents;
  defaultPrice: Cents;
  priceOverridden: boolean;
  notes: string;
};

type OrderRow = typeof order.$inferSelect;
type LineRow = typeof orderLine.$inferSelect;

/** No idempotency key is ever this: the shared read then finds no earlier order. */
const NO_KEY = '';

const CUSTOMER_GONE = 'This customer could not be found.';

export type OrderSettings = Awaited<ReturnType<SettingsService['variables']>>;

/** Who writes an order: a staff member (their user id) or the standing orders' scheduler (no user). */
export type OrderAuthor = Actor & { userId: string | null };

/** An order to write: staff's parsed input, or a standing order's; the delivery method may still be unset. */
export type OrderDraft = Omit<ParsedStaffOrder, 'isDelivery'> & { isDelivery: boolean | null };

/** The customer an order is for and the products it names, priced at their level this moment. */
export type OrderBuyer = {
  row: BuyerAndProductRow;
  snapshot: CustomerSnapshot;
  products: Map<string, OrderableProduct>;
};

/** What `writeOrder` writes: the draft, its buyer, its lines already priced. */
export type OrderToWrite = {
  draft: OrderDraft;
  buyer: OrderBuyer;
  lines: readonly StaffLine[];
  settings: OrderSettings;
  /** The confirmation mail, when the customer's preference allows it. */
  sendCustomerEmail: boolean;
  /** A standing order's order: written at most once per standing order and due day. */
  recurring?: { recurringOrderId: string; dueDate: string };
  /** The notice's text; 'Order AB12C created for Bistro Ltd' when left out. */
  notice?: (shortId: string, company: string) => string;
  /** Staff's reason to take the order though the customer is on stop or over their limit (kept in its history). */
  stopOverride?: string | null;
};

/** An order written in a caller's transaction; announce it with `announce` once committed. */
export type WrittenOrder = {
  id: string;
  customerId: string;
  company: string;
  mailed: boolean;
  notice: Notice;
};

/** A line of a new order, priced by the storefront's rules at the buyer's level (PRODUCT_UNAVAILABLE etc. otherwise). */
export function newStaffLine(
  products: Map<string, OrderableProduct>,
  line: {
    productId: string;
    quantity: number;
    notes: string;
    unitPriceOverride: number | null;
    packedWeight?: number | null | undefined;
  },
): StaffLine {
  const priced = pricedLine(products.get(line.productId), line);
  return withOverride(
    { ...priced, packedWeight: line.packedWeight ?? priced.packedWeight, priceOverridden: false },
    line.unitPriceOverride,
  );
}

/** A plain-SQL statement with `$n` placeholders as Drizzle SQL, to run it on a transaction's connection. */
function boundStatement(statement: NamedStatement, values: readonly unknown[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

/**
 * Reads an order's input by its schema, the one place a refused input becomes the spec's message: an empty product
 * list ORDER_EMPTY (`empty`, when a screen words it its own way), a missing delivery method
 * DELIVERY_METHOD_REQUIRED, anything else BAD_INPUT with the schema's text.
 */
function parseOrderInput<S extends z.ZodType>(schema: S, input: unknown, empty?: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.path.length === 1 && issue.path[0] === 'lines' && issue.code === 'too_small') {
    throw new DomainError('ORDER_EMPTY', empty);
  }
  if (issue?.path[0] === 'isDelivery') throw new DomainError('DELIVERY_METHOD_REQUIRED');
  throw new DomainError('BAD_INPUT', issue?.message);
}

/** A new order as its confirmation, its answer and My Orders show it: what `place` and `writeOrder` both build. */
function newOrderView(o: {
  id: string;
  customerId: string;
  status: OrderView['status'];
  orderDate: Date;
  processingDate: string;
  purchaseOrder: string;
  isDelivery: boolean | null;
  lines: ReadonlyArray<OrderLineView & { description?: string; priceOverridden?: boolean }>;
  totals: OrderTotals;
  /** 1 for a new order. */
  version?: number;
}): PlacedOrderView {
  return {
    id: o.id,
    customerId: o.customerId,
    status: o.status,
    orderDate: o.orderDate,
    processingDate: o.processingDate,
    purchaseOrder: o.purchaseOrder,
    isDelivery: o.isDelivery,
    freight: o.totals.freight,
    cutting: o.totals.cutting,
    hasInvoice: false,
    version: o.version ?? 1,
    packingStarted: false,
    lines: o.lines.map(({ description: _, priceOverridden: __, ...line }) => line),
    totals: o.totals,
  };
}

function withOverride<L extends { unitPrice: Cents; priceOverridden: boolean }>(
  line: L,
  override: number | null,
): L {
  return override === null ? line : { ...line, unitPrice: cents(override), priceOverridden: true };
}

/** What the customer's level charges for a product now (its custom price, else the default price). */
function levelPrice(found: OrderableProduct | undefined, line: StaffLine): Cents {
  if (!found) return line.defaultPrice;
  return toCents(found.customPrice ?? found.defaultPrice);
}

function lineFromRow(row: LineRow): StaffLine {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productCode: row.productCode,
    unit: toUnit(row.unit) ?? 'EACH',
    categoryName: row.categoryName,
    description: row.description,
    imageKey: row.imageKey,
    quantity: Number(row.quantity),
    packedWeight: row.packedWeight === null ? null : Number(row.packedWeight),
    unitPrice: toCents(row.unitPrice),
    defaultPrice: toCents(row.defaultPrice),
    priceOverridden: row.priceOverridden,
    notes: row.notes,
  };
}

function lineColumns(orderId: string, line: StaffLine, position: number) {
  return {
    id: line.id,
    orderId,
    productId: line.productId,
    productName: line.productName,
    productCode: line.productCode,
    unit: line.unit,
    categoryName: line.categoryName,
    description: line.description,
    imageKey: line.imageKey,
    quantity: String(line.quantity),
    packedWeight: line.packedWeight === null ? null : String(line.packedWeight),
    unitPrice: toDecimalString(line.unitPrice),
    defaultPrice: toDecimalString(line.defaultPrice),
    priceOverridden: line.priceOverridden,
    notes: line.notes,
    position,
  };
}

function changeState(
  o: Pick<OrderDraft, 'status' | 'processingDate' | 'purchaseOrder' | 'notes' | 'line'> & {
    company: string;
    freight: Cents;
    cutting: Cents;
    isDelivery: boolean | null;
  },
  lines: readonly StaffLine[],
): OrderChangeState {
  return {
    customer: o.company,
    status: o.status,
    isDelivery: o.isDelivery,
    freight: o.freight,
    cutting: o.cutting,
    processingDate: o.processingDate,
    purchaseOrder: o.purchaseOrder,
    notes: o.notes,
    line: o.line,
    lines: lines.map(
      (l): ChangeLine => ({
        productId: l.productId,
        productName: l.productName,
        unit: l.unit,
        quantity: l.quantity,
        packedWeight: l.packedWeight,
        unitPrice: l.unitPrice,
        priceOverridden: l.priceOverridden,
        notes: l.notes,
      }),
    ),
  };
}

/**
 * Freight and cutting to store: for a delivery, staff's freight when given, else §4's rule on the ordered
 * sub-total (0 over the threshold, else the freight charge); a pick-up never carries freight.
 * STAFF_ORDER_TOO_LARGE past the bound, unless the order was past it already (`before`, its largest total) and
 * this save does not raise it: lowering or removing lines always goes through, so a mistyped weight can be undone.
 */
function charges(
  parsed: OrderDraft,
  lines: readonly StaffLine[],
  settings: OrderSettings,
  before: Cents | null = null,
): { freight: Cents; cutting: Cents; estimate: OrderTotals } {
  const cutting = cents(parsed.cutting);
  const staffFreight = parsed.isDelivery === true && parsed.freight !== null ? cents(parsed.freight) : null;
  const { estimate, final } = bothTotals(
    { status: parsed.status, isDelivery: parsed.isDelivery, cutting, freight: staffFreight },
    lines,
    settings,
  );
  if (!isWithinOrderLimit(estimate) || !isWithinOrderLimit(final)) {
    const largest = cents(Math.max(estimate.total, final.total));
    if (before === null || largest > before) {
      throw new DomainError('STAFF_ORDER_TOO_LARGE', staffOrderTooLargeMessage(largest));
    }
  }
  return { freight: estimate.freight, cutting, estimate };
}

/**
 * An order's totals on what was ordered (the estimate, with freight by the rule unless staff's `freight` is given)
 * and as its status bills it (packed weights once packed).
 */
function bothTotals(
  o: { status: OrderDraft['status']; isDelivery: boolean | null; cutting: Cents; freight: Cents | null },
  lines: readonly StaffLine[],
  settings: OrderSettings,
): { estimate: OrderTotals; final: OrderTotals } {
  const estimate = pendingTotals({
    lines,
    isDelivery: o.isDelivery,
    freightCharge: settings.freightCharge,
    freeFreightThreshold: settings.freeFreightThreshold,
    ...(o.freight === null ? {} : { freightOverride: o.freight }),
    cutting: o.cutting,
  });
  const final = storedOrderTotals(
    { status: o.status, isDelivery: o.isDelivery, freight: estimate.freight, cutting: o.cutting },
    lines,
    settings,
  );
  return { estimate, final };
}

/**
 * PRODUCT_NOT_DELIVERABLE, naming the first product of `lines` that cannot be processed on `processingDate` for an
 * order placed on `orderedOn` (ordered too few days ahead, or not one of its weekdays).
 */
function refuseUndeliverable(
  lines: Iterable<{ productId: string | null }>,
  products: ReadonlyMap<string, OrderableProduct>,
  processingDate: string,
  orderedOn: string,
): void {
  for (const line of lines) {
    const found = line.productId === null ? undefined : products.get(line.productId);
    if (!found) continue;
    const reason = unavailableReason(found.name, found.availability, processingDate, orderedOn);
    if (reason) throw new DomainError('PRODUCT_NOT_DELIVERABLE', reason);
  }
}

/** The refusal of a save over a newer version: who saved last and when. */
function staleError(current: OrderRow): DomainError {
  const name = current.updatedByName ?? current.customerSnapshot.companyName;
  return new DomainError('ORDER_STALE', orderStaleMessage(name, formatChangeTime(current.updatedAt)), {
    details: { changedBy: name, changedAt: current.updatedAt.toISOString() },
  });
}

/**
 * The one writer of orders. A customer placing one (`place`: its fast plain-SQL path, order-statements.ts), staff
 * creating one for a customer (taken by phone), saving one read at a version and deleting one, and a standing
 * order's run (`writeOrder`, in the scheduler's transaction) all go through here. Lines are priced on the server from the customer's level as customers' own orders are;
 * each save is checked against the version it was read at under a row lock, written with its history
 * entry and notice in one transaction, and published once committed.
 */
export class OrderWriter {
  constructor(private readonly deps: OrderWriterDeps) {}

  /**
   * Places an order for the signed-in customer. The same idempotency key always answers with the same
   * order, also when requests with it arrive together; only one of them creates it.
   */
  async place(viewer: Viewer, input: PlaceOrderInput): Promise<OrderView> {
    if (viewer.role !== 'customer' || !viewer.customerId) throw new DomainError('CUSTOMER_ORDER_ONLY');
    const request = parseOrderInput(placeOrderSchema, input);
    const customerId = viewer.customerId;

    const [settings, closed] = await Promise.all([
      this.deps.settings.variables(),
      this.deps.settings.closedDayLookup(),
    ]);
    const [rows, standing] = await Promise.all([
      this.deps.run<BuyerAndProductRow>(READ_BUYER_AND_PRODUCTS, [
        customerId,
        JSON.stringify(request.lines.map((l) => l.productId)),
        viewer.userId,
        request.idempotencyKey,
      ]),
      // Beside the buyer's read, not after it: on PostgreSQL the two go at once.
      this.deps.standing?.standing(this.deps.db, customerId),
    ]);
    const [buyer] = rows;
    if (!buyer) throw new DomainError('CUSTOMER_ORDER_ONLY');
    // A retry of an order already placed answers with that order, whatever changed since (put on stop too).
    if (buyer.existing_order_id) return this.deps.reads.mine(customerId, buyer.existing_order_id);
    if (!buyer.is_active) throw new DomainError('ACCOUNT_DISABLED');
    // On stop is said before anything about the products; the credit limit once the order is priced.
    if (standing?.onStop) throw await this.customerRefusal({ kind: 'ON_STOP', reason: standing.reason });
    const snapshot = customerSnapshotOf(buyer);
    const byId = productsOf(rows);

    const lines = request.lines.map((line) => pricedLine(byId.get(line.productId), line));
    // A delivery goes by the buyer's zone, if any: its freight, its minimum, its days.
    const zone = request.isDelivery ? buyerZone(buyer) : null;
    const totals = pendingTotals({
      lines,
      isDelivery: request.isDelivery,
      freightCharge: zone?.freightCharge ?? settings.freightCharge,
      freeFreightThreshold: zone?.freeFreightThreshold ?? settings.freeFreightThreshold,
    });
    // Checked before anything is written: an order past the bound is refused whole.
    if (!isWithinOrderLimit(totals)) throw new DomainError('ORDER_TOO_LARGE');
    if (zone && underZoneMinimum(zone, totals.subTotal)) {
      throw new DomainError('UNDER_ZONE_MINIMUM', zoneMinimumMessage(zone, totals.subTotal, 'customer'));
    }
    const refusal = standing ? orderRefusal(standing, totals.total) : null;
    if (refusal) throw await this.customerRefusal(refusal);
    const now = this.deps.now();
    const date = deliveryProcessingDate(now, settings.cutoffHour, closed, zone).date;
    refuseUndeliverable(lines, byId, date, aucklandDateString(now));
    const view = newOrderView({
      id: randomUUID(),
      customerId,
      status: 'PENDING',
      orderDate: now,
      processingDate: date,
      purchaseOrder: request.purchaseOrder,
      isDelivery: request.isDelivery,
      lines,
      totals,
    });
    const notificationId = randomUUID();
    const message = `${snapshot.companyName} placed order ${shortOrderId(view.id)}`;
    // The production system hears of the order, and the customer gets their mail, through the outbox:
    // written with the order or not at all, delivered after it is committed.
    const queued: OutboxRecord[] = [];
    // Nothing with the built-in packing board: it reads the orders table itself.
    const push = this.deps.orderSync.entry('production.order.create', view.id);
    if (push)
      queued.push({
        topic: push.topic,
        payload: push.payload,
        idempotency_key: push.idempotencyKey,
        subject: push.subject,
      });
    const mailed = buyer.order_confirmation_emails;
    if (mailed) {
      const entry = confirmationEntry(viewer.email, view);
      queued.push({ topic: entry.topic, payload: entry.payload, idempotency_key: entry.idempotencyKey });
    }
    const [written] = await this.deps.run<{ created: number }>(WRITE_ORDER, [
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
      const winner = await this.deps.reads.forIdempotencyKey(viewer.userId, request.idempotencyKey);
      if (!winner) throw new DomainError('ORDER_FAILED');
      return winner;
    }
    this.deps.events.publish('order', { action: 'ADDED', orderId: view.id, customerId });
    this.deps.events.publish('notification', { id: notificationId, message, orderId: view.id });
    if (mailed) this.deps.outbox.wake();
    if (push) this.deps.orderSync.committed();
    return view;
  }

  /**
   * An order for a customer, priced from their level; the confirmation mail if asked and they allow it. For a
   * customer on stop, or an order taking them over their credit limit, STOP_OVERRIDE_REQUIRED (staff's words)
   * unless `stopOverride` says why it is taken anyway: then that reason is kept in its history and notice.
   */
  async create(
    actor: Viewer,
    input: StaffOrderInput,
    options: { sendCustomerEmail: boolean; stopOverride?: string | null },
  ): Promise<AdminOrder> {
    const parsed = parseOrderInput(staffOrderSchema, input);
    const stopOverride =
      options.stopOverride == null ? null : parseOrderInput(stopOverrideSchema, options.stopOverride);
    // Read before the transaction: on PGlite a read through the pool inside it would wait for it forever.
    const { buyer, snapshot, products } = await this.buyerAndProducts(parsed, { allowArchived: false });
    const settings = await this.deps.settings.variables();
    const lines = parsed.lines.map((l) => newStaffLine(products, l));
    const written = await this.deps.db.transaction((tx) =>
      this.writeOrder(tx, actor, {
        draft: parsed,
        buyer: { row: buyer, snapshot, products },
        lines,
        settings,
        sendCustomerEmail: options.sendCustomerEmail,
        stopOverride,
      }),
    );
    if (!written) throw new DomainError('ORDER_FAILED');
    if ('underMinimum' in written) {
      const { zone, minimum, subTotal } = written.underMinimum;
      throw new DomainError(
        'STAFF_UNDER_ZONE_MINIMUM',
        zoneMinimumMessage({ name: zone, minimumOrder: minimum }, subTotal, 'staff'),
      );
    }
    if ('refused' in written) {
      throw new DomainError(
        'STOP_OVERRIDE_REQUIRED',
        staffRefusalMessage(written.refused, snapshot.companyName),
        {
          details: { refusal: written.refused.kind },
        },
      );
    }
    this.deps.notifications.publish(written.notice, actor);
    this.announce(written, actorName(actor));
    if (written.mailed) this.deps.outbox.wake();
    this.deps.orderSync.committed();
    return this.saved(written.id);
  }

  /**
   * Writes a new order inside the caller's transaction: the order priced as given, its lines, its history entry,
   * the production push, the confirmation mail (when asked and the customer allows it) and its notice
   * (`notifications.write`, not published). A standing order's order is written at most once per due day:
   * null when that day's order exists already. ORDER_TOO_LARGE past the bound. Nothing is written for a customer on
   * stop, or an order taking them over their credit limit, unless `stopOverride` gives a reason: the refusal is the
   * answer. The caller publishes after the commit (`announce`, the notice, waking the outbox and
   * `orderSync.committed()`).
   */
  async writeOrder(
    tx: Transaction,
    actor: OrderAuthor,
    o: OrderToWrite,
  ): Promise<WrittenOrder | RefusedOrder | UnderMinimumOrder | null> {
    const { draft, buyer, lines } = o;
    refuseUndeliverable(lines, buyer.products, draft.processingDate, aucklandDateString(this.deps.now()));
    const zone = draft.isDelivery ? buyerZone(buyer.row) : null;
    const settings = zoneSettings(o.settings, zone);
    const { freight, cutting, estimate } = charges(draft, lines, settings);
    if (zone && underZoneMinimum(zone, estimate.subTotal)) {
      return { underMinimum: { zone: zone.name, minimum: zone.minimumOrder, subTotal: estimate.subTotal } };
    }
    const standing = await this.deps.standing?.standing(tx, draft.customerId);
    const refusal = standing ? orderRefusal(standing, estimate.total) : null;
    if (refusal && !o.stopOverride) return { refused: refusal };
    const overridden = refusal && o.stopOverride ? stopOverrideText(refusal, o.stopOverride) : null;
    const orderId = randomUUID();
    const now = this.deps.now();
    const name = actorName(actor);
    const company = buyer.snapshot.companyName;
    const mailed = o.sendCustomerEmail && buyer.row.order_confirmation_emails;
    const inserted = tx.insert(order).values({
      id: orderId,
      customerId: draft.customerId,
      customerSnapshot: buyer.snapshot,
      status: draft.status,
      orderDate: now,
      processingDate: draft.processingDate,
      purchaseOrder: draft.purchaseOrder,
      notes: draft.notes,
      line: draft.line,
      priceLevelId: buyer.row.price_level_id,
      isDelivery: draft.isDelivery,
      freight: toDecimalString(freight),
      cutting: toDecimalString(cutting),
      recurringOrderId: o.recurring?.recurringOrderId ?? null,
      recurringDueDate: o.recurring?.dueDate ?? null,
      placedByUserId: actor.userId,
      version: 1,
      updatedByUserId: actor.userId,
      updatedByName: name,
      createdAt: now,
      updatedAt: now,
    });
    const created = o.recurring
      ? await inserted
          .onConflictDoNothing({ target: [order.recurringOrderId, order.recurringDueDate] })
          .returning({ id: order.id })
      : await inserted.returning({ id: order.id });
    if (created.length === 0) return null;
    await tx.insert(orderLine).values(lines.map((l, position) => lineColumns(orderId, l, position)));
    await tx.insert(orderChange).values({
      orderId,
      version: 1,
      at: now,
      actorUserId: actor.userId,
      actorName: name,
      summary: overridden ? `Created for ${company}. ${overridden}` : `Created for ${company}`,
      changes: [
        ...createdOrderChanges(changeState({ ...draft, company, freight, cutting }, lines)),
        ...(overridden ? [{ field: 'Taken anyway', before: null, after: overridden }] : []),
      ],
    });
    await this.deps.orderSync.queue(tx, 'production.order.create', orderId, {
      sendCustomerEmail: o.sendCustomerEmail,
    });
    if (mailed) {
      const view = newOrderView({ ...draft, id: orderId, orderDate: now, lines, totals: estimate });
      await tx.insert(outbox).values(confirmationEntry(buyer.row.email, view));
    }
    const said = (o.notice ?? ((shortId, c) => `Order ${shortId} created for ${c}`))(
      shortOrderId(orderId),
      company,
    );
    const message = overridden ? `${said}. ${overridden}` : said;
    const notice = await this.deps.notifications.write(tx, actor, { message, orderId });
    return { id: orderId, customerId: draft.customerId, company, mailed, notice };
  }

  /** Tells the orders lists and My Orders of a written order, once its transaction has committed. */
  announce(written: WrittenOrder, actorName: string): void {
    this.deps.events.publish('order', {
      action: 'ADDED',
      orderId: written.id,
      customerId: written.customerId,
      version: 1,
      actorName,
    });
  }

  /**
   * The customer and the products asked for, priced at the customer's level, read on the caller's transaction
   * (the same read placing and staff's create use). Null for an unknown customer.
   */
  async buyerIn(tx: Executor, customerId: string, productIds: readonly string[]): Promise<OrderBuyer | null> {
    const result = (await tx.execute(
      boundStatement(READ_BUYER_AND_PRODUCTS, [customerId, JSON.stringify(productIds), null, NO_KEY]),
    )) as unknown as { rows: BuyerAndProductRow[] };
    const [row] = result.rows;
    if (!row) return null;
    return { row, snapshot: customerSnapshotOf(row), products: productsOf(result.rows) };
  }

  /**
   * Saves an order read at `version`. Lines already on it keep the price they were charged (unless staff
   * override it); new lines are priced from the customer's level and follow the storefront's rules. A newer
   * version refuses the save with ORDER_STALE and changes nothing.
   */
  async update(
    actor: Viewer,
    id: string,
    version: number,
    input: StaffOrderInput,
    correction: InvoiceCorrection | null = null,
  ): Promise<AdminOrder> {
    await this.save(actor, id, version, input, correction, null);
    return this.saved(id);
  }

  /**
   * A customer changes (`change`) or cancels (null) their own order read at `version`, by staff's rules: kept lines
   * keep the price they were charged, new ones are priced from their level, the version is checked under the row
   * lock, the history names them and staff get a notice. Refused with ORDER_LOCKED (why, and the shop's phone)
   * once the order is past its cutoff or packing has started, ORDER_NOT_FOUND for anyone else's order, and as a
   * new order would be (on stop, over the credit limit) when the change raises its total. A change mails the
   * confirmation again, when the customer's preference allows it.
   */
  async changeByCustomer(
    viewer: Viewer,
    id: string,
    version: number,
    change: CustomerOrderChangeInput | null,
  ): Promise<OrderView> {
    const customerId = viewer.customerId;
    if (viewer.role !== 'customer' || !customerId) throw new DomainError('CUSTOMER_ORDER_ONLY');
    const parsedChange =
      change === null ? null : parseOrderInput(customerOrderChangeSchema, change, CUSTOMER_EMPTY);
    const [current] = await this.deps.db
      .select()
      .from(order)
      .where(and(eq(order.id, id), eq(order.customerId, customerId)));
    if (!current) throw new DomainError('ORDER_NOT_FOUND');
    const currentLines = await this.deps.db
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, id))
      .orderBy(asc(orderLine.position));
    // Built from the order as read; the save under the row lock refuses it if the order moved on since.
    const draft = customerDraft(current, currentLines.map(lineFromRow), parsedChange);
    const { phone } = await this.deps.settings.businessProfile();
    await this.save(viewer, id, version, draft, null, {
      customerId,
      email: viewer.email,
      cancelled: parsedChange === null,
      phone,
    });
    return this.deps.reads.mine(customerId, id);
  }

  private async save(
    actor: Viewer,
    id: string,
    version: number,
    input: StaffOrderInput,
    correction: InvoiceCorrection | null,
    customerSave: CustomerSave | null,
  ): Promise<void> {
    const parsed = parseOrderInput(staffOrderSchema, input, ADMIN_MESSAGES.productNeededToUpdate);
    const { buyer, snapshot, products } = await this.buyerAndProducts(parsed, { allowArchived: true });
    // Read before the transaction: on PGlite a read through the pool inside it would wait for it forever.
    const settings = await this.deps.settings.variables();
    const now = this.deps.now();
    // A customer is named with their business, so staff's history and a stale refusal say who it was.
    const name = customerSave ? `${actorName(actor)} (${buyer.company_name})` : actorName(actor);
    const saved = await this.deps.changes.run(actor, async (tx) => {
      const current = customerSave
        ? await this.lockedForCustomer(
            tx,
            id,
            version,
            customerSave,
            settings.cutoffHour,
            buyerZone(buyer),
            now,
          )
        : await this.locked(tx, id, version);
      const pushed = await this.deps.orderSync.before(tx, id);
      const sameCustomer = current.customerId === parsed.customerId;
      const billed = (await this.deps.invoices?.billedBefore(tx, id)) ?? null;
      // The invoice names its buyer for good: an invoiced order keeps its customer.
      if (billed && !sameCustomer) {
        throw new DomainError(
          'BAD_INPUT',
          `Order ${shortOrderId(id)} is invoiced to ${current.customerSnapshot.companyName}, so its customer cannot change. Cancel it (a credit note) and place a new order for the other customer.`,
        );
      }
      // An archived customer's orders can still be saved; no order may be moved to one.
      if (!sameCustomer && buyer.archived) throw new DomainError('NOT_FOUND', CUSTOMER_GONE);
      const currentLines = (
        await tx.select().from(orderLine).where(eq(orderLine.orderId, id)).orderBy(asc(orderLine.position))
      ).map(lineFromRow);
      const kept = new Map(currentLines.flatMap((l) => (l.productId ? [[l.productId, l] as const] : [])));
      const lines = parsed.lines.map((l): StaffLine => {
        const existing = kept.get(l.productId);
        if (existing) {
          // Staff correct a supplied (packed) weight here too; left out, the packing board's stands.
          const packedWeight = l.packedWeight === undefined ? existing.packedWeight : l.packedWeight;
          const edited = { ...existing, quantity: l.quantity, notes: l.notes, packedWeight };
          if (l.unitPriceOverride !== null) return withOverride(edited, l.unitPriceOverride);
          // Kept as charged, unless the order moves to another customer: then their level prices it.
          if (!existing.priceOverridden && sameCustomer) return edited;
          // The override taken off (or another customer): what the customer's level charges for it now.
          return {
            ...edited,
            unitPrice: levelPrice(products.get(l.productId), existing),
            priceOverridden: false,
          };
        }
        return newStaffLine(products, l);
      });
      // New lines must be deliverable on the order's date; every line when the date moves.
      refuseUndeliverable(
        parsed.processingDate === current.processingDate
          ? lines.filter((l) => l.productId !== null && !kept.has(l.productId))
          : lines,
        products,
        parsed.processingDate,
        aucklandDateString(now),
      );
      const { estimate, final } = bothTotals(
        {
          status: current.status as OrderDraft['status'],
          isDelivery: current.isDelivery,
          cutting: toCents(current.cutting),
          freight: toCents(current.freight),
        },
        currentLines,
        settings,
      );
      const before = cents(Math.max(estimate.total, final.total));
      const zone = parsed.isDelivery ? buyerZone(buyer) : null;
      const {
        freight,
        cutting,
        estimate: after,
      } = charges(parsed, lines, zoneSettings(settings, zone), before);
      // Under the zone's minimum only by this save's doing: a save that keeps or raises the order always goes through.
      const cancelling = customerSave?.cancelled === true || parsed.status === 'CANCELLED';
      if (
        zone &&
        !cancelling &&
        underZoneMinimum(zone, after.subTotal) &&
        (after.subTotal < estimate.subTotal || current.isDelivery !== true || !sameCustomer)
      ) {
        throw customerSave
          ? new DomainError('UNDER_ZONE_MINIMUM', zoneMinimumMessage(zone, after.subTotal, 'customer'))
          : new DomainError('STAFF_UNDER_ZONE_MINIMUM', zoneMinimumMessage(zone, after.subTotal, 'staff'));
      }
      if (customerSave && !customerSave.cancelled && after.total > estimate.total) {
        // A change that raises the order is held to the rules of a new order: on stop, the credit limit.
        const standing = await this.deps.standing?.standing(tx, parsed.customerId);
        const refusal = standing ? orderRefusal(standing, after.total) : null;
        if (refusal) {
          const code = refusal.kind === 'ON_STOP' ? 'ACCOUNT_ON_HOLD' : 'CREDIT_LIMIT_EXCEEDED';
          throw new DomainError(code, customerRefusalMessage(refusal, customerSave.phone));
        }
      }
      const nextSnapshot: CustomerSnapshot = sameCustomer ? current.customerSnapshot : snapshot;
      const changes = orderChanges(
        changeState(
          {
            company: current.customerSnapshot.companyName,
            status: current.status as ParsedStaffOrder['status'],
            isDelivery: current.isDelivery,
            processingDate: current.processingDate,
            purchaseOrder: current.purchaseOrder,
            notes: current.notes,
            line: current.line as ParsedStaffOrder['line'],
            freight: toCents(current.freight),
            cutting: toCents(current.cutting),
          },
          currentLines,
        ),
        changeState({ ...parsed, company: nextSnapshot.companyName, freight, cutting }, lines),
      );
      const written = await tx
        .update(order)
        .set({
          customerId: parsed.customerId,
          customerSnapshot: nextSnapshot,
          status: parsed.status,
          processingDate: parsed.processingDate,
          purchaseOrder: parsed.purchaseOrder,
          notes: parsed.notes,
          line: parsed.line,
          priceLevelId: buyer.price_level_id,
          isDelivery: parsed.isDelivery,
          freight: toDecimalString(freight),
          cutting: toDecimalString(cutting),
          version: version + 1,
          updatedByUserId: actor.userId,
          updatedByName: name,
          updatedAt: now,
        })
        .where(and(eq(order.id, id), eq(order.version, version)))
        .returning({ id: order.id });
      // The row lock makes this certain; checked all the same, so a miss can never pass silently.
      if (written.length !== 1) throw staleError(current);
      await this.writeLines(tx, id, currentLines, lines, now);
      await this.deps.orderSync.queueSaved(tx, id, pushed);
      await tx.insert(orderChange).values({
        orderId: id,
        version: version + 1,
        at: now,
        actorUserId: actor.userId,
        actorName: name,
        summary: changeSummary(changes),
        changes,
      });
      // An invoiced order is not silently altered: a change to what it bills issues a credit or debit note.
      const corrected = billed
        ? await this.deps.invoices?.correctIfBilledChanged(tx, actor, id, billed, correction)
        : null;
      const mailed =
        customerSave !== null && !customerSave.cancelled && buyer.order_confirmation_emails
          ? await this.queueChangedConfirmation(tx, customerSave.email, version + 1, {
              ...parsed,
              id,
              customerId: parsed.customerId,
              orderDate: current.orderDate,
              lines,
              totals: after,
              version: version + 1,
            })
          : false;
      const updated = customerSave
        ? `${nextSnapshot.companyName} ${customerSave.cancelled ? 'cancelled' : 'changed'} order ${shortOrderId(id)}`
        : `Order ${shortOrderId(id)} updated for ${nextSnapshot.companyName}`;
      return {
        result: { customerId: parsed.customerId, mailed: mailed || (corrected?.mailed ?? false) },
        notice: { message: corrected ? `${updated}: ${corrected.message}` : updated, orderId: id },
      };
    });
    if (saved.mailed) this.deps.outbox.wake();
    this.deps.events.publish('order', {
      action: 'UPDATED',
      orderId: id,
      customerId: saved.customerId,
      version: version + 1,
      actorName: name,
    });
    this.deps.orderSync.committed();
  }

  /** Queues the confirmation mail of a customer's change; one per version, so each change mails once. */
  private async queueChangedConfirmation(
    tx: Transaction,
    to: string,
    version: number,
    o: Parameters<typeof newOrderView>[0],
  ): Promise<true> {
    await tx.insert(outbox).values(confirmationEntry(to, newOrderView(o), { version }));
    return true;
  }

  /**
   * The customer's own order, locked until the transaction ends, if they may still change it: anyone else's is
   * ORDER_NOT_FOUND, a locked one ORDER_LOCKED (checked before the version, so a customer whose order was packed
   * meanwhile is told it is locked, not that someone changed it), an older version ORDER_STALE.
   */
  private async lockedForCustomer(
    tx: Transaction,
    id: string,
    version: number,
    customerSave: CustomerSave,
    shopCutoffHour: number,
    zone: DeliveryZone | null,
    now: Date,
  ): Promise<OrderRow> {
    const [current] = await tx.select().from(order).where(eq(order.id, id)).for('update');
    if (!current || current.customerId !== customerSave.customerId) throw new DomainError('ORDER_NOT_FOUND');
    // A delivery goes by its zone's earlier cutoff, as it was placed.
    const cutoffHour = current.isDelivery === true ? zoneCutoffHour(zone, shopCutoffHour) : shopCutoffHour;
    const weighed = await tx
      .select({ id: orderLine.id })
      .from(orderLine)
      .where(and(eq(orderLine.orderId, id), isNotNull(orderLine.packedWeight)))
      .limit(1);
    const lockable = {
      status: current.status as OrderStatus,
      processingDate: current.processingDate,
      packingStarted: weighed.length > 0,
    };
    const window = customerChangeWindow(lockable, now, cutoffHour);
    if (!window.open) {
      throw new DomainError(
        'ORDER_LOCKED',
        orderLockedMessage(window.reason, lockable, cutoffHour, customerSave.phone),
      );
    }
    if (current.version !== version) throw staleError(current);
    return current;
  }

  /** Deletes an order read at `version`, its lines and history with it. An invoiced order stays. */
  async delete(actor: Viewer, id: string, version: number): Promise<void> {
    const customerId = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.locked(tx, id, version);
      const [invoiced] = await tx.select({ id: invoice.id }).from(invoice).where(eq(invoice.orderId, id));
      if (invoiced) throw new DomainError('ORDER_DELETE_FAILED');
      const pushed = await this.deps.orderSync.before(tx, id);
      await tx.delete(order).where(eq(order.id, id));
      await this.deps.orderSync.queueDeleted(tx, id, pushed);
      return {
        result: current.customerId,
        // No order id: the notice would name an order that no longer exists.
        notice: { message: `Order ${shortOrderId(id)} deleted for ${current.customerSnapshot.companyName}` },
      };
    });
    this.deps.events.publish('order', {
      action: 'DELETED',
      orderId: id,
      customerId,
      actorName: actorName(actor),
    });
    this.deps.orderSync.committed();
  }

  /** The order, locked until the transaction ends, if it is still at `version`; ORDER_STALE otherwise. */
  private async locked(tx: Transaction, id: string, version: number): Promise<OrderRow> {
    const [current] = await tx.select().from(order).where(eq(order.id, id)).for('update');
    if (!current) throw new DomainError('ORDER_NOT_FOUND');
    if (current.version !== version) throw staleError(current);
    return current;
  }

  /** Removes the lines no longer there, updates the kept ones that changed, inserts the new ones. */
  private async writeLines(
    tx: Transaction,
    orderId: string,
    before: readonly StaffLine[],
    after: readonly StaffLine[],
    now: Date,
  ): Promise<void> {
    const afterIds = new Set(after.map((l) => l.id));
    const removed = before.filter((l) => !afterIds.has(l.id)).map((l) => l.id);
    if (removed.length > 0) await tx.delete(orderLine).where(inArray(orderLine.id, removed));
    const beforeById = new Map(before.map((l, position) => [l.id, { line: l, position }]));
    const added = [];
    for (const [position, line] of after.entries()) {
      const was = beforeById.get(line.id);
      if (!was) {
        added.push(lineColumns(orderId, line, position));
        continue;
      }
      const changed =
        was.position !== position ||
        was.line.quantity !== line.quantity ||
        was.line.packedWeight !== line.packedWeight ||
        was.line.notes !== line.notes ||
        was.line.unitPrice !== line.unitPrice ||
        was.line.priceOverridden !== line.priceOverridden;
      if (changed) {
        await tx
          .update(orderLine)
          .set({
            quantity: String(line.quantity),
            packedWeight: line.packedWeight === null ? null : String(line.packedWeight),
            notes: line.notes,
            unitPrice: toDecimalString(line.unitPrice),
            priceOverridden: line.priceOverridden,
            position,
            updatedAt: now,
          })
          .where(eq(orderLine.id, line.id));
      }
    }
    if (added.length > 0) await tx.insert(orderLine).values(added);
  }

  /** The customer's refusal of their own order, in their words, with the shop's phone to call. */
  private async customerRefusal(refusal: OrderRefusal): Promise<DomainError> {
    const { phone } = await this.deps.settings.businessProfile();
    const code = refusal.kind === 'ON_STOP' ? 'ACCOUNT_ON_HOLD' : 'CREDIT_LIMIT_EXCEEDED';
    return new DomainError(code, customerRefusalMessage(refusal, phone));
  }

  /**
   * The customer and the products asked for, priced at the customer's level (the read placing uses).
   * An archived customer (deleted by staff, kept for their orders) is refused unless `allowArchived`.
   */
  private async buyerAndProducts(
    parsed: ParsedStaffOrder,
    { allowArchived }: { allowArchived: boolean },
  ): Promise<{
    buyer: BuyerAndProductRow & { archived: boolean };
    snapshot: CustomerSnapshot;
    products: Map<string, OrderableProduct>;
  }> {
    const [rows, [found]] = await Promise.all([
      this.deps.run<BuyerAndProductRow>(READ_BUYER_AND_PRODUCTS, [
        parsed.customerId,
        JSON.stringify(parsed.lines.map((l) => l.productId)),
        null,
        NO_KEY,
      ]),
      this.deps.db
        .select({ archivedAt: customer.archivedAt })
        .from(customer)
        .where(eq(customer.id, parsed.customerId)),
    ]);
    const [buyer] = rows;
    if (!buyer || !found) throw new DomainError('NOT_FOUND', CUSTOMER_GONE);
    const archived = found.archivedAt !== null;
    if (archived && !allowArchived) throw new DomainError('NOT_FOUND', CUSTOMER_GONE);
    return { buyer: { ...buyer, archived }, snapshot: customerSnapshotOf(buyer), products: productsOf(rows) };
  }

  private async saved(id: string): Promise<AdminOrder> {
    const view = await this.deps.list.get(id);
    if (!view) throw new DomainError('ORDER_NOT_FOUND');
    return view;
  }
}
