import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/prepare.ts';
import { FolderStorage } from '../apps/server/src/platform/storage.ts';
import { adminQuery, databaseIn } from '../apps/server/src/test/seed-template.ts';
import { graphql, signInCookie, startServer } from '../e2e/server.ts';
import { prepareBenchCatalogue } from './catalogue-data.ts';
import { CATALOGUE_P99_TARGET_MS } from './invoicing.ts';
import { catalogueBrowsing, STOREFRONT_RATE } from './steady-load.ts';

/** The receivables screens are measured at this many customers (the demo's, topped up)… */
export const RECEIVABLES_CUSTOMERS = 5_000;
/** …and this many documents: invoices, with a credit note on one in 30 and a debit note on one in 60. */
export const RECEIVABLES_DOCUMENTS = 100_000;
/** Send statements is measured on a smaller shop: this many customers, the same documents per customer. */
export const STATEMENT_CUSTOMERS = 500;
const HISTORY_DAYS = 730;
// Orders (each with its invoice) inserted per statement.
const BATCH = 10_000;
/** The back office has a handful of staff: its queries are measured at the load they can make. */
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 5;
/** The Receivables screen's page (RECEIVABLES_PAGE_SIZE in the web app). */
const PAGE_SIZE = 20;
/** Seconds of storefront load measured before the batch starts. */
const BASELINE_SECONDS = 10;
const STATEMENTS_TIMEOUT_MS = 15 * 60_000;
const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const CUSTOMER = { email: 'bistro@demo.test', password: 'demo-pass-1' };

type Size = {
  customers: number;
  invoices: number;
  creditNotes: number;
  debitNotes: number;
  payments: number;
  reversed: number;
  allocations: number;
};

export type ReceivablesBench = {
  database: string;
  size?: Size;
  /** The customer whose ledger is measured: the one with the most documents. */
  busyCustomer?: { invoices: number; payments: number };
  loadAverage: number[];
  rows: Array<{
    name: string;
    /** One request with nothing else running (the median of three). */
    aloneMs: number;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    requests: number;
    failed: number;
  }>;
  statements?: {
    size: Size;
    loadAverage: number[];
    period: string;
    queued: number;
    sent: number;
    failed: number;
    issueSeconds: number;
    mailedSeconds: number;
    storefront: {
      rate: number;
      targetP99Ms: number;
      baseline: { p50Ms: number; p99Ms: number };
      during: { p50Ms: number; p99Ms: number; failed: number };
    };
  };
};

async function rowsOf<T>(answer: Promise<unknown>): Promise<T[]> {
  return ((await answer) as { rows: T[] }).rows;
}

const loadAverage = () => loadavg().map((load) => Number(load.toFixed(2)));

/**
 * A fresh data folder (and on PostgreSQL a fresh database `<name>_<suffix>` beside the bench one) holding the demo
 * data; with `catalogue`, also the bench catalogue of 1,000 products the storefront rows are measured on.
 */
async function freshDatabase(databaseUrl: string | undefined, suffix: string, catalogue: boolean) {
  let url = databaseUrl;
  if (databaseUrl) {
    const name = `${new URL(databaseUrl).pathname.slice(1)}_${suffix}`;
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(databaseUrl, `create database ${name}`);
    url = databaseIn(databaseUrl, name);
  }
  if (catalogue) return { dataDir: (await prepareBenchCatalogue(url)).dataDir, databaseUrl: url };
  const dataDir = await mkdtemp(join(tmpdir(), `cleaver-bench-${suffix}-`));
  const database = await openDatabase({ databaseUrl: url, dataDir });
  try {
    const storage = new FolderStorage(join(dataDir, 'uploads'));
    await seedIfEmpty(database, { seedDemo: true, storage, log: () => {} });
  } finally {
    await database.close();
  }
  return { dataDir, databaseUrl: url };
}

