import { zoneClosedDays } from '@cleaver/domain/delivery-zones';
import type { ClosedDayLookup } from '@cleaver/domain/holidays';
import { type Cents, toCents } from '@cleaver/domain/money';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import {
  type Frequency,
  firstDayToCome,
  frequencyText,
  nextRuns,
  type RecurringFilter,
  type RecurringPlan,
  type RecurringRun,
} from '@cleaver/domain/recurring';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customer,
  customPrice,
  deliveryZone,
  product,
  recurringOrder,
  recurringOrderLine,
} from '../../db/schema.ts';

// How staff and customers read standing orders: plain rows in, views out. Lines come in one query per
// page (joined to their products and the customer's level prices), never one per line.

export type RecurringOrderLineView = {
  id: string;
  productId: string;
  productName: string;
  productCode: string;
  unit: Unit;
  quantity: number;
  notes: string;
  imageKey: string | null;
  /** Enabled, in stock and not archived: false = the scheduler leaves it off. */
  available: boolean;
  /** Disabled or archived by staff: it will not come (out of stock may pass). */
  withdrawn: boolean;
  /** Cents at the customer's level now; null when unavailable. */
  unitPrice: Cents | null;
};

export type RecurringOrderCustomerView = {
  id: string;
  companyName: string;
  firstName: string;
  lastName: string;
  customerCode: string;
  email: string;
  isActive: boolean;
  /** The zone whose days the customer's standing deliveries go by; null: none. */
  deliveryZone: ZoneDays;
};

export type RecurringOrderView = {
  id: string;
  customer: RecurringOrderCustomerView;
  isActive: boolean;
  frequency: Frequency;
  startingDate: string;
  selectedDays: number[];
  frequencyText: string;
  isDelivery: boolean | null;
  /** Cents; null: the freight rule decides on each order. */
  freight: Cents | null;
  cutting: Cents;
  notes: string;
  lines: RecurringOrderLineView[];
  /** The next runs from today; none while inactive. */
  nextRuns: RecurringRun[];
  lastGeneratedDate: string | null;
  updatedAt: Date;
  /** Bumped by every staff save. */
  version: number;
  /** Who saved it last (null on standing orders set before it was recorded). */
  updatedByName: string | null;
};

export type RecurringOrderRowView = {
  id: string;
  companyName: string;
  frequency: Frequency;
  selectedDays: number[];
  frequencyText: string;
  isActive: boolean;
  /** null while inactive. */
  nextRun: RecurringRun | null;
};

export type RecurringOrderPageView = { rows: RecurringOrderRowView[]; total: number };

export type MyRecurringOrderView = {
  id: string;
  frequencyText: string;
  startingDate: string;
  isDelivery: boolean | null;
  lines: Array<{ productName: string; unit: Unit; quantity: number; imageKey: string | null }>;
  nextRuns: RecurringRun[];
};

/** What the dates of a standing order need: today (Auckland) and the shop's closed days. */
export type RunCalendar = { today: string; closed: ClosedDayLookup };

/** The customer's delivery zone, whose days a delivery standing order goes by; null: none. */
export type ZoneDays = { name: string; weekdays: number[] } | null;

const zoneColumns = { name: deliveryZone.name, weekdays: deliveryZone.weekdays };

type OrderRow = typeof recurringOrder.$inferSelect;

export function planOf(row: Pick<OrderRow, 'frequency' | 'startingDate' | 'selectedDays'>): RecurringPlan {
  return {
    frequency: row.frequency as Frequency,
    startingDate: row.startingDate,
    selectedDays: row.selectedDays,
  };
}

/** The days a standing order's deliveries move past: the shop's closed days, and for a delivery its zone's gaps. */
export function standingDays(
  isDelivery: boolean | null,
  zone: ZoneDays,
  closed: ClosedDayLookup,
): ClosedDayLookup {
  return isDelivery === true ? zoneClosedDays(closed, zone) : closed;
}

