import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  graphql,
  type RunningServer,
  repoRoot,
  type ServerOptions,
  startServer,
  waitForSignInSlot,
} from './server.ts';
import { takePooledServer } from './server-pool.ts';

// Journeys about standing orders move the business clock of a `useApp({ scheduler: true })` server.
export { moveClock, type SchedulerRun } from './server.ts';

import { shiftDate, testClockOffset } from '../scripts/test-clock.mjs';
import { CHROMIUM_ARGS } from './server.ts';

/** How long a journey waits for something to show up before it fails. */
export const UI_TIMEOUT_MS = 15_000;

const failureDir = join(repoRoot, 'e2e', 'test-results');

export type PageOptions = {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** false: the page as a visitor sees it before (or without) the app's JavaScript. */
  javaScriptEnabled?: boolean;
  /** A phone's user agent, say: the server draws some pages by the device it tells (web-page.ts, isPhone). */
  userAgent?: string;
  /**
   * 'allow': the shop's service worker installs (decision 033). Blocked by default: it answers the page's scripts
   * from its cache, out of reach of `page.route` (holdAppCode), and every journey would pay for its install.
   */
  serviceWorkers?: 'allow' | 'block';
};
export type Account = { email: string; password: string };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type App = {
  readonly baseUrl: string;
  readonly server: RunningServer;
  /** A page in its own browser context (own cookies and storage), as axe needs. */
  newPage: (options?: PageOptions) => Promise<Page>;
  /**
   * A blank page already signed in as the account. The first call (of this or sessionCookie) signs in
   * through the sign-in endpoint the login form posts to; later ones reuse that session. Journeys about
   * the login form use signIn or submitSignIn instead.
   */
  signedInPage: (account: Account, options?: PageOptions) => Promise<Page>;
  /** A `Cookie` header value for the account's session (the one signedInPage uses), for calling the API directly. */
  sessionCookie: (account: Account) => Promise<string>;
  /** Calls the GraphQL API as the account; throws with the errors when there is no data. */
  api: <T>(query: string, variables: Record<string, unknown>, account: Account) => Promise<T>;
  /** GETs a path (a PDF, a CSV) as the account and expects 200. */
  download: (path: string, account: Account) => Promise<Buffer>;
};

type Watched = { context: BrowserContext; page: Page; pageErrors: Error[]; consoleErrors: string[] };

/**
 * Starts the built server with a fresh database and a headless Chromium for the calling test
 * file, and stops both after it. A test fails when any of its pages throws an uncaught error.
 */
