import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Protocol } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, cookiesFor, repoRoot, startServer } from '../e2e/server.ts';
import { signedInCustomer, someProducts, type Visitor } from './visitors.ts';

/**
 * Where the main thread's time goes while a storefront page first loads: a CPU profile of the load in
 * Chromium at 4× CPU slowdown (Lighthouse's mobile figure), its samples mapped back to the sources and
 * added up by package (react-dom, @mui, @emotion…) and by the app's own folders, with the heaviest
 * functions. The served build has no source maps; the same sources are built again with them into a
 * temporary folder (the output is the same, file for file) only to read the profile.
 *
 *   npm run first-load-profile -w @cleaver/bench [-- /order /cart]
 *
 * Paths after `--` are profiled (default: / and /order as a guest); /cart and /myorders are opened
 * signed in as bistro, with three products in the trolley (bench/visitors.ts, as the Lighthouse bench).
 * PROFILE_CPU_SLOWDOWN=1 profiles at the machine's own speed, as Lighthouse traces the load it then simulates
 * at 4× (its tasks of 12.5 ms and more become the 50 ms ones its TBT counts: list them with PROFILE_MIN_TASK_MS=12).
 */

const CPU_SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/** How long after the load event the profile goes on. */
const SETTLE_MS = 4_000;
const SIGNED_IN_PATHS = ['/cart', '/myorders', '/profile'];
/** Tasks listed from this length (PROFILE_MIN_TASK_MS; TBT counts those over 50 ms, the default). */
const LISTED_TASK_MS = Number(process.env.PROFILE_MIN_TASK_MS ?? 50);
const webDir = join(repoRoot, 'apps', 'web');

type Mapped = { bucket: string; name: string };

