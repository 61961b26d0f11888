// Issue 49 part 1: a chef counts what is on hand in the order guide on a phone, and orders from it.
import { quantityToPar } from '@cleaver/domain/order-guide';
import type { Unit } from '@cleaver/domain/quantity';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, useApp, waitForPath } from './harness.ts';

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const JOURNEY_TIMEOUT_MS = 120_000;

const app = useApp();

type GuideLine = {
  product: { id: string; productName: string; productUnit: Unit; isInStock: boolean; categoryName: string };
  parLevel: number | null;
};
const GUIDE =
  '{ myOrderGuide { lines { product { id productName productUnit isInStock categoryName } parLevel } } }';
const guide = async () =>
  (await app.api<{ myOrderGuide: { lines: GuideLine[] } }>(GUIDE, {}, BISTRO)).myOrderGuide.lines;

const onHand = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `On hand of ${name}`, exact: true });
const handleOf = (page: Page, name: string) =>
  page.getByRole('button', {
    name: `Drag ${name}, or press the up and down arrow keys to move it`,
    exact: true,
  });
const orderField = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Order quantity for ${name}`, exact: true });

describe('The order guide on a phone', () => {
  test(
    'bistro types on-hand figures for five lines, puts them in the trolley with one button, and orders',
    async () => {
      const lines = await guide();
      // The demo gives bistro's most ordered products par levels: count five of them.
      const counted = lines.filter((l) => l.parLevel !== null && l.product.isInStock).slice(0, 5);
      expect(counted).toHaveLength(5);

      const page = await app.signedInPage(BISTRO, PHONE);
      await page.goto('/order-guide');
      await expectVisible(page.getByRole('heading', { name: 'Order guide', level: 1 }));
      await expectNoSeriousA11yViolations(page);

      const expected: Record<string, number> = {};
      for (const line of counted) {
        const name = line.product.productName;
        const have = line.product.productUnit === 'KG' ? 0.4 : 1;
        expected[name] = quantityToPar(line.parLevel!, have, line.product.productUnit);
        await onHand(page, name).click();
        await page.keyboard.type(String(have));
        // Enter moves on to the next line's count, as a phone's "next" key does.
        await page.keyboard.press('Enter');
        await expect
          .poll(() => onHand(page, name).evaluate((el) => el === document.activeElement))
          .toBe(false);
        await expect.poll(() => orderField(page, name).inputValue()).toBe(String(expected[name]));
      }
      await expectVisible(page.getByRole('status').filter({ hasText: '5 lines to order' }));
      await page.getByRole('button', { name: 'Add to trolley', exact: true }).click();
      await waitForPath(page, '/cart');
      for (const name of Object.keys(expected)) {
        await expectVisible(page.getByRole('main').getByText(name, { exact: true }).first());
      }
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.getByRole('button', { name: 'Confirm Order' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm Order' })
        .getByRole('button', { name: 'Confirm', exact: true })
        .click();
      await expectVisible(page.getByRole('dialog', { name: 'Order Sent!' }));

      const { listMyOrders } = await app.api<{
        listMyOrders: { orders: { lines: { productName: string; quantity: number }[] }[] };
      }>('{ listMyOrders(limit: 1) { orders { lines { productName quantity } } } }', {}, BISTRO);
      const ordered = Object.fromEntries(
        listMyOrders.orders[0]!.lines.map((l) => [l.productName, l.quantity]),
      );
      expect(ordered).toMatchObject(expected);
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'bistro arranges the guide by the arrow buttons and by dragging, and sets a par level',
    async () => {
      const before = await guide();
      const category = before[0]!.product.categoryName;
      const inCategory = before
        .filter((l) => l.product.categoryName === category)
        .map((l) => l.product.productName);
      expect(inCategory.length).toBeGreaterThanOrEqual(3);
      const [first, second, third] = inCategory as [string, string, string];

      const page = await app.signedInPage(BISTRO, PHONE);
      await page.goto('/order-guide');
      await page.getByRole('button', { name: 'Arrange', exact: true }).click();
      await page.getByRole('button', { name: `Move ${first} down`, exact: true }).click();
      await expect
        .poll(async () => (await guide()).slice(0, 2).map((l) => l.product.productName))
        .toEqual([second, first]);
      await expectNoSeriousA11yViolations(page);
      // The arrow keys on a handle move its line, and the focus stays with it.
      await handleOf(page, first).focus();
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(async () => (await guide()).slice(0, 2).map((l) => l.product.productName))
        .toEqual([first, second]);
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(async () => (await guide()).slice(0, 2).map((l) => l.product.productName))
        .toEqual([second, first]);

      // Drag the third line by its handle to the top.
      const handle = handleOf(page, third);
      const top = handleOf(page, second);
      const from = (await handle.boundingBox())!;
      const to = (await top.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) {
        await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 8 + 4);
      }
      await page.mouse.up();
      await expect
        .poll(async () => (await guide()).slice(0, 3).map((l) => l.product.productName))
        .toEqual([third, second, first]);

      await page.getByRole('button', { name: 'Done', exact: true }).click();
      const par = page.getByRole('textbox', { name: `Par level for ${third}`, exact: true });
      await par.fill('2.5');
      await par.press('Enter');
      const unit = before.find((l) => l.product.productName === third)!.product.productUnit;
      if (unit === 'KG') {
        await expect
          .poll(async () => (await guide()).find((l) => l.product.productName === third)?.parLevel)
          .toBe(2.5);
      } else {
        await expectVisible(page.getByText('Cartons, each and pieces are whole numbers'));
        await par.fill('3');
        await par.press('Enter');
        await expect
          .poll(async () => (await guide()).find((l) => l.product.productName === third)?.parLevel)
          .toBe(3);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