export function useApp(serverOptions: ServerOptions = {}): App {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let watched: Watched[] = [];
  const sessions = new Map<string, Promise<StorageState>>();

  beforeAll(async () => {
    // The default server comes from the run's pool, started ahead (server-pool.ts); others start here.
    const pooled = Object.keys(serverOptions).length === 0;
    const [startedServer, launchedBrowser] = await Promise.allSettled([
      (pooled ? takePooledServer() : Promise.resolve(undefined)).then(
        (server) => server ?? startServer(serverOptions),
      ),
      chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      }),
    ]);
    if (startedServer.status === 'fulfilled') server = startedServer.value;
    if (launchedBrowser.status === 'fulfilled') browser = launchedBrowser.value;
    if (startedServer.status === 'rejected') throw startedServer.reason;
    if (launchedBrowser.status === 'rejected') throw launchedBrowser.reason;
  });

  afterEach(async ({ task }) => {
    const pages = watched;
    watched = [];
    if (task.result?.state === 'fail') await reportFailure(task.name, pages, server);
    else {
      // Not a failure on their own (a refused sign-in logs a 401), but worth seeing in the output.
      const consoleErrors = pages.flatMap(({ consoleErrors }) => consoleErrors);
      if (consoleErrors.length > 0)
        console.warn(`console errors in "${task.name}":\n  ${consoleErrors.join('\n  ')}`);
    }
    await Promise.all(pages.map(({ context }) => context.close().catch(() => undefined)));
    const pageErrors = pages.flatMap(({ page, pageErrors }) =>
      pageErrors.map((error) => `${page.url()}: ${error.stack ?? error.message}`),
    );
    if (pageErrors.length > 0) {
      throw new Error(`Uncaught error(s) in the page:\n${pageErrors.join('\n\n')}`);
    }
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser) throw new Error('useApp(): the server and browser start in beforeAll');
    return { server, browser };
  };

  return {
    get baseUrl() {
      return started().server.baseUrl;
    },
    get server() {
      return started().server;
    },
    newPage: (options) => openPage(options),
    async signedInPage(account, options) {
      return openPage(options, await sessionOf(account));
    },
    sessionCookie,
    async api<T>(query: string, variables: Record<string, unknown>, account: Account): Promise<T> {
      const result = await graphql<T>(started().server.baseUrl, query, {
        cookie: await sessionCookie(account),
        variables,
      });
      if (!result.data) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(result.errors)}`);
      return result.data;
    },
    async download(path, account) {
      const response = await fetch(new URL(path, started().server.baseUrl), {
        headers: { cookie: await sessionCookie(account) },
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    },
  };

  async function sessionCookie(account: Account): Promise<string> {
    const session = await sessionOf(account);
    return session.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  // One sign-in per account and file: each costs the server a password hash, and a page load through
  // the form costs the journey seconds more that tell it nothing.
  function sessionOf(account: Account): Promise<StorageState> {
    let session = sessions.get(account.email);
    if (!session) {
      session = signInOverHttp(started().server.baseUrl, account);
      sessions.set(account.email, session);
      session.catch(() => sessions.delete(account.email));
    }
    return session;
  }

  async function openPage(
    {
      width = 1280,
      height = 800,
      colorScheme = 'light',
      javaScriptEnabled = true,
      userAgent,
      serviceWorkers = 'block',
    }: PageOptions = {},
    storageState?: StorageState,
  ): Promise<Page> {
    const { server, browser } = started();
    const context = await browser.newContext({
      storageState,
      baseURL: server.baseUrl,
      viewport: { width, height },
      colorScheme,
      javaScriptEnabled,
      ...(userAgent ? { userAgent } : {}),
      serviceWorkers,
      reducedMotion: 'reduce',
      locale: 'en-NZ',
      timezoneId: 'Pacific/Auckland',
    });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    // A run with TEST_NOW set moves the page's calendar with the server's (scripts/test-clock.mjs).
    const offset = testClockOffset();
    if (offset !== 0) await context.addInitScript(shiftDate, offset);
    const page = await context.newPage();
    const entry: Watched = { context, page, pageErrors: [], consoleErrors: [] };
    page.on('pageerror', (error) => entry.pageErrors.push(error));
    page.on('console', (message) => {
      if (message.type() === 'error') entry.consoleErrors.push(message.text());
    });
    watched.push(entry);
    return page;
  }
}

// Posts to the endpoint the login form uses, so the session and its cookies are the ones a browser gets.
async function signInOverHttp(baseUrl: string, account: Account): Promise<StorageState> {
  await waitForSignInSlot();
  const http = await request.newContext({ baseURL: baseUrl });
  try {
    const response = await http.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl },
      data: { email: account.email, password: account.password },
    });
    if (!response.ok()) {
      throw new Error(`Sign-in as ${account.email} answered ${response.status()}: ${await response.text()}`);
    }
    const state = await http.storageState();
    if (state.cookies.length === 0) throw new Error(`Sign-in as ${account.email} set no cookie`);
    return state;
  } finally {
    await http.dispose();
  }
}

// Leaves a screenshot and what the user would have seen, so a failed journey can be read
// without re-running it.
async function reportFailure(testName: string, pages: Watched[], server: RunningServer | undefined) {
  await mkdir(failureDir, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const lines: string[] = [`--- failure report: ${testName}`];
  for (const [index, { page, consoleErrors }] of pages.entries()) {
    if (page.isClosed()) continue;
    const shot = join(failureDir, `${slug}-${index}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no body text)');
    lines.push(`page ${index}: ${page.url()} (screenshot ${shot})`);
    lines.push(`  visible text: ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`);
    // Dialogs and menus are drawn at the end of the page, past where the text above is cut; a screen
    // reader (and getByRole) skips anything under aria-hidden, which an open menu puts on the rest.
    const layers = await page
      .evaluate(() =>
        Array.from(document.querySelectorAll('[role="dialog"], [role="listbox"], [role="menu"]'), (layer) => {
          const hidden = layer.closest('[aria-hidden="true"]') ? ' (aria-hidden)' : '';
          const labelledBy = layer.getAttribute('aria-labelledby');
          const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
          const name = `${layer.getAttribute('role')} "${layer.getAttribute('aria-label') ?? title ?? ''}"`;
          const words = (layer as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 400);
          return `${name}${hidden}: ${words}`;
        }),
      )
      .catch(() => []);
    for (const layer of layers) lines.push(`  open layer ${layer}`);
    const focused = await page
      .evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '(none)')
      .catch(() => '(unknown)');
    lines.push(`  focus: ${focused}`);
    if (consoleErrors.length > 0) lines.push(`  console errors:\n    ${consoleErrors.join('\n    ')}`);
    const html = await page.content().catch(() => '');
    await writeFile(join(failureDir, `${slug}-${index}.html`), html).catch(() => undefined);
  }
  if (server) lines.push(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
  console.error(lines.join('\n'));
}

