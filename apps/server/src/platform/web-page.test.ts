import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test/client.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { isPhone, loadWebPage } from './web-page.ts';

type Carried = { queries: { key: unknown[]; data: unknown }[]; phone?: boolean };

/** The answers a page carries for its first screen. */
function carried(html: string): Carried {
  const json = html.match(
    /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/,
  )?.[1];
  if (!json) throw new Error('the page carries no first-screen data');
  return JSON.parse(json) as Carried;
}

/** What the server rendered into #root ('' when it sent the static shell). */
function root(html: string): string {
  const match = html.match(
    /<div id="root" data-server-rendered>([\s\S]*)<\/div>\s*<script type="application\/json"/,
  );
  return match?.[1] ?? '';
}

/** A dollar amount as the storefront writes prices. */
const dollars = /\$\s?\d/;

/** `text` as React writes it into HTML. */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function answer(html: string, key: string): unknown {
  return carried(html).queries.find((query) => query.key[0] === key || query.key[1] === key)?.data;
}

describe('the page carries its first screen', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives a guest the catalogue page without prices, with the brand, code and photo hints', async () => {
    const response = await fetch(`${app.baseUrl}/order?category=Chicken`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();

    expect(answer(html, 'me')).toBeNull();
    const list = answer(html, 'list') as { pages: { products: { productName: string; price: unknown }[] }[] };
    const products = list.pages[0]?.products ?? [];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.price === null)).toBe(true);
    expect(products[0]?.productName).toMatch(/chicken/i);

    expect(html).toContain('<title>Kauri Meats</title>');
    // The page's scripts and the modules it opens on are asked for by its loader, after the first screen
    // (apps/web/vite-paint-first.ts): nothing in the head fetches them beside the first photo.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const scripts = html.match(/<script data-page-scripts="([^"]+)">/)?.[1]?.split(' ') ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    const modules = JSON.parse(
      html.match(/<script type="application\/json" id="page-modules">([^<]+)<\/script>/)?.[1] ?? '[]',
    ) as string[];
    expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/CataloguePage-[^"]+\.js$/));
    // So are the theme's variables, written out at build time, which every page reads before its first render.
    const themeVariables = modules.find((module) => /^\/assets\/theme-variables-[^"]+\.js$/.test(module));
    expect(themeVariables).toBeDefined();
    // As data (apps/web/vite-theme-variables.ts), not the code that would work them out on the phone.
    const variables = await (await fetch(`${app.baseUrl}${themeVariables}`)).text();
    expect(variables).not.toMatch(/\bimport\b/);
    expect(variables).toContain('--mui-palette-primary-main');
    // What the page's own scripts load is not listed again (the storefront's chunk is a script of the page).
    for (const script of scripts) expect(modules).not.toContain(script);
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/products\/[^"]+" imagesrcset="[^"]+"/,
    );
    // The largest paint's photo is asked for first, at high priority, before React's own preloads of the photos.
    const ours = html.indexOf('fetchpriority="high"');
    const reacts = html.indexOf('<link rel="preload" as="image" imageSrcSet=');
    expect(reacts).toBeGreaterThan(0);
    expect(ours).toBeGreaterThan(0);
    expect(ours).toBeLessThan(reacts);
  });

  it('gives a signed-in customer their own details and prices, kept out of shared caches', async () => {
    const bistro = new ApiClient(app.baseUrl);
    expect((await bistro.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    const response = await bistro.request('/order');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(answer(html, 'me')).toMatchObject({ email: 'bistro@demo.test' });
    const list = answer(html, 'list') as { pages: { products: { price: unknown }[] }[] };
    expect(list.pages[0]?.products.some((product) => product.price !== null)).toBe(true);
    expect(html).toContain('data-signed-in');
  });

  it('keeps what the address says inside the data, so it cannot end the script element', async () => {
    const search = '</script><script>alert(1)</script>';
    const html = await (await fetch(`${app.baseUrl}/order?search=${encodeURIComponent(search)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(carried(html).queries.some((query) => JSON.stringify(query.key).includes(search))).toBe(true);
  });

  it('allows the inline scripts (the theme, the page loader, the service worker’s registration) by their hashes in the CSP', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?: data-page-scripts="[^"]+")?>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts).toHaveLength(3);
    const scriptSrc = response.headers.get('content-security-policy')?.match(/script-src [^;]*/)?.[0];
    for (const script of scripts)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('draws a store header that works before the JavaScript: real links and a search form', async () => {
    const page = await (await fetch(`${app.baseUrl}/about`)).text();
    // Painted only once the header is in: the browser waits for the element after it (index.html).
    expect(page).toMatch(
      /<head>[\s\S]*<link rel="expect" href="#main-content" blocking="render"[\s\S]*<\/head>/,
    );
    expect(page).toMatch(/<\/header>(<!--[^>]*-->)*<main [^>]*id="main-content"/);
    // The back office, drawn in the browser, waits for nothing (Chromium warned on every page staff opened).
    expect(await (await fetch(`${app.baseUrl}/Admin/Orders`)).text()).not.toContain('rel="expect"');
    const guest = root(page);
    expect(guest).toMatch(/<a [^>]*href="\/"[^>]*>Kauri Meats<\/a>/);
    expect(guest).toMatch(/<a [^>]*aria-label="Cart, empty" href="\/cart"/);
    expect(guest).toMatch(/<a [^>]*aria-label="Login" href="\/login"/);
    expect(guest).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/about"/);
    // The search bar in the row (desktop) and below it (phone).
    expect(guest.match(/<form [^>]*role="search" action="\/order" method="get"/g)).toHaveLength(2);
    expect(guest.match(/<input [^>]*name="search"/g)).toHaveLength(2);

    const bistro = new ApiClient(app.baseUrl);
    expect((await bistro.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    const signedIn = root(await (await bistro.request('/about')).text());
    expect(signedIn).not.toMatch(/aria-label="Login"/);
    expect(signedIn).toMatch(/aria-label="Account menu for [^"]+"/);
  });

  it('answers an unknown product with the page and no product, and draws no store header on /login', async () => {
    const product = await (
      await fetch(`${app.baseUrl}/order/product?id=00000000-0000-4000-8000-000000000000`)
    ).text();
    expect(answer(product, 'detail')).toBeNull();
    const login = await (await fetch(`${app.baseUrl}/login`)).text();
    expect(login).not.toContain('class="s-bar"');
    expect(carried(login).queries.length).toBeGreaterThan(0);
  });

  it('draws the contact page, its code loaded apart and listed for the loader', async () => {
    const html = await (await fetch(`${app.baseUrl}/contact`)).text();
    expect(html).toContain('Contact Us');
    const modules = JSON.parse(
      html.match(/<script type="application\/json" id="page-modules">([^<]+)<\/script>/)?.[1] ?? '[]',
    ) as string[];
    expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/ContactPage-[^"]+\.js$/));
  });

  it("carries a customer's ordering settings, processing date and notes in their cart page, and no notes in a guest's or staff's", async () => {
    const bistro = new ApiClient(app.baseUrl);
    expect((await bistro.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    const listed = await bistro.graphql<{ listProducts: { products: { id: string }[] } }>(
      '{ listProducts(first: 1) { products { id } } }',
    );
    const productId = listed.data?.listProducts.products[0]?.id;
    const saved = await bistro.graphql(
      'mutation ($id: ID!, $notes: String!) { setProductNote(productId: $id, notes: $notes) { notes } }',
      { id: productId, notes: 'skin off' },
    );
    expect(saved.errors).toBeUndefined();
    const response = await bistro.request('/cart');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(answer(html, 'settings')).toMatchObject({ freightChargeCents: expect.any(Number) });
    expect(answer(html, 'processing-date')).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(answer(html, 'product-notes')).toContainEqual({ productId, notes: 'skin off' });
    // The trolley is on the device: drawn loading, not empty, until the app has read it.
    expect(root(html)).toContain('Loading your trolley…');
    expect(root(html)).not.toContain('Your trolley is empty.');
    const guest = await (await fetch(`${app.baseUrl}/cart`)).text();
    expect(answer(guest, 'settings')).toBeUndefined();
    expect(answer(guest, 'processing-date')).toBeUndefined();
    expect(answer(guest, 'product-notes')).toBeUndefined();
    // Notes are a customer's own: staff's cart page carries none, the bistro's included.
    const admin = new ApiClient(app.baseUrl);
    expect((await admin.signIn('admin@demo.test', 'demo-pass-1')).status).toBe(200);
    const staff = await (await admin.request('/cart')).text();
    expect(answer(staff, 'product-notes')).toBeUndefined();
    expect(staff).not.toContain('skin off');
  });

  it('renders the catalogue on the server: the first products by name, and no price for a guest', async () => {
    const html = await (await fetch(`${app.baseUrl}/order`)).text();
    const rendered = root(html);
    const list = answer(html, 'list') as { pages: { products: { productName: string }[] }[] };
    const names = (list.pages[0]?.products ?? []).map((product) => product.productName);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names.slice(0, 4)) expect(rendered).toContain(htmlText(name));
    expect(rendered).not.toMatch(dollars);
    // Its styles come with it; the browser's emotion adopts them by these attributes.
    expect(html).toMatch(/<style data-emotion="c" data-rules="[^"]+" data-s="">/);
    expect(html).toMatch(/<style data-emotion="c-global [^"]+" data-s="">[^<]*--mui-palette-primary-main/);
    // Prefixed only for the browsers the build targets: Safari's user-select, none of emotion's older ones.
    expect(html).toContain('-webkit-user-select:none;user-select:none;');
    expect(html).not.toMatch(/-moz-user-select|-ms-user-select|-ms-flexbox/);
  });

  it("renders a signed-in customer's own prices into their page only", async () => {
    const bistro = new ApiClient(app.baseUrl);
    expect((await bistro.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    const response = await bistro.request('/order');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const rendered = root(await response.text());
    const list = answer(await (await bistro.request('/order')).text(), 'list') as {
      pages: { products: { productName: string; price: { price: number } | null }[] }[];
    };
    const priced = list.pages[0]?.products.find(
      (product) => product.price !== null && product.price.price < 100_000,
    );
    expect(priced).toBeDefined();
    const price = ((priced?.price?.price ?? 0) / 100).toFixed(2);
    expect(rendered).toContain(`$${price}`);

    const guest = root(await (await fetch(`${app.baseUrl}/order`)).text());
    expect(guest).toContain(htmlText(priced?.productName ?? ''));
    expect(guest).not.toContain(`$${price}`);
  });

  it("renders a customer's own orders into My Orders: a table for a wide screen, cards for a phone", async () => {
    const bistro = new ApiClient(app.baseUrl);
    expect((await bistro.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    type Listed = { totalCount: number; orders: { shortId: string }[] };

    const wide = await bistro.request('/myorders?status=completed');
    expect(wide.headers.get('cache-control')).toBe('private, no-cache');
    expect(wide.headers.get('vary')).toMatch(/User-Agent/);
    const html = await wide.text();
    const listed = answer(html, 'list') as Listed;
    expect(listed.totalCount).toBeGreaterThan(0);
    expect(carried(html).queries.find((query) => query.key[1] === 'list')?.key[2]).toEqual({
      status: 'COMPLETED',
      offset: 0,
      limit: 50,
    });
    expect(carried(html).phone).toBe(false);
    const table = root(html);
    expect(table).toContain('<table');
    for (const order of listed.orders.slice(0, 5)) expect(table).toContain(order.shortId);
    expect(table).toMatch(dollars);

    const phone = await bistro.request('/myorders?status=completed', {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36' },
    });
    const phoneHtml = await phone.text();
    expect(carried(phoneHtml).phone).toBe(true);
    const cards = root(phoneHtml);
    expect(cards).not.toContain('<table');
    for (const order of listed.orders.slice(0, 5))
      expect(cards).toContain(`aria-label="Order ${order.shortId}"`);

    // A guest is carried no orders (the page sends them to sign in), and pages not laid out by device no guess.
    const guest = await (await fetch(`${app.baseUrl}/myorders`)).text();
    expect(answer(guest, 'list')).toBeUndefined();
    const order = await bistro.request('/order');
    expect(order.headers.get('vary') ?? '').not.toMatch(/User-Agent/);
    expect(carried(await order.text()).phone).toBeUndefined();
  });

  it('leaves the back office to the browser', async () => {
    const html = await (await fetch(`${app.baseUrl}/admin/orders`)).text();
    expect(root(html)).toBe('');
    expect(html).toContain('<div id="root">');
    // Its loader still fetches the theme's variables beside the page's code.
    expect(html).toMatch(/id="page-modules">\["\/assets\/theme-variables-[^"]+\.js"/);
  });
});

describe('a page the server cannot render', () => {
  it('goes out as the static shell with its answers, and the error is logged', async () => {
    const errors: unknown[] = [];
    const webPage = loadWebPage(resolve(import.meta.dirname, '../../../web/dist'), {
      renderPage: async () => {
        throw new Error('a component broke');
      },
      onRenderError: (error) => errors.push(error),
    });
    const html = await webPage.render(new URL('http://shop.test/order'), async (document) =>
      document.includes('query Me') ? { me: null } : null,
    );
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<div class="s-app">');
    expect(carried(html).queries).toEqual([{ key: ['me'], data: null }]);
    expect(errors).toEqual([new Error('a component broke')]);
  });

  it('draws a page once for the same address and answers, and again when the answers differ', async () => {
    const drawnFor: unknown[] = [];
    const webPage = loadWebPage(resolve(import.meta.dirname, '../../../web/dist'), {
      renderPage: async (_url, data) => {
        drawnFor.push(data.queries[0]?.data);
        return { html: '<main>drawn</main>', head: '' };
      },
      onRenderError: () => {},
    });
    const asViewer = (me: unknown) => async (document: string) =>
      document.includes('query Me') ? { me } : null;
    const guest = await webPage.render(new URL('http://shop.test/about'), asViewer(null));
    await webPage.render(new URL('http://shop.test/about'), asViewer(null));
    const bo = { id: 'u1', firstName: 'Bo' };
    const signedIn = await webPage.render(new URL('http://shop.test/about'), asViewer(bo));
    expect(drawnFor).toEqual([null, bo]);
    expect(guest).toContain('<div id="root" data-server-rendered><main>drawn</main></div>');
    expect(signedIn).toContain('<div id="root" data-server-rendered><main>drawn</main></div>');
  });
});

describe('a page whose style sample failed', () => {
  it('goes out drawn, and the failure is told once per page drawn', async () => {
    const told: string[] = [];
    const webPage = loadWebPage(resolve(import.meta.dirname, '../../../web/dist'), {
      renderPage: async () => ({
        html: '<main>drawn</main>',
        head: '',
        styleSampleError: new Error('no sample'),
      }),
      onRenderError: () => {},
      onStyleSampleError: (error, url) => told.push(`${url.pathname}: ${(error as Error).message}`),
    });
    const guest = async (document: string) => (document.includes('query Me') ? { me: null } : null);
    const html = await webPage.render(new URL('http://shop.test/cart'), guest);
    await webPage.render(new URL('http://shop.test/cart'), guest);
    expect(html).toContain('<div id="root" data-server-rendered><main>drawn</main></div>');
    expect(told).toEqual(['/cart: no sample']);
  });
});

describe('whether a request comes from a phone', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1' }, true],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' }, false],
    [
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' },
      true,
    ],
    [{ 'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0' }, true],
    [
      {
        'user-agent':
          'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      },
      false,
    ],
    [
      {
        'sec-ch-ua-mobile': '?0',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari',
      },
      true,
    ],
    [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' }, false],
    [{}, false],
  ])('%j: %s', (headers, phone) => {
    expect(isPhone(headers)).toBe(phone);
  });
});