const CUSTOMERS = sql`customers as (
    select c.id, (row_number() over (order by c.code) - 1)::int as n,
      coalesce(c.payment_terms, (select payment_terms from settings limit 1), 'TWENTIETH_FOLLOWING') as terms,
      jsonb_build_object('code', c.code, 'firstName', c.first_name, 'lastName', c.last_name, 'email', c.email,
        'mobile', c.mobile, 'companyName', c.company_name, 'customerLevel', c.customer_level, 'priceLevelName', null,
        'address', jsonb_build_object('addr1', c.addr1, 'addr2', c.addr2, 'addr3', c.addr3, 'city', c.city,
          'postalCode', c.postal_code)) as snapshot
    from customer c where c.archived_at is null)`;

/**
 * Invoices `first` to `last` of `total`, evenly over HISTORY_DAYS days to yesterday, each billing an order of its
 * own. Customers are drawn unevenly (the square of an even spread), so a few buy most, as in a real ledger: at
 * 5,000 customers the busiest has about 1 in 70 of the invoices, the quietest a handful. Due dates from the
 * customer's terms (Settings' when they have none).
 */
function generateInvoices(first: number, last: number, total: number): SQL {
  return sql`
    with ${CUSTOMERS},
    plan as (
      select g, (current_date - 1 - (g::bigint * ${HISTORY_DAYS} / ${total})::int)::date as d,
        floor(power(((g::bigint * 7919) % 100003) / 100003.0, 2) * (select count(*) from customers))::int as pick
      from generate_series(${first}::int, ${last}::int) as g),
    placed as (
      insert into "order" (customer_id, customer_snapshot, status, order_date, processing_date, is_delivery,
        freight, cutting, created_at, updated_at)
      select c.id, c.snapshot, 'COMPLETED', plan.d - interval '14 hours', plan.d, true, 0, 0,
        plan.d - interval '14 hours', plan.d - interval '14 hours'
      from plan join customers c on c.n = plan.pick
      returning id, processing_date, customer_id),
    numbered as (
      select o.*, c.terms, (row_number() over ())::int as rn from placed o join customers c on c.id = o.customer_id)
    insert into invoice (order_id, invoice_number, customer_id, issued_at, sub_total, freight, cutting, gst, total,
      due_date)
    select o.id, (select coalesce(max(invoice_number), 1000) from invoice) + o.rn, o.customer_id,
      (o.processing_date + interval '8 hours' + (o.rn % 600) * interval '1 minute') at time zone 'Pacific/Auckland',
      s.sub, 0, 0, round(s.sub * 0.15, 2), round(s.sub * 1.15, 2),
      case when o.terms like 'DAYS:%' then o.processing_date + split_part(o.terms, ':', 2)::int
        when o.terms = 'COD' then o.processing_date
        else (date_trunc('month', o.processing_date) + interval '1 month 19 days')::date end
    from numbered o, lateral (select 40 + (o.rn * 37 % 20000) / 100.0 as sub) s`;
}

/**
 * Tops the demo data up to `customers` customers and `documents` documents, set-based: invoices (generateInvoices),
 * a credit note (a fifth back) on one invoice in 30 and a debit note on one in 60, and each customer's payments:
 * one a month, settling what fell due that month, made some days after the last due date. Most customers pay
 * everything due more than 10 days ago; one in 12 pays only what is 75 days past due, one in 50 only 120; one
 * document in 41 is never paid. One payment in 40 pays $50 over (credit on the account), one in 60 is reversed
 * (dishonoured), its documents open again. Some customers have their own terms, one in 5 a credit limit, one in 97
 * is on stop.
 */
