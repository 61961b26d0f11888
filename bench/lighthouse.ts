import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, cookiesFor, repoRoot, startServer } from '../e2e/server.ts';
import { signedInCustomer, someProducts, type Visitor } from './visitors.ts';

// Lighthouse's default: a mid-range phone on a slow 4G connection (simulated throttling), so scores are
// comparable between runs on a busy machine.
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

// TBT swings with whatever else the machine runs, so each page is audited RUNS times and the median run
// (by performance score) is reported with the worst; LIGHTHOUSE_RUNS=1 for a quick look.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

// LIGHTHOUSE_BLOCK='*/assets/*': requests matching these patterns (comma-separated) are refused during the audit.
// Blocking the app's scripts measures the page's floor: what the server's HTML and styles cost the phone alone,
// before any of the app's code runs. Such a run is not the page's figure; its conditions say so.
const BLOCKED = process.env.LIGHTHOUSE_BLOCK?.split(',')
  .map((pattern) => pattern.trim())
  .filter((pattern) => pattern !== '');

// Issue 19's targets, checked on each page's runs and printed with the figures.
const TARGETS = { medianPerformance: 95, worstPerformance: 90, lcpMs: 2_000, tbtMs: 150, accessibility: 100 };

/** The demo customer whose own pages (/cart, /myorders) are audited signed in. */

type Page = { page: string; path: string; visitor?: Visitor };

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
  /** How long the server took to answer the page's document (Lighthouse's server-response-time), ms. */
  documentMs: number;
  /**
   * Lighthouse's measure of the machine's speed at the time (higher is faster; a quiet desktop scores
   * about 1,000–2,000): runs are comparable only at similar figures.
   */
  benchmarkIndex: number;
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
async function audit(
  { page, visitor }: Page,
  url: string,
  run: number,
  resultsDir: string,
): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(page, url, visitor, run, resultsDir);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  ${page.padEnd(14)} run ${run}: ${(error as Error).message}; trying again`);
    }
  }
}

/**
 * Gives the fresh browser the visitor's session cookie and localStorage. It opens only /healthz for that
 * (the origin's storage, without loading any of the app), so the audited load is still a cold one.
 */
async function prepareVisitor(port: number, url: string, visitor: Visitor) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const tab = await browser.newPage();
  const origin = new URL(url).origin;
  await browser.setCookie(...cookiesFor(visitor.cookie, new URL(url).hostname));
  await tab.goto(`${origin}/healthz`);
  await tab.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, visitor.localStorage);
  return { browser, tab };
}

async function auditOnce(
  page: string,
  url: string,
  visitor: Visitor | undefined,
  run: number,
  resultsDir: string,
): Promise<PageResult> {
  const load = loadavg()[0] ?? 0;
  const userDataDir = await mkdtemp(join(tmpdir(), 'cleaver-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
  });
  const prepared = visitor ? await prepareVisitor(chrome.port, url, visitor) : undefined;
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // A signed-in visitor's cookie and trolley must survive into the audited load.
        disableStorageReset: visitor !== undefined,
        ...(BLOCKED?.length ? { blockedUrlPatterns: BLOCKED } : {}),
      },
      undefined,
      prepared?.tab,
    );
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
    const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
    const documentMs = Math.round(lhr.audits['server-response-time']?.numericValue ?? Number.NaN);
    const name = page.replace(/\W+/g, '-');
    await writeFile(join(resultsDir, `lighthouse-${name}-${run}.report.json`), JSON.stringify(lhr));
    // LIGHTHOUSE_TRACES=1: the unthrottled trace Lantern simulated from too (DevTools' Performance panel opens it).
    if (process.env.LIGHTHOUSE_TRACES && result.artifacts.Trace)
      await writeFile(
        join(resultsDir, `lighthouse-${name}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    console.error(
      `  ${page.padEnd(14)} run ${run}, load ${load.toFixed(2)}, benchmarkIndex ${benchmarkIndex}, document ${documentMs} ms: ` +
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
    return {
      page,
      url,
      scores,
      metrics,
      values,
      lcpElement: lcpElementOf(lhr),
      load,
      documentMs,
      benchmarkIndex,
      failing,
    };
  } finally {
    await prepared?.browser.disconnect();
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

function summary(pageRuns: PageResult[]) {
  const performance = pageRuns.map((r) => r.scores.performance);
  const median = medianOf(performance);
  const worst = Math.min(...performance);
  const lcp = medianOf(pageRuns.map((r) => r.values['largest-contentful-paint']));
  const tbt = medianOf(pageRuns.map((r) => r.values['total-blocking-time']));
  const cls = Math.max(...pageRuns.map((r) => r.values['cumulative-layout-shift']));
  const accessibility = Math.min(...pageRuns.map((r) => r.scores.accessibility));
  const missed = [
    median < TARGETS.medianPerformance && `median ${median} < ${TARGETS.medianPerformance}`,
    worst < TARGETS.worstPerformance && `a run at ${worst} < ${TARGETS.worstPerformance}`,
    lcp > TARGETS.lcpMs && `LCP ${Math.round(lcp)} ms > ${TARGETS.lcpMs}`,
    tbt > TARGETS.tbtMs && `TBT ${Math.round(tbt)} ms > ${TARGETS.tbtMs}`,
    cls > 0 && `CLS ${cls.toFixed(3)} > 0`,
    accessibility < TARGETS.accessibility && `accessibility ${accessibility}`,
  ].filter((miss): miss is string => typeof miss === 'string');
  return { median, worst, lcp, tbt, cls, accessibility, missed };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? Number.NaN) + (sorted[Math.ceil(middle)] ?? Number.NaN)) / 2;
}

