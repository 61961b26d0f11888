import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  holdAppCode,
  signIn,
  UI_TIMEOUT_MS,
  untilReactOwns,
  useApp,
  waitForPath,
} from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PAGE_SIZE = 20;

const app = useApp();

type ApiProduct = {
  id: string;
  productName: string;
  isInStock: boolean;
  price: { defaultPrice: number; customPrice: number | null; price: number } | null;
};

async function apiProducts(
  args: { category?: string; search?: string } = {},
  cookie?: string,
): Promise<{ totalCount: number; products: ApiProduct[] }> {
  const result = await graphql<{ listProducts: { totalCount: number; products: ApiProduct[] } }>(
    app.baseUrl,
    `query ($category: String, $search: String) {
      listProducts(category: $category, search: $search, first: 100) {
        totalCount
        products { id productName isInStock price { defaultPrice customPrice price } }
      }
    }`,
    { cookie, variables: args },
  );
  if (!result.data) throw new Error(`listProducts failed: ${JSON.stringify(result.errors)}`);
  return result.data.listProducts;
}

async function apiProductNamed(name: string, cookie?: string): Promise<ApiProduct> {
  const { products } = await apiProducts({ search: name }, cookie);
  const product = products.find((candidate) => candidate.productName === name);
  if (!product) throw new Error(`no product named ${name} in the catalogue`);
  return product;
}

type Availability = { isEnabled?: boolean; isInStock?: boolean };

