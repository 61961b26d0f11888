import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, streamOpen, useApp, waitForPath } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 150_000;

const app = useApp();

type Filter = 'ALL' | 'DEFAULT' | 'PENDING' | 'PACKED' | 'COMPLETED' | 'CANCELLED';
type Row = {
  id: string;
  shortId: string;
  companyName: string | null;
  processingDate: string;
  status: string;
};
type Query = { filter: Filter; search?: string; from?: string; to?: string };

const api = app.api;

/** What the server lists for a filter: the figures the screen must show. */
async function listed(query: Query): Promise<{ totalCount: number; rows: Row[] }> {
  const { adminOrders } = await api<{ adminOrders: { totalCount: number; rows: Row[] } }>(
    `query ($filter: AdminOrderFilter!, $search: String, $from: String, $to: String) {
      adminOrders(filter: $filter, search: $search, from: $from, to: $to, offset: 0, limit: 25) {
        totalCount rows { id shortId companyName processingDate status }
      }
    }`,
    { ...query },
    ADMIN,
  );
  return adminOrders;
}

const countText = (n: number) => `${n.toLocaleString('en-NZ')} ${n === 1 ? 'order' : 'orders'}`;

/** Waits until the heading's count says `n` orders (the page has then loaded what the server lists). */
async function expectCount(page: Page, n: number): Promise<void> {
  await expectVisible(page.getByText(countText(n), { exact: true }));
}

async function chooseStatus(page: Page, filter: Filter): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: filter, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('status') === filter);
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

