import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, cookiesFor, startServer } from '../e2e/server.ts';
import { signedInCustomer, someProducts, type Visitor } from './visitors.ts';

/**
 * Storefront pages loaded for real in Chromium on a throttled phone profile (Lighthouse's mobile figures, applied
 * rather than simulated: 150 ms round trips, 1.6 Mbit/s down, 4× CPU slowdown, a 412 px screen, an empty cache),
 * with what the visitor sees and when they can use it:
 * - FCP and LCP, as the browser reports them;
 * - hydrated: when React owns the page's heading (its element carries React's fiber), so a tap is answered by the
 *   app rather than held (early-taps.ts);
 * - load: the load event.
 * Lighthouse's own figures are a simulation from an unthrottled load (Lantern), which counts a script evaluated
 * before the first paint as holding it; these are what the throttled browser does (docs/performance-log.md).
 *
 *   npm run throttled-load -w @cleaver/bench [-- /order /cart]      (THROTTLED_RUNS=3 by default)
 *
 * /cart and /myorders are opened signed in as bistro, with three products in the trolley (bench/visitors.ts);
 * /order/product alone is the first listed product's page, as the Lighthouse bench audits it. By default the
 * Lighthouse bench's five pages.
 */

const RUNS = Math.max(1, Number(process.env.THROTTLED_RUNS ?? 3));
const SIGNED_IN_PATHS = ['/cart', '/myorders'];
const SETTLE_MS = 1_000;
const TIMEOUT_MS = 60_000;

const METRICS = ['FCP', 'LCP', 'hydrated', 'load'] as const;
type Timings = Record<(typeof METRICS)[number], number>;

// A string, not a function: tsx would wrap the named functions in a helper the page does not have.
const OBSERVE_PAGE = `
  window.__lcp = -1;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const poll = () => {
    const heading = document.querySelector('h1');
    if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))) {
      window.__hydrated = performance.now();
    } else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
`;

async function load(baseUrl: string, path: string, visitor: Visitor | undefined): Promise<Timings> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'cleaver-throttled-'));
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    userDataDir,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    if (visitor) {
      // The trolley is in localStorage: set on the origin's /healthz, which loads none of the app.
      await page.goto(`${baseUrl}/healthz`);
      await browser.setCookie(...cookiesFor(visitor.cookie, new URL(baseUrl).hostname));
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, visitor.localStorage);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(OBSERVE_PAGE);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForFunction('window.__hydrated !== undefined', { timeout: TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const [fcp, lcp, hydrated, loaded] = (await page.evaluate(`[
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      window.__lcp,
      window.__hydrated,
      performance.getEntriesByType('navigation')[0].loadEventStart,
    ]`)) as number[];
    return { FCP: fcp ?? -1, LCP: lcp ?? -1, hydrated: hydrated ?? -1, load: loaded ?? -1 };
  } finally {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? -1;

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/order', '/order/product', '/cart', '/myorders'];
const server = await startServer();
try {
  const listed = await someProducts(server.baseUrl);
  const product = listed[0];
  const addressOf = (path: string) =>
    path === '/order/product' && product
      ? `/order/product?id=${product.id}&name=${encodeURIComponent(product.productName)}`
      : path;
  const visitor = SIGNED_IN_PATHS.some((path) => paths.includes(path))
    ? await signedInCustomer(server.baseUrl, listed)
    : undefined;
  const runs = new Map<string, Timings[]>(paths.map((path) => [path, []]));
  // Pages take turns, as in the Lighthouse bench, so a burst of load elsewhere does not land on one page's runs.
  for (let run = 1; run <= RUNS; run++) {
    for (const path of paths) {
      const timings = await load(
        server.baseUrl,
        addressOf(path),
        SIGNED_IN_PATHS.includes(path) ? visitor : undefined,
      );
      runs.get(path)?.push(timings);
      console.error(
        `  ${path} run ${run}: ${METRICS.map((m) => `${m} ${Math.round(timings[m])} ms`).join(', ')}`,
      );
    }
  }
  console.log(`\nThrottled loads (150 ms RTT, 1.6 Mbit/s, 4× CPU), median of ${RUNS} per page, ms:\n`);
  console.log(`| page | ${METRICS.join(' | ')} |\n|---|${METRICS.map(() => '--:').join('|')}|`);
  for (const [path, timings] of runs) {
    console.log(
      `| ${path} | ${METRICS.map((m) => Math.round(median(timings.map((t) => t[m])))).join(' | ')} |`,
    );
  }
} finally {
  await server.stop();
}
