import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import {
  aucklandSpan,
  type DateRange,
  daysBetween,
  MAX_CHART_DAYS,
  MAX_TOP_CUSTOMER_DAYS,
  monthRange,
  salesRangeProblem,
  splitIntoWholeMonths,
  TOP_CUSTOMERS,
} from '@cleaver/domain/dashboard';
import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents } from '@cleaver/domain/money';
import type { OrderStatus } from '@cleaver/domain/status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  rowsOf,
  SALES_COLUMNS,
  type SalesAmount,
  type SalesRow,
  salesAmount,
  salesIssuedWithin,
} from './dashboard-sql.ts';
import { type DashboardWork, todaysWork } from './todays-work.ts';

export type { SalesAmount } from './dashboard-sql.ts';
export type { DashboardWork } from './todays-work.ts';

/** Where the dashboard's sales figures come from: the built-in ledger, or the accounting middleware. */
export type SalesSource = 'LEDGER' | 'ACCOUNTING';

export type DashboardFigures = {
  /** `YYYY-MM-DD`, Pacific/Auckland, by the business clock. */
  today: string;
  totalCustomers: number;
  daily: SalesAmount;
  yesterday: SalesAmount;
  monthToDate: SalesAmount;
  work: DashboardWork;
  salesSource: SalesSource;
};

export type CustomerSales = { customerId: string | null; customerName: string; exGst: Cents; incGst: Cents };

export type TopCustomers = DateRange & {
  total: SalesAmount;
  /** At most {@link TOP_CUSTOMERS}, largest GST-exclusive amount first, ties by name. */
  customers: CustomerSales[];
  others: SalesAmount;
};

export type DaySales = SalesAmount & { date: string };

export type DayOrders = {
  date: string;
  pending: number;
  packed: number;
  completed: number;
  cancelled: number;
};

export type SalesFiguresDeps = {
  db: Database;
  settings: Pick<SettingsService, 'variables' | 'closedDayLookup'>;
  /** The business clock. */
  now: Clock;
  /** True when the accounting middleware (the HTTP adapter) is the accounting system. */
  accounting: boolean;
};

type CustomerSalesRow = SalesRow & { customer_id: string | null; customer_name: string | null };

/** A range as asked for, or BAD_INPUT saying what is wrong with it. */
function checkedRange(range: DateRange, maxDays: number): DateRange {
  const problem = salesRangeProblem(range.from, range.to, maxDays);
  if (problem) throw new DomainError('BAD_INPUT', problem);
  return range;
}

function addAmounts(a: SalesAmount, b: SalesAmount): SalesAmount {
  return {
    exGst: cents(a.exGst + b.exGst),
    incGst: cents(a.incGst + b.incGst),
    invoiceCount: a.invoiceCount + b.invoiceCount,
  };
}

const NOTHING: SalesAmount = { exGst: cents(0), incGst: cents(0), invoiceCount: 0 };

/**
 * The dashboard's reading of the business from the built-in ledger and the orders: the figure cards, the top
 * customers of a range, and sales and orders day by day. Sales are the invoices net of credit notes and with debit
 * notes, each document on its own day (a credit does not change the invoice's day); counts are of invoices. Days and
 * months are Pacific/Auckland ones; every sum and count is made in the database.
 */
export class SalesFiguresService {
  constructor(private readonly deps: SalesFiguresDeps) {}

  /** The figure cards: active customers, today's, yesterday's and this month's sales, and today's work. */
  async figures(): Promise<DashboardFigures> {
    const today = aucklandDateString(this.deps.now());
    const [customers, sales, work] = await Promise.all([
      rowsOf<{ n: number }>(
        this.deps.db,
        sql`select count(*)::int as n from customer where is_active and archived_at is null`,
      ),
      this.salesToDate(today),
      todaysWork(this.deps.db, this.deps),
    ]);
    return {
      today,
      totalCustomers: Number(customers[0]?.n ?? 0),
      ...sales,
      work,
      salesSource: this.deps.accounting ? 'ACCOUNTING' : 'LEDGER',
    };
  }

  /**
   * Today's, yesterday's and this month's sales so far, in one statement. Today and yesterday are index range
   * scans of the invoices and notes. The month so far is read from invoice_month_sales (a row per customer), less
   * any document dated after today in the month (none, unless the business clock was moved back), plus the
   * documents of customers who are gone (not in the summary): about 60 rows instead of the month's 4,000 invoices
   * (on the bench's ledger the statement took 3.4 ms summing them, 0.4–0.6 ms with the summary).
   */
  private async salesToDate(
    today: string,
  ): Promise<Pick<DashboardFigures, 'daily' | 'yesterday' | 'monthToDate'>> {
    const days = (
      [
        ['daily', today],
        ['yesterday', addDays(today, -1)],
      ] as const
    ).map(
      ([name, day]) =>
        sql`select ${name}::text as name, ${SALES_COLUMNS}
          from ${salesIssuedWithin(aucklandSpan({ from: day, to: day }))} as i`,
    );
    const month = monthRange(today);
    const laterThisMonth =
      today < month.to
        ? sql`union all
          select -i.total, -i.gst, -i.n
          from ${salesIssuedWithin(aucklandSpan({ from: addDays(today, 1), to: month.to }), sql`and i.customer_id is not null`)} as i`
        : sql``;
    const rows = await rowsOf<SalesRow & { name: 'daily' | 'yesterday' | 'monthToDate' }>(
      this.deps.db,
      sql`${sql.join(days, sql` union all `)}
        union all
        select 'monthToDate', coalesce(sum(total) - sum(gst), 0)::text, coalesce(sum(total), 0)::text,
          coalesce(sum(invoice_count), 0)::int
        from (
          select m.total, m.gst, m.invoice_count from invoice_month_sales m where m.month = ${month.from}::date
          ${laterThisMonth}
          union all
          select i.total, i.gst, i.n
          from ${salesIssuedWithin(aucklandSpan({ from: month.from, to: today }), sql`and i.customer_id is null`)} as i
        ) as parts`,
    );
    const byName = new Map(rows.map((row) => [row.name, salesAmount(row)]));
    return {
      daily: byName.get('daily') ?? NOTHING,
      yesterday: byName.get('yesterday') ?? NOTHING,
      monthToDate: byName.get('monthToDate') ?? NOTHING,
    };
  }

