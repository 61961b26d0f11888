import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  streamOpen,
  UI_TIMEOUT_MS,
  useApp,
  waitForPath,
} from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 180_000;

const app = useApp();

type StoredLine = { productId: string; productName: string; unitPrice: number; priceOverridden: boolean };
type StoredOrder = {
  id: string;
  shortId: string;
  version: number;
  isDelivery: boolean | null;
  purchaseOrder: string;
  customer: { companyName: string };
  lines: StoredLine[];
  totals: { freight: number; total: number };
};

const api = app.api;

async function storedOrder(id: string): Promise<StoredOrder | null> {
  const { adminOrder } = await api<{ adminOrder: StoredOrder | null }>(
    `query ($id: ID!) { adminOrder(id: $id) {
      id shortId version isDelivery purchaseOrder customer { companyName }
      lines { productId productName unitPrice priceOverridden } totals { freight total }
    } }`,
    { id },
    ADMIN,
  );
  return adminOrder;
}

/** A pending order the bistro places itself, with one line. */
async function placeBistroOrder(): Promise<{ id: string; shortId: string }> {
  const { listProducts } = await api<{ listProducts: { products: { id: string; isInStock: boolean }[] } }>(
    '{ listProducts(first: 50) { products { id isInStock } } }',
    {},
    BISTRO,
  );
  const product = listProducts.products.find((candidate) => candidate.isInStock);
  if (!product) throw new Error('seed: no orderable product');
  const { createOrder } = await api<{ createOrder: { id: string; shortId: string } }>(
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id shortId } }',
    {
      input: {
        idempotencyKey: `e2e-order-editor-${Date.now()}`,
        isDelivery: true,
        lines: [{ productId: product.id, quantity: 2 }],
      },
    },
    BISTRO,
  );
  return createOrder;
}

const nzd = (amount: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(amount / 100);

function productCards(page: Page): Locator {
  return page.getByRole('region', { name: /^Products/ }).getByRole('article');
}

/**
 * Adds `count` products not yet on the order through Add Product and its quantity dialog (axe on both when
 * asked); returns their names. Adding one already there says 'Product Already Added'.
 */
async function addProducts(page: Page, count: number, options: { axe: boolean }): Promise<string[]> {
  const onOrder = await productCards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  const addButtons = dialog.getByRole('button', { name: /^Add .+/ });
  await expectVisible(addButtons);
  if (options.axe) await expectNoSeriousA11yViolations(page);

  const labels = (await addButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))))
    .map((label) => (label ?? '').replace(/^Add /, ''))
    .filter((name) => name && !onOrder.includes(name));
  const names = labels.slice(0, count);
  for (const [index, name] of names.entries()) {
    await dialog.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    const quantity = page.getByRole('dialog', { name, exact: true });
    await quantity.getByLabel(/^Quantity/).fill('2');
    if (options.axe && index === 0) await expectNoSeriousA11yViolations(page);
    await quantity.getByRole('button', { name: 'Set' }).click();
    await quantity.waitFor({ state: 'hidden' });
  }
  // The same product again is refused.
  const first = names[0];
  if (first) {
    await dialog.getByRole('button', { name: `Add ${first}`, exact: true }).click();
    await expectVisible(page.getByText('Product Already Added', { exact: true }));
  }
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return names;
}

