import type { CustomerLevel } from '@cleaver/domain/constants';
import { isDateOnly } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents } from '@cleaver/domain/money';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { type OrderFilter, type OrderStatus, shortOrderId, statusesForFilter } from '@cleaver/domain/status';
import { isBilledOnPackedWeights, type OrderTotals, storedOrderTotals } from '@cleaver/domain/totals';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, invoice, type OrderChangeRecord, order, orderChange, orderLine } from '../../db/schema.ts';
import type { EventBus } from '../../platform/events.ts';
import { KeptUntilChange } from '../../platform/kept-until-change.ts';
import { type CatalogueProduct, type ProductsService, ranked } from '../catalogue/products.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export type AdminOrderRow = {
  id: string;
  shortId: string;
  customerId: string | null;
  /** null when the customer record is gone. */
  companyName: string | null;
  processingDate: string;
  isDelivery: boolean | null;
  itemCount: number;
  total: Cents;
  totalIsEstimate: boolean;
  status: OrderStatus;
  invoiceNumber: number | null;
};

/**
 * A page of the list and how many orders match. The count stops at a round number past the page
 * ({@link ORDER_COUNT_STEP}, {@link SEARCH_COUNT_STEP} for a search): then `countIsCapped` is true and more orders match than `totalCount`.
 */
export type AdminOrderPage = { rows: AdminOrderRow[]; totalCount: number; countIsCapped: boolean };

export type AdminOrderLine = {
  id: string;
  productId: string | null;
  productName: string;
  productCode: string;
  unit: Unit;
  imageKey: string | null;
  categoryName: string;
  quantity: number;
  packedWeight: number | null;
  unitPrice: Cents;
  /** What the customer's level charges for the product now; null when the product is gone. */
  levelPrice: Cents | null;
  priceOverridden: boolean;
  notes: string;
};

export type AdminOrderCustomer = {
  id: string | null;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  exists: boolean;
};

export type OrderChangeView = {
  id: string;
  version: number;
  at: Date;
  actorName: string;
  summary: string;
  changes: OrderChangeRecord[];
};

export type AdminOrder = {
  id: string;
  shortId: string;
  version: number;
  status: OrderStatus;
  orderDate: Date;
  processingDate: string;
  line: CustomerLevel;
  priceLevelId: string | null;
  purchaseOrder: string;
  notes: string;
  isDelivery: boolean | null;
  freight: Cents;
  cutting: Cents;
  customer: AdminOrderCustomer;
  productionRef: string | null;
  invoiceNumber: number | null;
  lines: AdminOrderLine[];
  totals: OrderTotals;
  totalIsEstimate: boolean;
  updatedAt: Date;
  updatedByName: string | null;
  /** Newest first. */
  history: OrderChangeView[];
};

export type StaffOrderProduct = {
  id: string;
  name: string;
  code: string;
  unit: Unit;
  categoryId: string | null;
  categoryName: string;
  imageKey: string | null;
  price: Cents;
  isEnabled: boolean;
  inStock: boolean;
};

/** Most orders one page of the back-office list may hold. */
export const ADMIN_ORDERS_PAGE_MAX = 100;
/**
 * The list counts matches up to the next multiple of this past the page it shows, and says "1,000+" beyond:
 * an exact count of a common word reads every order that holds it (a third of a second at 100,000 orders).
 */
export const ORDER_COUNT_STEP = 1000;
/**
 * The same for a search, "200+": a search's matches lie scattered through the list's index (one in eight orders
 * holds "kitchen"), so counting 1,001 of them read 8,000 entries, the search's whole cost under ten staff at once.
 */
export const SEARCH_COUNT_STEP = 200;
/** Products the order screen's Add Product dialog gets when it asks for no limit, and the most it may ask. */
const STAFF_PRODUCTS_DEFAULT_LIMIT = 200;
const STAFF_PRODUCTS_MAX_LIMIT = 1000;