async function topUp(databaseUrl: string | undefined, dataDir: string, customers: number, documents: number) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    await db.execute(sql`
      insert into customer (code, first_name, last_name, email, company_name, city, payment_terms, credit_limit,
        on_stop, on_stop_reason, on_stop_since)
      select 'RB' || lpad(n::text, 5, '0'), 'Owner', 'No. ' || n, 'owner' || n || '@bench-receivables.test',
        (array['Ponsonby', 'Newmarket', 'Takapuna', 'Henderson', 'Manukau', 'Howick'])[1 + n % 6] || ' ' ||
        (array['Bistro', 'Takeaways', 'Kitchen', 'Grill', 'Catering', 'Hotel'])[1 + (n / 6) % 6] || ' ' || n,
        'Auckland',
        case n % 10 when 6 then 'DAYS:7' when 7 then 'DAYS:14' when 8 then 'DAYS:20' when 9 then 'COD' end,
        case when n % 5 = 0 then 5000 end,
        n % 97 = 0, case when n % 97 = 0 then 'Oldest invoice over 60 days overdue' else '' end,
        case when n % 97 = 0 then now() end
      from generate_series((select count(*) from customer)::int + 1, ${customers}) as n`);
    const firstNumber =
      (
        await rowsOf<{ last: number }>(
          db.execute(sql`select coalesce(max(invoice_number), 0)::int as last from invoice`),
        )
      )[0]?.last ?? 0;
    // One note for every 20 invoices.
    const invoices = Math.round((documents * 20) / 21);
    const started = performance.now();
    for (let first = 0; first < invoices; first += BATCH) {
      await db.execute(generateInvoices(first, Math.min(invoices, first + BATCH) - 1, invoices));
    }
    await db.execute(sql`
      with picked as (
        select i.id, i.order_id, i.customer_id, i.issued_at, i.total, i.due_date,
          case when i.invoice_number % 30 = 7 then 'CREDIT' when i.invoice_number % 60 = 13 then 'DEBIT' end as kind
        from invoice i where i.invoice_number > ${firstNumber} and i.issued_at < now() - interval '3 days'),
      numbered as (
        select p.*, (row_number() over (partition by p.kind order by p.issued_at, p.id))::int as rn,
          case p.kind when 'CREDIT' then round(p.total * 0.2, 2) else round(5 + p.total * 0.05, 2) end as amount
        from picked p where p.kind is not null)
      insert into correction_note (invoice_id, order_id, customer_id, kind, number, issued_at, reason, sub_total,
        gst, total, content, billed_after, due_date, actor_name)
      select n.id, n.order_id, n.customer_id, n.kind,
        (select coalesce(max(x.number), 0) from correction_note x where x.kind = n.kind) + n.rn,
        n.issued_at + interval '2 days', case n.kind when 'CREDIT' then 'RETURNED' else 'WEIGHT_CORRECTED' end,
        round(n.amount / 1.15, 2), n.amount - round(n.amount / 1.15, 2), n.amount,
        jsonb_build_object('reason', case n.kind when 'CREDIT' then 'Returned: two cartons warm on arrival'
          else 'Weight corrected: packed heavier' end),
        '{}'::jsonb, case when n.kind = 'DEBIT' then n.due_date + 2 end, 'Bench'
      from numbered n`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        create temporary table bench_payable on commit drop as
        with customers as (select id, (row_number() over (order by code) - 1)::int as n from customer),
        credited as (
          select invoice_id, sum(total) as total from correction_note where kind = 'CREDIT' group by invoice_id),
        documents as (
          select i.customer_id, i.id as invoice_id, null::uuid as note_id, i.total - coalesce(c.total, 0) as amount,
            i.due_date, i.invoice_number as k
          from invoice i left join credited c on c.invoice_id = i.id where i.invoice_number > ${firstNumber}
          union all
          select n.customer_id, null, n.id, n.total, n.due_date, n.number + 7
          from correction_note n where n.kind = 'DEBIT' and n.actor_name = 'Bench')
        select d.*, date_trunc('month', d.due_date)::date as month, cu.n
        from documents d join customers cu on cu.id = d.customer_id
        where d.amount > 0 and d.k % 41 <> 3
          and d.due_date < current_date - case when cu.n % 50 = 17 then 120 when cu.n % 12 = 5 then 75 else 10 end`);
      await tx.execute(sql`
        create temporary table bench_paid on commit drop as
        select gen_random_uuid() as id, customer_id, month, n, sum(amount) as amount,
          least(max(due_date) + n % 6, current_date - 1) as received_on,
          (row_number() over (order by customer_id, month))::int as rn
        from bench_payable group by customer_id, month, n`);
      await tx.execute(sql`
        insert into payment (id, customer_id, received_on, amount, method, reference, actor_name, reversed_at,
          reversed_reason, reversed_by_name)
        select p.id, p.customer_id, p.received_on, p.amount + case when p.rn % 40 = 0 then 50 else 0 end,
          (array['BANK_TRANSFER', 'BANK_TRANSFER', 'BANK_TRANSFER', 'CARD', 'CHEQUE', 'CASH'])[1 + p.rn % 6],
          c.code || ' ' || to_char(p.month, 'Mon YY'), 'Bench',
          case when p.rn % 60 = 0 then
            least((p.received_on + 3)::timestamp at time zone 'Pacific/Auckland', now()) end,
          case when p.rn % 60 = 0 then 'Dishonoured' end, case when p.rn % 60 = 0 then 'Bench' end
        from bench_paid p join customer c on c.id = p.customer_id`);
      await tx.execute(sql`
        insert into payment_allocation (payment_id, invoice_id, note_id, amount)
        select p.id, d.invoice_id, d.note_id, d.amount
        from bench_payable d join bench_paid p on p.customer_id = d.customer_id and p.month = d.month`);
    });
    // As autovacuum leaves a live database after a bulk load: statistics fresh, the visibility map set.
    await db.execute(sql`vacuum analyze`);
    console.error(
      `  generated ${customers.toLocaleString('en-NZ')} customers' ledger in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [size] = await rowsOf<Size>(
      db.execute(sql`select
        (select count(*) from customer)::int as customers,
        (select count(*) from invoice)::int as invoices,
        (select count(*) from correction_note where kind = 'CREDIT')::int as "creditNotes",
        (select count(*) from correction_note where kind = 'DEBIT')::int as "debitNotes",
        (select count(*) from payment)::int as payments,
        (select count(*) from payment where reversed_at is not null)::int as reversed,
        (select count(*) from payment_allocation)::int as allocations`),
    );
    if (!size) throw new Error('The bench data answered no counts');
    const [busy] = await rowsOf<{ id: string; invoices: number; payments: number }>(
      db.execute(sql`
      select i.customer_id as id, count(*)::int as invoices,
        (select count(*) from payment p where p.customer_id = i.customer_id)::int as payments
      from invoice i where i.customer_id is not null group by i.customer_id order by count(*) desc limit 1`),
    );
    if (!busy) throw new Error('The bench data has no invoices');
    return { size, busy };
  } finally {
    await database.close();
  }
}