/**
 * Each page opened once in a throwaway browser, as its visitor, before the first audit: the server's first answers
 * after a start (its first page drawn, its first queries planned, its code not yet optimised) took up to 870 ms
 * for a document, and the first audit of a run paid for them.
 */
const WARM_UP_SETTLE_MS = 2_000;

async function warmUp(baseUrl: string, pages: Page[]): Promise<number> {
  const started = performance.now();
  const userDataDir = await mkdtemp(join(tmpdir(), 'cleaver-lighthouse-warm-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
  });
  try {
    for (const { path, visitor } of pages) {
      const url = `${baseUrl}${path}`;
      const { browser, tab } = visitor
        ? await prepareVisitor(chrome.port, url, visitor)
        : await (async () => {
            const browser = await puppeteer.connect({
              browserURL: `http://127.0.0.1:${chrome.port}`,
              defaultViewport: null,
            });
            return { browser, tab: await browser.newPage() };
          })();
      // Not network idle: a page holds its change streams open. Its scripts after the first screen and its data
      // are asked for within a second of the load.
      await tab.goto(url, { waitUntil: 'load' });
      await new Promise((settled) => setTimeout(settled, WARM_UP_SETTLE_MS));
      await tab.close();
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
  return Math.round(performance.now() - started);
}

/** What a run was measured on, printed above its figures and kept in lighthouse.json, so runs can be compared. */
type Conditions = {
  commit: string;
  /** Changes not committed in the app's folders when the run started. */
  uncommitted: boolean;
  /** When apps/web/dist was built, and whether after the last commit that changed the app (else it is an older build). */
  builtAt: string;
  builtAfterCommit: boolean;
  node: string;
  chromium: string;
  lighthouse: string;
  cpus: string;
  /** Each page loaded once before the first audit (warmUp), ms for all of them. */
  warmUpMs: number;
  /** Request patterns refused during the audits (LIGHTHOUSE_BLOCK), if any. */
  blocked?: string[];
};

async function conditions(warmUpMs: number): Promise<Conditions> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const committedAt = new Date(git('log', '-1', '--format=%cI', '--', 'apps/web', 'packages'));
  const built = await stat(join(repoRoot, 'apps', 'web', 'dist', 'index.html'));
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  const manifest = createRequire(import.meta.url).resolve('lighthouse/package.json');
  const lighthouseVersion = (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
  const cores = cpus();
  return {
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommitted: git('status', '--porcelain', '--', 'apps', 'packages').length > 0,
    builtAt: built.mtime.toISOString(),
    builtAfterCommit: built.mtime >= committedAt,
    node: process.version,
    chromium,
    lighthouse: lighthouseVersion,
    cpus: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown'}`,
    warmUpMs,
    ...(BLOCKED?.length ? { blocked: BLOCKED } : {}),
  };
}

function describeConditions(c: Conditions): string {
  const build = c.builtAfterCommit
    ? `built ${c.builtAt.slice(0, 16).replace('T', ' ')} UTC after its last commit`
    : `**built ${c.builtAt.slice(0, 16).replace('T', ' ')} UTC, before its last commit: run npm run build**`;
  return (
    `Conditions: ${c.commit}${c.uncommitted ? ' with uncommitted changes' : ''}, ${build}; ` +
    `${c.cpus}, Node ${c.node}, ${c.chromium}, Lighthouse ${c.lighthouse}; ` +
    `every page loaded once before the first audit (${(c.warmUpMs / 1000).toFixed(1)} s)` +
    (c.blocked ? `; **requests refused: ${c.blocked.join(', ')} (the page's floor, not its figure)**.` : '.')
  );
}

async function main() {
  const server = await startServer();
  try {
    const listed = await someProducts(server.baseUrl);
    const product = listed[0];
    if (!product) throw new Error('no product to audit');
    const productPath = `/order/product?id=${product.id}&name=${encodeURIComponent(product.productName)}`;
    const customer = await signedInCustomer(server.baseUrl, listed);
    const pages: Page[] = [
      { page: 'home', path: '/' },
      { page: 'catalogue', path: '/order' },
      { page: 'product page', path: productPath },
      { page: 'cart (bistro)', path: '/cart', visitor: customer },
      { page: 'my orders (bistro)', path: '/myorders', visitor: customer },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const audited = only ? pages.filter((p) => only.some((name) => p.page.startsWith(name))) : pages;
    const resultsDir = join(repoRoot, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    console.error(`Lighthouse, mobile, ${RUNS} run(s) per page (progress on stderr, results on stdout)…`);
    const measuredOn = await conditions(await warmUp(server.baseUrl, audited));
    console.error(`  ${describeConditions(measuredOn)}`);
    const runs: PageResult[][] = audited.map(() => []);
    // Pages take turns, so a burst of load elsewhere on the machine does not land on one page's runs.
    for (let run = 1; run <= RUNS; run++) {
      for (const [index, page] of audited.entries())
        runs[index]?.push(await audit(page, `${server.baseUrl}${page.path}`, run, resultsDir));
    }
    const results = runs.map(median);
    const summaries = runs.map(summary);

    await writeFile(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          conditions: measuredOn,
          runsPerPage: RUNS,
          targets: TARGETS,
          summaries,
          results,
          runs,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`${describeConditions(measuredOn)}\n`);
    console.log(
      `Median run of ${RUNS} per page (by performance); in the last columns, for each run: the load average (1 min) ` +
        "at its start, Lighthouse's benchmarkIndex (the machine's speed then; higher is faster) and the server's " +
        'time to answer the document.\n',
    );
    console.log(
      '| page | performance (median, worst) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | load | benchmarkIndex | document, ms |',
    );
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const [index, r] of results.entries()) {
      const m = r.metrics;
      const pageRuns = runs[index] ?? [];
      const { median: performance, worst } = summaries[index]!;
      const loads = pageRuns.map((run) => run.load.toFixed(1)).join(', ');
      const indexes = pageRuns.map((run) => run.benchmarkIndex).join(', ');
      const documents = pageRuns.map((run) => run.documentMs).join(', ');
      console.log(
        `| ${r.page} | ${performance}, ${worst} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
          `${r.scores.seo} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ` +
          `${m['total-blocking-time']} | ${m['cumulative-layout-shift']} | ${m['speed-index']} | ${loads} | ${indexes} | ${documents} |`,
      );
    }
    console.log('\nPerformance per run:');
    for (const [index, { page }] of audited.entries())
      console.log(
        `- ${page}: ${(runs[index] ?? [])
          .map((r) => `${r.scores.performance} (TBT ${Math.round(r.values['total-blocking-time'])} ms)`)
          .join(', ')}`,
      );
    console.log(
      `\nTargets (issue 19): median ≥ ${TARGETS.medianPerformance}, every run ≥ ${TARGETS.worstPerformance}, ` +
        `median LCP ≤ ${TARGETS.lcpMs} ms, median TBT ≤ ${TARGETS.tbtMs} ms, CLS 0, accessibility ${TARGETS.accessibility}.`,
    );
    for (const [index, { page }] of audited.entries()) {
      const missed = summaries[index]?.missed ?? [];
      console.log(`- ${page}: ${missed.length === 0 ? 'met' : `missed (${missed.join('; ')})`}`);
    }
    for (const r of results) console.log(`\n${r.page}: LCP element ${r.lcpElement}`);
    for (const r of results)
      if (r.failing.length > 0) console.log(`\n${r.page} loses points on: ${r.failing.join(', ')}`);
    console.log('\nWritten to bench/results/lighthouse.json');
  } finally {
    await server.stop();
  }
}

await main();