describe('the order screen', () => {
  test(
    'staff take an order by phone for the takeaway: pick-up, two products, priced by the server',
    async () => {
      const page = await app.signedInPage(ADMIN, PHONE);
      await page.goto('/admin/order/new');
      await expectVisible(page.getByRole('heading', { name: 'New Order', level: 1 }));
      await expectNoSeriousA11yViolations(page);

      // Nothing chosen: the spec's messages.
      await page.getByRole('button', { name: 'Create Order' }).click();
      await expectVisible(page.getByText('Please add at least one product to create order.').first());
      await expectVisible(page.getByText('This field is required').first());
      await expectVisible(page.getByText('Please Select Delivery Method').first());

      await page.getByRole('combobox', { name: 'Customer' }).fill('golden');
      await page.getByRole('option', { name: /Golden Wok Takeaways/ }).click();
      await expect.poll(() => page.getByRole('combobox', { name: 'Line' }).innerText()).toBe('B');
      await page.getByRole('radio', { name: 'Pick Up' }).check();

      const names = await addProducts(page, 2, { axe: true });
      await expect.poll(() => productCards(page).count()).toBe(2);
      // A changed product list unsets the delivery method (spec §4).
      expect(await page.getByRole('radio', { name: 'Pick Up' }).isChecked()).toBe(false);
      await page.getByRole('radio', { name: 'Pick Up' }).check();
      expect(await page.getByLabel('Freight Charge').inputValue()).toBe('0.00');

      await page.getByRole('button', { name: 'Create Order' }).click();
      const ask = page.getByRole('dialog', {
        name: 'Would you like to send an email to the customer after creating?',
      });
      await expectVisible(ask);
      await expectNoSeriousA11yViolations(page);
      await ask.getByRole('button', { name: 'No' }).click();
      await expectVisible(page.getByText('Order created.', { exact: true }));
      await page.waitForURL((url) => /^\/admin\/order\/[0-9a-f-]{36}$/.test(url.pathname));
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';

      const stored = await storedOrder(id);
      expect(stored?.customer.companyName).toBe('Golden Wok Takeaways');
      expect(stored?.isDelivery).toBe(false);
      expect(stored?.totals.freight).toBe(0);
      expect(stored?.lines.map((line) => line.productName).sort()).toEqual([...names].sort());

      await page.reload();
      await expectVisible(page.getByRole('heading', { name: `Order ${stored?.shortId}`, level: 1 }));
      await expect.poll(() => productCards(page).count()).toBe(2);
      for (const line of stored?.lines ?? []) {
        const card = productCards(page).filter({ hasText: line.productName });
        await expectVisible(card.getByText(new RegExp(`^${nzd(line.unitPrice).replace('$', '\\$')} / `)));
      }
      await expectVisible(page.getByText(nzd(stored?.totals.total ?? 0), { exact: true }));
      await expectNoSeriousA11yViolations(page);
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'two staff on bistro’s order: the second sees the first save live, its stale save is refused, the bistro sees the lines',
    async () => {
      const placed = await placeBistroOrder();
      const before = await storedOrder(placed.id);
      if (!before) throw new Error('the placed order is not found');

      const bistro = await app.signedInPage(BISTRO, DESKTOP);
      const bistroStream = streamOpen(bistro, 'MyOrderChanged');
      await bistro.goto('/myorders');
      await expectVisible(bistro.getByText(`${nzd(before.totals.total)} est.`, { exact: true }));
      await bistroStream;

      const a = await app.signedInPage(ADMIN, DESKTOP);
      const b = await app.signedInPage(ADMIN, { ...PHONE, colorScheme: 'dark' });
      const bStream = streamOpen(b, 'OrderEditorChanged');
      await Promise.all([a.goto(`/admin/order/${placed.id}`), b.goto(`/admin/order/${placed.id}`)]);
      await expectVisible(a.getByRole('heading', { name: `Order ${placed.shortId}`, level: 1 }));
      await expectVisible(b.getByRole('heading', { name: `Order ${placed.shortId}`, level: 1 }));
      await expectVisible(a.getByRole('button', { name: /^History/ }));
      await expectNoSeriousA11yViolations(a);
      await bStream;

      // B starts typing before A saves.
      await b.getByLabel('Purchase Order').fill('B-WAS-HERE');

      // A adds two lines, overrides the first line's price, chooses Pick Up and saves.
      const added = await addProducts(a, 2, { axe: true });
      const firstLine = before.lines[0]?.productName ?? '';
      await a.getByRole('button', { name: `Override price of ${firstLine}` }).click();
      const override = a.getByRole('dialog', { name: `Override price: ${firstLine}` });
      await override.getByLabel(/^Unit price/).fill('9.99');
      await expectNoSeriousA11yViolations(a);
      await override.getByRole('button', { name: 'Set' }).click();
      await expectVisible(
        productCards(a).filter({ hasText: firstLine }).getByText('Override', { exact: true }),
      );
      // A mistake typed in a quantity is not saved as the quantity before it: Update Order says so, sends nothing.
      const firstOrdered = productCards(a)
        .filter({ hasText: firstLine })
        .getByLabel(/^Ordered/);
      const firstQuantity = await firstOrdered.inputValue();
      await firstOrdered.fill(`${firstQuantity}.3.3`);
      await a.getByRole('button', { name: 'Update Order' }).click();
      await expectVisible(a.getByText('Correct the quantities marked in red first.', { exact: true }));
      expect((await storedOrder(placed.id))?.version).toBe(before.version);
      await firstOrdered.fill(firstQuantity);

      await a.getByRole('radio', { name: 'Pick Up' }).check();
      await a.getByRole('button', { name: 'Update Order' }).click();
      const totalMoves = a.getByRole('dialog', { name: 'The order total changes' });
      await expectVisible(
        totalMoves.getByText(new RegExp(`^Total ${nzd(before.totals.total).replace('$', '\\$')} → `)),
      );
      await expectNoSeriousA11yViolations(a);
      await totalMoves.getByRole('button', { name: 'Save' }).click();
      await expectVisible(a.getByText('Order updated.', { exact: true }));

      const after = await storedOrder(placed.id);
      expect(after?.version).toBe(before.version + 1);
      expect(after?.lines.map((line) => line.productName).sort()).toEqual([firstLine, ...added].sort());
      expect(after?.lines.find((line) => line.productName === firstLine)).toMatchObject({
        unitPrice: 999,
        priceOverridden: true,
      });
      await expect.poll(() => productCards(a).count()).toBe(3);

      // B sees it at once, and its save at the old version is refused with who and when; nothing is lost.
      await expectVisible(b.getByText(/^Aroha Admin saved this order at \d\d:\d\d\./));
      await expectNoSeriousA11yViolations(b);
      await b.getByRole('button', { name: 'Update Order' }).click();
      await expectVisible(
        b.getByText(/^This order was changed by Aroha Admin at .+yours have not been saved\.$/),
      );
      expect(await b.getByLabel('Purchase Order').inputValue()).toBe('B-WAS-HERE');
      const unchanged = await storedOrder(placed.id);
      expect(unchanged?.version).toBe(after?.version);
      expect(unchanged?.purchaseOrder).toBe(before.purchaseOrder);
      await expectNoSeriousA11yViolations(b);
      // Reload asks before it discards what B typed.
      await b.getByRole('button', { name: 'Reload' }).first().click();
      const discard = b.getByRole('dialog', { name: 'Discard your changes?' });
      await expectNoSeriousA11yViolations(b);
      await discard.getByRole('button', { name: 'Discard and reload' }).click();
      await expect.poll(() => productCards(b).count()).toBe(3);
      expect(await b.getByLabel('Purchase Order').inputValue()).toBe(before.purchaseOrder);

      // The bistro's My Orders follows without a reload.
      await expectVisible(bistro.getByText(`${nzd(after?.totals.total ?? 0)} est.`, { exact: true }));

      // Delete asks first.
      await a.getByRole('button', { name: 'Delete Order' }).click();
      const confirm = a.getByRole('dialog', { name: 'Are you sure you want to delete this order?' });
      await expectNoSeriousA11yViolations(a);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectVisible(a.getByText('Order deleted.', { exact: true }));
      await waitForPath(a, '/Admin/Orders');
      expect(await storedOrder(placed.id)).toBeNull();
      await expectVisible(b.getByText(/^Aroha Admin deleted this order at/));

      // An unknown order.
      await a.goto('/admin/order/00000000-0000-4000-8000-000000000000');
      await expectVisible(a.getByRole('heading', { name: 'Invalid Order' }), UI_TIMEOUT_MS);
      await expectNoSeriousA11yViolations(a);
      await a.getByRole('link', { name: 'Back to Orders' }).click();
      await waitForPath(a, '/Admin/Orders');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