const AGEING = 'current days1to30 days31to60 days61to90 days90plus';
// The fields the Receivables screen asks for (apps/web/src/features/receivables/api/receivables.ts).
const receivablesQuery = (args: string) =>
  `{ receivables(${args}, offset: 0, limit: ${PAGE_SIZE}) { totalCount balance totals { ${AGEING} } source readAt
    rows { customerId companyName code balance overdue credit onStop ageing { ${AGEING} } } } }`;
// And the customer's ledger screen (customer-ledger.ts).
const LEDGER_QUERY = `query ($id: ID!) { customerLedger(customerId: $id) { source readAt
  account { customerId companyName code balance overdue credit onStop onStopReason creditLimit termsLabel
    oldestOverdueDays ageing { ${AGEING} } }
  entries { id kind date number description dueDate debit credit runningBalance pdfUrl }
  openDocuments { id kind number issuedDate dueDate total open daysOverdue pdfUrl }
  payments { id receivedOn amount method reference actorName reversedAt reversedReason reversedByName unallocated
    allocations { documentNumber amount } } } }`;

type Target = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Checked once on the answer before the load, so a benchmark of error pages cannot pass for a result. */
  expect: (text: string) => boolean;
};

const data = (text: string) => (JSON.parse(text) as { data?: Record<string, unknown> | null }).data;
const page = (text: string) =>
  data(text)?.receivables as { totalCount: number; rows: { overdue: number }[] } | undefined;

