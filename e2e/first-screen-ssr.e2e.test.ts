import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type Account, expectVisible, type PageOptions, useApp } from './harness.ts';
import { graphql } from './server.ts';

// The storefront's pages come drawn by the server (apps/web/src/entry-server.tsx): their first screen is
// there without the JavaScript, and the app then hydrates that HTML in place, in light and in dark.

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// What a phone's Chrome says it is: the server then draws My Orders' phone cards rather than its table.
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const app = useApp();

type ListedProduct = { id: string; productName: string; price: { price: number } | null };

async function firstProducts(cookie?: string): Promise<ListedProduct[]> {
  const result = await graphql<{ listProducts: { products: ListedProduct[] } }>(
    app.baseUrl,
    '{ listProducts(first: 4) { products { id productName price { price } } } }',
    cookie ? { cookie } : {},
  );
  const products = result.data?.listProducts.products;
  if (!products?.length) throw new Error(`listProducts gave nothing: ${JSON.stringify(result)}`);
  return products;
}

const main = (page: Page) => page.getByRole('main');
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('the first screen without JavaScript', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`home, the catalogue and a product page show their content at ${size.width} px`, async () => {
      const page = await app.newPage({ ...size, javaScriptEnabled: false });
      const products = await firstProducts();

      await page.goto('/');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Kauri Meats' }));
      await expectVisible(main(page).getByRole('heading', { name: 'Top Sellers' }));

      await page.goto('/order');
      for (const product of products) {
        await expectVisible(main(page).getByRole('article', { name: product.productName, exact: true }));
      }
      expect(await main(page).innerText()).not.toMatch(/\$\s?\d/);

      const [first] = products;
      if (!first) throw new Error('no product');
      await page.goto(`/order/product?id=${first.id}`);
      await expectVisible(main(page).getByRole('heading', { level: 1, name: first.productName }));
    });
  }

  test("a signed-in customer's catalogue shows their own prices", async () => {
    const cookie = await app.sessionCookie(BISTRO);
    const priced = (await firstProducts(cookie)).find((product) => product.price !== null);
    if (!priced?.price) throw new Error('the bistro has no price on the first page');
    const page = await app.signedInPage(BISTRO, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto('/order');
    const card = main(page).getByRole('article', { name: priced.productName, exact: true });
    await expectVisible(card);
    expect(await card.innerText()).toContain(dollars(priced.price.price));
  });

  test("a signed-in customer's My Orders lists their orders: a table on a computer, cards on a phone", async () => {
    const cookie = await app.sessionCookie(BISTRO);
    const result = await graphql<{ listMyOrders: { orders: { shortId: string }[] } }>(
      app.baseUrl,
      '{ listMyOrders(status: ALL, offset: 0, limit: 50) { orders { shortId } } }',
      { cookie },
    );
    const orders = result.data?.listMyOrders.orders.slice(0, 3) ?? [];
    if (orders.length === 0) throw new Error(`the bistro has no orders: ${JSON.stringify(result)}`);

    const desktop = await app.signedInPage(BISTRO, { ...DESKTOP, javaScriptEnabled: false });
    await desktop.goto('/myorders?status=ALL');
    const table = main(desktop).getByRole('table', { name: 'My orders' });
    for (const order of orders) await expectVisible(table.getByRole('cell', { name: order.shortId }));
    expect(await table.innerText()).toMatch(/\$\s?\d/);

    const phone = await app.signedInPage(BISTRO, { ...PHONE, javaScriptEnabled: false, userAgent: PHONE_UA });
    await phone.goto('/myorders?status=ALL');
    for (const order of orders) {
      await expectVisible(main(phone).getByRole('article', { name: `Order ${order.shortId}` }));
    }
    expect(await main(phone).getByRole('table').count()).toBe(0);
  });
});

/** Opens each path in turn and returns the console's errors and warnings, and whether React took over the
 * server's HTML rather than drawing the page anew. */
async function loadAll(page: Page, paths: string[]): Promise<{ messages: string[]; redrawn: string[] }> {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Journeys run with the shop's service worker blocked (harness.ts), which Playwright says on each page.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${page.url()}: ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
  // The element the server drew first in #root, kept aside before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverDrawn: document.querySelector('#root > div') });
    });
  });
  const redrawn: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expectVisible(page.getByRole('main'));
    // Hydration is over once React owns the server's element, or has thrown it away to draw its own; a mismatch
    // is reported (console) during it. Waiting for the network to fall idle as well cost half a second a page and
    // told nothing more.
    const handle = await page.waitForFunction(() => {
      const drawn = (window as { serverDrawn?: Element | null }).serverDrawn;
      const rendered = document.getElementById('root')?.hasAttribute('data-server-rendered') ?? false;
      const owned = drawn ? Object.keys(drawn).some((key) => key.startsWith('__reactFiber')) : false;
      if (drawn?.isConnected && !owned) return false;
      return { rendered, kept: Boolean(drawn?.isConnected) && owned };
    });
    const state = (await handle.jsonValue()) as { rendered: boolean; kept: boolean };
    if (!state.rendered || !state.kept) redrawn.push(`${path} ${JSON.stringify(state)}`);
  }
  return { messages, redrawn };
}

