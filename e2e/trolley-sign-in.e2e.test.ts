import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  type Account,
  expectNoSeriousA11yViolations,
  expectVisible,
  holdAppCode,
  UI_TIMEOUT_MS,
  untilReactOwns,
  useApp,
  waitForPath,
} from './harness.ts';
import { graphql, waitForSignInSlot } from './server.ts';

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const NEWBIE = { email: 'newbie@demo.test', password: 'temp-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 150_000;
const GUEST_TROLLEY_KEY = 'cleaver.trolley.guest';

const app = useApp();

type ApiProduct = { id: string; productName: string; productUnit: string; price: { price: number } | null };

async function api<T>(query: string, account: Account): Promise<T> {
  const cookie = await app.sessionCookie(account);
  const result = await graphql<T>(app.baseUrl, query, { cookie });
  if (!result.data) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** In-stock products the bistro can order, with its prices. */
async function orderableProducts(): Promise<ApiProduct[]> {
  const { listProducts } = await api<{ listProducts: { products: (ApiProduct & { isInStock: boolean })[] } }>(
    '{ listProducts(first: 100) { products { id productName productUnit isInStock price { price } } } }',
    BISTRO,
  );
  return listProducts.products.filter((product) => product.isInStock && product.price);
}

async function latestOrder(): Promise<{
  totalCount: number;
  lines: { productId: string; quantity: number }[];
}> {
  const { listMyOrders } = await api<{
    listMyOrders: { totalCount: number; orders: { lines: { productId: string; quantity: number }[] }[] };
  }>(
    '{ listMyOrders(status: ALL, limit: 1) { totalCount orders { lines { productId quantity } } } }',
    BISTRO,
  );
  return { totalCount: listMyOrders.totalCount, lines: listMyOrders.orders[0]?.lines ?? [] };
}

const cartLink = (page: Page, label: string) =>
  page.getByRole('link', { name: label, exact: true }).filter({ visible: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
const cartLine = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });
const quantityOf = (page: Page, name: string) =>
  cartLine(page, name).getByRole('textbox', { name: `Quantity of ${name}` });
const guestTrolley = (page: Page) => page.evaluate((key) => localStorage.getItem(key), GUEST_TROLLEY_KEY);

/** Adds a product from its card in the catalogue: one, or two with a press on plus first. */
async function addFromCatalogue(page: Page, product: ApiProduct, quantity: 1 | 2 = 1) {
  await page.goto(`/order?${new URLSearchParams({ search: product.productName })}`);
  const card = page.getByRole('main').getByRole('article', { name: product.productName, exact: true });
  await expectVisible(card);
  if (quantity === 2) await card.getByRole('button', { name: 'Increase quantity' }).click();
  await card.getByRole('button', { name: `Add ${product.productName} to trolley` }).click();
  await expectVisible(card.getByText('Added', { exact: true }));
}

/** From the guest's cart: Login To Order, sign in, and back on the cart. */
async function loginToOrder(page: Page, account: Account) {
  await summary(page).getByRole('link', { name: 'Login To Order' }).click();
  await waitForPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/cart');
  await waitForSignInSlot();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath(page, '/cart');
}

async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /account/i })
    .filter({ visible: true })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/');
}

