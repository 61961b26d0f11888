// Issue 50: staff make a delivery zone and put bistro in it; bistro's cart goes by the zone's day, freight and minimum;
// staff sort a run and give it a driver, who marks the stops delivered on a phone, and bistro sees it.
import { aucklandDateString } from '@cleaver/domain/dates';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  chooseInDialog,
  colourPng,
  expectNoSeriousA11yViolations,
  expectVisible,
  signIn,
  useApp,
  waitForPath,
} from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const DRIVER = { email: 'driver@demo.test', password: 'demo-pass-1' };
const BISTRO_COMPANY = 'Harbourside Bistro';
const TAKEAWAY_COMPANY = 'Golden Wok Takeaways';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const JOURNEY_TIMEOUT_MS = 120_000;

const app = useApp();

const settingsDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close settings' }) });

type DeliveryDay = { text: string; date: string; days: string } | null;

/** Staff's customer record: puts the customer in a delivery zone. */
async function putInZone(page: Page, email: string, company: string, zone: string): Promise<void> {
  await page.goto(`/Admin/Customers?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `View ${company}`, exact: true }).click();
  await page.getByRole('dialog', { name: company }).getByRole('button', { name: 'Edit' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Edit Customer' }).getByLabel('Customer Code'));
  await chooseInDialog(page, 'Delivery Zone', zone);
  await page.getByRole('dialog', { name: 'Edit Customer' }).getByRole('button', { name: 'Save' }).click();
  await expectVisible(page.getByText('Customer updated successfully.'));
}

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

      await putInZone(page, 'bistro@demo.test', BISTRO_COMPANY, 'Central');
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

  test(
    'staff sort a run and give it a driver; the driver marks two stops delivered on a phone; bistro sees it',
    async () => {
      const today = aucklandDateString(new Date());
      const staff = await app.signedInPage(ADMIN, DESKTOP);
      await putInZone(staff, 'takeaway@demo.test', TAKEAWAY_COMPANY, 'Central');
      await staff.goto('/Admin');
      await staff.getByRole('button', { name: 'Account menu' }).click();
      await staff.getByRole('menuitem', { name: 'Settings' }).click();
      const settings = settingsDialog(staff);
      await settings.getByRole('button', { name: /^Setting Variables/ }).click();
      await settings.getByRole('button', { name: 'Edit Central' }).click();
      await expectVisible(staff.getByRole('dialog', { name: 'Edit delivery zone' }).getByLabel('Zone name'));
      await chooseInDialog(staff, 'Driver', 'Tama Driver');
      await staff
        .getByRole('dialog', { name: 'Edit delivery zone' })
        .getByRole('button', { name: 'Save' })
        .click();
      await expectVisible(
        settings.getByRole('list', { name: 'Delivery zones' }).getByText('Driver: Tama Driver'),
      );
      await settings.getByRole('button', { name: 'Close settings' }).click();

      // Today's delivery for each of them, entered by staff (over Central's $150 minimum).
      const ordered = {
        bistro: await staffOrderToday(BISTRO_COMPANY),
        takeaway: await staffOrderToday(TAKEAWAY_COMPANY),
      };
      const names = await stopNames(today);
      const takeawayStop = names.get(ordered.takeaway) as string;
      const bistroStop = names.get(ordered.bistro) as string;

      // New to the run, they come by company (Golden Wok first); staff put bistro first with the arrows, saved at
      // once and still first after a reload.
      await staff.goto(`/Admin/RunSheet?date=${today}`);
      const central = staff.getByRole('list', { name: 'Stops of Central' });
      await expectVisible(central.getByRole('button', { name: `Move ${bistroStop} up` }));
      await expectNoSeriousA11yViolations(staff);
      expect(await firstCompany(today)).toBe(TAKEAWAY_COMPANY);
      for (let tries = 0; tries < 5 && (await firstCompany(today)) !== BISTRO_COMPANY; tries++) {
        const before = await firstCompany(today);
        await central.getByRole('button', { name: `Move ${bistroStop} up` }).click();
        await expect.poll(() => firstCompany(today)).not.toBe(before);
      }
      expect(await firstCompany(today)).toBe(BISTRO_COMPANY);
      await staff.reload();
      await expect
        .poll(async () => (await central.getByRole('listitem').first().innerText()).includes(BISTRO_COMPANY))
        .toBe(true);

      // The driver signs in on a phone and lands on today's deliveries, bistro first, no prices.
      const phone = await app.newPage(PHONE);
      await signIn(phone, DRIVER.email, DRIVER.password);
      await waitForPath(phone, '/driver');
      const stops = phone.getByRole('list', { name: 'Stops of Central' });
      await expectVisible(stops.getByRole('button', { name: `Mark delivered: ${takeawayStop}` }));
      expect(await stops.getByRole('listitem').first().innerText()).toContain(BISTRO_COMPANY);
      expect(await phone.locator('main').innerText()).not.toMatch(/\$\d/);
      await expectNoSeriousA11yViolations(phone);
      // The storefront is not theirs.
      await phone.goto('/order');
      await waitForPath(phone, '/driver');

      // Bistro: signed for by Sam, with a photo of the door.
      await phone.getByRole('button', { name: `Mark delivered: ${bistroStop}` }).click();
      const handOver = phone.getByRole('dialog', { name: `Delivered to ${BISTRO_COMPANY}` });
      await handOver.getByRole('button', { name: 'Confirm delivery' }).click();
      await expectVisible(handOver.getByText('Enter who took the delivery.'));
      await handOver.getByLabel('Received by').fill('Sam');
      await handOver.locator('input[type=file]').setInputFiles({
        name: 'door.png',
        mimeType: 'image/png',
        buffer: colourPng(800, 600),
      });
      await expectVisible(handOver.getByRole('img'));
      await expectNoSeriousA11yViolations(phone);
      await handOver.getByRole('button', { name: 'Confirm delivery' }).click();
      await handOver.waitFor({ state: 'hidden' });
      await expectVisible(phone.getByText(/^Delivered \d{1,2}:\d\d [ap]m to Sam$/));

      // Takeaway: to Lee, no photo.
      await phone.getByRole('button', { name: `Mark delivered: ${takeawayStop}` }).click();
      const second = phone.getByRole('dialog', { name: `Delivered to ${TAKEAWAY_COMPANY}` });
      await second.getByLabel('Received by').fill('Lee');
      await second.getByRole('button', { name: 'Confirm delivery' }).click();
      await second.waitFor({ state: 'hidden' });
      await expectVisible(phone.getByText(/^Delivered \d{1,2}:\d\d [ap]m to Lee$/));

      // Bistro's My Orders on a phone says so, with the photo.
      const chef = await app.signedInPage(BISTRO, PHONE);
      await chef.goto('/myorders');
      const shortId = ordered.bistro.slice(0, 5).toUpperCase();
      const card = chef.getByRole('article', { name: `Order ${shortId}` });
      await expectVisible(card.getByText(/^\d{1,2}:\d\d [ap]m to Sam$/));
      await card.getByRole('button', { name: `View order ${shortId}` }).click();
      const detail = chef.getByRole('dialog');
      await expectVisible(detail.getByText(/^Delivered \d{1,2}:\d\d [ap]m to Sam$/));
      const photo = detail.getByRole('img', { name: 'Photo of the delivery' });
      await expectVisible(photo);
      expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    },
    JOURNEY_TIMEOUT_MS * 2,
  );
});

/** A delivery order staff enter for today for the customer, over Central's minimum; its id. */
async function staffOrderToday(company: string): Promise<string> {
  const { adminCustomers } = await app.api<{
    adminCustomers: { rows: Array<{ id: string; customerLevel: string }> };
  }>(
    'query ($s: String) { adminCustomers(search: $s, limit: 1) { rows { id customerLevel } } }',
    { s: company },
    ADMIN,
  );
  const buyer = adminCustomers.rows[0];
  if (!buyer) throw new Error(`no customer ${company}`);
  const { listProducts } = await app.api<{
    listProducts: { products: Array<{ id: string; isInStock: boolean }> };
  }>('{ listProducts(first: 10) { products { id isInStock } } }', {}, ADMIN);
  const products = listProducts.products.filter((p) => p.isInStock).slice(0, 2);
  const { createStaffOrder } = await app.api<{ createStaffOrder: { id: string } }>(
    'mutation ($input: StaffOrderInput!) { createStaffOrder(input: $input, sendCustomerEmail: false) { id } }',
    {
      input: {
        customerId: buyer.id,
        processingDate: aucklandDateString(new Date()),
        status: 'PENDING',
        isDelivery: true,
        line: buyer.customerLevel,
        cutting: 0,
        lines: products.map((p) => ({ productId: p.id, quantity: 40 })),
      },
    },
    ADMIN,
  );
  return createStaffOrder.id;
}

type RunStops = {
  deliveryRuns: Array<{
    zoneName: string;
    stops: Array<{ orderId: string; companyName: string; shortId: string }>;
  }>;
};

async function centralStops(date: string) {
  const { deliveryRuns } = await app.api<RunStops>(
    'query ($date: String!) { deliveryRuns(date: $date) { zoneName stops { orderId companyName shortId } } }',
    { date },
    ADMIN,
  );
  return deliveryRuns.find((run) => run.zoneName === 'Central')?.stops ?? [];
}

/** Each Central stop's name in its controls: its company, with its order number when the company has two. */
async function stopNames(date: string): Promise<Map<string, string>> {
  const stops = await centralStops(date);
  const companies = stops.map((stop) => stop.companyName);
  return new Map(
    stops.map((stop) => [
      stop.orderId,
      companies.indexOf(stop.companyName) === companies.lastIndexOf(stop.companyName)
        ? stop.companyName
        : `${stop.companyName} ${stop.shortId}`,
    ]),
  );
}

async function firstCompany(date: string): Promise<string | undefined> {
  return (await centralStops(date))[0]?.companyName;
}
