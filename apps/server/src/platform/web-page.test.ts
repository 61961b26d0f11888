import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test/client.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Carried = { queries: { key: unknown[]; data: unknown }[] };

/** The answers a page carries for its first screen. */
function carried(html: string): Carried {
  const json = html.match(
    /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/,
  )?.[1];
  if (!json) throw new Error('the page carries no first-screen data');
  return JSON.parse(json) as Carried;
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
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/CataloguePage-[^"]+\.js">/);
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/products\/[^"]+" imagesrcset="[^"]+"/,
    );
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

  it('allows the inline theme script by its hash in the CSP', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    const html = await response.text();
    const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
    expect(script).toBeDefined();
    const hash = createHash('sha256')
      .update(script ?? '')
      .digest('base64');
    const scriptSrc = response.headers.get('content-security-policy')?.match(/script-src [^;]*/)?.[0];
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('draws a store header that works before the JavaScript: real links, a search form, a menu', async () => {
    const guest = await (await fetch(`${app.baseUrl}/about`)).text();
    expect(guest).toMatch(/<a class="s-brand" href="\/">Kauri Meats<\/a>/);
    expect(guest).toMatch(/<a class="s-icon" href="\/cart">/);
    expect(guest).toMatch(/<a class="s-btn s-login" href="\/login" aria-label="Login">/);
    expect(guest).toMatch(/<a class="s-btn s-strong" href="\/order">/);
    expect(guest.match(/<form class="s-search" action="\/order" method="get">/g)).toHaveLength(2);
    expect(guest).toMatch(/<input name="search"/);
    expect(guest).toMatch(/<button class="s-icon s-menu" type="button" popovertarget="s-menu"/);
    expect(guest).toMatch(/<nav class="s-drawer" id="s-menu" popover/);

    const bistro = new ApiClient(app.baseUrl);
    expect((await bistro.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    const signedIn = await (await bistro.request('/about')).text();
    expect(signedIn).toMatch(/<a class="s-btn s-account" href="\/profile">/);
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
});
