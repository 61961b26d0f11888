import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OFFSET_ENV } from '../scripts/test-clock.mjs';

/** How every headless Chromium of the tests and benches starts (a fresh user-data dir is the caller's). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A `Cookie` header value (as signInCookie answers) as the cookies a browser is given for `hostname`. */
export function cookiesFor(cookie: string, hostname: string) {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
}

export const repoRoot = resolve(import.meta.dirname, '..');

const READY_TIMEOUT_MS = 90_000;
const OUTPUT_LINES_KEPT = 200;

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** The last lines the server wrote to stdout and stderr, for failure reports. */
  output: () => string;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  seedDemo?: boolean;
  /** A data folder prepared beforehand (kept afterwards); a fresh temporary one when left out. */
  dataDir?: string;
  /** A file to append the server's output to as well (for a server started in another process). */
  logFile?: string;
  /**
   * Runs the standing orders' scheduler, with the test clock (POST /api/testing/clock, see `moveClock`). The server
   * then runs with NODE_ENV=test, since production refuses TEST_CLOCK. Off by default: E2E servers create no orders
   * on their own.
   */
  scheduler?: boolean;
  /**
   * More environment for the server, read when it starts: e.g. ACCOUNTING_API_URL and PRODUCTION_API_URL of
   * contract servers a test starts in a beforeAll registered before useApp's.
   */
  env?: () => Record<string, string>;
};

/**
 * Names the environment variable through which e2e/global-setup.ts hands over a migrated, empty PGlite
 * folder and the drawn demo images (JSON `{ pglite, uploads }`).
 */
export const TEMPLATE_ENV = 'CLEAVER_E2E_TEMPLATE';

// A fresh data folder starts from the run's template when there is one: migrations applied, images drawn and,
// for a demo server, the demo rows seeded at the run's start (e2e/global-setup.ts); the server finds it filled.
async function fillFromTemplate(dataDir: string, options: ServerOptions): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const { pglite, seededPglite, uploads } = JSON.parse(template) as {
    pglite: string;
    seededPglite: string;
    uploads: string;
  };
  const source = (options.seedDemo ?? true) ? seededPglite : pglite;
  if (!options.databaseUrl) await cp(source, join(dataDir, 'pglite'), { recursive: true });
  if (options.seedDemo ?? true) await cp(uploads, join(dataDir, 'uploads'), { recursive: true });
}

/**
 * A port for the next server. Not port 0's answer: the server takes seconds to start listening, and meanwhile
 * an ephemeral port freed by a probe can go to one of Chromium's connections. Each vitest worker counts
 * through its own range below the ephemeral ports (32768 and up), skipping one still in use.
 */
let portsTaken = 0;
const PORTS_PER_WORKER = 200;
export async function freePort(): Promise<number> {
  const base = 10_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 40) * PORTS_PER_WORKER;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = base + (portsTaken++ % PORTS_PER_WORKER);
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${base}–${base + PORTS_PER_WORKER - 1}`);
}

/**
 * Starts the real server (`apps/server/dist/main.js`, bundled by `npm run build`, serving the built SPA) on a free loopback
 * port with a fresh data folder, and resolves once `/healthz` answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'cleaver-e2e-')));
  const removeDataDir = () =>
    options.dataDir ? Promise.resolve() : rm(dataDir, { recursive: true, force: true });
  if (!options.dataDir) await fillFromTemplate(dataDir, options);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // better-auth trusts only this origin; it must match the address the browser opens.
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: String(options.seedDemo ?? true),
    NODE_ENV: options.scheduler ? 'test' : 'production',
    LOG_LEVEL: 'warn',
    SCHEDULER: options.scheduler ? 'on' : 'off',
    // A backup holds PGlite's other queries for seconds: not in the middle of a journey.
    NIGHTLY_BACKUP: 'off',
  };
  if (options.scheduler) env.TEST_CLOCK = '1';
  else delete env.TEST_CLOCK;
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env?.());

  try {
    const running = await startProcess({
      script: 'apps/server/dist/main.js',
      env,
      readyUrl: `${baseUrl}/healthz`,
      logFile: options.logFile,
    });
    return {
      baseUrl,
      dataDir,
      output: running.output,
      stop: async () => {
        await running.stop();
        await removeDataDir();
      },
    };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

export type RunningProcess = { output: () => string; stop: () => Promise<void> };

/**
 * Runs a script (relative to the repository root; TypeScript through tsx, JavaScript as it is) in its own Node process and
 * resolves once `readyUrl` answers 200; fails fast, with the process's output, if it exits first.
 */
export async function startProcess(options: {
  script: string;
  env: NodeJS.ProcessEnv;
  readyUrl: string;
  logFile?: string;
}): Promise<RunningProcess> {
  const script = options.script.endsWith('.ts') ? ['--import', 'tsx', options.script] : [options.script];
  // A run with TEST_NOW set moves the server's calendar with the rest (scripts/test-clock.mjs).
  const args = options.env[OFFSET_ENV] ? ['--import', './scripts/test-clock.mjs', ...script] : script;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    if (options.logFile) appendFileSync(options.logFile, chunk);
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');

  // A runner that dies must not leave a server holding the port and the data folder.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
  };

  try {
    await waitUntilReady(options.readyUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { output, stop };
}

async function waitUntilReady(readyUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const what = `GET ${new URL(readyUrl).pathname}`;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready. Its output:\n${output()}`,
      );
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      lastProblem = `${what} failed: ${(error as Error).message}`;
    }
    await sleep(250);
  }
  throw new Error(
    `The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}). Its output:\n${output()}`,
  );
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Kept for journeys that call it before signing in; it no longer waits. The server counts only failed
 * sign-ins (modules/auth/throttle.ts: 5 per account, 20 per address, forgotten after an hour), and a
 * successful one gives its attempt back, so pacing attempts in time buys nothing: a journey stays clear
 * of the limits by failing fewer than 20 times per server, not by waiting. (The old 3-per-10-s pacing
 * for better-auth's limit, which sign-in no longer goes through, cost up to 10 s a sign-in.)
 */
export async function waitForSignInSlot(): Promise<void> {}

/** Signs in over HTTP and returns the `Cookie` header value that carries the session. */
export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  await waitForSignInSlot();
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`Sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Sign-in as ${email} set no cookie`);
  return cookie;
}

/** What one scheduler run did, as POST /api/testing/clock answers it. */
export type SchedulerRun = {
  now: string;
  today: string;
  created: number;
  orders: Array<{
    orderId: string;
    recurringOrderId: string;
    company: string;
    dueDate: string;
    processingDate: string;
  }>;
  skipped: Array<{ company: string; date: string; reason: string }>;
  failed: Array<{ recurringOrderId: string; company: string; reason: string }>;
};

/**
 * Moves the business clock of a server started with `scheduler: true` to `now` and runs the scheduler once
 * (POST /api/testing/clock); answers the run's summary.
 */
export async function moveClock(baseUrl: string, now: Date): Promise<SchedulerRun> {
  const response = await fetch(`${baseUrl}/api/testing/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  if (!response.ok)
    throw new Error(`POST /api/testing/clock answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SchedulerRun;
}

export type GraphQLResult<T> = { data?: T | null; errors?: { message: string }[] };

export async function graphql<T>(
  baseUrl: string,
  query: string,
  options: { cookie?: string; variables?: Record<string, unknown> } = {},
): Promise<GraphQLResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: baseUrl };
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as GraphQLResult<T>;
  } catch {
    throw new Error(`POST /graphql answered ${response.status} with non-JSON: ${text.slice(0, 300)}`);
  }
}