/**
 * Switches the device's colour scheme of an open page and waits until the app has repainted in it (the app
 * follows the device until the user picks a theme): cheaper than a second page, sign-in and load in the other scheme.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction((dark) => {
    // The first painted background from body upwards, as the eye sees it.
    for (const element of [document.body, document.documentElement]) {
      const channels =
        getComputedStyle(element)
          .backgroundColor.match(/[\d.]+/g)
          ?.map(Number) ?? [];
      const [r = 0, g = 0, b = 0, alpha = 1] = channels;
      if (channels.length >= 3 && alpha > 0) return (r + g + b) / 3 < 128 === dark;
    }
    return false;
  }, colorScheme === 'dark');
}

/**
 * Holds back the app's entry script from this page until the returned function is called, so a test can
 * act on the server's HTML (or change data behind it) before the app takes the page over.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The storefront's code is one file, app-*.js (apps/web/vite.config.ts).
  await page.route('**/assets/app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the element (owns the server's node rather than replacing it). */
export async function untilReactOwns(element: Pick<Locator, 'evaluate'>): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** Resolves once the page's live stream for the named subscription is open. */
export function streamOpen(page: Page, operation: string): Promise<unknown> {
  return page.waitForResponse((response) => response.url().includes(operation) && response.status() === 200);
}

/** Waits until the locator is visible; fails with Playwright's description of what it looked for. */
export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/**
 * Picks `option` in the open dialog's drop-down list named `label`, as a user does with the mouse, and
 * waits until the list has closed and the field shows the choice: while a list is open, the menu hides
 * the dialog from screen readers (and getByRole), so the next step must not start before it has gone.
 */
export async function chooseInDialog(page: Page, label: string, option: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('combobox', { name: label });
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await expect.poll(() => field.innerText()).toBe(option);
}

export async function waitForPath(page: Page, path: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch {
    throw new Error(`Expected to be on ${path}, but the page is at ${new URL(page.url()).pathname}`);
  }
}

/** Fills and submits the sign-in form, without waiting for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForSignInSlot();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the login form and waits until the app has moved off /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  try {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: UI_TIMEOUT_MS });
  } catch {
    const text = await page.locator('body').innerText();
    throw new Error(`Signing in as ${email} stayed on /login. The page says: ${text.slice(0, 500)}`);
  }
}

// axe-core's own build, put into the page once and run there. @axe-core/playwright's default run (partial
// results per frame, finished in a new blank page) took five to ten times as long as the audit itself on
// our pages, and the journeys have no frames for it to cross.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeScope = {
  /** CSS selector of the part to audit (e.g. an open dialog: the page behind it was audited already). */
  include?: string;
  /** Only these rules (axe rule ids). */
  rules?: string[];
};

/** Runs axe-core in the page as it is now and answers its results (violations, and passes when `rules` is given). */
export async function runAxe(page: Page, { include, rules }: AxeScope = {}): Promise<AxeResults> {
  // Colours are judged as they end up, not halfway through a transition (a button turning from its disabled
  // grey to enabled reads as low contrast mid-way); endless animations (spinners) are not waited for.
  const settle = () =>
    page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
  await settle();
  // A Data Grid draws its rows a frame before their cells once it has measured its width; audited in
  // between, every row reads as a row without cells (aria-required-children). Still so after 10 s, axe says so.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.MuiDataGrid-row')].every((row) =>
          row.querySelector('[role="gridcell"]'),
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  // A transition that starts while axe runs (data arriving enables a button) can be caught halfway too:
  // then the page is let settle and audited again.
  for (let attempt = 1; ; attempt++) {
    const { results, moved } = await page.evaluate(
      async ([selector, runOptions]) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        let moved = false;
        const note = () => {
          moved = true;
        };
        document.addEventListener('transitionrun', note, true);
        try {
          const results = await axe.run(selector ? { include: [selector] } : document, runOptions);
          // A transition started in axe's last task has not sent its transitionrun yet (events wait for a frame),
          // and axe read its first frame: a button just enabled still in its disabled grey. Asking for the page's
          // animations catches it.
          const running = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
            );
          return { results, moved: moved || running };
        } finally {
          document.removeEventListener('transitionrun', note, true);
        }
      },
      [include ?? null, options] as const,
    );
    if (!moved || attempt >= 3) return results;
    await settle();
  }
}

// The views each page has had audited whole (see openDialogsOver).
const auditedViews = new WeakMap<Page, Set<string>>();
const DIALOG_SCOPE_ATTRIBUTE = 'data-axe-scope';

/**
 * Marks the dialogs open on the page (those a screen reader can reach) and answers them with the view behind
 * them: its address, width and background colour (so the other colour scheme is another view).
 */
