import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthRange } from '@cleaver/domain/dashboard';
import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import autocannon from 'autocannon';
import { count, type SQL, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/prepare.ts';
import { customer, invoice, order } from '../apps/server/src/db/schema.ts';
import { FolderStorage } from '../apps/server/src/platform/storage.ts';
import { adminQuery, databaseIn } from '../apps/server/src/test/seed-template.ts';
import { signInCookie, startServer } from '../e2e/server.ts';

/** Invoices in the ledger the dashboard is measured on: two years of a busy supplier. */
export const DASHBOARD_INVOICES = 100_000;
/** Customers buying: the demo's, topped up with generated ones. */
const DASHBOARD_CUSTOMERS = 60;
/** One order in this many is CANCELLED (and not invoiced). */
const CANCELLED_EVERY = 30;
/** The ledger's two years. */
const HISTORY_DAYS = 730;
/** Open orders (PENDING, and PACKED for today) for each of the coming Auckland days. */
const OPEN_PER_DAY = 140;
const OPEN_DAYS = 3;
const LINES_PER_ORDER = 3;
// Orders (with their lines and invoices) inserted per statement.
const BATCH = 10_000;
/** The back office has a handful of staff: its queries are measured at the load they can make. */
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 5;
const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };

export type DashboardBench = {
  database: string;
  customers: number;
  orders: number;
  invoices: number;
  rows: Array<{
    name: string;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    requests: number;
    failed: number;
  }>;
};

/**
 * The demo data (its customers topped up to {@link DASHBOARD_CUSTOMERS}, and 120 days of orders) with the ledger topped up to
 * {@link DASHBOARD_INVOICES} invoices over {@link HISTORY_DAYS} days, each billing a COMPLETED order of
 * {@link LINES_PER_ORDER} lines (one in {@link CANCELLED_EVERY} more CANCELLED, not invoiced), and {@link OPEN_PER_DAY} open orders
 * for each of the next {@link OPEN_DAYS} days. Customers are drawn unevenly, so a few buy most, as in a real
 * ledger. Set-based SQL, {@link BATCH} orders with their lines and invoices a statement. On PostgreSQL its own
 * database beside the bench one (`<name>_dashboard`, made afresh), so the other rows' 5,000 customers stay out.
 */