/**
 * The next `count` runs of an active standing order still to come (from today, or tomorrow once today's is
 * made); none while it is stopped.
 */
export function comingRuns(
  row: Pick<
    OrderRow,
    'frequency' | 'startingDate' | 'selectedDays' | 'isActive' | 'lastGeneratedDate' | 'isDelivery'
  >,
  zone: ZoneDays,
  calendar: RunCalendar,
  count: number,
): RecurringRun[] {
  if (!row.isActive) return [];
  const from = firstDayToCome(calendar.today, row.lastGeneratedDate);
  return nextRuns(planOf(row), from, standingDays(row.isDelivery, zone, calendar.closed), count);
}

const customerColumns = {
  id: customer.id,
  companyName: customer.companyName,
  firstName: customer.firstName,
  lastName: customer.lastName,
  customerCode: customer.code,
  email: customer.email,
  isActive: customer.isActive,
};

/** The standing order with its customer; undefined when there is none. */
export async function readRecurringOrder(
  db: Executor,
  id: string,
): Promise<
  { order: OrderRow; customer: Omit<RecurringOrderCustomerView, 'deliveryZone'>; zone: ZoneDays } | undefined
> {
  const [row] = await db
    .select({ order: recurringOrder, customer: customerColumns, zone: zoneColumns })
    .from(recurringOrder)
    .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
    .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
    .where(eq(recurringOrder.id, id));
  return row;
}

/** The lines of the given standing orders in their order, priced at each one's customer's level now. */
export async function readLines(
  db: Executor,
  recurringOrderIds: readonly string[],
): Promise<Map<string, RecurringOrderLineView[]>> {
  const byOrder = new Map<string, RecurringOrderLineView[]>();
  if (recurringOrderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      line: recurringOrderLine,
      name: product.name,
      code: product.code,
      unit: product.unit,
      imageKey: product.imageKey,
      isEnabled: product.isEnabled,
      inStock: product.inStock,
      archivedAt: product.archivedAt,
      defaultPrice: product.defaultPrice,
      customPrice: customPrice.price,
    })
    .from(recurringOrderLine)
    .innerJoin(recurringOrder, eq(recurringOrder.id, recurringOrderLine.recurringOrderId))
    .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
    .innerJoin(product, eq(product.id, recurringOrderLine.productId))
    .leftJoin(
      customPrice,
      and(eq(customPrice.productId, product.id), eq(customPrice.priceLevelId, customer.priceLevelId)),
    )
    .where(inArray(recurringOrderLine.recurringOrderId, [...recurringOrderIds]))
    .orderBy(asc(recurringOrderLine.position), asc(recurringOrderLine.id));
  for (const row of rows) {
    const withdrawn = !row.isEnabled || row.archivedAt !== null;
    const available = !withdrawn && row.inStock;
    const view: RecurringOrderLineView = {
      id: row.line.id,
      productId: row.line.productId,
      productName: row.name,
      productCode: row.code,
      unit: toUnit(row.unit) ?? 'EACH',
      quantity: Number(row.line.quantity),
      notes: row.line.notes,
      imageKey: row.imageKey,
      available,
      withdrawn,
      unitPrice: available ? toCents(row.customPrice ?? row.defaultPrice) : null,
    };
    const own = byOrder.get(row.line.recurringOrderId);
    if (own) own.push(view);
    else byOrder.set(row.line.recurringOrderId, [view]);
  }
  return byOrder;
}

