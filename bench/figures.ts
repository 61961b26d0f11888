import { existsSync, readFileSync } from 'node:fs';
import type { BundleSizes } from './bundle-size.ts';
import type { DashboardBench } from './dashboard.ts';
import type { InvoicingBench } from './invoicing.ts';
import { BENCH_NO_MATCH_SEARCH, BENCH_RARE_ORDER_SEARCH } from './orders-data.ts';
import type { ReceivablesBench } from './receivables.ts';
import type { RecurringBench } from './recurring.ts';

/** A row of bench/run.ts's load table. */
export type LoadRow = {
  database: string;
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  ratioToHelloWorld: number;
};

/** A backup taken while a customer browses the catalogue: what the table reads of bench/backup.ts's result. */
export type BackupFigures = {
  database: string;
  batchSeconds: number;
  storefront: {
    baseline: { p50Ms: number; p99Ms: number };
    during: { p50Ms: number; p99Ms: number; failed: number };
  };
};

/** What one run of bench/run.ts measured. */
export type RunResults = {
  load: LoadRow[];
  invoicing: InvoicingBench[];
  recurring: RecurringBench[];
  dashboard: DashboardBench[];
  receivables: ReceivablesBench[];
  backup?: BackupFigures[];
  bundle: BundleSizes | string;
};

export const DATABASES = ['PGlite', 'PostgreSQL'] as const;
export type DatabaseName = (typeof DATABASES)[number];

/** One figure on one database: the cell's text and the numbers its target is judged on. */
type Measurement = {
  text: string;
  p99Ms?: number;
  requestsPerSecond?: number;
  /** Requests a second against bare Fastify's hello-world at the same connections. */
  ratio?: number;
  bytes?: number;
  failed: number;
  /** Shown, not judged: the figure is another command's (Lighthouse) and was not run today. */
  elsewhere?: true;
};

type Target = {
  text: string;
  issue: string;
  /** Per database, whether a figure meets the target; a database left out has no target of its own. */
  met: Partial<Record<DatabaseName, (m: Measurement) => boolean>>;
};

const p99AtMost = (ms: number) => (m: Measurement) => m.p99Ms !== undefined && m.p99Ms <= ms;
const onBoth = (met: (m: Measurement) => boolean) => ({ PGlite: met, PostgreSQL: met });

const number = (n: number) => n.toLocaleString('en-NZ');

const STOREFRONT_ENTRY_GZIP_BYTES = 170_000;

/** The targets the issues set, each once. */
export const TARGETS = {
  catalogue: { text: 'p99 ≤ 30 ms', issue: '3', met: onBoth(p99AtMost(30)) },
  headerSearch: { text: 'p99 ≤ 20 ms', issue: '3', met: onBoth(p99AtMost(20)) },
  // The steady load sends 300 a second; what it reports is rounded from the answers counted.
  createOrder: {
    text: 'p99 ≤ 60 ms at ≥ 300 orders/s, PostgreSQL',
    issue: '5',
    met: { PostgreSQL: (m) => p99AtMost(60)(m) && (m.requestsPerSecond ?? 0) >= 297 },
  },
  dashboard: {
    text: 'every query p99 ≤ 100 ms, PostgreSQL',
    issue: '15',
    met: { PostgreSQL: p99AtMost(100) },
  },
  storefrontEntry: {
    text: `≤ ${number(STOREFRONT_ENTRY_GZIP_BYTES)} B gzip`,
    issue: '3, 19',
    met: { PGlite: (m) => m.bytes !== undefined && m.bytes <= STOREFRONT_ENTRY_GZIP_BYTES },
  },
  firstLoad: {
    text: 'Lighthouse mobile median ≥ 95, every run ≥ 90, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS 0, accessibility 100',
    issue: '19',
    met: { PGlite: (m) => m.failed === 0 },
  },
  backOfficeList: {
    text: 'p99 ≤ 50 ms PostgreSQL, ≤ 150 ms PGlite, 10 connections',
    issue: '48',
    met: { PostgreSQL: p99AtMost(50), PGlite: p99AtMost(150) },
  },
  duringBatch: {
    text: 'catalogue p99 ≤ 200 ms meanwhile, PGlite',
    issue: '48',
    met: { PGlite: p99AtMost(200) },
  },
  cachedCatalogue: {
    text: '≥ 0.15 × hello-world req/s',
    issue: '48',
    met: onBoth((m) => (m.ratio ?? 0) >= 0.15),
  },
} satisfies Record<string, Target>;