async function prepareDashboardData(
  databaseUrl: string | undefined,
): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cleaver-bench-dashboard-'));
  let url = databaseUrl;
  if (databaseUrl) {
    const name = `${new URL(databaseUrl).pathname.slice(1)}_dashboard`;
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(databaseUrl, `create database ${name}`);
    url = databaseIn(databaseUrl, name);
  }
  const database = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await seedIfEmpty(database, {
      seedDemo: true,
      storage: new FolderStorage(join(dataDir, 'uploads')),
      log: () => {},
    });
    const db = database.db;
    await db.execute(sql`
      insert into customer (code, first_name, last_name, email, company_name, city)
      select 'DB' || lpad(n::text, 4, '0'), 'Owner', 'No. ' || n, 'owner' || n || '@bench-dashboard.test',
        (array['Ponsonby', 'Newmarket', 'Takapuna', 'Henderson', 'Manukau', 'Howick'])[1 + n % 6] || ' ' ||
        (array['Bistro', 'Takeaways', 'Kitchen', 'Grill', 'Catering', 'Hotel'])[1 + (n / 6) % 6] || ' ' || n,
        'Auckland'
      from generate_series((select count(*) from customer)::int + 1, ${DASHBOARD_CUSTOMERS}) as n`);
    const [{ n: existing } = { n: 0 }] = await db.select({ n: count() }).from(invoice);
    // One order in CANCELLED_EVERY is cancelled and not invoiced: that many more orders make up the invoices.
    const missing = Math.ceil(((DASHBOARD_INVOICES - existing) * CANCELLED_EVERY) / (CANCELLED_EVERY - 1));
    const started = performance.now();
    for (let first = 0; first < missing; first += BATCH) {
      const last = Math.min(missing, first + BATCH) - 1;
      await db.execute(generateOrders(first, last, missing));
    }
    // The rounding above may make a few too many.
    await db.execute(sql`delete from invoice where id in (select id from invoice
      order by invoice_number desc limit greatest(0, (select count(*) from invoice) - ${DASHBOARD_INVOICES}))`);
    await db.execute(openOrders());
    // As autovacuum leaves a live database after a bulk load: statistics fresh, the visibility map set (so the
    // dashboard's sums are read from the index alone).
    await db.execute(sql`vacuum analyze`);
    console.error(
      `  generated ${missing.toLocaleString('en-NZ')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { dataDir, databaseUrl: url };
  } finally {
    await database.close();
  }
}

const CUSTOMERS = sql`customers as (
    select c.id, (row_number() over (order by c.code) - 1)::int as n,
      jsonb_build_object('code', c.code, 'firstName', c.first_name, 'lastName', c.last_name, 'email', c.email,
        'mobile', c.mobile, 'companyName', c.company_name, 'customerLevel', c.customer_level, 'priceLevelName', null,
        'address', jsonb_build_object('addr1', c.addr1, 'addr2', c.addr2, 'addr3', c.addr3, 'city', c.city,
          'postalCode', c.postal_code)) as snapshot
    from customer c where c.archived_at is null),
  products as (
    select p.id, p.code, p.name, p.unit, p.default_price, cat.name as category_name,
      (row_number() over (order by p.code) - 1)::int as n
    from product p join category cat on cat.id = p.category_id where p.type = 'PRODUCT')`;

/** A skewed pick of customer for order `g`: the square of an even spread, so low numbers buy most. */
const customerOf = (g: SQL) =>
  sql`floor(power(((${g} * 7919) % 1000) / 1000.0, 2) * (select count(*) from customers))::int`;

/** Orders `first` to `last` of `total`, evenly over the last HISTORY_DAYS days, with lines and invoices. */
function generateOrders(first: number, last: number, total: number): SQL {
  return sql`
    with ${CUSTOMERS},
    plan as (
      select g, (current_date - 1 - (g::bigint * ${HISTORY_DAYS} / ${total})::int)::date as processing_date,
        case when g % ${CANCELLED_EVERY} = ${CANCELLED_EVERY - 1} then 'CANCELLED' else 'COMPLETED' end as status
      from generate_series(${first}::int, ${last}::int) as g),
    placed as (
      insert into "order" (customer_id, customer_snapshot, status, order_date, processing_date, is_delivery,
        freight, cutting, created_at, updated_at)
      select c.id, c.snapshot, plan.status, plan.processing_date - interval '14 hours', plan.processing_date,
        plan.g % 3 <> 0, case when plan.g % 3 = 1 then 15.00 else 0 end, 0,
        plan.processing_date - interval '14 hours', plan.processing_date - interval '14 hours'
      from plan join customers c on c.n = ${customerOf(sql`plan.g`)}
      returning id, status, processing_date, customer_id, freight),
    numbered as (select *, (row_number() over ())::int as rn from placed),
    lines as (
      insert into order_line (order_id, product_id, product_name, product_code, unit, category_name,
        quantity, packed_weight, unit_price, default_price, position)
      select o.id, p.id, p.name, p.code, p.unit, p.category_name, 1 + (o.rn + k) % 5,
        round((1 + (o.rn + k) % 5) * 0.98, 3), p.default_price, p.default_price, k
      from numbered o cross join generate_series(0, ${LINES_PER_ORDER - 1}) as k
      join products p on p.n = (o.rn * 7 + k * 131) % (select count(*) from products)
      returning order_id)
    insert into invoice (order_id, invoice_number, customer_id, issued_at, sub_total, freight, cutting, gst, total)
    select o.id, (select coalesce(max(invoice_number), 1000) from invoice) + o.rn, o.customer_id,
      -- Issued through the working day, 08:00 to 18:00 Auckland.
      (o.processing_date + interval '8 hours' + (o.rn % 600) * interval '1 minute') at time zone 'Pacific/Auckland',
      s.sub, o.freight, 0, round((s.sub + o.freight) * 0.15, 2), round((s.sub + o.freight) * 1.15, 2)
    from numbered o, lateral (select 40 + (o.rn * 37 % 20000) / 100.0 as sub) s
    where o.status = 'COMPLETED'`;
}

/**
 * Open orders for today and the next two Auckland days (the database's current_date is UTC's, a day behind
 * Auckland's every Auckland morning): the work card adds up the packing floor's day, today or, on a Sunday, Monday.
 */
function openOrders(): SQL {
  return sql`
    with ${CUSTOMERS},
    plan as (
      select g, ((now() at time zone 'Pacific/Auckland')::date + g / ${OPEN_PER_DAY})::date as processing_date,
        case when g < ${OPEN_PER_DAY} and g % 2 = 0 then 'PACKED' else 'PENDING' end as status
      from generate_series(0, ${OPEN_PER_DAY * OPEN_DAYS - 1}) as g),
    placed as (
      insert into "order" (customer_id, customer_snapshot, status, processing_date, is_delivery, freight, cutting)
      select c.id, c.snapshot, plan.status, plan.processing_date, true, 0, 0
      from plan join customers c on c.n = ${customerOf(sql`plan.g`)}
      returning id, status),
    numbered as (select *, (row_number() over ())::int as rn from placed)
    insert into order_line (order_id, product_id, product_name, product_code, unit, category_name,
      quantity, packed_weight, unit_price, default_price, position)
    select o.id, p.id, p.name, p.code, p.unit, p.category_name, 1 + (o.rn + k) % 5,
      case when o.status = 'PACKED' then round((1 + (o.rn + k) % 5) * 0.98, 3) end, p.default_price, p.default_price, k
    from numbered o cross join generate_series(0, ${LINES_PER_ORDER - 1}) as k
    join products p on p.n = (o.rn * 7 + k * 131) % (select count(*) from products)`;
}

async function counts(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const of = async (table: typeof customer | typeof order | typeof invoice) =>
      (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return { customers: await of(customer), orders: await of(order), invoices: await of(invoice) };
  } finally {
    await database.close();
  }
}

const AMOUNT = 'exGst incGst invoiceCount';

/** The value at a dotted path of a GraphQL answer's data. */
const field = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);
const length = (data: unknown, path: string) => (field(data, path) as unknown[] | undefined)?.length ?? 0;

type Target = { name: string; query: string; expect: (data: unknown) => boolean };

/** The dashboard's questions as the screen asks them on opening, and the top customers of a year. */
function targets(today: string): Target[] {
  const month = monthRange(today);
  const year = { from: addDays(today, -364), to: today };
  const range = (r: { from: string; to: string }) => `from: "${r.from}", to: "${r.to}"`;
  const top = (r: { from: string; to: string }) =>
    `{ topCustomers(${range(r)}) { from to total { ${AMOUNT} } customers { customerId customerName exGst incGst } others { ${AMOUNT} } } }`;
  return [
    {
      name: 'dashboardFigures',
      query: `{ dashboardFigures { today totalCustomers daily { ${AMOUNT} } yesterday { ${AMOUNT} }
        monthToDate { ${AMOUNT} } work { processingDate pending packed estimateTotal } salesSource } }`,
      expect: (data) =>
        Number(field(data, 'dashboardFigures.monthToDate.invoiceCount')) > 0 &&
        Number(field(data, 'dashboardFigures.work.pending')) > 0,
    },
    {
      name: 'topCustomers, this month',
      query: top(month),
      expect: (data) => length(data, 'topCustomers.customers') === 10,
    },
    {
      name: 'topCustomers, last 12 months',
      query: top(year),
      expect: (data) => Number(field(data, 'topCustomers.total.invoiceCount')) > DASHBOARD_INVOICES / 3,
    },
    {
      name: 'salesByDay, this month',
      query: `{ salesByDay(${range(month)}) { date ${AMOUNT} } }`,
      expect: (data) => length(data, 'salesByDay') >= 28,
    },
    {
      name: 'ordersByDay, this month',
      query: `{ ordersByDay(${range(month)}) { date pending packed completed cancelled } }`,
      expect: (data) => length(data, 'ordersByDay') >= 28,
    },
    {
      name: 'adminOrders ALL, this month, 20 a page',
      query: `{ adminOrders(filter: ALL, ${range(month)}, offset: 0, limit: 20) { totalCount rows {
        id shortId customerId companyName processingDate status total totalIsEstimate invoiceNumber } } }`,
      expect: (data) => length(data, 'adminOrders.rows') === 20,
    },
  ];
}

async function load(url: string, headers: Record<string, string>, body: string, duration: number) {
  const result = await autocannon({ url, method: 'POST', headers, body, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result['2xx'] + result.non2xx,
    failed: result.non2xx + result.errors,
  };
}

/**
 * The dashboard's queries on {@link DASHBOARD_INVOICES} invoices, each checked once for the right answer, warmed up,
 * then loaded by autocannon at {@link CONNECTIONS} connections for `durationSeconds` as a signed-in admin.
 */
export async function benchDashboard(
  database: string,
  databaseUrl: string | undefined,
  durationSeconds: number,
): Promise<DashboardBench> {
  const prepared = await prepareDashboardData(databaseUrl);
  const size = await counts(prepared.databaseUrl, prepared.dataDir);
  const server = await startServer({ databaseUrl: prepared.databaseUrl, dataDir: prepared.dataDir });
  const rows: DashboardBench['rows'] = [];
  try {
    for (const target of targets(aucklandDateString(new Date()))) {
      // Signed in afresh for each query, so better-auth's 60 s cookie cache holds through its load.
      const cookie = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
      const headers = { 'content-type': 'application/json', cookie };
      const body = JSON.stringify({ query: target.query });
      const url = `${server.baseUrl}/graphql`;
      const answer = (await (await fetch(url, { method: 'POST', headers, body })).json()) as {
        data?: unknown;
        errors?: unknown;
      };
      if (answer.errors || !target.expect(answer.data)) {
        throw new Error(`${target.name} answered ${JSON.stringify(answer).slice(0, 300)}`);
      }
      await load(url, headers, body, WARM_UP_SECONDS);
      const measured = await load(url, headers, body, durationSeconds);
      console.error(`  ${database.padEnd(10)} ${target.name.padEnd(40)} ${measured.requestsPerSecond} req/s`);
      rows.push({ name: target.name, ...measured });
    }
    return { database, ...size, rows };
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(prepared.dataDir, { recursive: true, force: true });
  }
}

export function dashboardMarkdown(results: DashboardBench[]): string {
  const lines = [
    `Load: autocannon, ${CONNECTIONS} connections, signed in as staff.`,
    '',
    ...results.map(
      (r) =>
        `- ${r.database}: ${r.customers} customers, ${r.orders.toLocaleString('en-NZ')} orders, ` +
        `${r.invoices.toLocaleString('en-NZ')} invoices`,
    ),
    '',
    '| database | query | req/s | p50 ms | p99 ms | failed |',
    '|---|---|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    for (const row of r.rows) {
      lines.push(
        `| ${r.database} | ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.failed} |`,
      );
    }
  }
  return lines.join('\n');
}
