/**
 * Issue 14's "done when", tried by hand on PostgreSQL (not a test): two servers on one database with the test clock,
 * bistro's weekly Monday and Thursday standing order set by staff over GraphQL, KILL_STANDING_ORDERS more for other
 * customers, and a server killed (SIGKILL) part-way through a run and started again. It prints what it did and the
 * SQL counts: each (standing order, due day) must have exactly one order, none missing.
 *
 *   runuser -u postgres -- /usr/lib/postgresql/15/bin/createdb -h 127.0.0.1 -p 55432 -U postgres cleaver_done14
 *   npm run build
 *   KILL_DATABASE_URL=postgres://postgres@127.0.0.1:55432/cleaver_done14 npx tsx bench/recurring-kill.ts
 *
 * (the servers run the bundle `npm run build` makes, apps/server/dist/main.js).
 * The database must be empty (the first server migrates and seeds the demo data). The servers stay up at the end
 * (ports KILL_PORTS, default 3301,3302) so bistro's pages can be looked at; stop them by the pids printed.
 * Monday: both servers move their clocks to 00:00:30 at once and the first is killed once a quarter of the orders are
 * in; Thursday: the first server alone is killed a third of the way and started again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addDays, aucklandDateString, aucklandParts, weekdayOf } from '@cleaver/domain/dates';
import pg from 'pg';

const databaseUrl = process.env.KILL_DATABASE_URL;
if (!databaseUrl) throw new Error('set KILL_DATABASE_URL to an empty PostgreSQL database');
const [PORT_A, PORT_B] = (process.env.KILL_PORTS ?? '3301,3302').split(',').map(Number) as [number, number];
const DATA_DIR = process.env.KILL_DATA_DIR ?? '/tmp/cleaver-kill-data';
const STANDING_ORDERS = Number(process.env.KILL_STANDING_ORDERS ?? 300);
const LINES = 4;
const NOTES = 'kill-test standing order';
const repoRoot = resolve(import.meta.dirname, '..');
const ADMIN = ['admin@demo.test', 'demo-pass-1'] as const;
const BISTRO = ['bistro@demo.test', 'demo-pass-1'] as const;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const started = performance.now();
const log = (text: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${text}`);

type Server = { port: number; child: ChildProcess; base: string };
let launches = 0;

async function startServer(port: number): Promise<Server> {
  launches += 1;
  const out = openSync(join(DATA_DIR, `server-${port}-${launches}.log`), 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '::',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      TEST_CLOCK: '1',
      SCHEDULER: 'on',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null)
      throw new Error(`server on ${port} exited (${child.exitCode}); see ${DATA_DIR}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      log(`server on ${port} ready (pid ${child.pid})`);
      return { port, child, base };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} not ready`);
}

function kill(server: Server): Promise<void> {
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill('SIGKILL');
  });
}

async function signIn(base: string, [email, password]: readonly [string, string]): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((h) => h.split(';')[0])
    .join('; ');
}

async function graphql<T>(base: string, cookie: string, query: string, variables?: object): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${query.slice(0, 50)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

type Run = { today: string; created: number; skipped: unknown[]; failed: unknown[]; interrupted: boolean };

async function moveClock(server: Server, now: Date): Promise<Run> {
  const response = await fetch(`${server.base}/api/testing/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  if (!response.ok) throw new Error(`clock on ${server.port}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Run;
}

/** An Auckland wall-clock time as an instant (NZDT +13 or NZST +12, whichever it is). */
function auckland(date: string, time: string): Date {
  for (const offset of ['+13:00', '+12:00']) {
    const instant = new Date(`${date}T${time}${offset}`);
    if (aucklandDateString(instant) === date && aucklandParts(instant).hour === Number(time.slice(0, 2)))
      return instant;
  }
  throw new Error(`no ${time} on ${date}`);
}

const sql = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