type Figure = {
  what: string;
  target?: Target;
  /** The BENCH_ONLY that measures it, or the command. */
  reproduce: string;
  /** The figure on a database, or on none (`databaseFree`): undefined when this run did not measure it. */
  measure: (results: RunResults, database: DatabaseName) => Measurement | undefined;
  databaseFree?: boolean;
};

function loadFigure(row: LoadRow): Measurement {
  const failed = row.failures > 0 ? `, ${row.failures} failed` : '';
  return {
    text: `p99 ${number(row.p99Ms)} ms, p50 ${number(row.p50Ms)}, ${number(row.requestsPerSecond)} req/s${failed}`,
    p99Ms: row.p99Ms,
    requestsPerSecond: row.requestsPerSecond,
    ratio: row.ratioToHelloWorld,
    failed: row.failures,
  };
}

const loadRow = (results: RunResults, database: DatabaseName, prefix: string) =>
  results.load.find((row) => row.database === database && row.target.startsWith(prefix));

const fromLoad =
  (prefix: string) =>
  (results: RunResults, database: DatabaseName): Measurement | undefined => {
    const row = loadRow(results, database, prefix);
    return row && loadFigure(row);
  };

const throughput =
  (prefix: string) =>
  (results: RunResults, database: DatabaseName): Measurement | undefined => {
    const row = loadRow(results, database, prefix);
    if (!row) return undefined;
    return {
      text: `${(row.ratioToHelloWorld * 100).toFixed(1)} % of hello-world (${number(row.requestsPerSecond)} req/s)`,
      ratio: row.ratioToHelloWorld,
      failed: row.failures,
    };
  };

const receivablesRow =
  (prefix: string) =>
  (results: RunResults, database: DatabaseName): Measurement | undefined => {
    const row = results.receivables
      .find((r) => r.database === database)
      ?.rows.find((r) => r.name.startsWith(prefix));
    if (!row) return undefined;
    const failed = row.failed > 0 ? `, ${row.failed} failed` : '';
    return {
      text: `p99 ${number(row.p99Ms)} ms, p50 ${number(row.p50Ms)}, ${row.requestsPerSecond} req/s; alone ${number(row.aloneMs)} ms${failed}`,
      p99Ms: row.p99Ms,
      requestsPerSecond: row.requestsPerSecond,
      failed: row.failed,
    };
  };

function dashboard(results: RunResults, database: DatabaseName): Measurement | undefined {
  const rows = results.dashboard.find((d) => d.database === database)?.rows ?? [];
  if (rows.length === 0) return undefined;
  const worst = rows.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
  const best = Math.min(...rows.map((row) => row.p99Ms));
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  return {
    text: `p99 ${number(best)}–${number(worst.p99Ms)} ms over ${rows.length} queries (slowest: ${worst.name})${failed > 0 ? `, ${failed} failed` : ''}`,
    p99Ms: worst.p99Ms,
    failed,
  };
}

type Storefront = { baseline: { p99Ms: number }; during: { p99Ms: number; failed: number } };

/** The catalogue's p99 while a batch runs, with the batch's own time. */
function duringBatch({ baseline, during }: Storefront, batch: string, batchFailed = 0): Measurement {
  const failed = during.failed > 0 ? `, ${during.failed} failed` : '';
  return {
    text: `p99 ${number(during.p99Ms)} ms meanwhile (${number(baseline.p99Ms)} before)${failed}; ${batch}`,
    p99Ms: during.p99Ms,
    failed: during.failed + batchFailed,
  };
}

const seconds = (s: number) => `${s.toFixed(1)} s`;

function invoicing(results: RunResults, database: DatabaseName): Measurement | undefined {
  const r = results.invoicing.find((i) => i.database === database);
  const storefront = r && { baseline: r.storefront.baseline, during: r.storefront.duringBatch };
  return (
    storefront && duringBatch(storefront, `${number(r.invoiced)} invoices in ${seconds(r.batchSeconds)}`)
  );
}

function recurring(results: RunResults, database: DatabaseName): Measurement | undefined {
  const r = results.recurring.find((i) => i.database === database);
  const storefront = r && { baseline: r.storefront.baseline, during: r.storefront.duringRun };
  return storefront && duringBatch(storefront, `${number(r.created)} orders in ${seconds(r.runSeconds)}`);
}

function statements(results: RunResults, database: DatabaseName): Measurement | undefined {
  const s = results.receivables.find((r) => r.database === database)?.statements;
  if (!s) return undefined;
  const sent = `${number(s.queued)} statements issued in ${seconds(s.issueSeconds)}, mailed in ${seconds(s.mailedSeconds)}`;
  return duringBatch(s.storefront, s.failed > 0 ? `${sent}, ${s.failed} failed` : sent, s.failed);
}

