import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, UI_TIMEOUT_MS, useApp } from './harness.ts';

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LINE_NOTE = 'Cut in 4, skin off';
// The cancelled order is an old one, so its test lists every order, and axe reads them all.
const JOURNEY_TIMEOUT_MS = 150_000;

const app = useApp();

type Totals = { subTotal: number; freight: number; cutting: number; gst: number; total: number };
type ApiOrder = { id: string; shortId: string; status: string; hasInvoice: boolean; totals: Totals | null };

const api = app.api;

const ORDER_FIELDS = 'id shortId status hasInvoice totals { subTotal freight cutting gst total }';

async function listMyOrders(status: 'PENDING' | 'COMPLETED'): Promise<ApiOrder[]> {
  const { listMyOrders } = await api<{ listMyOrders: { orders: ApiOrder[] } }>(
    `query ($status: CustomerOrderFilter) { listMyOrders(status: $status, limit: 1000) { orders { ${ORDER_FIELDS} } } }`,
    { status },
    BISTRO,
  );
  return listMyOrders.orders;
}

let placing: Promise<ApiOrder> | undefined;
/** A pending order with a note on its line, placed once through the API for the whole file. */
function noteOrder(): Promise<ApiOrder> {
  placing ??= (async () => {
    const { listProducts } = await api<{ listProducts: { products: { id: string; isInStock: boolean }[] } }>(
      '{ listProducts(first: 100) { products { id isInStock } } }',
      {},
      BISTRO,
    );
    const product = listProducts.products.find((candidate) => candidate.isInStock);
    if (!product) throw new Error('seed: no orderable product');
    const { createOrder } = await api<{ createOrder: ApiOrder }>(
      `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`,
      {
        input: {
          idempotencyKey: `e2e-my-orders-${Date.now()}`,
          isDelivery: true,
          lines: [{ productId: product.id, quantity: 2, notes: LINE_NOTE }],
        },
      },
      BISTRO,
    );
    return createOrder;
  })();
  return placing;
}

const nzd = (amount: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(amount / 100);

const figure = (dialog: Locator, label: string) => dialog.locator(`dt:text-is("${label}") + dd`);

async function expectText(locator: Locator, text: string) {
  await expect
    .poll(async () => (await locator.innerText()).trim(), { timeout: UI_TIMEOUT_MS, message: `${locator}` })
    .toBe(text);
}

/** An order's row at desktop widths, its card on a phone. */
function orderEntry(page: Page, phone: boolean, shortId: string): Locator {
  return phone
    ? page.getByRole('article', { name: `Order ${shortId}`, exact: true })
    : page.getByRole('row').filter({ has: page.getByRole('cell', { name: shortId, exact: true }) });
}

async function openOrder(page: Page, entry: Locator, shortId: string): Promise<Locator> {
  await entry.getByRole('button', { name: `View order ${shortId}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Order ${shortId}`) });
  await expectVisible(dialog.getByRole('button', { name: 'Order Again' }));
  return dialog;
}

async function closeOrder(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectVisible(page.getByRole('heading', { level: 1, name: 'My Orders' }));
}

describe.each([
  ['a phone', PHONE, true],
  ['a desktop', DESKTOP, false],
])('My Orders on %s', (_name, size, phone) => {
  test(
    'rows show totals (estimates until invoiced); a pending order details its estimate and line notes',
    async () => {
      const placed = await noteOrder();
      if (!placed.totals) throw new Error('a pending order came without totals');
      const page = await app.signedInPage(BISTRO, size);
      await page.goto('/myorders');

      const entry = orderEntry(page, phone, placed.shortId);
      await expectVisible(entry.getByText('PENDING', { exact: true }));
      // Seen as "$12.34 est.", read out as "Estimated total $12.34".
      await expectVisible(entry.getByText(`${nzd(placed.totals.total)} est.`, { exact: true }));
      await expectVisible(entry.getByText(`Estimated total ${nzd(placed.totals.total)}`, { exact: true }));
      await expectNoSeriousA11yViolations(page);

      const dialog = await openOrder(page, entry, placed.shortId);
      await expectVisible(dialog.getByRole('heading', { name: 'Charges (Estimate)' }));
      await expectText(figure(dialog, 'Sub-Total'), nzd(placed.totals.subTotal));
      await expectText(figure(dialog, 'Freight Charge'), nzd(placed.totals.freight));
      await expectText(figure(dialog, 'GST'), nzd(placed.totals.gst));
      await expectText(figure(dialog, 'Total (Estimate)'), nzd(placed.totals.total));
      await expectVisible(dialog.getByText(`Note: ${LINE_NOTE}`, { exact: true }));
      await expectVisible(dialog.getByText(/^Ordered \d/));
      await expectNoSeriousA11yViolations(page);
      await closeOrder(page, dialog);
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'COMPLETED lists a cancelled order as CANCELLED and not charged, never as a bill',
    async () => {
      const completedOrders = await listMyOrders('COMPLETED');
      const cancelled = completedOrders.find((order) => order.status === 'CANCELLED');
      const done = completedOrders.find((order) => order.status === 'COMPLETED');
      if (!cancelled || !done) throw new Error('seed: the bistro needs a cancelled and a completed order');
      expect(cancelled.totals).toBeNull();
      if (!done.totals) throw new Error('a completed order came without totals');

      const page = await app.signedInPage(BISTRO, size);
      await page.goto('/myorders');
      await page.getByRole('button', { name: 'COMPLETED', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('COMPLETED');
      // The seed's cancelled order is an old one: show every order on one page (the device's own select).
      const rows = page.getByRole('combobox', { name: /^Rows/ });
      await rows.selectOption({ label: 'All' });
      await expect.poll(() => rows.inputValue()).toBe('-1');

      const doneEntry = orderEntry(page, phone, done.shortId);
      await expectVisible(doneEntry.getByText('COMPLETED', { exact: true }));
      await expectVisible(
        doneEntry.getByText(done.hasInvoice ? nzd(done.totals.total) : `${nzd(done.totals.total)} est.`, {
          exact: true,
        }),
      );

      const entry = orderEntry(page, phone, cancelled.shortId);
      await expectVisible(entry.getByText('CANCELLED', { exact: true }));
      await expectVisible(entry.getByText('Not charged', { exact: true }));
      expect(await entry.innerText()).not.toContain('$');
      await expectNoSeriousA11yViolations(page);

      const dialog = await openOrder(page, entry, cancelled.shortId);
      await expectVisible(dialog.getByText('Cancelled: not charged', { exact: true }));
      await expectVisible(dialog.getByText(/^Ordered \d/));
      const text = await dialog.innerText();
      expect(text).not.toMatch(/Total|GST|Packed/);
      await expectNoSeriousA11yViolations(page);
      await closeOrder(page, dialog);

      // A completed order shows what was ordered beside what was packed.
      const doneDialog = await openOrder(page, doneEntry, done.shortId);
      await expectVisible(doneDialog.getByText(/^Ordered \S+ \S+ · Packed \S+ \S+$/));
      await expectNoSeriousA11yViolations(page);
      await expectText(
        figure(doneDialog, done.hasInvoice ? 'Total' : 'Total (Estimate)'),
        nzd(done.totals.total),
      );
      await closeOrder(page, doneDialog);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
