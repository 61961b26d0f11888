import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { cents } from '@cleaver/domain/money';
import { pendingTotals } from '@cleaver/domain/totals';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  type Account,
  expectNoSeriousA11yViolations,
  expectVisible,
  switchColorScheme,
  UI_TIMEOUT_MS,
  useApp,
  waitForPath,
} from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const TAKEAWAY = { email: 'takeaway@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 150_000;

const app = useApp();

type ApiProduct = {
  id: string;
  productName: string;
  productUnit: string;
  isInStock: boolean;
  price: { defaultPrice: number; customPrice: number | null; price: number } | null;
};
type ApiOrder = {
  id: string;
  shortId: string;
  status: string;
  purchaseOrder: string;
  isDelivery: boolean | null;
  totals: { subTotal: number; freight: number; gst: number; total: number };
  lines: { productId: string; quantity: number; unitPrice: number; notes: string }[];
};
type Settings = { freightChargeCents: number; freeFreightThresholdCents: number };

async function api<T>(query: string, variables: Record<string, unknown> = {}, account?: Account): Promise<T> {
  const cookie = account ? await app.sessionCookie(account) : undefined;
  const result = await graphql<T>(app.baseUrl, query, { cookie, variables });
  if (!result.data) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function orderableProducts(account: Account): Promise<ApiProduct[]> {
  const { listProducts } = await api<{ listProducts: { products: ApiProduct[] } }>(
    `{ listProducts(first: 100) { products { id productName productUnit isInStock
        price { defaultPrice customPrice price } } } }`,
    {},
    account,
  );
  return listProducts.products.filter((product) => product.isInStock);
}

async function myOrders(account: Account): Promise<{ totalCount: number; orders: ApiOrder[] }> {
  const { listMyOrders } = await api<{ listMyOrders: { totalCount: number; orders: ApiOrder[] } }>(
    `{ listMyOrders(status: ALL, limit: 1000) { totalCount orders { id shortId status purchaseOrder isDelivery
        totals { subTotal freight gst total } lines { productId quantity unitPrice notes } } } }`,
    {},
    account,
  );
  return listMyOrders;
}

async function settings(account: Account): Promise<Settings> {
  return (
    await api<{ getSettingsVariables: Settings }>(
      '{ getSettingsVariables { freightChargeCents freeFreightThresholdCents } }',
      {},
      account,
    )
  ).getSettingsVariables;
}

async function setAvailability(productId: string, change: { isEnabled?: boolean; isInStock?: boolean }) {
  await api(
    'mutation ($id: ID!, $isEnabled: Boolean, $isInStock: Boolean) { setProductAvailability(id: $id, isEnabled: $isEnabled, isInStock: $isInStock) { id } }',
    { id: productId, ...change },
    ADMIN,
  );
}

/** The estimate as the server will price it, from the same domain function. */
function estimate(
  lines: { quantity: number; price: number }[],
  isDelivery: boolean,
  { freightChargeCents, freeFreightThresholdCents }: Settings,
) {
  return pendingTotals({
    lines: lines.map((line) => ({ quantity: line.quantity, unitPrice: cents(line.price) })),
    isDelivery,
    freightCharge: cents(freightChargeCents),
    freeFreightThreshold: cents(freeFreightThresholdCents),
  });
}

const nzd = (amount: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(amount / 100);

function productPath(product: { id: string; productName: string }): string {
  return `/order/product?${new URLSearchParams({ id: product.id, name: product.productName })}`;
}

const cartLink = (page: Page, label: string) =>
  page.getByRole('link', { name: label, exact: true }).filter({ visible: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
const figure = (page: Page, label: string) => summary(page).locator(`dt:text-is("${label}") + dd`);
const cartLine = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  await expect
    .poll(async () => (await locator.innerText()).trim(), {
      timeout: UI_TIMEOUT_MS,
      message: `text of ${locator}`,
    })
    .toBe(text);
}

/** Adds a product from its page, optionally typing a quantity first. */
async function addFromProductPage(page: Page, product: ApiProduct, quantity?: string) {
  await page.goto(productPath(product));
  await expectVisible(page.getByRole('heading', { level: 1, name: product.productName }));
  if (quantity !== undefined) await page.getByLabel('Quantity', { exact: true }).fill(quantity);
  await page.getByRole('button', { name: `Add ${product.productName} to trolley` }).click();
  await expectVisible(page.getByRole('main').getByText('Added', { exact: true }));
}

async function openCart(page: Page) {
  await page.goto('/cart');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Your Cart' }));
}

async function mailSubjects(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return mails.map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1]?.trim() ?? '');
}

describe('ordering as the bistro (custom prices) on a phone', () => {
  test(
    'fills a trolley, sees its prices, estimate and processing date, orders once on a double click, finds the order and orders it again',
    async () => {
      const products = await orderableProducts(BISTRO);
      const discounted = products.filter((product) => product.price?.customPrice != null);
      const weighed = discounted.find((product) => product.productUnit === 'KG');
      const second = discounted.find((product) => product !== weighed);
      if (!weighed?.price || !second?.price)
        throw new Error('seed: bistro needs two discounted products, one by KG');
      const before = await myOrders(BISTRO);
      const rules = await settings(BISTRO);

      const page = await app.signedInPage(BISTRO, PHONE);
      await addFromProductPage(page, weighed, '2.5');
      await addFromProductPage(page, second);
      await expectVisible(cartLink(page, 'Cart, 2 items'));

      await openCart(page);
      await expectVisible(page.getByText('2 products in your trolley'));
      // The customer's own price (not the default) per unit, and the line at that price.
      const weighedLine = cartLine(page, weighed.productName);
      await expectVisible(
        weighedLine.getByText(new RegExp(`^${nzd(weighed.price.price).replace('$', '\\$')} / `)),
      );
      expect(
        await weighedLine.getByRole('textbox', { name: `Quantity of ${weighed.productName}` }).inputValue(),
      ).toBe('2.50');

      // A note the bistro keeps on the second product goes with the order.
      const secondLine = cartLine(page, second.productName);
      const existingNote = secondLine.getByRole('button', { name: `Edit note for ${second.productName}` });
      await ((await existingNote.count())
        ? existingNote
        : secondLine.getByRole('button', { name: `Add note for ${second.productName}` })
      ).click();
      await secondLine
        .getByRole('textbox', { name: `Note for ${second.productName}` })
        .fill('Cut in 4, skin off');
      await secondLine.getByRole('button', { name: 'Save Note' }).click();
      // Saved (the server answered): the form has given way to the note and its Edit button.
      await expectVisible(secondLine.getByRole('button', { name: `Edit note for ${second.productName}` }));
      await expectVisible(secondLine.getByText('Cut in 4, skin off'));

      // Below 1264 px the summary is a card at the bottom; its details open on request.
      await expectVisible(summary(page).getByText('Total (Estimate)'));
      await summary(page).getByRole('button', { name: 'Show order details' }).click();
      const expected = estimate(
        [
          { quantity: 2.5, price: weighed.price.price },
          { quantity: 1, price: second.price.price },
        ],
        true,
        rules,
      );
      await expectText(figure(page, 'Sub-Total'), nzd(expected.subTotal));
      await expectText(figure(page, 'Freight'), nzd(expected.freight));
      await expectText(figure(page, 'GST'), nzd(expected.gst));
      await expectText(figure(page, 'Total (Estimate)'), nzd(expected.total));
      await expectVisible(
        summary(page).getByText(/prices are an estimate and may vary.*check your invoice/i),
      );

      const { orderProcessingDate } = await api<{
        orderProcessingDate: { date: string; notice: string | null };
      }>('{ orderProcessingDate { date notice } }', {}, BISTRO);
      await expectVisible(
        summary(page).getByText(
          `${weekdayName(orderProcessingDate.date)} ${formatDateOnly(orderProcessingDate.date)}`,
        ),
      );
      if (orderProcessingDate.notice)
        await expectVisible(summary(page).getByText(orderProcessingDate.notice));
      await summary(page).getByLabel('Purchase Order Number').fill('PO-BISTRO-1');

      // A chef's double click: the second click lands on the dialog's backdrop and must not cancel it.
      await summary(page).getByRole('button', { name: 'Confirm Order' }).dblclick();
      const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
      await expectVisible(confirm.getByText('PO-BISTRO-1'));
      await sleep(700);
      expect(await confirm.isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
      const sent = page.getByRole('dialog', { name: 'Order Sent!' });
      await expectVisible(sent);

      // Exactly one order, priced by the server at the bistro's prices, with the note.
      const after = await myOrders(BISTRO);
      expect(after.totalCount).toBe(before.totalCount + 1);
      const placed = after.orders[0];
      if (!placed) throw new Error('no order listed after placing one');
      expect(placed).toMatchObject({ status: 'PENDING', purchaseOrder: 'PO-BISTRO-1', isDelivery: true });
      expect(placed.totals).toMatchObject({ subTotal: expected.subTotal, total: expected.total });
      expect(placed.lines).toEqual([
        { productId: weighed.id, quantity: 2.5, unitPrice: weighed.price.price, notes: expect.any(String) },
        { productId: second.id, quantity: 1, unitPrice: second.price.price, notes: 'Cut in 4, skin off' },
      ]);
      await expectVisible(sent.getByText(placed.shortId).first());
      await expect
        .poll(() => mailSubjects(app.server.dataDir), {
          timeout: UI_TIMEOUT_MS,
          message: 'confirmation mail',
        })
        .toContain(`Order ${placed.shortId} received`);

      // The trolley is empty, and the button now reads Order Now.
      await sent.getByRole('button', { name: 'Close' }).click();
      await expectVisible(cartLink(page, 'Cart, empty'));
      await expectVisible(summary(page).getByRole('link', { name: 'Order Now' }));

      // My Orders shows it as PENDING; Order Again puts back what can still be ordered.
      await setAvailability(second.id, { isInStock: false });
      try {
        await page.goto('/myorders');
        const card = page.getByRole('article', { name: `Order ${placed.shortId}` });
        await expectVisible(card.getByText('PENDING', { exact: true }));
        await card.getByRole('button', { name: `View order ${placed.shortId}` }).click();
        const detail = page.getByRole('dialog', { name: new RegExp(`Order ${placed.shortId}`) });
        await expectVisible(detail.getByText('PO-BISTRO-1'));
        await expectVisible(detail.getByText(weighed.productName));
        await detail.getByRole('button', { name: 'Order Again' }).click();
        await expectVisible(detail.getByText('1 product added to your trolley.'));
        await expectVisible(detail.getByText(`${second.productName}: out of stock`));
        await detail.getByRole('button', { name: 'Close' }).click();
        await expectVisible(cartLink(page, 'Cart, 1 item'));
      } finally {
        await setAvailability(second.id, { isInStock: true });
      }
      await openCart(page);
      expect(
        await cartLine(page, weighed.productName)
          .getByRole('textbox', { name: `Quantity of ${weighed.productName}` })
          .inputValue(),
      ).toBe('2.50');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('ordering as the takeaway (default prices) on a desktop', () => {
  test(
    'freight is charged under the threshold, free over it, never for pick-up; the pick-up order is stored as shown',
    async () => {
      const rules = await settings(TAKEAWAY);
      const products = await orderableProducts(TAKEAWAY);
      // Under the threshold at 1, and a whole number of them crosses it.
      const product = products.find(
        (candidate) =>
          candidate.price &&
          candidate.price.price * 115 < rules.freeFreightThresholdCents * 100 &&
          candidate.price.price >= 500,
      );
      if (!product?.price) throw new Error('seed: no product for the takeaway under the freight threshold');
      expect(product.price.customPrice, 'takeaway pays default prices').toBeNull();
      const price = product.price.price;
      const before = await myOrders(TAKEAWAY);

      const page = await app.signedInPage(TAKEAWAY, DESKTOP);
      await addFromProductPage(page, product);
      await openCart(page);
      await expectVisible(
        cartLine(page, product.productName).getByText(`${nzd(price)} / `, { exact: false }),
      );

      const under = estimate([{ quantity: 1, price }], true, rules);
      expect(under.freight).toBe(rules.freightChargeCents);
      await expectText(figure(page, 'Freight'), nzd(under.freight));
      await expectText(figure(page, 'Total (Estimate)'), nzd(under.total));

      // Enough of it that the sub-total plus GST passes the threshold.
      const quantity = Math.floor((rules.freeFreightThresholdCents * 100) / (price * 115)) + 1;
      const field = cartLine(page, product.productName).getByRole('textbox', {
        name: `Quantity of ${product.productName}`,
      });
      await field.fill(String(quantity));
      await field.press('Enter');
      const over = estimate([{ quantity: Number(quantity), price }], true, rules);
      expect(over.freight).toBe(0);
      await expectText(figure(page, 'Freight'), nzd(0));
      await expectText(figure(page, 'Total (Estimate)'), nzd(over.total));

      // Back under the threshold, then pick-up: no freight row at all.
      await field.fill('1');
      await field.press('Enter');
      await expectText(figure(page, 'Freight'), nzd(under.freight));
      await summary(page).getByRole('radio', { name: 'Pick Up' }).check();
      expect(await figure(page, 'Freight').count()).toBe(0);
      const pickUp = estimate([{ quantity: 1, price }], false, rules);
      await expectText(figure(page, 'Total (Estimate)'), nzd(pickUp.total));

      await summary(page).getByRole('button', { name: 'Confirm Order' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
      await expectVisible(confirm.getByText('Pick Up'));
      await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Order Sent!' }));

      const after = await myOrders(TAKEAWAY);
      expect(after.totalCount).toBe(before.totalCount + 1);
      expect(after.orders[0]).toMatchObject({
        isDelivery: false,
        totals: { subTotal: pickUp.subTotal, freight: 0, gst: pickUp.gst, total: pickUp.total },
        lines: [{ productId: product.id, quantity: 1, unitPrice: price }],
      });

      await page.getByRole('link', { name: 'View My Orders' }).click();
      await waitForPath(page, '/myorders');
      const row = page.getByRole('row', { name: new RegExp(after.orders[0]?.shortId ?? 'none') });
      await expectVisible(row.getByText('PENDING', { exact: true }));
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('who may order', () => {
  test('a guest keeps a trolley without prices and is asked to log in to order', async () => {
    const [product] = await orderableProducts(TAKEAWAY);
    if (!product) throw new Error('seed: no orderable product');
    const page = await app.newPage(PHONE);
    await addFromProductPage(page, product);
    await openCart(page);
    await expectVisible(cartLine(page, product.productName));
    expect(await page.getByRole('main').innerText()).not.toContain('$');
    await expectVisible(page.getByText('Please Login As Customer To Order.'));
    expect(await page.getByRole('button', { name: 'Confirm Order' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Login To Order' }).click();
    await waitForPath(page, '/login');
  });

  test('an admin only simulates an order: the trolley is cleared and nothing is sent', async () => {
    const [product] = await orderableProducts(TAKEAWAY);
    if (!product) throw new Error('seed: no orderable product');
    const ordersBefore = (await myOrders(TAKEAWAY)).totalCount + (await myOrders(BISTRO)).totalCount;
    const page = await app.signedInPage(ADMIN, DESKTOP);
    await addFromProductPage(page, product);
    await openCart(page);
    await summary(page).getByRole('button', { name: 'Confirm Order' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Order' })
      .getByRole('button', { name: 'Confirm', exact: true })
      .click();
    const notice = page.getByRole('dialog');
    await expectVisible(
      notice.getByText('This is a simulation only. You need to sign in as a customer to order properly.'),
    );
    await notice.getByRole('button', { name: 'OK' }).click();
    await expectVisible(page.getByText('Your trolley is empty.'));
    await expectVisible(cartLink(page, 'Cart, empty'));
    expect((await myOrders(TAKEAWAY)).totalCount + (await myOrders(BISTRO)).totalCount).toBe(ordersBefore);
  });
});

describe('the trolley', () => {
  test(
    'quantities, removing by minus, notes kept on the server, stock changes and Clear Cart',
    async () => {
      const products = await orderableProducts(BISTRO);
      const byKg = products.find((product) => product.productUnit === 'KG');
      const other = products.find((product) => product !== byKg);
      if (!byKg || !other) throw new Error('seed: need a KG product and one more');
      const { listProducts } = await api<{ listProducts: { products: ApiProduct[] } }>(
        '{ listProducts(search: "Duck Livers") { products { id productName productUnit isInStock price { defaultPrice customPrice price } } } }',
      );
      const livers = listProducts.products.find((product) => product.productName === 'Duck Livers');
      if (!livers) throw new Error('seed: Duck Livers');
      expect(livers.isInStock, 'seed: Duck Livers is out of stock').toBe(false);

      const page = await app.signedInPage(BISTRO, DESKTOP);
      // Out of stock: nothing to add.
      await page.goto(productPath(livers));
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Duck Livers' }));
      expect(await page.getByRole('button', { name: 'Add Duck Livers to trolley' }).isDisabled()).toBe(true);

      await addFromProductPage(page, byKg);
      await addFromProductPage(page, other);
      await openCart(page);
      const line = cartLine(page, byKg.productName);
      const field = line.getByRole('textbox', { name: `Quantity of ${byKg.productName}` });
      // Digits and one dot only; KG shows 2 decimals once the field is left.
      await field.fill('');
      await field.pressSequentially('a1.5.b');
      expect(await field.inputValue()).toBe('1.5');
      await field.blur();
      expect(await field.inputValue()).toBe('1.50');
      await line.getByRole('button', { name: `Decrease quantity of ${byKg.productName}` }).click();
      await expect.poll(() => field.inputValue()).toBe('0.50');
      await line.getByRole('button', { name: `Decrease quantity of ${byKg.productName}` }).click();
      await expectVisible(page.getByText('1 product in your trolley'));
      expect(await cartLine(page, byKg.productName).count()).toBe(0);
      // Typing 0 and leaving the field removes a line too.
      const otherField = cartLine(page, other.productName).getByRole('textbox', {
        name: `Quantity of ${other.productName}`,
      });
      await otherField.fill('0');
      await otherField.blur();
      await expectVisible(page.getByText('Your trolley is empty.'));

      // Notes are kept on the server per product: add, see after a reload, edit, delete.
      await addFromProductPage(page, other);
      await openCart(page);
      const otherLine = cartLine(page, other.productName);
      const editExisting = otherLine.getByRole('button', { name: `Delete note for ${other.productName}` });
      if (await editExisting.count()) await editExisting.click();
      await otherLine.getByRole('button', { name: `Add note for ${other.productName}` }).click();
      await otherLine.getByRole('textbox', { name: `Note for ${other.productName}` }).fill('Bone in, please');
      await otherLine.getByRole('button', { name: 'Save Note' }).click();
      const notes = async () =>
        (
          await api<{ myProductNotes: { notes: string }[] }>(
            'query ($ids: [ID!]) { myProductNotes(productIds: $ids) { notes } }',
            { ids: [other.id] },
            BISTRO,
          )
        ).myProductNotes.map((note) => note.notes);
      // The line shows the note at once; the save reaches the server a moment later (a request leaves a task after
      // it is asked for): reloaded before that, the page would have gone before its request (CI failed so once).
      await expect.poll(notes, { timeout: UI_TIMEOUT_MS }).toEqual(['Bone in, please']);
      await page.reload();
      await expectVisible(otherLine.getByText('Bone in, please'));
      await otherLine.getByRole('button', { name: `Edit note for ${other.productName}` }).click();
      await otherLine
        .getByRole('textbox', { name: `Note for ${other.productName}` })
        .fill('Bone out, please');
      await otherLine.getByRole('button', { name: 'Save Note' }).click();
      await expectVisible(otherLine.getByText('Bone out, please'));
      await expect.poll(notes, { timeout: UI_TIMEOUT_MS }).toEqual(['Bone out, please']);
      await otherLine.getByRole('button', { name: `Delete note for ${other.productName}` }).click();
      await expectVisible(otherLine.getByRole('button', { name: `Add note for ${other.productName}` }));
      await expect.poll(notes, { timeout: UI_TIMEOUT_MS }).toEqual([]);

      // A product running out while in the trolley is marked at once and holds the order back.
      await setAvailability(other.id, { isInStock: false });
      try {
        await expectVisible(otherLine.getByText('Out Of Stock', { exact: true }));
        expect(await summary(page).getByRole('button', { name: 'Confirm Order' }).isDisabled()).toBe(true);
      } finally {
        await setAvailability(other.id, { isInStock: true });
      }
      await expect
        .poll(() => summary(page).getByRole('button', { name: 'Confirm Order' }).isEnabled(), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe(true);

      // Clear Cart asks first.
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      const ask = page.getByRole('dialog', { name: 'Are you sure you want to clear your cart?' });
      await expectVisible(ask.getByText('This will remove all items'));
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expectVisible(otherLine);
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await ask.getByRole('button', { name: 'Clear' }).click();
      await expectVisible(page.getByText('Your trolley is empty.'));
      await summary(page).getByRole('link', { name: 'Order Now' }).click();
      await waitForPath(page, '/order');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('My Orders', () => {
  test('filters by status (PENDING first), offers 50, 100, 150 and all a page, and shows a new order live', async () => {
    const page = await app.signedInPage(BISTRO, DESKTOP);
    // The order placed elsewhere at the end is only heard once the page's live stream is open.
    const ordersStream = page.waitForResponse(
      (response) => response.url().includes('MyOrderChanged') && response.status() === 200,
    );
    await page.goto('/myorders');
    const pending = await api<{ listMyOrders: { totalCount: number } }>(
      '{ listMyOrders { totalCount } }',
      {},
      BISTRO,
    );
    await expectVisible(page.getByText(`${pending.listMyOrders.totalCount} orders`));
    const statusCells = page
      .getByRole('table')
      .getByRole('row')
      .getByText(/^(PENDING|COMPLETED)$/);
    for (const text of await statusCells.allInnerTexts()) expect(text).toBe('PENDING');

    await page.getByRole('button', { name: 'COMPLETED', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('COMPLETED');
    await expectVisible(page.getByRole('table').getByText('COMPLETED', { exact: true }));
    for (const text of await statusCells.allInnerTexts()) expect(text).toBe('COMPLETED');

    await page.getByRole('button', { name: 'ALL', exact: true }).click();
    const all = await myOrders(BISTRO);
    await expectVisible(page.getByText(`${all.totalCount} orders`));
    // Newest first: the first row is the newest order.
    await expectVisible(
      page
        .getByRole('row')
        .nth(1)
        .getByText(all.orders[0]?.shortId ?? 'none'),
    );

    const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' });
    expect(await rowsPerPage.getByRole('option').allInnerTexts()).toEqual(['50', '100', '150', 'All']);
    await rowsPerPage.selectOption({ label: 'All' });

    // An order placed elsewhere shows up without a reload.
    await ordersStream;
    const [product] = await orderableProducts(BISTRO);
    if (!product) throw new Error('seed: no orderable product');
    const { createOrder } = await api<{ createOrder: { shortId: string } }>(
      'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { shortId } }',
      {
        input: {
          idempotencyKey: `e2e-live-${Date.now()}`,
          isDelivery: true,
          lines: [{ productId: product.id, quantity: 1 }],
        },
      },
      BISTRO,
    );
    await expectVisible(page.getByRole('row', { name: new RegExp(createOrder.shortId) }));
    await expectVisible(page.getByText(`${all.totalCount + 1} orders`));
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  test('the cart with lines and notes, on a desktop and on a phone in the dark', async () => {
    const [first, second] = await orderableProducts(BISTRO);
    if (!first || !second) throw new Error('seed: two orderable products');
    const page = await app.signedInPage(BISTRO, DESKTOP);
    await addFromProductPage(page, first);
    await addFromProductPage(page, second);
    await openCart(page);
    await expect.poll(() => figure(page, 'Sub-Total').innerText(), { timeout: UI_TIMEOUT_MS }).toMatch(/^\$/);
    await expectVisible(page.getByRole('button', { name: 'Confirm Order' }));
    await expectNoSeriousA11yViolations(page);

    // The same cart on a phone in the dark: the open page made narrow, in the device's dark scheme.
    const phone = page;
    await phone.setViewportSize(PHONE);
    await switchColorScheme(phone, 'dark');
    await summary(phone).getByRole('button', { name: 'Show order details' }).click();
    await expectVisible(summary(phone).getByLabel('Purchase Order Number'));
    await expectNoSeriousA11yViolations(phone);
    await summary(phone).getByRole('button', { name: 'Confirm Order' }).click();
    await expectVisible(phone.getByRole('dialog', { name: 'Confirm Order' }));
    await expectNoSeriousA11yViolations(phone);
  });

  test('My Orders, its table and an order open, light and dark', async () => {
    const page = await app.signedInPage(BISTRO, DESKTOP);
    await page.goto('/myorders?status=ALL');
    await expectVisible(page.getByRole('button', { name: /^View order / }));
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /^View order / })
      .first()
      .click();
    await expectVisible(page.getByRole('dialog').getByRole('button', { name: 'Order Again' }));
    await expectNoSeriousA11yViolations(page);

    // On a phone in the dark: the same page made narrow, in the device's dark scheme.
    const phone = page;
    await phone.setViewportSize(PHONE);
    await switchColorScheme(phone, 'dark');
    await phone.goto('/myorders?status=COMPLETED');
    await expectVisible(phone.getByRole('button', { name: /^View order / }));
    await expectNoSeriousA11yViolations(phone);
  });
});