function backup(results: RunResults, database: DatabaseName): Measurement | undefined {
  const b = results.backup?.find((r) => r.database === database);
  return b && duringBatch(b.storefront, `backup written in ${seconds(b.batchSeconds)}`);
}

function storefrontEntry(results: RunResults): Measurement | undefined {
  if (typeof results.bundle === 'string') return undefined;
  const { gzipBytes, files } = results.bundle.storefront;
  return {
    text: `${number(gzipBytes)} B (${(gzipBytes / 1024).toFixed(1)} KiB) in ${files.length} files`,
    bytes: gzipBytes,
    failed: 0,
  };
}

type LighthouseSummary = { median: number; worst: number; lcp: number; tbt: number; missed: string[] };

/** bench/results/lighthouse.json when it is from today (UTC): Lighthouse is its own command. */
function firstLoad(lighthousePath: string, today: string): Measurement {
  if (!existsSync(lighthousePath))
    return { text: 'not run today (see reproduce)', failed: 0, elsewhere: true };
  const saved = JSON.parse(readFileSync(lighthousePath, 'utf8')) as {
    measuredAt: string;
    runsPerPage: number;
    summaries: LighthouseSummary[];
  };
  if (!saved.measuredAt.startsWith(today)) {
    return {
      text: `not run today (see reproduce; bench/results/lighthouse.json is from ${saved.measuredAt.slice(0, 10)})`,
      failed: 0,
      elsewhere: true,
    };
  }
  const s = saved.summaries;
  const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  const missed = s.flatMap((p) => p.missed);
  return {
    text:
      `${s.length} pages, ${saved.runsPerPage} runs each, at ${saved.measuredAt.slice(11, 16)} UTC: ` +
      `medians ${range(s.map((p) => p.median))}, worst run ${Math.min(...s.map((p) => p.worst))}, ` +
      `LCP ${range(s.map((p) => p.lcp))} ms, TBT ${range(s.map((p) => p.tbt))} ms` +
      (missed.length > 0 ? `; missed: ${missed.join('; ')}` : ''),
    failed: s.filter((p) => p.missed.length > 0).length,
  };
}

/** A figure the bench measures: `only` is the BENCH_ONLY that measures it alone. */
const bench = (
  only: string,
  what: string,
  target: Target | undefined,
  measure: Figure['measure'],
): Figure => ({
  what,
  target,
  reproduce: `\`BENCH_ONLY=${only}\``,
  measure,
});

function figures(lighthousePath: string, today: string): Figure[] {
  const { catalogue, headerSearch, cachedCatalogue, backOfficeList: list, duringBatch: batch } = TARGETS;
  const guestPage = 'catalogue page, 20 products (guest)';
  const customerPage = 'catalogue page, 20 products (customer';
  const guestSearch = fromLoad('header search "chick" (guest)');
  const customerSearch = fromLoad('header search "chick" (customer');
  const orders = (what: string, row: string) =>
    bench('adminOrders', `Orders list, 100,000 orders: ${what}`, list, fromLoad(`adminOrders ${row}`));
  const receivables = (what: string, row: string, target?: Target) =>
    bench('receivables', `Receivables, 100,000 documents: ${what}`, target, receivablesRow(row));
  const rare = BENCH_RARE_ORDER_SEARCH;
  const none = BENCH_NO_MATCH_SEARCH;
  return [
    bench('catalogue', 'Catalogue page, 20 of 1,000 products, guest', catalogue, fromLoad(guestPage)),
    bench('catalogue', 'Catalogue page, customer (custom prices)', catalogue, fromLoad(customerPage)),
    bench('catalogue', 'Catalogue page vs hello-world, guest', cachedCatalogue, throughput(guestPage)),
    bench('catalogue', 'Catalogue page vs hello-world, customer', cachedCatalogue, throughput(customerPage)),
    bench('"header search"', 'Header search "chick", guest', headerSearch, guestSearch),
    bench('"header search"', 'Header search "chick", customer', headerSearch, customerSearch),
    bench('createOrder', 'createOrder, 300 a second', TARGETS.createOrder, fromLoad('createOrder, steady')),
    bench('createOrder', 'createOrder, flat out', undefined, fromLoad('createOrder, 3 lines')),
    orders('DEFAULT (pending and packed)', 'DEFAULT'),
    orders('ALL', 'ALL,'),
    orders('search "kitchen" (one in eight)', 'ALL "kitchen"'),
    orders(`search "${rare}" (one order)`, `ALL "${rare}"`),
    orders(`search "${none}" (none)`, `ALL "${none}"`),
    bench('adminCustomers', 'Customers list, 5,000 customers', list, fromLoad('adminCustomers,')),
    bench('adminCustomers', 'Customers list, search "kitchen"', list, fromLoad('adminCustomers "kitchen"')),
    bench('adminProducts', 'Products list, 10,000 products', list, fromLoad('adminProducts,')),
    bench('adminProducts', 'Products list, search "chi"', list, fromLoad('adminProducts "chi"')),
    receivables('ALL, 5,000 customers', 'receivables ALL, first page', list),
    receivables('search "kitchen"', 'receivables ALL, search', list),
    receivables('Overdue', 'receivables OVERDUE', list),
    receivables('the CSV of every customer', 'receivables.csv'),
    receivables('the busiest customer’s ledger', 'customerLedger'),
    bench('updateStaffOrder', 'Saving a staff order, 1 connection', undefined, fromLoad('updateStaffOrder')),
    bench('updateCustomPrices', '500 custom prices in one save', undefined, fromLoad('updateCustomPrices')),
    bench('dashboard', 'Dashboard at 100,000 invoices, 10 connections', TARGETS.dashboard, dashboard),
    bench('batchInvoicing', 'Batch invoicing, 1,000 packed orders', batch, invoicing),
    bench('recurringRun', 'Standing-order run, 2,000 orders', batch, recurring),
    bench('sendStatements', 'Send statements, 500 customers', batch, statements),
    bench('backup', 'Backup of the shop', batch, backup),
    {
      what: 'Storefront entry JavaScript, gzip',
      target: TARGETS.storefrontEntry,
      reproduce: 'any `npm run bench`',
      measure: storefrontEntry,
      databaseFree: true,
    },
    {
      what: 'Storefront first load, 5 pages, Lighthouse mobile',
      target: TARGETS.firstLoad,
      reproduce: '`npm run build && npm run lighthouse -w @cleaver/bench`',
      measure: () => firstLoad(lighthousePath, today),
      databaseFree: true,
    },
  ];
}