function targets(busyCustomerId: string, busy: { invoices: number }): Target[] {
  const post = (query: string, variables?: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: '/graphql',
    body: JSON.stringify({ query, variables }),
  });
  return [
    {
      name: `receivables ALL, first page of ${PAGE_SIZE}`,
      ...post(receivablesQuery('filter: ALL')),
      expect: (text) =>
        (page(text)?.totalCount ?? 0) > RECEIVABLES_CUSTOMERS / 2 && page(text)?.rows.length === PAGE_SIZE,
    },
    {
      name: 'receivables ALL, search "kitchen"',
      ...post(receivablesQuery('filter: ALL, search: "kitchen"')),
      expect: (text) => (page(text)?.totalCount ?? 0) > RECEIVABLES_CUSTOMERS / 12,
    },
    {
      name: 'receivables OVERDUE, first page',
      ...post(receivablesQuery('filter: OVERDUE')),
      expect: (text) =>
        (page(text)?.totalCount ?? 0) > 100 && (page(text)?.rows ?? []).every((r) => r.overdue > 0),
    },
    {
      name: 'receivables.csv, every customer listed',
      method: 'GET',
      path: '/api/admin/receivables.csv',
      expect: (text) =>
        text.replace(/^\uFEFF/, '').startsWith('Company,') &&
        text.split('\r\n').length > RECEIVABLES_CUSTOMERS / 2,
    },
    {
      name: `customerLedger, the busiest customer (${busy.invoices.toLocaleString('en-NZ')} invoices)`,
      ...post(LEDGER_QUERY, { id: busyCustomerId }),
      expect: (text) =>
        ((data(text)?.customerLedger as { entries?: unknown[] } | undefined)?.entries?.length ?? 0) >
        busy.invoices,
    },
  ];
}

