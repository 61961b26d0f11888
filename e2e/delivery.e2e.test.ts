// Issue 50: staff make a delivery zone and put bistro in it; bistro's cart goes by the zone's day, freight and minimum.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseInDialog, expectNoSeriousA11yViolations, expectVisible, useApp } from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const JOURNEY_TIMEOUT_MS = 120_000;

const app = useApp();

const settingsDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close settings' }) });

type DeliveryDay = { text: string; date: string; days: string } | null;

describe('Delivery zones', () => {
  test(
    'staff add Central (Tuesday and Thursday, $150 minimum) and put bistro in it',
    async () => {
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      const settings = settingsDialog(page);
      await settings.getByRole('button', { name: /^Setting Variables/ }).click();
      await settings.getByRole('button', { name: 'Add delivery zone' }).click();
      const add = page.getByRole('dialog', { name: 'Add delivery zone' });
      await expectVisible(add.getByLabel('Zone name'));
      await expectNoSeriousA11yViolations(page);
      // Nothing chosen yet: the form says what is missing and sends nothing.
      await add.getByRole('button', { name: 'Save' }).click();
      await expectVisible(add.getByText('Zone name is required'));
      await add.getByLabel('Zone name').fill('Central');
      await add.getByRole('checkbox', { name: 'Tuesday' }).check();
      await add.getByRole('checkbox', { name: 'Thursday' }).check();
      await add.getByLabel('Minimum order (excl. GST)').fill('150');
      await add.getByLabel('Freight charge').fill('15');
      await add.getByLabel('Free freight from').fill('300');
      await add.getByRole('button', { name: 'Save' }).click();
      await add.waitFor({ state: 'hidden' });
      const zones = settings.getByRole('list', { name: 'Delivery zones' });
      await expectVisible(zones.getByText('Central'));
      await expectVisible(zones.getByText(/Tuesday and Thursday/));
      await settings.getByRole('button', { name: 'Close settings' }).click();

      await page.goto('/Admin/Customers?search=bistro%40demo.test');
      await page.getByRole('button', { name: 'View Harbourside Bistro', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Harbourside Bistro' })
        .getByRole('button', { name: 'Edit' })
        .click();
      await expectVisible(page.getByRole('dialog', { name: 'Edit Customer' }).getByLabel('Customer Code'));
      await chooseInDialog(page, 'Delivery Zone', 'Central');
      await page.getByRole('dialog', { name: 'Edit Customer' }).getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Customer updated successfully.'));
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'bistro’s cart on a phone says the next delivery day, warns under the minimum, and pick-up still goes',
    async () => {
      const { orderProcessingDate } = await app.api<{ orderProcessingDate: { delivery: DeliveryDay } }>(
        '{ orderProcessingDate { delivery { text date days } } }',
        {},
        BISTRO,
      );
      const delivery = orderProcessingDate.delivery;
      expect(delivery?.days).toBe('Tuesday and Thursday');
      expect(['Tuesday', 'Thursday'].some((day) => delivery?.text.includes(day))).toBe(true);

      const cookie = await app.sessionCookie(BISTRO);
      const listed = await graphql<{
        listProducts: {
          products: Array<{
            id: string;
            productName: string;
            isInStock: boolean;
            price: { price: number } | null;
          }>;
        };
      }>(
        app.baseUrl,
        '{ listProducts(first: 40) { products { id productName isInStock price { price } } } }',
        { cookie },
      );
      // One product under $150 a unit: a trolley of one is under the zone's minimum.
      const cheap = listed.data?.listProducts.products.find(
        (p) => p.isInStock && p.price !== null && p.price.price < 15_000,
      );
      expect(cheap).toBeDefined();

      const page = await app.signedInPage(BISTRO, PHONE);
      await page.goto(`/order/product?${new URLSearchParams({ id: cheap!.id, name: cheap!.productName })}`);
      await page.getByRole('button', { name: `Add ${cheap!.productName} to trolley` }).click();
      await expectVisible(page.getByRole('main').getByText('Added', { exact: true }));
      await page.goto('/cart');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Your Cart' }));
      const summary = page.getByRole('region', { name: 'Order Summary' });
      // Closed on a phone, the summary already says the day; its details hold the delivery method.
      await expectVisible(summary.getByText(delivery!.text).first());
      await summary.getByRole('button', { name: 'Show order details' }).click();
      await summary.getByRole('radio', { name: 'Delivery' }).check();
      await expectVisible(summary.getByText('Central delivers on Tuesday and Thursday.').first());
      await expectVisible(
        summary.getByRole('alert').filter({
          hasText: /^Orders for delivery to Central need at least \$150\.00 excl\. GST; your trolley is \$/,
        }),
      );
      await expect.poll(() => summary.getByRole('button', { name: 'Confirm Order' }).isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(page);

      // The server refuses it too, with the figures, whatever the page says.
      const refused = await graphql(
        app.baseUrl,
        `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`,
        {
          cookie,
          variables: {
            input: {
              idempotencyKey: crypto.randomUUID(),
              isDelivery: true,
              lines: [{ productId: cheap!.id, quantity: 1 }],
            },
          },
        },
      );
      expect(refused.errors?.[0]?.message).toMatch(
        /^Orders for delivery to Central need at least \$150\.00 excl\. GST; your trolley is \$[\d.,]+\.$/,
      );

      await summary.getByRole('radio', { name: 'Pick Up' }).check();
      await expect
        .poll(() => summary.getByRole('button', { name: 'Confirm Order' }).isDisabled())
        .toBe(false);
      await summary.getByRole('button', { name: 'Confirm Order' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm Order' })
        .getByRole('button', { name: 'Confirm', exact: true })
        .click();
      await expectVisible(page.getByRole('dialog', { name: 'Order Sent!' }));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