describe('hydration', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`guest and signed-in pages hydrate the server's HTML with no console errors or warnings (${colorScheme})`, async () => {
      const [product] = await firstProducts();
      const options: PageOptions = { ...DESKTOP, colorScheme };
      const guestPaths = [
        '/',
        '/order',
        `/order/product?id=${product?.id}`,
        '/order?category=Chicken',
        '/contact',
      ];
      // The three visitors side by side: most of a page load is waiting on the server.
      const runs = await Promise.all([
        app.newPage(options).then(async (guest) => {
          const run = await loadAll(guest, guestPaths);
          expect(await guest.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
          return run;
        }),
        app
          .signedInPage(BISTRO satisfies Account, options)
          .then((customer) => loadAll(customer, ['/', '/order', '/cart', '/myorders'])),
        // My Orders is drawn as cards for a phone's user agent and hydrated as such; a narrow screen that does
        // not say it is a phone gets the table, and the cards only after hydration, never during it.
        app
          .signedInPage(BISTRO, { ...PHONE, colorScheme, userAgent: PHONE_UA })
          .then((phone) => loadAll(phone, ['/order', '/myorders', '/myorders?status=COMPLETED'])),
        app.signedInPage(BISTRO, { ...PHONE, colorScheme }).then((narrow) => loadAll(narrow, ['/myorders'])),
      ]);

      expect(runs.flatMap((run) => run.messages)).toEqual([]);
      expect(runs.flatMap((run) => run.redrawn)).toEqual([]);
    });
  }

  // Decision 022: the page's scripts are asked for once its first screen is painted, so they do not hold it (on a fast
  // load they arrived before the first paint, and Chromium ran them first), nor the first photo's download.
  test('the page’s scripts are asked for once the page is parsed and its first photo is in', async () => {
    const [product] = await firstProducts();
    for (const path of ['/', '/order', `/order/product?id=${product?.id}`, '/cart']) {
      const page = await app.newPage(PHONE);
      const { messages, redrawn } = await loadAll(page, [path]);
      expect(messages).toEqual([]);
      expect(redrawn).toEqual([]);
      const timing = (await page.evaluate(`(() => {
        const resources = performance.getEntriesByType('resource');
        const scripts = resources.filter((entry) => /\\/assets\\/[^/]+\\.js$/.test(new URL(entry.name).pathname));
        const photo = document.querySelector('#root img:not([loading="lazy"])');
        const photoEntry = photo && resources.find((entry) => entry.name === photo.currentSrc);
        return {
          parsed: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          appScript: scripts.find((entry) => /\\/app-[^/]+\\.js$/.test(entry.name))?.startTime,
          firstPreload: Math.min(
            ...scripts
              .filter((entry) => !/\\/(app|rolldown-runtime)-[^/]+\\.js$/.test(entry.name))
              .map((entry) => entry.startTime),
          ),
          scripts: scripts.length,
          photo: photo ? (photoEntry ? photoEntry.responseEnd : 'not fetched') : null,
        };
      })()`)) as {
        parsed: number;
        firstScript: number;
        appScript: number | undefined;
        firstPreload: number;
        scripts: number;
        photo: number | string | null;
      };
      expect(timing.scripts, path).toBeGreaterThan(0);
      // The app's own file before the page's preloads (the loader adds them in turns after it). With no preloads,
      // Math.min() is Infinity.
      expect(timing.appScript, path).toBeLessThanOrEqual(timing.firstPreload);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.parsed);
      if (path.startsWith('/order')) expect(typeof timing.photo, path).toBe('number');
      if (typeof timing.photo === 'number')
        expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.photo);
      await page.close();
    }
  });

  // Two of the first load's costs on a phone, kept off it (docs/performance-log.md, 28/11/2026): the first Intl format a
  // page makes loads the browser's locale data (70-120 ms at 4x CPU slowdown), and each style element emotion
  // inserts again has the browser work out the whole page's styles anew (decision 020).
  test('the first screens make no Intl format and leave the server’s style elements where they are', async () => {
    const [product] = await firstProducts();
    const page = await app.signedInPage(BISTRO, { ...PHONE, userAgent: PHONE_UA });
    await page.addInitScript(() => {
      const seen: string[] = [];
      const parsed = () => document.readyState !== 'loading';
      Object.assign(window, { firstScreenCosts: seen });
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'Collator',
        'PluralRules',
        'RelativeTimeFormat',
      ] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = function (this: unknown, ...args: unknown[]) {
          seen.push(`Intl.${name}`);
          return new Original(...args);
        };
        Object.assign(Counted, Original);
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
        seen.push('localeCompare');
        return localeCompare.apply(this, args);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') seen.push('a style element moved');
          for (const node of record.addedNodes) {
            if (node.nodeName === 'STYLE' && parsed()) seen.push('a style element inserted');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const paths = ['/', '/order', `/order/product?id=${product?.id}`, '/myorders?status=ALL'];
    const costs: string[] = [];
    for (const path of paths) {
      const { messages, redrawn } = await loadAll(page, [path]);
      expect(messages).toEqual([]);
      expect(redrawn).toEqual([]);
      const seen = await page.evaluate(
        () => (window as unknown as { firstScreenCosts: string[] }).firstScreenCosts,
      );
      costs.push(...seen.map((cost) => `${path}: ${cost}`));
    }
    expect(costs).toEqual([]);
  });

  // The trolley is on the device, so the browser draws the cart's lines and the header's count after the load; the
  // server sends their styles with the page's (a sample drawn for its styles, entry-server.tsx), so drawing them
  // inserts no rule: on a phone, inserting them was a third of the longest task after the load (docs/performance-log.md).
  test('the cart’s lines and the header’s count are drawn with the styles the server sent', async () => {
    const cookie = await app.sessionCookie(BISTRO);
    const me = await graphql<{ me: { id: string } | null }>(app.baseUrl, '{ me { id } }', { cookie });
    const listed = await graphql<{ listProducts: { products: Record<string, unknown>[] } }>(
      app.baseUrl,
      '{ listProducts(first: 3, category: "Chicken") { products { id productName productCode productUnit } } }',
    );
    const products = listed.data?.listProducts.products ?? [];
    expect(products).toHaveLength(3);
    const trolley = JSON.stringify({
      lines: products.map(({ id, ...product }) => ({
        productId: id,
        ...product,
        imageUrl: null,
        quantity: 2,
      })),
      purchaseOrder: '',
      isDelivery: true,
    });
    const customer = await app.signedInPage(BISTRO, PHONE);
    const guest = await app.newPage(DESKTOP);
    for (const [page, key] of [
      [customer, `cleaver.trolley.${me.data?.me?.id}`],
      [guest, 'cleaver.trolley.guest'],
    ] as const) {
      await page.addInitScript(
        ([trolleyKey, stored]) => {
          window.localStorage.setItem(trolleyKey, stored);
          const inserted: string[] = [];
          Object.assign(window, { insertedStyles: inserted });
          const insertRule = CSSStyleSheet.prototype.insertRule;
          CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
            inserted.push(rule.slice(0, 80));
            return insertRule.call(this, rule, index);
          };
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.addedNodes)
                if (node.nodeName === 'STYLE' && document.readyState !== 'loading')
                  inserted.push('a style element');
          }).observe(document, { childList: true, subtree: true });
        },
        [key, trolley] as const,
      );
      await page.goto('/cart');
      await expectVisible(page.getByRole('link', { name: 'Cart, 3 items' }));
      for (const product of products) {
        await expectVisible(page.getByRole('heading', { name: String(product.productName) }));
      }
      if (page === customer) {
        // Each line's price, and the note button once the customer's notes have loaded.
        await expect.poll(() => page.getByText('Line total').count()).toBe(3);
        await expect.poll(() => page.getByRole('button', { name: /^(Add|Edit) note for / }).count()).toBe(3);
      } else {
        // The guest's lines once their products have answered (a unit, no price).
        await expect.poll(() => page.getByText(/^Unit:/).count()).toBe(3);
      }
      expect(
        await page.evaluate(() => (window as unknown as { insertedStyles: string[] }).insertedStyles),
      ).toEqual([]);
    }
  });

  test('a stored night-mode choice is on the page before the app runs and stays after it', async () => {
    const page = await app.newPage({ ...PHONE, colorScheme: 'light' });
    await page.addInitScript(() => window.localStorage.setItem('nightMode', 'true'));
    const { messages, redrawn } = await loadAll(page, ['/order']);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 18)');
    expect(messages).toEqual([]);
    expect(redrawn).toEqual([]);
  });
});