async function load(url: string, target: Target, headers: Record<string, string>, duration: number) {
  const result = await autocannon({
    url,
    method: target.method,
    headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
    // A query of a second or more queues ten deep: measured, not cut off at autocannon's 10 s.
    timeout: 60,
  });
  return {
    // Answers over the run's seconds, one decimal: the slowest rows answer less than one a second.
    requestsPerSecond: Number(((result['2xx'] + result.non2xx) / duration).toFixed(1)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result['2xx'] + result.non2xx,
    failed: result.non2xx + result.errors,
  };
}

/**
 * The Receivables screen's questions at {@link RECEIVABLES_CUSTOMERS} customers and {@link RECEIVABLES_DOCUMENTS}
 * documents, each checked once for the right answer, warmed up, then loaded by autocannon at {@link CONNECTIONS}
 * connections for `durationSeconds` as a signed-in admin.
 */
async function benchList(database: string, databaseUrl: string | undefined, durationSeconds: number) {
  const prepared = await freshDatabase(databaseUrl, 'receivables', false);
  const { size, busy } = await topUp(
    prepared.databaseUrl,
    prepared.dataDir,
    RECEIVABLES_CUSTOMERS,
    RECEIVABLES_DOCUMENTS,
  );
  const server = await startServer({ databaseUrl: prepared.databaseUrl, dataDir: prepared.dataDir });
  const rows: ReceivablesBench['rows'] = [];
  const loadAtStart = loadAverage();
  try {
    for (const target of targets(busy.id, busy)) {
      // Signed in afresh for each query, so better-auth's 60 s cookie cache holds through its load.
      const cookie = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
      const headers: Record<string, string> = { cookie, origin: server.baseUrl };
      if (target.body) headers['content-type'] = 'application/json';
      const url = `${server.baseUrl}${target.path}`;
      const response = await fetch(url, { method: target.method, headers, body: target.body });
      const text = await response.text();
      if (!response.ok || !target.expect(text)) {
        throw new Error(`${target.name} answered ${response.status} ${text.slice(0, 300)}`);
      }
      // One request at a time, the load's floor: the median of three.
      const alone: number[] = [];
      for (let i = 0; i < 3; i++) {
        const at = performance.now();
        await (await fetch(url, { method: target.method, headers, body: target.body })).arrayBuffer();
        alone.push(performance.now() - at);
      }
      const aloneMs = Math.round(alone.sort((a, b) => a - b)[1] ?? 0);
      await load(url, target, headers, WARM_UP_SECONDS);
      // Requests the warm-up left in flight are still being answered: one more waits for them, so the measured
      // run starts on an idle server (a query of a second queues ten deep).
      await (await fetch(url, { method: target.method, headers, body: target.body })).arrayBuffer();
      const measured = await load(url, target, headers, durationSeconds);
      console.error(
        `  ${database.padEnd(10)} ${target.name.padEnd(50)} alone ${aloneMs} ms, ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms`,
      );
      rows.push({ name: target.name, aloneMs, ...measured });
    }
    return {
      size,
      busyCustomer: { invoices: busy.invoices, payments: busy.payments },
      loadAverage: loadAtStart,
      rows,
    };
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(prepared.dataDir, { recursive: true, force: true });
  }
}

type Run = { period: string; queued: number; sent: number; failed: number };

/**
 * Send statements for last month at {@link STATEMENT_CUSTOMERS} customers (the bench catalogue beside them): the
 * time `sendStatements` takes to issue them and queue the mails, and until the outbox has mailed every one (a PDF
 * each), while a steady STOREFRONT_RATE a second of signed-in catalogue pages measures whether the shop keeps
 * answering meanwhile.
 */
async function benchStatements(
  databaseUrl: string | undefined,
): Promise<NonNullable<ReceivablesBench['statements']>> {
  const documents = Math.round((RECEIVABLES_DOCUMENTS * STATEMENT_CUSTOMERS) / RECEIVABLES_CUSTOMERS);
  const prepared = await freshDatabase(databaseUrl, 'statements', true);
  const { size } = await topUp(prepared.databaseUrl, prepared.dataDir, STATEMENT_CUSTOMERS, documents);
  const server = await startServer({ databaseUrl: prepared.databaseUrl, dataDir: prepared.dataDir });
  const loadAtStart = loadAverage();
  try {
    const admin = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
    const customer = await signInCookie(server.baseUrl, CUSTOMER.email, CUSTOMER.password);
    const storefront = catalogueBrowsing(server.baseUrl, customer);
    const baseline = await storefront(BASELINE_SECONDS);
    const stop = new AbortController();
    // Long enough for any run; stopped as soon as the last mail is sent.
    const during = storefront(3_600, stop.signal);
    const started = performance.now();
    const RUN = 'period queued sent failed';
    const sent = await graphql<{ sendStatements: Run }>(
      server.baseUrl,
      `mutation { sendStatements { ${RUN} } }`,
      { cookie: admin },
    );
    const issueSeconds = (performance.now() - started) / 1000;
    let run = sent.data?.sendStatements;
    if (!run || run.queued < STATEMENT_CUSTOMERS * 0.9) {
      stop.abort();
      await during;
      throw new Error(`sendStatements answered ${JSON.stringify(sent).slice(0, 300)}`);
    }
    const period = run.period;
    while (run.sent + run.failed < run.queued && performance.now() - started < STATEMENTS_TIMEOUT_MS) {
      await new Promise((done) => setTimeout(done, 250));
      const polled = await graphql<{ statementRun: Run | null }>(
        server.baseUrl,
        `query ($period: String) { statementRun(period: $period) { ${RUN} } }`,
        { cookie: admin, variables: { period } },
      );
      if (polled.data?.statementRun) run = polled.data.statementRun;
    }
    const mailedSeconds = (performance.now() - started) / 1000;
    stop.abort();
    const meanwhile = await during;
    console.error(
      `  statements: ${run.queued} queued in ${issueSeconds.toFixed(1)} s, mailed in ${mailedSeconds.toFixed(1)} s`,
    );
    return {
      size,
      loadAverage: loadAtStart,
      period,
      queued: run.queued,
      sent: run.sent,
      failed: run.failed,
      issueSeconds: Number(issueSeconds.toFixed(1)),
      mailedSeconds: Number(mailedSeconds.toFixed(1)),
      storefront: {
        rate: STOREFRONT_RATE,
        targetP99Ms: CATALOGUE_P99_TARGET_MS,
        baseline: { p50Ms: baseline.p50Ms, p99Ms: baseline.p99Ms },
        during: { p50Ms: meanwhile.p50Ms, p99Ms: meanwhile.p99Ms, failed: meanwhile.failed },
      },
    };
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(prepared.dataDir, { recursive: true, force: true });
  }
}

/**
 * The receivables measurements on one database: the list, search, Overdue filter, CSV and a busy customer's ledger
 * (`list`), and a month's statements sent to {@link STATEMENT_CUSTOMERS} customers (`statements`). On PostgreSQL
 * each in its own database beside the bench one (`<name>_receivables`, `<name>_statements`, made afresh).
 */
export async function benchReceivables(
  database: string,
  databaseUrl: string | undefined,
  durationSeconds: number,
  measure: { list: boolean; statements: boolean },
): Promise<ReceivablesBench> {
  const result: ReceivablesBench = { database, loadAverage: loadAverage(), rows: [] };
  if (measure.list) Object.assign(result, await benchList(database, databaseUrl, durationSeconds));
  if (measure.statements) result.statements = await benchStatements(databaseUrl);
  return result;
}

const counted = (s: Size) =>
  `${s.customers.toLocaleString('en-NZ')} customers, ${s.invoices.toLocaleString('en-NZ')} invoices, ` +
  `${s.creditNotes.toLocaleString('en-NZ')} credit and ${s.debitNotes.toLocaleString('en-NZ')} debit notes ` +
  `(${(s.invoices + s.creditNotes + s.debitNotes).toLocaleString('en-NZ')} documents), ` +
  `${s.payments.toLocaleString('en-NZ')} payments (${s.reversed.toLocaleString('en-NZ')} reversed) ` +
  `with ${s.allocations.toLocaleString('en-NZ')} allocations`;

export function receivablesMarkdown(results: ReceivablesBench[]): string {
  const lines = [`Load: autocannon, ${CONNECTIONS} connections, signed in as staff.`, ''];
  for (const r of results) {
    if (r.size) {
      lines.push(
        `- ${r.database}: ${counted(r.size)}; the busiest customer has ${r.busyCustomer?.invoices} invoices and ` +
          `${r.busyCustomer?.payments} payments; load average at start ${r.loadAverage.join(' / ')}`,
      );
    }
  }
  const listed = results.filter((r) => r.rows.length > 0);
  if (listed.length > 0) {
    lines.push(
      '',
      '| database | query | one alone, ms | req/s | p50 ms | p99 ms | failed |',
      '|---|---|--:|--:|--:|--:|--:|',
    );
    for (const r of listed) {
      for (const row of r.rows) {
        lines.push(
          `| ${r.database} | ${row.name} | ${row.aloneMs} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.failed} |`,
        );
      }
    }
  }
  const sent = results.filter((r) => r.statements);
  if (sent.length > 0) {
    lines.push(
      '',
      'Send statements (issue, then a PDF and a mail each through the outbox):',
      '',
      ...sent.map(
        (r) =>
          `- ${r.database}: ${counted(r.statements!.size)}; load average at start ${r.statements!.loadAverage.join(' / ')}`,
      ),
      '',
      `| database | month | statements | issued and queued | all mailed | failed | storefront p50 / p99 before | meanwhile (target p99 ≤ ${CATALOGUE_P99_TARGET_MS} ms) |`,
      '|---|---|--:|--:|--:|--:|--:|--:|',
    );
    for (const r of sent) {
      const s = r.statements!;
      lines.push(
        `| ${r.database} | ${s.period} | ${s.queued} | ${s.issueSeconds} s | ${s.mailedSeconds} s | ${s.failed} | ` +
          `${s.storefront.baseline.p50Ms} / ${s.storefront.baseline.p99Ms} ms | ` +
          `${s.storefront.during.p50Ms} / ${s.storefront.during.p99Ms} ms` +
          `${s.storefront.during.failed ? ` (${s.storefront.during.failed} failed)` : ''} |`,
      );
    }
  }
  return lines.join('\n');
}