  /**
   * The customers who bought most in a range (GST exclusive), the rest as 'others', and the whole. The whole months
   * of the range are read from invoice_month_sales (a row per customer and month), only the days at its ends from
   * the documents: the last 12 months are ~700 summary rows and about a month of invoices, not 50,000 invoices.
   */
  async topCustomers(asked: DateRange): Promise<TopCustomers> {
    const range = checkedRange(asked, MAX_TOP_CUSTOMER_DAYS);
    const { months, edges } = splitIntoWholeMonths(range);
    const wholeMonths = months
      ? sql`select m.customer_id, m.total, m.gst, m.invoice_count from invoice_month_sales m
          where m.month >= ${months.from}::date and m.month <= ${months.to}::date`
      : sql`select null::uuid as customer_id, 0 as total, 0 as gst, 0 as invoice_count where false`;
    // Each end its own range scan of the issued_at index, read from the index alone (an `or` of the two would
    // read the invoice rows).
    const edgeDays = edges.map(
      (edge) => sql`union all
        select i.customer_id, sum(i.total), sum(i.gst), sum(i.n)
        from ${salesIssuedWithin(aucklandSpan(edge), sql`and i.customer_id is not null`)} as i
        group by i.customer_id`,
    );
    // Customers who are gone (a handful of invoices, not in the summary) are named as the invoice, or failing that
    // the order, kept them; the customer index finds their invoices of the whole range. Summed per customer, then
    // named: the join touches one row per customer.
    const rows = await rowsOf<CustomerSalesRow>(
      this.deps.db,
      sql`with parts as (
          ${wholeMonths}
          ${sql.join(edgeDays, sql` `)}),
        sales as (
          select customer_id, null as gone_name, (sum(total) - sum(gst))::text as ex_gst,
            sum(total)::text as inc_gst, sum(invoice_count)::int as invoice_count
          from parts group by customer_id
          union all
          select null, coalesce(i.buyer_name, o.customer_snapshot->>'companyName'), ${SALES_COLUMNS}
          from ${salesIssuedWithin(aucklandSpan(range), sql`and i.customer_id is null`)} as i
          join "order" o on o.id = i.order_id
          group by 2)
        select s.customer_id, coalesce(c.company_name, s.gone_name) as customer_name,
          s.ex_gst, s.inc_gst, s.invoice_count
        from sales s left join customer c on c.id = s.customer_id`,
    );
    const ranked = rows
      .map((row) => ({
        customerId: row.customer_id,
        customerName: row.customer_name ?? ADMIN_MESSAGES.unknownCustomer,
        ...salesAmount(row),
      }))
      .sort((a, b) => b.exGst - a.exGst || a.customerName.localeCompare(b.customerName, 'en-NZ'));
    return {
      ...range,
      total: ranked.reduce(addAmounts, NOTHING),
      customers: ranked.slice(0, TOP_CUSTOMERS),
      others: ranked.slice(TOP_CUSTOMERS).reduce(addAmounts, NOTHING),
    };
  }

  /** Sales of each day of a range (invoices, less credit notes, plus debit notes), days without sales as zeros. */
  async salesByDay(asked: DateRange): Promise<DaySales[]> {
    const range = checkedRange(asked, MAX_CHART_DAYS);
    const rows = await rowsOf<SalesRow & { day: string }>(
      this.deps.db,
      sql`select to_char(i.issued_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD') as day, ${SALES_COLUMNS}
        from ${salesIssuedWithin(aucklandSpan(range))} as i group by 1`,
    );
    const byDay = new Map(rows.map((row) => [row.day, salesAmount(row)]));
    return daysBetween(range.from, range.to).map((date) => ({ date, ...(byDay.get(date) ?? NOTHING) }));
  }

  /**
   * Orders of each day of a range by processing date, counted by status; days without orders as zeros.
   * With a status only that status is counted.
   */
  async ordersByDay(asked: DateRange, status: OrderStatus | null): Promise<DayOrders[]> {
    const range = checkedRange(asked, MAX_CHART_DAYS);
    const onlyStatus = status ? sql`and status = ${status}` : sql``;
    const rows = await rowsOf<{ day: string; status: OrderStatus; n: number }>(
      this.deps.db,
      sql`select to_char(processing_date, 'YYYY-MM-DD') as day, status, count(*)::int as n
        from "order"
        where processing_date >= ${range.from}::date and processing_date <= ${range.to}::date ${onlyStatus}
        group by 1, 2`,
    );
    const counts = new Map(rows.map((row) => [`${row.day} ${row.status}`, Number(row.n)]));
    const count = (date: string, s: OrderStatus) => counts.get(`${date} ${s}`) ?? 0;
    return daysBetween(range.from, range.to).map((date) => ({
      date,
      pending: count(date, 'PENDING'),
      packed: count(date, 'PACKED'),
      completed: count(date, 'COMPLETED'),
      cancelled: count(date, 'CANCELLED'),
    }));
  }
}