export function recurringOrderView(
  row: { order: OrderRow; customer: Omit<RecurringOrderCustomerView, 'deliveryZone'>; zone: ZoneDays },
  lines: RecurringOrderLineView[],
  calendar: RunCalendar,
  runsShown: number,
): RecurringOrderView {
  const o = row.order;
  return {
    id: o.id,
    customer: { ...row.customer, deliveryZone: row.zone },
    isActive: o.isActive,
    frequency: o.frequency as Frequency,
    startingDate: o.startingDate,
    selectedDays: o.selectedDays,
    frequencyText: frequencyText(planOf(o)),
    isDelivery: o.isDelivery,
    freight: o.freight === null ? null : toCents(o.freight),
    cutting: toCents(o.cutting),
    notes: o.notes,
    lines,
    nextRuns: comingRuns(o, row.zone, calendar, runsShown),
    lastGeneratedDate: o.lastGeneratedDate,
    updatedAt: o.updatedAt,
    version: o.version,
    updatedByName: o.updatedByName,
  };
}

/** A customer's active standing orders, oldest first, with the products that can still come. */
export async function readCustomersRecurringOrders(
  db: Executor,
  customerId: string,
  calendar: RunCalendar,
  runsShown: number,
): Promise<MyRecurringOrderView[]> {
  const orders = await db
    .select({ recurring_order: recurringOrder, zone: zoneColumns })
    .from(recurringOrder)
    .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
    .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
    .where(
      and(
        eq(recurringOrder.customerId, customerId),
        eq(recurringOrder.isActive, true),
        isNull(customer.archivedAt),
      ),
    )
    .orderBy(asc(recurringOrder.createdAt), asc(recurringOrder.id));
  const lines = await readLines(
    db,
    orders.map((o) => o.recurring_order.id),
  );
  return orders.map(({ recurring_order: o, zone }) => ({
    id: o.id,
    frequencyText: frequencyText(planOf(o)),
    startingDate: o.startingDate,
    isDelivery: o.isDelivery,
    // A product staff disabled or removed will not come; one out of stock may come again.
    lines: (lines.get(o.id) ?? [])
      .filter((l) => !l.withdrawn)
      .map((l) => ({ productName: l.productName, unit: l.unit, quantity: l.quantity, imageKey: l.imageKey })),
    nextRuns: comingRuns(o, zone, calendar, runsShown),
  }));
}

/** `%` and `_` typed in a search are looked for as themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A page of standing orders by company (then id): all or one frequency, `search` in the company
 * (case-insensitive, anywhere in it). One statement with its count; a page past the end counts on its own.
 */
export async function readRecurringOrderPage(
  db: Executor,
  input: { filter: RecurringFilter; search?: string | null; offset: number; limit: number },
  calendar: RunCalendar,
): Promise<RecurringOrderPageView> {
  const { offset, limit } = input;
  const conditions: SQL[] = [];
  if (input.filter !== 'ALL') conditions.push(eq(recurringOrder.frequency, input.filter));
  const term = normalizeSearchTerm(input.search ?? '');
  if (term) conditions.push(ilike(customer.companyName, `%${escapeLike(term)}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: recurringOrder.id,
      companyName: customer.companyName,
      frequency: recurringOrder.frequency,
      startingDate: recurringOrder.startingDate,
      selectedDays: recurringOrder.selectedDays,
      isActive: recurringOrder.isActive,
      lastGeneratedDate: recurringOrder.lastGeneratedDate,
      isDelivery: recurringOrder.isDelivery,
      zone: zoneColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(recurringOrder)
    .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
    .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
    .where(where)
    .orderBy(asc(sql`lower(${customer.companyName})`), asc(customer.companyName), asc(recurringOrder.id))
    .limit(limit)
    .offset(offset);
  const page = rows.map((r) => {
    const plan = planOf(r);
    return {
      id: r.id,
      companyName: r.companyName,
      frequency: plan.frequency,
      selectedDays: r.selectedDays,
      frequencyText: frequencyText(plan),
      isActive: r.isActive,
      nextRun: comingRuns(r, r.zone, calendar, 1)[0] ?? null,
    };
  });
  if (rows.length > 0 || offset === 0) return { rows: page, total: rows[0]?.total ?? 0 };
  const [counted] = await db
    .select({ n: count() })
    .from(recurringOrder)
    .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
    .where(where);
  return { rows: page, total: Number(counted?.n ?? 0) };
}
