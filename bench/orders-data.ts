import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { order } from '../apps/server/src/db/schema.ts';
import { prepareBenchCustomers } from './customers-data.ts';

/** The number of orders the back office's orders list is measured at. */
export const BENCH_ORDERS = 100_000;

/** Lines on every generated order: 100,000 orders hold 1,000,000 lines. */
export const BENCH_LINES_PER_ORDER = 10;

/**
 * A search staff make for one order, a purchase order a customer quotes on the phone: generated orders carry
 * `PO-4xxxx` (one in seven, numbered by position), so this one is on exactly one of the 100,000.
 */
export const BENCH_RARE_ORDER_SEARCH = 'PO-41234';

/** A search that matches no order (nor, being no hex, an order id's start): the list's empty answer. */
export const BENCH_NO_MATCH_SEARCH = 'zzqx';

/** About this many orders a day, as a busy wholesaler takes: 100,000 orders reach back some 2¾ years. */
const ORDERS_PER_DAY = 100;

// Orders inserted (with their lines) per statement: 10,000 orders and 100,000 lines each.
const BATCH = 10_000;

/**
 * The customers' demo data (5,000 customers) with the orders topped up to {@link BENCH_ORDERS} generated ones,
 * each with {@link BENCH_LINES_PER_ORDER} lines of catalogue products, spread over the customers and over
 * processing dates from two days ahead back about {@link ORDERS_PER_DAY} a day, with statuses as time leaves
 * them: the coming days PENDING, the last three days partly PACKED, older ones COMPLETED (4 % CANCELLED), the
 * completed ones invoiced. Inserted in set-based SQL, BATCH orders and their lines a statement.
 */
export async function prepareBenchOrders(databaseUrl: string | undefined): Promise<{ dataDir: string }> {
  if (databaseUrl) return generateOrders(databaseUrl);
  // On PGlite every part of the bench gets a folder of its own: the orders are generated once a run (one to
  // two minutes), then copied (seconds). The copy kept is taken away when the run ends.
  if (!pgliteOrders) {
    const { dataDir } = await generateOrders(undefined);
    const kept = await mkdtemp(join(tmpdir(), 'cleaver-bench-orders-'));
    await cp(dataDir, kept, { recursive: true });
    process.once('exit', () => rmSync(kept, { recursive: true, force: true }));
    pgliteOrders = kept;
    return { dataDir };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'cleaver-bench-'));
  await cp(pgliteOrders, dataDir, { recursive: true });
  return { dataDir };
}

/** A PGlite folder with the generated orders, kept for the run's later parts. */
let pgliteOrders: string | undefined;

async function generateOrders(databaseUrl: string | undefined): Promise<{ dataDir: string }> {
  const { dataDir } = await prepareBenchCustomers(databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const [{ n: existing } = { n: 0 }] = await db.select({ n: count() }).from(order);
    const missing = BENCH_ORDERS - existing;
    const started = performance.now();
    for (let first = 0; first < missing; first += BATCH) {
      const last = Math.min(missing, first + BATCH) - 1;
      await db.execute(sql`
        with customers as (
          select c.id, c.customer_level, c.price_level_id,
            (row_number() over (order by c.code) - 1)::int as n,
            jsonb_build_object(
              'code', c.code, 'firstName', c.first_name, 'lastName', c.last_name, 'email', c.email,
              'mobile', c.mobile, 'companyName', c.company_name, 'customerLevel', c.customer_level,
              'priceLevelName', pl.name,
              'address', jsonb_build_object('addr1', c.addr1, 'addr2', c.addr2, 'addr3', c.addr3,
                'city', c.city, 'postalCode', c.postal_code)
            ) as snapshot
          from customer c left join price_level pl on pl.id = c.price_level_id
          where c.archived_at is null
        ),
        products as (
          select p.id, p.code, p.name, p.unit, p.default_price, cat.name as category_name,
            (row_number() over (order by p.code) - 1)::int as n
          from product p join category cat on cat.id = p.category_id
          where p.type = 'PRODUCT'
        ),
        plan as (
          select g,
            (current_date + 2 - (g / ${ORDERS_PER_DAY}))::date as processing_date,
            2 - (g / ${ORDERS_PER_DAY}) as days_ahead
          from generate_series(${first}::int, ${last}::int) as g
        ),
        placed as (
          insert into "order" (customer_id, customer_snapshot, status, order_date, processing_date,
            purchase_order, line, price_level_id, is_delivery, freight, cutting, created_at, updated_at)
          select c.id, c.snapshot,
            case
              when plan.days_ahead >= 0 then 'PENDING'
              when plan.days_ahead >= -3 and plan.g % 2 = 0 then 'PACKED'
              when plan.g % 25 = 7 then 'CANCELLED'
              else 'COMPLETED'
            end,
            plan.processing_date - interval '14 hours' + (plan.g % 600) * interval '1 minute',
            plan.processing_date,
            case when plan.g % 7 = 0 then 'PO-' || (40000 + plan.g % 10000) else '' end,
            c.customer_level, c.price_level_id, plan.g % 3 <> 0,
            case when plan.g % 3 = 1 then 15.00 else 0 end,
            case when plan.g % 11 = 0 then 10.00 else 0 end,
            plan.processing_date - interval '14 hours', plan.processing_date - interval '14 hours'
          from plan join customers c on c.n = plan.g % (select count(*) from customers)
          returning id, status
        ),
        numbered as (select id, status, (row_number() over ())::int as rn from placed)
        insert into order_line (order_id, product_id, product_name, product_code, unit, category_name,
          quantity, packed_weight, unit_price, default_price, position)
        select o.id, p.id, p.name, p.code, p.unit, p.category_name,
          1 + (o.rn + k) % 5,
          case when o.status in ('PACKED', 'COMPLETED') then round((1 + (o.rn + k) % 5) * 0.98, 3) end,
          p.default_price, p.default_price, k
        from numbered o
        cross join generate_series(0, ${BENCH_LINES_PER_ORDER - 1}) as k
        join products p on p.n = (o.rn * 7 + k * 131) % (select count(*) from products)
      `);
    }
    if (missing > 0) {
      // The completed orders are invoiced, as the list shows; their amounts from the lines as packed.
      await db.execute(sql`
        insert into invoice (order_id, invoice_number, customer_id, issued_at, sub_total, freight, cutting, gst, total)
        select o.id,
          (select coalesce(max(invoice_number), 1000) from invoice) + row_number() over (order by o.processing_date, o.id),
          o.customer_id, o.processing_date + interval '10 hours', t.sub, o.freight, o.cutting,
          round((t.sub + o.freight + o.cutting) * 0.15, 2), round((t.sub + o.freight + o.cutting) * 1.15, 2)
        from "order" o
        join lateral (
          select round(sum(coalesce(l.packed_weight, l.quantity) * l.unit_price), 2) as sub
          from order_line l where l.order_id = o.id
        ) t on true
        where o.status = 'COMPLETED' and not exists (select 1 from invoice i where i.order_id = o.id)
        order by o.processing_date
      `);
      // As the shop's database stands after a night: autovacuum on PostgreSQL, the server's nightly upkeep on PGlite
      // (decision 032). The list's index-only scans need the visibility map this keeps.
      await db.execute(sql`vacuum analyze`);
      console.error(
        `  generated ${missing.toLocaleString('en-NZ')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return { dataDir };
  } finally {
    await database.close();
  }
}
