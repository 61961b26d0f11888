import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { graphql, repoRoot, startServer } from '../e2e/server.ts';

// Lighthouse's default: a mid-range phone on a slow 4G connection (simulated throttling), so scores are
// comparable between runs on a busy machine.
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

// TBT swings with whatever else the machine runs, so each page is audited RUNS times and the median run
// (by performance score) is reported; LIGHTHOUSE_RUNS=1 for a quick look.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

type PageResult = {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number], string>;
  /** Numeric metric values (ms, CLS unitless), for medians and comparisons. */
  values: Record<(typeof METRICS)[number], number>;
  /** What Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  /** Load average (1 min) when the run started. */
  load: number;
  /** Audits that lost points, so a reader sees what to fix next. */
  failing: string[];
};

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function lcpElementOf(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet ?? '—';
  return snippet.length > 100 ? `${snippet.slice(0, 97)}…` : snippet;
}

// On a busy machine Chromium now and then loses the trace (NO_NAVSTART); such a run is tried again.
async function audit(page: string, url: string, run: number, resultsDir: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(page, url, run, resultsDir);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  ${page.padEnd(14)} run ${run}: ${(error as Error).message}; trying again`);
    }
  }
}

async function auditOnce(page: string, url: string, run: number, resultsDir: string): Promise<PageResult> {
  const load = loadavg()[0] ?? 0;
  const userDataDir = await mkdtemp(join(tmpdir(), 'cleaver-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as PageResult['scores'];
    const metrics = Object.fromEntries(
      METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? '—']),
    ) as PageResult['metrics'];
    const values = Object.fromEntries(
      METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? Number.NaN]),
    ) as PageResult['values'];
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    // The whole report, for digging into a figure (open it in the Lighthouse viewer).
    const name = page.replace(/\W+/g, '-');
    await writeFile(join(resultsDir, `lighthouse-${name}-${run}.report.json`), JSON.stringify(lhr));
    console.error(
      `  ${page.padEnd(14)} run ${run}, load ${load.toFixed(2)}: ` +
        `${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; ` +
        `${METRICS.map(
          (m) =>
            `${m
              .split('-')
              .map((w) => w[0])
              .join('')
              .toUpperCase()} ${metrics[m]}`,
        ).join(', ')}`,
    );
    return { page, url, scores, metrics, values, lcpElement: lcpElementOf(lhr), load, failing };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The run with the median performance score (the lower middle one for an even count). */
function median(pageRuns: PageResult[]): PageResult {
  const sorted = [...pageRuns].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to report');
  return middle;
}

async function main() {
  const server = await startServer();
  try {
    const found = await graphql<{ listProducts: { products: { id: string; productName: string }[] } }>(
      server.baseUrl,
      '{ listProducts(first: 1, category: "Chicken") { products { id productName } } }',
    );
    const product = found.data?.listProducts.products[0];
    if (!product) throw new Error(`no product to audit: ${JSON.stringify(found)}`);
    const productPath = `/order/product?id=${product.id}&name=${encodeURIComponent(product.productName)}`;
    const pages: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/order'],
      ['product page', productPath],
    ];
    const resultsDir = join(repoRoot, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    console.error(`Lighthouse, mobile, ${RUNS} run(s) per page (progress on stderr, results on stdout)…`);
    const runs: PageResult[][] = pages.map(() => []);
    // Pages take turns, so a burst of load elsewhere on the machine does not land on one page's runs.
    for (let run = 1; run <= RUNS; run++) {
      for (const [index, [page, path]] of pages.entries())
        runs[index]?.push(await audit(page, `${server.baseUrl}${path}`, run, resultsDir));
    }
    const results = runs.map(median);

    await writeFile(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, results, runs }, null, 2)}\n`,
    );
    console.log(
      `Median of ${RUNS} run(s) per page; load average (1 min) at the start of each run in brackets.\n`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | load |',
    );
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const [index, r] of results.entries()) {
      const m = r.metrics;
      const loads = (runs[index] ?? []).map((run) => run.load.toFixed(1)).join(', ');
      console.log(
        `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
          `${r.scores.seo} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ` +
          `${m['total-blocking-time']} | ${m['cumulative-layout-shift']} | ${m['speed-index']} | ${loads} |`,
      );
    }
    console.log('\nPerformance per run:');
    for (const [index, [page]] of pages.entries())
      console.log(`- ${page}: ${(runs[index] ?? []).map((r) => r.scores.performance).join(', ')}`);
    for (const r of results) console.log(`\n${r.page}: LCP element ${r.lcpElement}`);
    for (const r of results)
      if (r.failing.length > 0) console.log(`\n${r.page} loses points on: ${r.failing.join(', ')}`);
    console.log('\nWritten to bench/results/lighthouse.json');
  } finally {
    await server.stop();
  }
}

await main();