function openDialogsOver(page: Page): Promise<{ view: string; dialogs: number }> {
  return page.evaluate((attribute) => {
    for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
    const open = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
      (dialog) => dialog.checkVisibility() && !dialog.closest('[aria-hidden="true"]'),
    );
    for (const dialog of open) dialog.setAttribute(attribute, '');
    const view = `${location.pathname}${location.search} ${innerWidth}px ${getComputedStyle(document.body).backgroundColor}`;
    return { view, dialogs: open.length };
  }, DIALOG_SCOPE_ATTRIBUTE);
}

/**
 * Runs axe on the page (or the part `include` names) as it is now; fails on any serious or critical violation.
 * With a dialog open over a view this page has already had audited whole (with or without a dialog over it), only
 * the open dialogs are audited: the view behind was judged already, and judging it again (colour contrast is most
 * of axe's time) cost seconds a time behind long lists and told nothing new.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  const started = performance.now();
  let scope = include;
  let auditedWhole: string | undefined;
  if (scope === undefined) {
    const { view, dialogs } = await openDialogsOver(page);
    const audited = auditedViews.get(page) ?? new Set<string>();
    auditedViews.set(page, audited);
    if (dialogs > 0 && audited.has(view)) scope = `[${DIALOG_SCOPE_ATTRIBUTE}]`;
    else auditedWhole = view;
  }
  const results = await runAxe(page, { include: scope });
  if (process.env.AXE_TIMING)
    console.error(`axe ${Math.round(performance.now() - started)} ms ${scope ?? 'whole'} ${page.url()}`);
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length === 0) {
    if (auditedWhole) auditedViews.get(page)?.add(auditedWhole);
    return;
  }
  const described = blocking.map((violation) => {
    const [first] = violation.nodes;
    const target = first?.target.join(' ') ?? '(no node)';
    const others = violation.nodes
      .slice(1, 5)
      .map((node) => node.target.join(' '))
      .join(', ');
    const why = first?.failureSummary?.replace(/\s+/g, ' ') ?? '';
    return (
      `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s); first: ${target})\n` +
      `      ${why}${others ? `\n      also: ${others}` : ''}`
    );
  });
  throw new Error(
    `${blocking.length} serious/critical accessibility violation(s) on ${page.url()}:\n${described.join('\n')}`,
  );
}

// Proof of work in a shared-CPU headless browser: give it longer than ordinary UI waits.
const BOT_CHECK_TIMEOUT_MS = 45_000;

/**
 * Starts the contact form's bot check by focusing the field labelled `startFrom`, and waits until it is
 * solved (Send becomes enabled).
 */
export async function waitForBotCheck(page: Page, startFrom = 'Full Name'): Promise<void> {
  await page.getByRole('textbox', { name: startFrom }).focus();
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Send');
      return button !== undefined && !button.disabled;
    },
    undefined,
    { timeout: BOT_CHECK_TIMEOUT_MS },
  );
}

/**
 * Starts watching the page for a short message (`role="alert"`) holding `text` that screen readers can reach (no
 * `aria-hidden` ancestor); await the answer after the action that shows it. A watcher inside the page sees every
 * change as it happens, so a 2.5 s message on a busy machine cannot come and go between two polls.
 */
export async function watchForMessage(
  page: Page,
  text: string,
  timeout = UI_TIMEOUT_MS,
): Promise<() => Promise<void>> {
  const key = `cleaverWatch${Math.random().toString(36).slice(2)}`;
  // Kept on the window and awaited later: a promise returned from evaluate would be awaited right here.
  await page.evaluate(
    ({ key, text, timeout }) => {
      const watches = window as unknown as Record<string, Promise<string>>;
      watches[key] = new Promise<string>((resolve) => {
        const seen = () =>
          [...document.querySelectorAll('[role="alert"]')].some(
            (element) => element.textContent?.includes(text) && !element.closest('[aria-hidden="true"]'),
          );
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve('shown');
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        setTimeout(() => {
          observer.disconnect();
          resolve('not shown');
        }, timeout);
      });
    },
    { key, text, timeout },
  );
  return async () => {
    const outcome = await page.evaluate(
      (key) => (window as unknown as Record<string, Promise<string>>)[key],
      key,
    );
    if (outcome !== 'shown') {
      throw new Error(`The message "${text}" was not shown to screen readers within ${timeout} ms`);
    }
  };
}

/** A PDF's text as `pdftotext -layout` reads it (the real tool, as a customer's viewer would). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cleaver-pdf-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    await promisify(execFile)('pdftotext', ['-layout', join(dir, 'document.pdf'), join(dir, 'document.txt')]);
    return await readFile(join(dir, 'document.txt'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A small solid-colour RGB PNG, made here so a test needs no fixture file. */
export function colourPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([160, 40, 50]))]);
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