/** Staff switch a product on or off, or in or out of stock, over the API. */
async function setProductAvailability(adminCookie: string, id: string, availability: Availability) {
  const result = await graphql(
    app.baseUrl,
    'mutation ($id: ID!, $isEnabled: Boolean, $isInStock: Boolean) { setProductAvailability(id: $id, isEnabled: $isEnabled, isInStock: $isInStock) { id } }',
    { cookie: adminCookie, variables: { id, ...availability } },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
}

function productPath(product: { id: string; productName: string }): string {
  return `/order/product?${new URLSearchParams({ id: product.id, name: product.productName })}`;
}

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cartLink = (page: Page, label: string) =>
  page.getByRole('link', { name: label, exact: true }).filter({ visible: true });

async function expectCardCount(cardList: Locator, count: number) {
  await expect
    .poll(() => cardList.count(), { timeout: UI_TIMEOUT_MS, message: 'number of product cards' })
    .toBe(count);
}

async function openCatalogue(page: Page, path = '/order') {
  await page.goto(path);
  await expectVisible(page.getByText(/^Viewing \d+ products$/));
}

describe('header search', () => {
  test('a guest on a phone gets up to 5 results, Out Of Stock chips and a no-result message', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/');
    // Below 800 px the search sits in a second bar under the header.
    const box = searchBox(page);
    await expectVisible(box);
    const header = await page.getByRole('banner').boundingBox();
    const boxArea = await box.boundingBox();
    expect(boxArea && header && boxArea.y > header.y + 48, 'search box in the second header bar').toBe(true);

    // Two characters ask nothing.
    await box.fill('th');
    await page.waitForTimeout(600);
    expect(await page.getByRole('listbox').count()).toBe(0);

    await box.fill('Thigh');
    const listbox = page.getByRole('listbox');
    await expectVisible(listbox.getByRole('option', { name: 'View All Results' }));
    const products = listbox.getByRole('option').filter({ hasNotText: 'View All Results' });
    const count = await products.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const name of await products.allInnerTexts()) expect(name.toLowerCase()).toContain('thigh');
    await expectVisible(page.getByRole('status').filter({ hasText: `${count} results` }));

    await box.fill('poussin');
    const poussin = listbox.getByRole('option', { name: /Poussin Spring Chicken/ });
    await expectVisible(poussin);
    await expectVisible(poussin.getByText('Out Of Stock', { exact: true }));

    await box.fill('zzzq');
    await expectVisible(page.getByText('No product found for "zzzq"', { exact: true }));
    expect(await page.getByRole('option').count()).toBe(0);
  });

  test('keyboard: arrows and Enter open a product; Enter with nothing highlighted shows all results', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('chicken thigh');
    await expectVisible(page.getByRole('option', { name: 'View All Results' }));
    const first = (await page.getByRole('option').first().innerText()).trim();

    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId, 'a highlighted option').toBeTruthy();
    expect((await page.locator(`[id="${activeId}"]`).innerText()).trim()).toBe(first);
    await box.press('Enter');
    await waitForPath(page, '/order/product');
    await expectVisible(page.getByRole('heading', { level: 1, name: first }));
    expect(new URL(page.url()).searchParams.get('name')).toBe(first);
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${first} \\| `));

    await box.fill('thigh');
    await expectVisible(page.getByRole('option', { name: 'View All Results' }));
    await box.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await box.press('Enter');
    await waitForPath(page, '/order');
    expect(new URL(page.url()).searchParams.get('search')).toBe('thigh');
  });

  test('View All Results opens the catalogue with the search, which can be cleared', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/');
    await searchBox(page).fill('thigh');
    await page.getByRole('option', { name: 'View All Results' }).click();
    await waitForPath(page, '/order');
    expect(new URL(page.url()).searchParams.get('search')).toBe('thigh');

    const { totalCount } = await apiProducts({ search: 'thigh' });
    await expectVisible(page.getByText(`Viewing ${totalCount} products`, { exact: true }));
    await expectVisible(page.getByText('Results for “thigh”'));
    await expectCardCount(cards(page), Math.min(totalCount, PAGE_SIZE));
    for (const name of await cards(page).getByRole('heading').allInnerTexts()) {
      expect(name.toLowerCase()).toMatch(/thigh/);
    }

    await page.getByRole('link', { name: 'Clear search' }).click();
    const all = await apiProducts();
    await expectVisible(page.getByText(`Viewing ${all.totalCount} products`, { exact: true }));
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('catalogue as a guest on a phone', () => {
  test('filters by category from the address and from the filter, and pages with Load More', async () => {
    const page = await app.newPage(PHONE);
    const duck = await apiProducts({ category: 'Duck' });
    await openCatalogue(page, '/order?category=Duck');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Duck' }));
    await expectVisible(page.getByText(`Viewing ${duck.totalCount} products`, { exact: true }));
    await expectCardCount(cards(page), duck.totalCount);
    const categories = page.getByRole('navigation', { name: 'Categories' });
    expect(await categories.getByRole('link', { name: 'Duck' }).getAttribute('aria-current')).toBe('page');

    await categories.getByRole('link', { name: 'Chicken', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Chicken');
    const chicken = await apiProducts({ category: 'Chicken' });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Chicken' }));
    await expectVisible(page.getByText(`Viewing ${chicken.totalCount} products`, { exact: true }));
    expect(chicken.totalCount).toBeGreaterThan(PAGE_SIZE);
    await expectCardCount(cards(page), PAGE_SIZE);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expectCardCount(cards(page), Math.min(chicken.totalCount, 2 * PAGE_SIZE));

    await categories.getByRole('link', { name: 'All', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All Products' }));
    expect(new URL(page.url()).search).toBe('');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });

  test('the ORDER NOW menu and the Top Sellers tiles open the catalogue on their category', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('region', { name: 'Top Sellers' }).getByRole('link', { name: /Lamb/ }).click();
    await waitForPath(page, '/order');
    expect(new URL(page.url()).searchParams.get('category')).toBe('Lamb');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Lamb' }));

    await page
      .getByRole('button', { name: /order now/i })
      .filter({ visible: true })
      .click();
    await page.getByRole('menuitem', { name: 'Pork' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Pork');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Pork' }));
  });

  test('a guest sees no price and no OUT OF STOCK ribbon, anywhere', async () => {
    const page = await app.newPage(PHONE);
    await openCatalogue(page, '/order?category=Duck');
    await expectCardCount(cards(page), (await apiProducts({ category: 'Duck' })).totalCount);
    for (const text of await cards(page).allInnerTexts()) expect(text).not.toContain('$');
    expect(await page.getByText('OUT OF STOCK').count()).toBe(0);

    const livers = await apiProductNamed('Duck Livers');
    expect(livers.isInStock, 'seed: Duck Livers is out of stock').toBe(false);
    await page.goto(productPath(livers));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Duck Livers' }));
    expect(await page.getByRole('main').innerText()).not.toContain('$');
    await expectVisible(page.getByRole('link', { name: 'Log in' }));
  });

  test("Add puts the product in this visitor's trolley only", async () => {
    const page = await app.newPage(PHONE);
    await openCatalogue(page, '/order?category=Pork');
    const first = cards(page).first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await expectVisible(cartLink(page, 'Cart, empty'));
    expect(await first.getByText('Added', { exact: true }).count()).toBe(0);

    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await first.getByRole('button', { name: `Add ${name} to trolley` }).click();
    await expectVisible(cartLink(page, 'Cart, 1 item'));
    await expectVisible(card(page, name).getByText('Added', { exact: true }));
    const stored = await page.evaluate(() => localStorage.getItem('cleaver.trolley.guest'));
    expect(JSON.parse(stored ?? '{}').lines).toMatchObject([{ productName: name, quantity: 2 }]);

    // Signing in takes the guest's lines into the user's trolley and leaves no guest trolley behind.
    await signIn(page, BISTRO.email, BISTRO.password);
    await openCatalogue(page, '/order?category=Pork');
    await expectVisible(cartLink(page, 'Cart, 1 item'));
    await expectVisible(card(page, name).getByText('Added', { exact: true }));
    expect(await page.evaluate(() => localStorage.getItem('cleaver.trolley.guest'))).toBeNull();
  });
});

describe('signed in as bistro on a desktop', () => {
  test('cards show the price the customer pays and OUT OF STOCK ribbons', async () => {
    const cookie = await app.sessionCookie(BISTRO);
    const duck = await apiProducts({ category: 'Duck' }, cookie);
    const page = await app.signedInPage(BISTRO, DESKTOP);
    await openCatalogue(page, '/order?category=Duck');
    await expectCardCount(cards(page), duck.totalCount);

    for (const product of duck.products) {
      const price = product.price;
      if (!price) throw new Error(`no price for ${product.productName} as bistro`);
      const shown = card(page, product.productName);
      await expectVisible(shown.getByText(new RegExp(`^${nzd(price.price).replace('$', '\\$')} / `)));
      if (!product.isInStock) {
        await expectVisible(shown.getByText('OUT OF STOCK', { exact: true }));
        expect(await shown.getByRole('button', { name: /^Add / }).isDisabled()).toBe(true);
      }
    }

    // Accessibility (axe) of the customer's catalogue with prices and ribbons, and of the customer's home.
    await expectVisible(page.getByText('OUT OF STOCK', { exact: true }));
    await expectNoSeriousA11yViolations(page);
    await page.goto('/');
    await expectVisible(page.getByRole('region', { name: 'Top Sellers' }));
    await expectNoSeriousA11yViolations(page);
  });

  test("the product page strikes through the default price and marks the customer's '(discount)'", async () => {
    const cookie = await app.sessionCookie(BISTRO);
    const { products } = await apiProducts({}, cookie);
    const discounted = products.find((product) => product.price?.customPrice != null && product.isInStock);
    if (!discounted?.price) throw new Error('seed: bistro has no custom price on the first 100 products');

    const page = await app.signedInPage(BISTRO, DESKTOP);
    await page.goto(productPath(discounted));
    await expectVisible(page.getByRole('heading', { level: 1, name: discounted.productName }));
    const struck = page.getByRole('main').locator('s');
    expect((await struck.innerText()).trim()).toBe(nzd(discounted.price.defaultPrice));
    await expectVisible(page.getByText(`${nzd(discounted.price.price)} / `));
    await expectVisible(page.getByText('(discount)', { exact: true }));
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${discounted.productName} \\| `));

    await page.getByRole('button', { name: `Add ${discounted.productName} to trolley` }).click();
    await expectVisible(cartLink(page, 'Cart, 1 item'));
    await expectVisible(page.getByRole('main').getByText('Added', { exact: true }));
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown or disabled product says Product not found, with a way back', async () => {
    const page = await app.signedInPage(BISTRO, DESKTOP);
    await page.goto('/order/product?id=00000000-0000-4000-8000-000000000000&name=Gone');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Product not found' }));
    await expectVisible(page.getByText(/no longer available/));
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await waitForPath(page, '/order');
  });

  test('stock and availability changed by staff reach an open catalogue without a reload', async () => {
    const adminCookie = await app.sessionCookie(ADMIN);
    const wings = await apiProductNamed('Duck Wings');
    const page = await app.signedInPage(BISTRO, DESKTOP);
    await openCatalogue(page, '/order?category=Duck');
    const before = (await apiProducts({ category: 'Duck' })).totalCount;
    await expectVisible(card(page, 'Duck Wings'));
    expect(await card(page, 'Duck Wings').getByText('OUT OF STOCK').count()).toBe(0);
    // Marks the page, so a reload would show.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const setAvailability = (availability: Availability) =>
      setProductAvailability(adminCookie, wings.id, availability);

    await setAvailability({ isInStock: false });
    await expectVisible(card(page, 'Duck Wings').getByText('OUT OF STOCK', { exact: true }));

    await setAvailability({ isEnabled: false });
    await expectVisible(page.getByText(`Viewing ${before - 1} products`, { exact: true }));
    expect(await card(page, 'Duck Wings').count()).toBe(0);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    await setAvailability({ isEnabled: true, isInStock: true });
    await expectVisible(card(page, 'Duck Wings'));
  });

  test('stock changed while the page is still loading shows once the app has taken over', async () => {
    const adminCookie = await app.sessionCookie(ADMIN);
    const { products } = await apiProducts({ category: 'Chicken' });
    const product = products.find((candidate) => candidate.isInStock);
    if (!product) throw new Error('seed: no Chicken product in stock');
    const setInStock = (isInStock: boolean) => setProductAvailability(adminCookie, product.id, { isInStock });

    // The server draws the page in stock; staff mark it out of stock before the app's code has arrived,
    // so the answers the app starts from are already old, and the change was sent to nobody listening.
    const page = await app.signedInPage(BISTRO, DESKTOP);
    const release = await holdAppCode(page);
    await page.goto(productPath(product), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: product.productName });
    await expectVisible(heading);
    await setInStock(false);
    try {
      release();
      await untilReactOwns(heading);
      await expectVisible(page.getByRole('main').getByText('Out Of Stock', { exact: true }));
      expect(
        await page.getByRole('button', { name: `Add ${product.productName} to trolley` }).isDisabled(),
      ).toBe(true);
    } finally {
      await setInStock(true);
    }
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  test('guest catalogue, with the search dropdown open', async () => {
    const page = await app.newPage(DESKTOP);
    await openCatalogue(page);
    await expectCardCount(cards(page), PAGE_SIZE);
    // Customers have loaded these lists by now: a guest still gets none of their prices.
    for (const text of await cards(page).allInnerTexts()) expect(text).not.toContain('$');
    await searchBox(page).fill('duck');
    await expectVisible(page.getByRole('option', { name: 'View All Results' }));
    await expectNoSeriousA11yViolations(page);
  });

  test('guest catalogue and product page on a phone, dark', async () => {
    const page = await app.newPage({ ...PHONE, colorScheme: 'dark' });
    await openCatalogue(page);
    await expectNoSeriousA11yViolations(page);
    const livers = await apiProductNamed('Duck Livers');
    await page.goto(productPath(livers));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Duck Livers' }));
    await expectNoSeriousA11yViolations(page);
  });
  // The customer's catalogue with prices and ribbons, and home: in 'cards show the price…'.
});