describe('the trolley survives signing in', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(
      `a guest's two lines come back on the cart after Login To Order and are ordered as they are, at ${size.width} px`,
      async () => {
        const [first, second, third] = await orderableProducts();
        if (!first || !second || !third) throw new Error('seed: the bistro needs three orderable products');
        const before = await latestOrder();

        const page = await app.newPage(size);
        await addFromCatalogue(page, first);
        await addFromCatalogue(page, second);
        await expectVisible(cartLink(page, 'Cart, 2 items'));
        await cartLink(page, 'Cart, 2 items').click();
        await waitForPath(page, '/cart');
        await expectVisible(cartLine(page, first.productName));
        expect(await page.getByRole('main').innerText()).not.toContain('$');

        await loginToOrder(page, BISTRO);
        // The same two lines, priced now for the bistro; the guest trolley is gone from the device.
        await expectVisible(page.getByText('2 products in your trolley'));
        for (const product of [first, second]) {
          await expect
            .poll(() => cartLine(page, product.productName).innerText(), { timeout: UI_TIMEOUT_MS })
            .toContain('$');
        }
        expect(await guestTrolley(page)).toBeNull();
        await expectVisible(summary(page).getByRole('button', { name: 'Confirm Order' }));
        await expectNoSeriousA11yViolations(page);

        await summary(page).getByRole('button', { name: 'Confirm Order' }).click();
        await page
          .getByRole('dialog', { name: 'Confirm Order' })
          .getByRole('button', { name: 'Confirm', exact: true })
          .click();
        const sent = page.getByRole('dialog', { name: 'Order Sent!' });
        await expectVisible(sent);
        const after = await latestOrder();
        expect(after.totalCount).toBe(before.totalCount + 1);
        expect(after.lines.map((line) => line.productId).sort()).toEqual([first.id, second.id].sort());
        await sent.getByRole('button', { name: 'Close' }).click();

        // Something left in the bistro's trolley stays the bistro's: the next visitor finds an empty one.
        await addFromCatalogue(page, third);
        await expectVisible(cartLink(page, 'Cart, 1 item'));
        await signOut(page);
        await expectVisible(cartLink(page, 'Cart, empty'));
        await page.goto('/cart');
        await expectVisible(page.getByText('Your trolley is empty.'));
      },
      JOURNEY_TIMEOUT_MS,
    );
  }

  test(
    "a user's own trolley gets the guest's lines added, one product's quantities summed",
    async () => {
      const [kept, added] = await orderableProducts();
      if (!kept || !added) throw new Error('seed: the bistro needs two orderable products');
      const page = await app.newPage(DESKTOP);

      // The bistro leaves 2 of a product in its trolley on this browser and signs out.
      await page.goto('/login');
      await waitForSignInSlot();
      await page.getByLabel('Email').fill(BISTRO.email);
      await page.getByLabel('Password', { exact: true }).fill(BISTRO.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/');
      await addFromCatalogue(page, kept, 2);
      await signOut(page);
      await expectVisible(cartLink(page, 'Cart, empty'));

      // As a guest: one more of that product and another one.
      await addFromCatalogue(page, kept);
      await addFromCatalogue(page, added);
      await page.goto('/cart');
      await expectVisible(cartLine(page, added.productName));
      await loginToOrder(page, BISTRO);

      await expectVisible(page.getByText('2 products in your trolley'));
      await expect.poll(() => quantityOf(page, kept.productName).inputValue()).toMatch(/^3(\.0+)?$/);
      await expect.poll(() => quantityOf(page, added.productName).inputValue()).toMatch(/^1(\.0+)?$/);
      expect(await guestTrolley(page)).toBeNull();
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await page
        .getByRole('dialog', { name: 'Are you sure you want to clear your cart?' })
        .getByRole('button', { name: 'Clear' })
        .click();
      await expectVisible(page.getByText('Your trolley is empty.'));
    },
    JOURNEY_TIMEOUT_MS,
  );

  test('a first sign-in with a temporary password sets a new one, then comes back to the cart', async () => {
    const [product] = await orderableProducts();
    if (!product) throw new Error('seed: no orderable product');
    const page = await app.newPage(PHONE);
    await addFromCatalogue(page, product);
    await page.goto('/cart');
    await expectVisible(cartLine(page, product.productName));

    await summary(page).getByRole('link', { name: 'Login To Order' }).click();
    await waitForPath(page, '/login');
    await waitForSignInSlot();
    await page.getByLabel('Email').fill(NEWBIE.email);
    await page.getByLabel('Password', { exact: true }).fill(NEWBIE.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/firsttimesignin');
    await page.getByLabel('New Password', { exact: true }).fill('kauri-cart-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('kauri-cart-1');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await waitForPath(page, '/cart');
    await expectVisible(cartLine(page, product.productName));
  });

  test('a login address pointing at another site lands home, not there', async () => {
    const page = await app.newPage(DESKTOP);
    await page.goto('/login?next=//example.com/cart');
    await waitForSignInSlot();
    await page.getByLabel('Email').fill(BISTRO.email);
    await page.getByLabel('Password', { exact: true }).fill(BISTRO.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/');
    expect(new URL(page.url()).origin).toBe(app.baseUrl);
  });
});

describe('the first screen before the JavaScript', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`the rendered header's cart, login, brand and search work without JavaScript at ${size.width} px`, async () => {
      const page = await app.newPage({ ...size, javaScriptEnabled: false });
      await page.goto('/about');
      const header = page.getByRole('banner');

      await header.getByRole('link', { name: 'Cart, empty' }).click();
      await waitForPath(page, '/cart');
      await header.getByRole('link', { name: 'Login' }).click();
      await waitForPath(page, '/login');

      await page.goto('/about');
      await header.getByRole('link', { name: 'Kauri Meats' }).click();
      await waitForPath(page, '/');
      // The home page's own Order now (the header's opens a menu, which needs the JavaScript).
      await page
        .getByRole('main')
        .getByRole('link', { name: /order now/i })
        .click();
      await waitForPath(page, '/order');

      const search = header.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
      await search.fill('thigh');
      await search.press('Enter');
      await waitForPath(page, '/order');
      expect(new URL(page.url()).searchParams.get('search')).toBe('thigh');
      await expectVisible(page.getByRole('main').getByRole('article', { name: /thigh/i }).first());
    });
  }

  /** Waits until React has taken over the server-drawn element (hydrated it in place). */
  /** A page whose app code arrives only when `release` is called. */
  async function pageWithHeldCode(size: { width: number; height: number }, path = '/') {
    const page = await app.newPage(size);
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    return { page, release };
  }

  test('a click pressed on the rendered cart link and let go after the app took over still opens the cart', async () => {
    const { page, release } = await pageWithHeldCode(DESKTOP);
    const cart = page.locator('header a[href="/cart"]');
    const rendered = await cart.elementHandle();
    const box = await cart.boundingBox();
    if (!rendered || !box) throw new Error('the rendered header has no cart link');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // Hydrated in place: the link pressed is the one React now owns.
    await untilReactOwns(rendered);
    await page.mouse.up();
    await waitForPath(page, '/cart');
  });

  test('a quantity typed on the rendered product page while the JavaScript loads is the one added', async () => {
    const weighed = (await orderableProducts()).find((product) => product.productUnit === 'KG');
    if (!weighed) throw new Error('seed: no product by KG');
    const path = `/order/product?${new URLSearchParams({ id: weighed.id, name: weighed.productName })}`;
    const { page, release } = await pageWithHeldCode(PHONE, path);
    const quantity = page.getByRole('main').getByLabel('Quantity', { exact: true });
    await quantity.fill('2.5');
    release();
    await untilReactOwns(quantity);
    expect(await quantity.inputValue()).toBe('2.5');
    await page.getByRole('button', { name: `Add ${weighed.productName} to trolley` }).click();
    await expectVisible(page.getByRole('main').getByText('Added', { exact: true }));
    const { lines } = JSON.parse((await guestTrolley(page)) ?? '{"lines":[]}') as {
      lines: Array<{ productId: string; quantity: number }>;
    };
    expect(lines.find((line) => line.productId === weighed.id)?.quantity).toBe(2.5);
  });

  test('an email and password typed into the rendered sign-in form while the JavaScript loads are the ones that sign in', async () => {
    const { page, release } = await pageWithHeldCode(PHONE, '/login');
    const email = page.getByLabel('Email');
    await email.fill(BISTRO.email);
    await page.getByLabel('Password', { exact: true }).fill(BISTRO.password);
    release();
    await untilReactOwns(email);
    expect(await email.inputValue()).toBe(BISTRO.email);
    await waitForSignInSlot();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: UI_TIMEOUT_MS });
  });

  test('Sign In tapped on the rendered form before the JavaScript has arrived signs in once it has', async () => {
    const { page, release } = await pageWithHeldCode(PHONE, '/login');
    await page.getByLabel('Email').fill(BISTRO.email);
    await page.getByLabel('Password', { exact: true }).fill(BISTRO.password);
    await waitForSignInSlot();
    // Held by the page's loader (early-input.ts), not sent as a form without the app.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await sleep(300);
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: UI_TIMEOUT_MS });
    await expectVisible(page.getByRole('button', { name: /account/i }).filter({ visible: true }));
  });

  test('a search typed into the rendered search box while the JavaScript loads is the one Enter searches for', async () => {
    const { page, release } = await pageWithHeldCode(PHONE);
    const search = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await search.fill('thigh');
    release();
    await untilReactOwns(search);
    // The app's state has the text (early-input.ts): Enter, with nothing typed since, searches for it.
    await expect.poll(() => search.getAttribute('aria-expanded')).toBe('true');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/order' && url.searchParams.get('search') === 'thigh', {
      timeout: UI_TIMEOUT_MS,
    });
  });

  test('what is typed into the rendered search box while the JavaScript loads carries over to the app', async () => {
    // Hold the app's code back long enough to type.
    const { page, release } = await pageWithHeldCode(PHONE);
    const search = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await search.click();
    await search.pressSequentially('thig');
    release();
    await untilReactOwns(search);
    await expect.poll(() => search.inputValue()).toBe('thig');
    await page.keyboard.type('h');
    await sleep(100);
    expect(await search.inputValue()).toBe('thigh');
    await expectVisible(page.getByRole('option', { name: /thigh/i }));
  });
});