/** Orders made for the kill test's standing orders (bistro's included) on one due day. */
async function ordersOn(dueDate: string, ids: string[]): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from "order" where recurring_due_date = $1 and recurring_order_id = any($2)`,
    [dueDate, ids],
  );
  return row?.n ?? 0;
}

/** (standing order, due day) pairs with other than one order, and standing orders with none that day. */
async function check(dueDate: string, ids: string[]) {
  const [doubled] = await sql<{ n: number }>(
    `select count(*)::int as n from (select recurring_order_id from "order" where recurring_due_date = $1
       and recurring_order_id = any($2) group by recurring_order_id having count(*) <> 1) d`,
    [dueDate, ids],
  );
  const [missing] = await sql<{ n: number }>(
    `select count(*)::int as n from unnest($2::uuid[]) as s(id) where not exists
       (select 1 from "order" o where o.recurring_order_id = s.id and o.recurring_due_date = $1)`,
    [dueDate, ids],
  );
  const orders = await ordersOn(dueDate, ids);
  log(
    `  ${dueDate}: ${orders} orders for ${ids.length} standing orders; doubled ${doubled?.n}, missing ${missing?.n}`,
  );
  return { orders, doubled: doubled?.n ?? -1, missing: missing?.n ?? -1 };
}

/** Kills `server` once `threshold` of the day's orders are in (polling every 20 ms). */
async function killPartWay(
  server: Server,
  dueDate: string,
  ids: string[],
  threshold: number,
): Promise<number> {
  for (;;) {
    const n = await ordersOn(dueDate, ids);
    if (n >= threshold) {
      await kill(server);
      const after = await ordersOn(dueDate, ids);
      log(`killed ${server.port} (SIGKILL) at ${n} orders; ${after} committed once it was gone`);
      return after;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const [{ n: tables } = { n: 0 }] = await sql<{ n: number }>(
    `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  if (tables > 0) throw new Error('KILL_DATABASE_URL is not empty: give it a fresh database');

  let a = await startServer(PORT_A);
  const b = await startServer(PORT_B);

  // Monday and Thursday to come, by the real Auckland date.
  const today = aucklandDateString(new Date());
  const monday = addDays(today, (8 - weekdayOf(today)) % 7 || 7);
  const thursday = addDays(monday, 3);
  const sunday = addDays(monday, -1);

  // Staff set bistro's standing order over the API, starting Monday.
  const admin = await signIn(a.base, ADMIN);
  const bistro = await signIn(a.base, BISTRO);
  const { me } = await graphql<{ me: { customerId: string } }>(a.base, bistro, '{ me { customerId } }');
  const products = await sql<{ id: string }>(
    `select id from product where is_enabled and in_stock and archived_at is null and type = 'PRODUCT'
     order by code limit 40`,
  );
  const { createRecurringOrder } = await graphql<{
    createRecurringOrder: { id: string; frequencyText: string };
  }>(
    a.base,
    admin,
    `mutation ($input: RecurringOrderInput!) { createRecurringOrder(input: $input) { id frequencyText } }`,
    {
      input: {
        customerId: me.customerId,
        frequency: 'WEEKLY',
        startingDate: monday,
        selectedDays: [4, 1],
        isDelivery: true,
        freight: null,
        cutting: 0,
        notes: 'Back door',
        lines: [
          { productId: products[0]?.id, quantity: 3 },
          { productId: products[1]?.id, quantity: 2 },
        ],
      },
    },
  );
  const bistroStanding = createRecurringOrder.id;
  log(`bistro's standing order ${bistroStanding}: ${createRecurringOrder.frequencyText}, from ${monday}`);

  // STANDING_ORDERS more, one each for as many new customers, all dealt with up to Sunday.
  const customers = await sql<{ id: string }>(
    `insert into customer (code, first_name, last_name, email, company_name, customer_level)
     select 'KT' || lpad(i::text, 5, '0'), 'Kill', 'Test ' || i, 'kill' || i || '@kill-test.test',
            'Kill Test Kitchen ' || lpad(i::text, 3, '0'), 'N'
     from generate_series(1, $1) as i returning id`,
    [STANDING_ORDERS],
  );
  const others = await sql<{ id: string }>(
    `insert into recurring_order (customer_id, frequency, starting_date, selected_days, is_delivery, notes,
       last_generated_date)
     select id, 'WEEKLY', $2::date, '[1,4]'::jsonb, true, $3, $4::date from unnest($1::uuid[]) as c(id) returning id`,
    [customers.map((c) => c.id), addDays(monday, -7), NOTES, sunday],
  );
  await sql(
    `insert into recurring_order_line (recurring_order_id, product_id, quantity, position)
     select r.id, ($2::uuid[])[1 + (r.n * 7 + p * 13) % array_length($2::uuid[], 1)], 1 + (r.n + p) % 5, p
     from (select id, row_number() over () as n from unnest($1::uuid[]) as u(id)) r, generate_series(0, $3 - 1) p`,
    [others.map((o) => o.id), products.map((p) => p.id), LINES],
  );
  const ids = [bistroStanding, ...others.map((o) => o.id)];
  log(`${others.length} more standing orders (Monday and Thursday, ${LINES} lines each), marks at ${sunday}`);

  // Sunday evening on both servers: bistro's standing order is dealt with up to Sunday too (nothing due).
  await Promise.all([a, b].map((s) => moveClock(s, auckland(sunday, '20:00:00'))));

  // Monday 00:00:30 on both at once; the first server is killed a quarter of the way in.
  log(`Monday ${monday} 00:00:30 on ${a.port} and ${b.port} at once`);
  const runA = moveClock(a, auckland(monday, '00:00:30')).catch((e: Error) => `no answer: ${e.message}`);
  const runB = moveClock(b, auckland(monday, '00:00:30'));
  await killPartWay(a, monday, ids, Math.ceil(ids.length / 4));
  log(`  ${a.port} answered: ${await runA}`);
  const bRun = await runB;
  log(
    `  ${b.port}'s run: created ${bRun.created}, failed ${bRun.failed.length}, interrupted ${bRun.interrupted}`,
  );
  const mondayAfterKill = await check(monday, ids);
  a = await startServer(PORT_A);
  const again = await moveClock(a, auckland(monday, '00:02:00'));
  log(`  ${a.port} restarted, clock to 00:02: created ${again.created}`);
  const mondayAfterRestart = await check(monday, ids);

  // Thursday: the first server alone, killed a third of the way in, started again.
  log(`Thursday ${thursday} 00:00:30 on ${a.port} alone`);
  const before = await ordersOn(thursday, ids);
  const runA2 = moveClock(a, auckland(thursday, '00:00:30')).catch((e: Error) => `no answer: ${e.message}`);
  await killPartWay(a, thursday, ids, before + Math.ceil(ids.length / 3));
  log(`  ${a.port} answered: ${await runA2}`);
  const thursdayAfterKill = await check(thursday, ids);
  a = await startServer(PORT_A);
  const resumed = await moveClock(a, auckland(thursday, '00:01:00'));
  log(`  ${a.port} restarted, clock to 00:01: created ${resumed.created}, failed ${resumed.failed.length}`);
  const second = await moveClock(b, auckland(thursday, '00:01:30'));
  log(`  ${b.port} clock to 00:01:30: created ${second.created}`);
  const thursdayDone = await check(thursday, ids);

  const bistroOrders = await sql<{ id: string; processing_date: string; status: string; due: string }>(
    `select id, processing_date::text, status, recurring_due_date::text as due from "order"
     where recurring_order_id = $1 order by recurring_due_date`,
    [bistroStanding],
  );
  log(`bistro's orders from its standing order: ${JSON.stringify(bistroOrders)}`);
  const ok =
    [mondayAfterRestart, thursdayDone].every(
      (c) => c.orders === ids.length && c.doubled === 0 && c.missing === 0,
    ) &&
    mondayAfterKill.doubled === 0 &&
    thursdayAfterKill.doubled === 0 &&
    bistroOrders.length === 2;
  log(ok ? 'every (standing order, due day) has exactly one order' : 'FAILED: see the counts above');
  log(`servers left running: ${a.port} (pid ${a.child.pid}), ${b.port} (pid ${b.child.pid})`);
  a.child.unref();
  b.child.unref();
  await pool.end();
  process.exitCode = ok ? 0 : 1;
}

await main();
