import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, useApp } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
// The packing bench's tablet, held upright.
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 60_000;

const app = useApp();

type Product = { id: string; productName: string; productUnit: string; isInStock: boolean };
type Placed = { id: string; shortId: string; processingDate: string };

const api = app.api;

let placing: Promise<{ order: Placed; products: [Product, Product] }> | undefined;
/** A PENDING order of bistro's with two lines sold by weight (2 kg and 3 kg), for the next processing date. */
function bistroOrder() {
  placing ??= (async () => {
    const { listProducts } = await api<{ listProducts: { products: Product[] } }>(
      '{ listProducts(first: 100) { products { id productName productUnit isInStock } } }',
      {},
      BISTRO,
    );
    const byWeight = listProducts.products.filter((p) => p.isInStock && p.productUnit === 'KG');
    const [first, second] = byWeight;
    if (!first || !second) throw new Error('seed: fewer than two products sold by weight');
    const { createOrder } = await api<{ createOrder: Placed }>(
      'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id shortId processingDate } }',
      {
        input: {
          idempotencyKey: `e2e-admin-packing-${Date.now()}`,
          isDelivery: true,
          lines: [
            { productId: first.id, quantity: 2 },
            { productId: second.id, quantity: 3 },
          ],
        },
      },
      BISTRO,
    );
    return { order: createOrder, products: [first, second] as [Product, Product] };
  })();
  return placing;
}

const card = (page: Page, shortId: string): Locator =>
  page.getByRole('article').filter({ has: page.getByText(shortId, { exact: true }) });

describe('packing', () => {
  test(
    'on a tablet staff type packed weights with the keyboard alone, they survive a reload, the order is marked packed and bistro sees the weights',
    async () => {
      const { order, products } = await bistroOrder();
      const [breast, mince] = products;
      // The board opens on the packing floor's day (today when the shop processes today, whatever the hour).
      const { packingBoard } = await api<{ packingBoard: { processingDate: string } }>(
        '{ packingBoard { processingDate } }',
        {},
        ADMIN,
      );
      const shownDate = (date: string) => date.split('-').reverse().join('/');

      const page = await app.signedInPage(ADMIN, TABLET);
      await page.goto('/Admin/Packing');
      await expectVisible(page.getByRole('heading', { name: 'Packing', level: 1 }));
      const nav = page.getByRole('navigation', { name: 'Back office' });
      expect(await nav.getByRole('link', { name: 'Packing' }).getAttribute('aria-current')).toBe('page');
      const dateField = page.getByLabel('Processing date', { exact: true });
      await expect.poll(() => dateField.inputValue()).toBe(shownDate(packingBoard.processingDate));
      // The order went to the next processing date, which may be a later day's board (as the dashboard links it).
      await page.goto(`/Admin/Packing?date=${order.processingDate}`);
      await expect.poll(() => dateField.inputValue()).toBe(shownDate(order.processingDate));
      const bistro = card(page, order.shortId);
      const first = bistro.getByLabel(`Packed weight for ${breast.productName}`);
      const second = bistro.getByLabel(`Packed weight for ${mince.productName}`);
      await expectVisible(bistro.getByText('Ordered', { exact: true }).first());

      // Keyboard alone: type, Enter to the next line, type a weight 30 % over what was ordered.
      await first.focus();
      await page.keyboard.type('2.05');
      await page.keyboard.press('Enter');
      await expect.poll(() => second.evaluate((input) => input === document.activeElement)).toBe(true);
      await expectVisible(bistro.getByText('Saved', { exact: true }));
      // A typo's extra digit is refused where it is typed, and not saved.
      await page.keyboard.type('99999');
      await expectVisible(
        bistro.getByText('Packed weight must be more than 0 and at most 9,999.', { exact: true }),
      );
      await second.fill('');
      await page.keyboard.type('3.9');
      // Reloaded at once, before the pause that saves it: the weight still goes, as the page leaves.
      await page.reload();
      await expect.poll(() => first.inputValue()).toBe('2.05');
      expect(await second.inputValue()).toBe('3.9');
      await expectVisible(bistro.getByText('Far off: 30 % over ordered', { exact: true }));

      // A line 30 % over what was ordered is named and asked about before the order is packed.
      await bistro.getByRole('button', { name: `Mark packed order ${order.shortId}` }).click();
      const question = page.getByRole('dialog', { name: `Check the weights of order ${order.shortId}` });
      await expectVisible(
        question.getByText(`${mince.productName}: 3.900 KG packed, 3.00 KG ordered (30 % over ordered)`),
      );
      await expectNoSeriousA11yViolations(page);
      await question.getByRole('button', { name: 'Mark packed anyway' }).click();
      await expectVisible(bistro.getByText('PACKED', { exact: true }));
      await expectVisible(bistro.getByText('Packed · 2 lines', { exact: true }));

      // Bistro still sees PENDING, with the packed weights beside what was ordered.
      const chef = await app.signedInPage(BISTRO, TABLET);
      await chef.goto('/myorders');
      await chef.getByRole('button', { name: `View order ${order.shortId}` }).click();
      const dialog = chef.getByRole('dialog', { name: new RegExp(`^Order ${order.shortId}`) });
      await expectVisible(dialog.getByText('PENDING', { exact: true }));
      await expectVisible(dialog.getByText('Ordered 2.00 KG · Packed 2.050 KG', { exact: true }));
      await expectVisible(dialog.getByText('Ordered 3.00 KG · Packed 3.900 KG', { exact: true }));
    },
    JOURNEY_TIMEOUT_MS,
  );

  test.each([
    ['a phone, dark', { ...PHONE, colorScheme: 'dark' as const }],
    ['a desktop', DESKTOP],
  ])(
    'the board and the pick list read well on %s',
    async (_name, size) => {
      const { order } = await bistroOrder();
      const page = await app.signedInPage(ADMIN, size);
      await page.goto(`/Admin/Packing?date=${order.processingDate}`);
      await expectVisible(card(page, order.shortId));
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await page.getByRole('tab', { name: 'Pick list' }).click();
      const pdf = page.getByRole('link', { name: 'Download PDF' });
      await expectVisible(pdf);
      await expectVisible(
        page
          .getByRole('list', { name: /^Orders with / })
          .getByText(order.shortId)
          .first(),
      );
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const response = await page.request.get((await pdf.getAttribute('href')) ?? '');
      expect(response.headers()['content-type']).toContain('application/pdf');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