describe('orders in the back office', () => {
  test(
    'staff start on PENDING, switch and keep a filter, search by company and order id, narrow by date, see a new order live and open one',
    async () => {
      const page = await app.signedInPage(ADMIN, DESKTOP);
      const stream = streamOpen(page, 'AdminOrderChanged');
      await page.goto('/Admin/Orders');
      await expectVisible(page.getByRole('heading', { name: 'Orders', level: 1 }));
      const pending = await listed({ filter: 'PENDING' });
      expect(pending.totalCount).toBeGreaterThan(0);
      await expectCount(page, pending.totalCount);
      await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('PENDING');
      const grid = page.getByRole('grid', { name: 'Orders' });
      await expectVisible(grid.getByRole('link', { name: `Open order ${pending.rows[0]?.shortId}` }));
      expect(await grid.getByText('PENDING', { exact: true }).count()).toBe(Math.min(25, pending.totalCount));
      await expectNoSeriousA11yViolations(page);

      // DEFAULT is the open work, PENDING and PACKED; ALL is everything.
      await chooseStatus(page, 'DEFAULT');
      await expectCount(page, (await listed({ filter: 'DEFAULT' })).totalCount);
      await chooseStatus(page, 'ALL');
      const all = await listed({ filter: 'ALL' });
      await expectCount(page, all.totalCount);

      // The choice is remembered by the browser: a fresh visit starts on ALL.
      await page.goto('/Admin/Orders');
      await expectCount(page, all.totalCount);
      await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('ALL');

      // A customer places an order: it shows at the top without a reload.
      await stream;
      const { listProducts } = await api<{
        listProducts: { products: { id: string; isInStock: boolean }[] };
      }>('{ listProducts(first: 50) { products { id isInStock } } }', {}, BISTRO);
      const product = listProducts.products.find((candidate) => candidate.isInStock);
      if (!product) throw new Error('seed: no orderable product');
      const { createOrder: placed } = await api<{ createOrder: { id: string; shortId: string } }>(
        'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id shortId } }',
        {
          input: {
            idempotencyKey: `e2e-admin-orders-${Date.now()}`,
            isDelivery: false,
            lines: [{ productId: product.id, quantity: 3 }],
          },
        },
        BISTRO,
      );
      await expectCount(page, all.totalCount + 1);
      await expectVisible(grid.getByRole('link', { name: `Open order ${placed.shortId}` }));

      // Search by company, then by the start of an order id (any case).
      await page.getByLabel('Search').fill('harbourside');
      await page.waitForURL((url) => url.searchParams.get('search') === 'harbourside');
      const bistro = await listed({ filter: 'ALL', search: 'harbourside' });
      expect(bistro.rows.every((row) => row.companyName === 'Harbourside Bistro')).toBe(true);
      await expectCount(page, bistro.totalCount);
      expect(await grid.getByText('Harbourside Bistro', { exact: true }).count()).toBe(
        Math.min(25, bistro.totalCount),
      );
      await page.getByLabel('Search').fill(placed.shortId.slice(0, 4).toLowerCase());
      const byId = await listed({ filter: 'ALL', search: placed.shortId.slice(0, 4).toLowerCase() });
      expect(byId.rows.map((row) => row.id)).toContain(placed.id);
      await expectCount(page, byId.totalCount);
      await expectVisible(grid.getByRole('link', { name: `Open order ${placed.shortId}` }));
      await page.getByLabel('Search').fill('');
      await expectCount(page, all.totalCount + 1);

      // A date range on the processing date narrows the list: one day of the seeded history.
      const day = all.rows.at(-1)?.processingDate ?? '';
      // Typed day first, as every date in the back office; half a date changes nothing yet.
      await page.getByRole('textbox', { name: 'From' }).fill(ddmmyyyy(day).slice(0, 5));
      await expectVisible(page.getByText('Enter a date as DD/MM/YYYY'));
      await page.getByRole('textbox', { name: 'From' }).fill(ddmmyyyy(day));
      await page.getByRole('textbox', { name: 'To' }).fill(ddmmyyyy(day));
      await page.waitForURL(
        (url) => url.searchParams.get('from') === day && url.searchParams.get('to') === day,
      );
      const oneDay = await listed({ filter: 'ALL', from: day, to: day });
      expect(oneDay.totalCount).toBeGreaterThan(0);
      expect(oneDay.totalCount).toBeLessThan(all.totalCount);
      await expectCount(page, oneDay.totalCount);
      expect(await grid.getByText(ddmmyyyy(day), { exact: true }).count()).toBe(
        Math.min(25, oneDay.totalCount),
      );
      await expectNoSeriousA11yViolations(page);

      // The address holds the list: a reload shows the same rows.
      await page.reload();
      await expectCount(page, oneDay.totalCount);
      expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe(ddmmyyyy(day));

      // A row opens its order by keyboard (Enter on any of its cells) and by a click anywhere on it.
      const first = oneDay.rows[0];
      if (!first) throw new Error('no order on that day');
      const row = grid
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Open order ${first.shortId}` }) });
      await row.getByRole('gridcell').nth(2).focus();
      await page.keyboard.press('Enter');
      await waitForPath(page, `/admin/order/${first.id}`);
      await page.goBack();
      await expectCount(page, oneDay.totalCount);
      await row.getByRole('gridcell').first().click();
      await waitForPath(page, `/admin/order/${first.id}`);

      await page.goto('/Admin/Orders');
      await page.getByRole('button', { name: 'Create Order' }).click();
      await waitForPath(page, '/admin/order/new');
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone each order is a card that opens it, and the page does not scroll sideways',
    async () => {
      const page = await app.signedInPage(ADMIN, { ...PHONE, colorScheme: 'dark' });
      const open = await listed({ filter: 'DEFAULT' });
      const first = open.rows[0];
      if (!first) throw new Error('seed: no open order');
      await page.goto('/Admin/Orders?status=DEFAULT');
      await expectCount(page, open.totalCount);
      const card = page.getByRole('article', { name: `Order ${first.shortId}`, exact: true });
      await expectVisible(card);
      await expectVisible(card.getByText(ddmmyyyy(first.processingDate), { exact: true }));
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // The whole card is the link's target: a tap on the company name opens the order.
      const name = await card.getByRole('heading').boundingBox();
      if (!name) throw new Error('the card has no company name on screen');
      await page.mouse.click(name.x + name.width / 2, name.y + name.height / 2);
      await waitForPath(page, `/admin/order/${first.id}`);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