/** ✓ when every database with a target of its own that ran meets it and nothing failed. */
function verdict(
  figure: Figure,
  measured: Partial<Record<DatabaseName, Measurement>>,
  ran: DatabaseName[],
): string {
  const target = figure.target;
  if (!target) return '— no target';
  const judged = DATABASES.filter((d) => target.met[d] && measured[d] && !measured[d].elsewhere);
  if (judged.length === 0) {
    if (figure.databaseFree) return 'not measured here';
    return `not measured (${DATABASES.filter((d) => target.met[d]).join(', ')} not run)`;
  }
  const missed = judged.filter((database) => {
    const m = measured[database];
    return !m || m.failed > 0 || !target.met[database]?.(m);
  });
  if (missed.length > 0) return figure.databaseFree ? '✗ not met' : `✗ not met (${missed.join(', ')})`;
  const notRun = DATABASES.filter((d) => target.met[d] && !ran.includes(d));
  return notRun.length > 0 && !figure.databaseFree ? `✓ met (${notRun.join(', ')} not run)` : '✓ met';
}

/**
 * The figures page's table from one run: each figure with its target, its value on PGlite and on PostgreSQL (when
 * run), and whether it meets the target. Figures this run did not measure are named below it.
 */
export function figuresMarkdown(
  results: RunResults,
  ran: DatabaseName[],
  options: { lighthousePath: string; heading: string },
): string {
  const today = new Date().toISOString().slice(0, 10);
  const lines = [
    options.heading,
    '',
    '| what | target | PGlite | PostgreSQL | met | reproduce |',
    '|---|---|---|---|---|---|',
  ];
  const skipped: string[] = [];
  for (const figure of figures(options.lighthousePath, today)) {
    const measured: Partial<Record<DatabaseName, Measurement>> = {};
    for (const database of figure.databaseFree ? (['PGlite'] as const) : DATABASES) {
      const m = figure.measure(results, database);
      if (m) measured[database] = m;
    }
    if (!measured.PGlite && !measured.PostgreSQL) {
      if (figure.target) skipped.push(figure.what);
      continue;
    }
    const cell = (database: DatabaseName) =>
      figure.databaseFree
        ? database === 'PGlite'
          ? (measured.PGlite?.text ?? '')
          : '(no database)'
        : (measured[database]?.text ?? (ran.includes(database) ? 'not measured' : 'not run'));
    const target = figure.target ? `${figure.target.text} (issue ${figure.target.issue})` : '—';
    lines.push(
      `| ${figure.what} | ${target} | ${cell('PGlite')} | ${cell('PostgreSQL')} | ${verdict(figure, measured, ran)} | ${figure.reproduce} |`,
    );
  }
  if (skipped.length > 0) lines.push('', `Not measured in this run: ${skipped.join('; ')}.`);
  return lines.join('\n');
}
