import { rm } from 'node:fs/promises';
import { addDays, aucklandDateString, aucklandParts } from '@cleaver/domain/dates';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  customer,
  order,
  product,
  recurringOrder,
  recurringOrderLine,
} from '../apps/server/src/db/schema.ts';
import { moveClock, signInCookie, startServer } from '../e2e/server.ts';
import { prepareBenchCustomers } from './customers-data.ts';
import { CATALOGUE_P99_TARGET_MS } from './invoicing.ts';
import { catalogueBrowsing, STOREFRONT_RATE, type steadyLoad } from './steady-load.ts';

/** Standing orders due at the same midnight: one scheduler run creates this many orders. */
export const BENCH_STANDING_ORDERS = 2_000;
/** Lines on each standing order. */
const LINES = 4;
/** The bench's standing orders are known by their notes, so a PostgreSQL bench database is reset before each run. */
const BENCH_NOTES = 'bench standing order';
/** Seconds of storefront load measured before the batch starts. */
const BASELINE_SECONDS = 10;

const CUSTOMER = { email: 'bistro@demo.test', password: 'demo-pass-1' };

export type RecurringBench = {
  database: string;
  standingOrders: number;
  created: number;
  runSeconds: number;
  ordersPerSecond: number;
  storefront: {
    rate: number;
    targetP99Ms: number;
    baseline: { p50Ms: number; p99Ms: number };
    duringRun: { p50Ms: number; p99Ms: number; failed: number };
  };
};

/**
 * The bench customers with BENCH_STANDING_ORDERS standing orders (every day of the week, LINES products each), all
 * dealt with up to today: the next Auckland midnight makes every one of them due. Earlier bench standing orders and
 * their orders are taken away first.
 */
async function prepareStandingOrders(databaseUrl: string | undefined, dataDir: string, today: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const old = db
      .select({ id: recurringOrder.id })
      .from(recurringOrder)
      .where(eq(recurringOrder.notes, BENCH_NOTES));
    await db.delete(order).where(inArray(order.recurringOrderId, old));
    await db.delete(recurringOrder).where(eq(recurringOrder.notes, BENCH_NOTES));
    const customers = await db
      .select({ id: customer.id })
      .from(customer)
      .where(and(eq(customer.isActive, true), isNull(customer.archivedAt)))
      .orderBy(asc(customer.code))
      .limit(BENCH_STANDING_ORDERS);
    const products = await db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), isNull(product.archivedAt)))
      .orderBy(asc(product.code));
    if (customers.length < BENCH_STANDING_ORDERS || products.length < LINES) {
      throw new Error(
        `not enough customers (${customers.length}) or products (${products.length}) for the bench`,
      );
    }
    for (let first = 0; first < customers.length; first += 500) {
      const rows = await db
        .insert(recurringOrder)
        .values(
          customers.slice(first, first + 500).map((c) => ({
            customerId: c.id,
            frequency: 'WEEKLY',
            startingDate: addDays(today, -7),
            selectedDays: [0, 1, 2, 3, 4, 5, 6],
            isDelivery: true,
            notes: BENCH_NOTES,
            lastGeneratedDate: today,
          })),
        )
        .returning({ id: recurringOrder.id });
      await db.insert(recurringOrderLine).values(
        rows.flatMap((r, i) =>
          Array.from({ length: LINES }, (_, position) => ({
            recurringOrderId: r.id,
            productId: products[(first + i * 7 + position * 13) % products.length]?.id ?? '',
            quantity: String(1 + ((i + position) % 5)),
            position,
          })),
        ),
      );
    }
  } finally {
    await database.close();
  }
}

async function createdFor(
  databaseUrl: string | undefined,
  dataDir: string,
  dueDate: string,
): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [row] = await database.db
      .select({ n: count() })
      .from(order)
      .where(
        and(
          eq(order.recurringDueDate, dueDate),
          inArray(
            order.recurringOrderId,
            database.db
              .select({ id: recurringOrder.id })
              .from(recurringOrder)
              .where(eq(recurringOrder.notes, BENCH_NOTES)),
          ),
        ),
      );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** 00:00:30 Auckland on the day after `now`'s Auckland date. */
function justAfterNextMidnight(now: Date): Date {
  const tomorrow = addDays(aucklandDateString(now), 1);
  for (const offset of ['+13:00', '+12:00']) {
    const instant = new Date(`${tomorrow}T00:00:30${offset}`);
    const parts = aucklandParts(instant);
    if (aucklandDateString(instant) === tomorrow && parts.hour === 0) return instant;
  }
  throw new Error(`no Auckland midnight on ${tomorrow}`);
}

/**
 * One scheduler run creating BENCH_STANDING_ORDERS orders at once (the test clock moved just past the next
 * Auckland midnight), on the bench customers' data, while a steady STOREFRONT_RATE a second of signed-in catalogue
 * pages measures whether the shop keeps answering meanwhile.
 */
export async function benchRecurringRun(
  database: string,
  databaseUrl: string | undefined,
): Promise<RecurringBench> {
  const { dataDir } = await prepareBenchCustomers(databaseUrl);
  const now = new Date();
  const today = aucklandDateString(now);
  await prepareStandingOrders(databaseUrl, dataDir, today);
  const midnight = justAfterNextMidnight(now);
  const server = await startServer({ databaseUrl, dataDir, scheduler: true });
  let runSeconds = 0;
  let load: Awaited<ReturnType<typeof steadyLoad>>;
  let baseline: Awaited<ReturnType<typeof steadyLoad>>;
  try {
    const cookie = await signInCookie(server.baseUrl, CUSTOMER.email, CUSTOMER.password);
    const storefront = catalogueBrowsing(server.baseUrl, cookie);
    baseline = await storefront(BASELINE_SECONDS);
    const stop = new AbortController();
    const during = storefront(3_600, stop.signal);
    const started = performance.now();
    await moveClock(server.baseUrl, midnight);
    runSeconds = (performance.now() - started) / 1000;
    stop.abort();
    load = await during;
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
  }
  try {
    const created = await createdFor(databaseUrl, dataDir, aucklandDateString(midnight));
    return {
      database,
      standingOrders: BENCH_STANDING_ORDERS,
      created,
      runSeconds: Number(runSeconds.toFixed(1)),
      ordersPerSecond: Math.round(created / runSeconds),
      storefront: {
        rate: STOREFRONT_RATE,
        targetP99Ms: CATALOGUE_P99_TARGET_MS,
        baseline: { p50Ms: baseline.p50Ms, p99Ms: baseline.p99Ms },
        duringRun: { p50Ms: load.p50Ms, p99Ms: load.p99Ms, failed: load.failed },
      },
    };
  } finally {
    if (!databaseUrl) await rm(dataDir, { recursive: true, force: true });
  }
}

export function recurringMarkdown(results: RecurringBench[]): string {
  const lines = [
    `| database | orders created (of ${BENCH_STANDING_ORDERS.toLocaleString('en-NZ')} due) | run time | orders/s | storefront p50 / p99 before | during the run (target p99 ≤ ${CATALOGUE_P99_TARGET_MS} ms) |`,
    '|---|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.database} | ${r.created.toLocaleString('en-NZ')} | ${r.runSeconds} s | ${r.ordersPerSecond} | ` +
        `${r.storefront.baseline.p50Ms} / ${r.storefront.baseline.p99Ms} ms | ${r.storefront.duringRun.p50Ms} / ${r.storefront.duringRun.p99Ms} ms` +
        `${r.storefront.duringRun.failed ? ` (${r.storefront.duringRun.failed} failed)` : ''} |`,
    );
  }
  return lines.join('\n');
}