export type OrderAdminListDeps = {
  db: Database;
  /** Order changes heard from any instance, which make the list's kept counts stale. */
  events?: EventBus;
  settings: Pick<SettingsService, 'variables'>;
  products: Pick<ProductsService, 'all' | 'get'>;
  pricing: Pick<PricingService, 'customPricesOfCustomer'>;
};

/** An order's lines as the list's statement gives them: "quantity packed-weight-or-- unit-price", comma-separated. */
function linesOfText(
  text: string | null,
): { quantity: number; packedWeight: number | null; unitPrice: Cents }[] {
  if (!text) return [];
  return text.split(',').map((line) => {
    const [quantity = '0', packedWeight = '-', unitPrice = '0'] = line.split(' ');
    return {
      quantity: Number(quantity),
      packedWeight: packedWeight === '-' ? null : Number(packedWeight),
      unitPrice: toCents(unitPrice),
    };
  });
}

/** Rows of a plain SQL query; both drivers answer with `rows`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** An order id prefix as a range of uuids (so the primary key answers it), or null when it cannot be one. */
function idPrefixRange(term: string): { low: string; high: string } | null {
  const hex = term.replaceAll('-', '');
  if (hex.length === 0 || hex.length > 32 || !/^[0-9a-f]+$/.test(hex)) return null;
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  return { low: asUuid(hex.padEnd(32, '0')), high: asUuid(hex.padEnd(32, 'f')) };
}

/** What the orders list is filtered by: a status filter, processing dates (both included) and a search. */
export type OrderListFilter = {
  filter: OrderFilter;
  search?: string | null;
  from?: string | null;
  to?: string | null;
};

/** An order as the exported list holds it: no totals, which would mean reading every order's lines. */
export type OrderListExportRow = {
  id: string;
  shortId: string;
  /** null when the customer record is gone. */
  companyName: string | null;
  processingDate: string;
  status: OrderStatus;
};

/** The first {@link ORDER_EXPORT_MAX} orders of a filter and how many the filter holds in all. */
export type OrderListExport = { rows: OrderListExportRow[]; totalCount: number };

/** Most orders a download of the list holds: a year of a busy supplier is ~50,000, so a period is asked for. */
export const ORDER_EXPORT_MAX = 10_000;

// A deleted customer is gone; an archived one (staff deleted them, their orders kept) reads as gone too.
const COMPANY_NAME = sql`case when c.id is null or c.archived_at is not null then null
  else o.customer_snapshot->>'companyName' end as company_name`;