/** The build's JavaScript files and their source maps, from a second build made with maps. */
function loadSourceMaps(): Map<string, SourceMapConsumer> {
  const outDir = mkdtempSync(join(tmpdir(), 'cleaver-maps-'));
  try {
    execFileSync('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const maps = new Map<string, SourceMapConsumer>();
    const assets = join(outDir, 'assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
      const js = file.slice(0, -'.map'.length);
      // A file the served build does not have would map the wrong code: build the app first.
      if (!existsSync(join(webDir, 'dist', 'assets', js))) continue;
      maps.set(`/assets/${js}`, new SourceMapConsumer(JSON.parse(readFileSync(join(assets, file), 'utf8'))));
    }
    return maps;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** `node_modules/@mui/material/…` → '@mui/material'; the app's files by their feature or folder. */
function bucketOf(source: string): string {
  const inModules = source.split('node_modules/').at(-1);
  if (inModules !== undefined && inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const app = source.match(/src\/(features\/[^/]+|[^/]+)/);
  return app ? `app: ${app[1]}` : source;
}

function mapFrame(maps: Map<string, SourceMapConsumer>, frame: Protocol.Runtime.CallFrame): Mapped {
  if (!URL.canParse(frame.url)) return { bucket: frame.functionName || '(native)', name: frame.functionName };
  const path = new URL(frame.url).pathname;
  const map = maps.get(path);
  if (!map) return { bucket: path, name: frame.functionName || '(anonymous)' };
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return { bucket: path, name: frame.functionName || '(anonymous)' };
  return {
    bucket: bucketOf(original.source),
    name: `${original.name ?? frame.functionName ?? '(anonymous)'} (${original.source.replace(/^.*node_modules\//, '')}:${original.line})`,
  };
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };

/** What the renderer's main thread ran as tasks over 50 ms (what TBT counts), with what filled each. */
function longTasks(events: TraceEvent[]): TraceEvent[] {
  // The page's renderer: of the renderer main threads (the first blank page has its own), the busiest.
  const threads = events
    .filter(
      (e) => e.name === 'thread_name' && (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
    )
    .map((e) => events.filter((x) => x.pid === e.pid && x.tid === e.tid && x.ph === 'X' && x.dur));
  const onMain = threads.sort((a, b) => busyOf(b) - busyOf(a))[0] ?? [];
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LISTED_TASK_MS * 1000);
  const start = Math.min(...onMain.map((e) => e.ts));
  if (!Number.isFinite(start)) {
    console.log('\nNo main-thread tasks in the trace.');
    return [];
  }
  let blocking = 0;
  console.log(`\nTasks over ${LISTED_TASK_MS} ms on the main thread (what filled them, ms)\n`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts < end && INTERESTING.has(e.name))
        inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const parts = [...inside].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${Math.round(ms)}`);
    console.log(
      `- at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms — ${parts.join(', ')}`,
    );
  }
  console.log(
    `\n${tasks.length} task(s), ${Math.round(blocking)} ms over 50 ms in all (TBT counts those after the first paint).`,
  );
  return tasks;
}

/** The functions the longest task spent its time in, counting each function once per sample on its stack. */
function insideTask(cpu: Protocol.Profiler.Profile, maps: Map<string, SourceMapConsumer>, task: TraceEvent) {
  const parent = new Map<number, number>();
  for (const node of cpu.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  const ownCode = new Map<string, number>();
  let at = cpu.startTime;
  let total = 0;
  cpu.samples?.forEach((id, index) => {
    const delta = cpu.timeDeltas?.[index] ?? 0;
    at += delta;
    if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
    total += delta / 1000;
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame?.url) continue;
      const { name, bucket } = mapFrame(maps, frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta / 1000);
      if (bucket.startsWith('app:')) ownCode.set(name, (ownCode.get(name) ?? 0) + delta / 1000);
    }
  });
  table(
    `Inside the longest task (${Math.round((task.dur ?? 0) / 1000)} ms; ${Math.round(total)} ms sampled): functions by inclusive time`,
    inclusive,
    total,
    25,
  );
  table('…of which in the app’s own code (inclusive)', ownCode, total, 15);
}

const busyOf = (events: TraceEvent[]) =>
  events.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);

// Nested events overlap (a script's forced layout is inside its FunctionCall), so the figures are of
// each kind of work within the task, not a partition of it.
const INTERESTING = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'ParseAuthorStyleSheet',
]);

function table(title: string, totals: Map<string, number>, all: number, rows: number) {
  console.log(`\n${title}\n`);
  console.log('| | ms | share |');
  console.log('|---|--:|--:|');
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(
      `| ${name.replaceAll('|', '\\|')} | ${Math.round(ms)} | ${((100 * ms) / all).toFixed(1)} % |`,
    );
}

async function profile(
  baseUrl: string,
  path: string,
  maps: Map<string, SourceMapConsumer>,
  visitor?: Visitor,
) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'cleaver-profile-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
    defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  });
  try {
    const page = await browser.newPage();
    // A phone's user agent, as Lighthouse's mobile run sends: the server draws some pages by device (My Orders'
    // cards), and a desktop agent on a phone's screen would measure the switch to the phone layout instead.
    await page.setUserAgent({ userAgent: PHONE_USER_AGENT });
    if (visitor) {
      await browser.setCookie(...cookiesFor(visitor.cookie, new URL(baseUrl).hostname));
      // The trolley is in localStorage: set on the origin's /healthz, which loads none of the app.
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, visitor.localStorage);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    // Every API call and live stream the load makes, by operation name, to see what asks twice.
    const requests: { at: number; what: string }[] = [];
    const started = Date.now();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      const query = request.postData() ?? url.searchParams.get('query') ?? '';
      const operation = query.match(/\b(query|mutation|subscription)\s+(\w+)/);
      requests.push({
        at: Date.now() - started,
        what: operation ? `${operation[1]} ${operation[2]}` : '(unnamed)',
      });
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const loadedAt = Date.now() - started;
    // What the page does once loaded (queries, live-update streams, the first render's effects) counts too.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const paints = await page.evaluate(() => {
      const lcp = new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe(
          {
            type: 'largest-contentful-paint',
            buffered: true,
          },
        );
        setTimeout(() => resolve(Number.NaN), 1_000);
      });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return lcp.then((largest) => ({ fcp, lcp: largest }));
    });
    const { profile: cpu } = await cdp.send('Profiler.stop');
    const traceText = new TextDecoder().decode(await page.tracing.stop());
    // PROFILE_TRACE_DIR=dir: keeps each page's trace, to open in DevTools' Performance panel.
    const traceDir = process.env.PROFILE_TRACE_DIR;
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true });
      writeFileSync(join(traceDir, `${path.replaceAll('/', '_')}.trace.json`), traceText);
    }
    const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };

    const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
    const self = new Map<number, number>();
    cpu.samples?.forEach((id, index) => {
      self.set(id, (self.get(id) ?? 0) + (cpu.timeDeltas?.[index] ?? 0) / 1000);
    });
    const buckets = new Map<string, number>();
    const functions = new Map<string, number>();
    let busy = 0;
    for (const [id, ms] of self) {
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      busy += ms;
      const { bucket, name } = mapFrame(maps, frame);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
    console.log(
      `\n## ${path}${visitor ? ' (signed in as bistro, three lines in the trolley)' : ''}: ${Math.round(busy)} ms of main-thread work ` +
        `at ${CPU_SLOWDOWN}× CPU slowdown until ${SETTLE_MS / 1000} s after the load event; FCP ${Math.round(paints.fcp)} ms, ` +
        `LCP ${Math.round(paints.lcp)} ms (no network throttling)`,
    );
    const tasks = longTasks(trace.traceEvents);
    const heaviest = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    if (heaviest) insideTask(cpu, maps, heaviest);
    // PROFILE_EACH_TASK=1: what each of the five next-longest tasks ran too (the app's own code); =N, the N next.
    const each = Number(process.env.PROFILE_EACH_TASK) > 1 ? Number(process.env.PROFILE_EACH_TASK) : 5;
    if (process.env.PROFILE_EACH_TASK)
      for (const task of tasks.slice(1, 1 + each)) insideTask(cpu, maps, task);
    console.log(`\nAPI requests (ms after the navigation started; the load event at ${loadedAt} ms)\n`);
    for (const { at, what } of requests) console.log(`- ${String(at).padStart(5)} ${what}`);
    table(
      'By package or app folder (self time; "(program)" is the browser\'s own work, see the tasks above)',
      buckets,
      busy,
      15,
    );
    table('Heaviest functions (self time)', functions, busy, 15);
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const maps = loadSourceMaps();
  const server = await startServer();
  try {
    const customer = await signedInCustomer(server.baseUrl, await someProducts(server.baseUrl));
    for (const path of paths.length > 0 ? paths : ['/', '/order'])
      await profile(server.baseUrl, path, maps, SIGNED_IN_PATHS.includes(path) ? customer : undefined);
  } finally {
    await server.stop();
  }
}

await main();
