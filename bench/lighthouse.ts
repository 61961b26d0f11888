import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

type PageResult = {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number], string>;
  /** Audits that lost points, so a reader sees what to fix next. */
  failing: string[];
};

async function audit(page: string, url: string): Promise<PageResult> {
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
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    console.error(`  ${page.padEnd(14)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
    return { page, url, scores, metrics, failing };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
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
    console.error('Lighthouse, mobile (progress on stderr, results on stdout)…');
    const results: PageResult[] = [];
    for (const [page, path] of pages) results.push(await audit(page, `${server.baseUrl}${path}`));

    const resultsDir = join(repoRoot, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
    );
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const r of results) {
      const m = r.metrics;
      console.log(
        `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
          `${r.scores.seo} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ` +
          `${m['total-blocking-time']} | ${m['cumulative-layout-shift']} |`,
      );
    }
    for (const r of results)
      if (r.failing.length > 0) console.log(`\n${r.page} loses points on: ${r.failing.join(', ')}`);
    console.log('\nWritten to bench/results/lighthouse.json');
  } finally {
    await server.stop();
  }
}

await main();