/** The list's filter as a `where` over `"order" o`: status, processing dates (both included) and search. */
function listWhere(input: OrderListFilter): SQL {
  for (const date of [input.from, input.to]) {
    if (date && !isDateOnly(date)) throw new DomainError('BAD_INPUT', 'Dates must be YYYY-MM-DD.');
  }
  const conditions: SQL[] = [];
  const statuses = statusesForFilter(input.filter);
  if (statuses.length === 1) conditions.push(sql`o.status = ${statuses[0]}`);
  else if (input.filter !== 'ALL') {
    conditions.push(
      sql`o.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (input.from) conditions.push(sql`o.processing_date >= ${input.from}::date`);
  if (input.to) conditions.push(sql`o.processing_date <= ${input.to}::date`);
  const term = normalizeSearchTerm(input.search ?? '');
  if (term) {
    const range = idPrefixRange(term);
    // The term's own % and _ are matched as themselves.
    const text = sql`o.search_text like ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}`;
    conditions.push(range ? sql`(${text} or o.id between ${range.low}::uuid and ${range.high}::uuid)` : text);
  }
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * The back office's reading of orders: the list staff work from (paged, filtered and searched in the
 * database, totals from the domain rules), one order with its lines and history, and the products staff
 * may add to an order at the customer's prices.
 */
export class OrderAdminListService {
  /**
   * The list's counts, per filter, search, dates and cap, kept until an order is placed, changed or deleted: staff
   * page and search the list far more often than orders change, and on PGlite the count cost as much as the page.
   */
  private readonly counts: KeptUntilChange<number>;

  constructor(private readonly deps: OrderAdminListDeps) {
    this.counts = new KeptUntilChange(deps.events, { order: true });
  }

  /**
   * A page of orders, newest processing date first. `search` looks in the company (as ordered), the
   * purchase order (both in `order.search_text`) and the order id from its start; `from` and `to` bound
   * the processing date (inclusive). One statement for the page with its lines, one for its count (capped: see
   * {@link ORDER_COUNT_STEP} and {@link SEARCH_COUNT_STEP}; kept until an order changes).
   */
  async list(input: OrderListFilter & { offset: number; limit: number }): Promise<AdminOrderPage> {
    const { offset, limit } = input;
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError('BAD_INPUT', 'offset must be 0 or more.');
    if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_ORDERS_PAGE_MAX) {
      throw new DomainError('BAD_INPUT', `limit must be a whole number from 1 to ${ADMIN_ORDERS_PAGE_MAX}.`);
    }
    const where = listWhere(input);
    const searching = Boolean(normalizeSearchTerm(input.search ?? ''));
    // The count stops at the cap: an exact count of a common word, or of every order, reads them all.
    const step = searching ? SEARCH_COUNT_STEP : ORDER_COUNT_STEP;
    const cap = (Math.floor((offset + limit) / step) + 1) * step;
    const pageRows = rowsOf<{
      id: string;
      customer_id: string | null;
      company_name: string | null;
      processing_date: string;
      is_delivery: boolean | null;
      status: string;
      freight: string;
      cutting: string;
      invoice_number: number | null;
      lines: string | null;
    }>(
      this.deps.db,
      // The page's ids first, from the list's index alone (order_list_idx holds the status and search text): an
      // index-only scan in the list's order that stops at the page. Then the page's own rows, and its lines as one
      // text an order: on PGlite turning rows into JavaScript costs more than the database's work, and 250 lines
      // are 1,000 values against 25.
      sql`
      with page as (
        select o.id from "order" o
        ${where}
        order by o.processing_date desc, o.order_date desc, o.id desc
        limit ${limit} offset ${offset}
      )
      select o.id, o.customer_id, ${COMPANY_NAME},
        to_char(o.processing_date, 'YYYY-MM-DD') as processing_date, o.is_delivery, o.status,
        o.freight::text as freight, o.cutting::text as cutting, i.invoice_number,
        (select string_agg(l.quantity::text || ' ' || coalesce(l.packed_weight::text, '-') || ' ' ||
          l.unit_price::text, ',') from order_line l where l.order_id = o.id) as lines
      from page
      join "order" o on o.id = page.id
      left join customer c on c.id = o.customer_id
      left join invoice i on i.order_id = o.id
      order by o.processing_date desc, o.order_date desc, o.id desc`,
    );
    const countKey = JSON.stringify([
      input.filter,
      input.search ?? '',
      input.from ?? '',
      input.to ?? '',
      cap,
    ]);
    const countMatching = () =>
      this.counts.get(countKey, async () => {
        const [row] = await rowsOf<{ n: number | string }>(
          this.deps.db,
          sql`select count(*) as n from (select 1 from "order" o ${where} limit ${cap + 1}) matching`,
        );
        return Number(row?.n ?? 0);
      });
    const settings = this.deps.settings.variables();
    let rows: Awaited<typeof pageRows>;
    let matching: number;
    if (searching) {
      // A search's page that is not full ends the list, so it gives the count: a rare word or a purchase order
      // number costs one statement, not two reads of the whole index.
      rows = await pageRows;
      const isLast = rows.length < limit && (rows.length > 0 || offset === 0);
      matching = isLast ? offset + rows.length : await countMatching();
    } else {
      [rows, matching] = await Promise.all([pageRows, countMatching()]);
    }
    const variables = await settings;
    const page = rows.map((r): AdminOrderRow => {
      const status = r.status as OrderStatus;
      const own = linesOfText(r.lines);
      const totals = storedOrderTotals(
        { status, isDelivery: r.is_delivery, freight: toCents(r.freight), cutting: toCents(r.cutting) },
        own,
        variables,
      );
      return {
        id: r.id,
        shortId: shortOrderId(r.id),
        customerId: r.customer_id,
        companyName: r.company_name,
        processingDate: r.processing_date,
        isDelivery: r.is_delivery,
        itemCount: own.length,
        total: totals.total,
        totalIsEstimate: !isBilledOnPackedWeights(status),
        status,
        invoiceNumber: r.invoice_number,
      };
    });
    return { rows: page, totalCount: Math.min(matching, cap), countIsCapped: matching > cap };
  }

  /**
   * Every order of a filter for a download, in the list's order, up to {@link ORDER_EXPORT_MAX}, with the
   * filter's count, so the file can say when it holds only the newest of them. One statement.
   */
  async exportList(input: OrderListFilter): Promise<OrderListExport> {
    const where = listWhere(input);
    const rows = await rowsOf<{
      id: string;
      company_name: string | null;
      processing_date: string;
      status: string;
      total_count: number | string;
    }>(
      this.deps.db,
      sql`
      select o.id, ${COMPANY_NAME}, to_char(o.processing_date, 'YYYY-MM-DD') as processing_date, o.status,
        (select count(*) from "order" o ${where}) as total_count
      from "order" o
      left join customer c on c.id = o.customer_id
      ${where}
      order by o.processing_date desc, o.order_date desc, o.id desc
      limit ${ORDER_EXPORT_MAX}`,
    );
    return {
      rows: rows.map((r) => ({
        id: r.id,
        shortId: shortOrderId(r.id),
        companyName: r.company_name,
        processingDate: r.processing_date,
        status: r.status as OrderStatus,
      })),
      totalCount: Number(rows[0]?.total_count ?? 0),
    };
  }

  /** One order with its lines, totals and history; null when there is none. */
  async get(id: string): Promise<AdminOrder | null> {
    const [found] = await this.deps.db
      .select({
        order,
        customer: {
          id: customer.id,
          companyName: customer.companyName,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          mobile: customer.mobile,
          archivedAt: customer.archivedAt,
        },
        invoiceNumber: invoice.invoiceNumber,
      })
      .from(order)
      .leftJoin(customer, eq(customer.id, order.customerId))
      .leftJoin(invoice, eq(invoice.orderId, order.id))
      .where(eq(order.id, id));
    if (!found) return null;
    const o = found.order;
    const [lines, changes, settings, levelPrices] = await Promise.all([
      this.deps.db.select().from(orderLine).where(eq(orderLine.orderId, id)).orderBy(asc(orderLine.position)),
      this.deps.db
        .select()
        .from(orderChange)
        .where(eq(orderChange.orderId, id))
        .orderBy(desc(orderChange.at), desc(orderChange.version)),
      this.deps.settings.variables(),
      found.customer ? this.deps.pricing.customPricesOfCustomer(found.customer.id) : new Map<string, Cents>(),
    ]);
    const status = o.status as OrderStatus;
    const adminLines = await Promise.all(
      lines.map(async (l): Promise<AdminOrderLine> => {
        const current = l.productId
          ? await this.deps.products.get(l.productId, { includeDisabled: true })
          : null;
        return {
          id: l.id,
          productId: l.productId,
          productName: l.productName,
          productCode: l.productCode,
          unit: toUnit(l.unit) ?? 'EACH',
          imageKey: l.imageKey,
          categoryName: l.categoryName,
          quantity: Number(l.quantity),
          packedWeight: l.packedWeight === null ? null : Number(l.packedWeight),
          unitPrice: toCents(l.unitPrice),
          levelPrice: current ? (levelPrices.get(current.id) ?? current.defaultPrice) : null,
          priceOverridden: l.priceOverridden,
          notes: l.notes,
        };
      }),
    );
    const snapshot = o.customerSnapshot;
    const c = found.customer;
    const freight = toCents(o.freight);
    const cutting = toCents(o.cutting);
    const history: OrderChangeView[] = changes.map((row) => ({
      id: row.id,
      version: row.version,
      at: row.at,
      actorName: row.actorName,
      summary: row.summary,
      changes: row.changes,
    }));
    // A customer's own placement writes no history row (placing stays one statement): it is read from the order.
    if (!changes.some((row) => row.version === 1)) {
      history.push({
        id: `${o.id}:placed`,
        version: 1,
        at: o.orderDate,
        actorName: snapshot.companyName,
        summary: `Placed by ${snapshot.companyName}`,
        changes: [],
      });
    }
    return {
      id: o.id,
      shortId: shortOrderId(o.id),
      version: o.version,
      status,
      orderDate: o.orderDate,
      processingDate: o.processingDate,
      line: o.line as CustomerLevel,
      priceLevelId: o.priceLevelId,
      purchaseOrder: o.purchaseOrder,
      notes: o.notes,
      isDelivery: o.isDelivery,
      freight,
      cutting,
      customer: c
        ? {
            id: c.id,
            companyName: c.companyName,
            contactName: `${c.firstName} ${c.lastName}`.trim(),
            email: c.email,
            phone: c.mobile,
            // Archived (deleted by staff, kept for their orders): shown as unknown, still saved with the order.
            exists: c.archivedAt === null,
          }
        : {
            id: null,
            companyName: snapshot.companyName,
            contactName: `${snapshot.firstName} ${snapshot.lastName}`.trim(),
            email: snapshot.email,
            phone: snapshot.mobile,
            exists: false,
          },
      productionRef: o.productionRef,
      invoiceNumber: found.invoiceNumber ?? null,
      lines: adminLines,
      totals: storedOrderTotals({ status, isDelivery: o.isDelivery, freight, cutting }, adminLines, settings),
      totalIsEstimate: !isBilledOnPackedWeights(status),
      updatedAt: o.updatedAt,
      updatedByName: o.updatedByName,
      history,
    };
  }

  /**
   * Products staff may add to an order: enabled and not archived (out-of-stock ones listed, marked), by name
   * or by search rank, priced at the customer's level (default prices without a customer).
   */
  async products(input: {
    customerId: string | null;
    search: string | null;
    categoryId: string | null;
    limit: number | null;
  }): Promise<StaffOrderProduct[]> {
    const limit = input.limit ?? STAFF_PRODUCTS_DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > STAFF_PRODUCTS_MAX_LIMIT) {
      throw new DomainError(
        'BAD_INPUT',
        `limit must be a whole number from 1 to ${STAFF_PRODUCTS_MAX_LIMIT}.`,
      );
    }
    const [all, prices] = await Promise.all([
      this.deps.products.all(),
      input.customerId
        ? this.deps.pricing.customPricesOfCustomer(input.customerId)
        : Promise.resolve(new Map<string, Cents>()),
    ]);
    const offered = (p: CatalogueProduct) =>
      p.isEnabled && (input.categoryId === null || p.categoryId === input.categoryId);
    const term = normalizeSearchTerm(input.search ?? '');
    const found = (term ? ranked(all, term).map((p) => p.product) : all).filter(offered);
    return found.slice(0, limit).map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      unit: p.unit,
      categoryId: p.categoryId,
      categoryName: p.categoryName,
      imageKey: p.imageKey,
      price: prices.get(p.id) ?? p.defaultPrice,
      isEnabled: p.isEnabled,
      inStock: p.inStock,
    }));
  }
}
