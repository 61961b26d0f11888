import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, pdfText, useApp } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 60_000;
const BISTRO_COMPANY = 'Harbourside Bistro';

const app = useApp();

const api = app.api;

/** An order the bistro places itself, then packed (as ordered) on the packing board. */
async function packedBistroOrder(tag: string): Promise<{ id: string; shortId: string }> {
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
        idempotencyKey: `e2e-invoicing-${tag}-${Date.now()}`,
        isDelivery: true,
        lines: [{ productId: product.id, quantity: 2 }],
      },
    },
    BISTRO,
  );
  await api('mutation ($id: ID!) { markOrderPacked(id: $id) { id } }', { id: createOrder.id }, ADMIN);
  return createOrder;
}

const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Create Invoice → 'Create invoice for Harbourside Bistro?' → Confirm → the email question → Yes. */
async function createInvoiceThroughDialogs(page: Page, axe: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
  const confirm = dialogNamed(page, `Create invoice for ${BISTRO_COMPANY}?`);
  await expectVisible(confirm.getByRole('button', { name: 'Confirm' }));
  if (axe) await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const email = dialogNamed(page, 'Would you like to send an email to the customer after creating?');
  await expectVisible(email.getByRole('button', { name: 'Yes' }));
  if (axe) await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await email.getByRole('button', { name: 'Yes' }).click();
  await email.waitFor({ state: 'hidden' });
}

async function openBatchDialog(page: Page): Promise<Locator> {
  await page.goto('/Admin/Orders?status=DEFAULT');
  await page.getByRole('button', { name: 'Create Invoices', exact: true }).click();
  const dialog = dialogNamed(page, 'Create Invoices');
  await expectVisible(dialog.getByRole('checkbox', { name: 'Email each customer their invoice' }));
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  return dialog;
}

describe('Invoicing', () => {
  let first: { id: string; shortId: string };
  let staffTotal = '';

  test(
    'on a phone: invoicing waits for the GST number, which Settings → Invoicing sets; the batch dialog asks first',
    async () => {
      first = await packedBistroOrder('first');
      await packedBistroOrder('second');
      // The demo has a GST number; this journey starts as a business without one yet.
      const { invoiceSettings } = await api<{ invoiceSettings: Record<string, unknown> }>(
        `{ invoiceSettings { gstNumber address paymentTerms bankAccount stopAfterOverdueDays reminderAfterDays
          xeroAccountCode xeroTaxType } }`,
        {},
        ADMIN,
      );
      await api(
        'mutation ($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { gstNumber } }',
        { input: { ...invoiceSettings, gstNumber: '' } },
        ADMIN,
      );
      const page = await app.signedInPage(ADMIN, PHONE);
      await page.goto(`/admin/order/${first.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Order ${first.shortId}` }));

      await createInvoiceThroughDialogs(page, true);
      await expectVisible(snackbar(page, /GST number is set\. Add it in Settings → Invoicing/));
      // Dismissed, as staff would: on a phone it sits over the bottom of the settings form.
      await snackbar(page, /GST number is set/)
        .getByRole('button')
        .click();

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await settings.getByRole('button', { name: /^Invoicing/ }).click();
      const form = page.getByRole('form', { name: 'Invoicing' });
      await expectVisible(form.getByText('Invoices cannot be created until the GST number is set.'));
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await form.getByRole('textbox', { name: /^GST Number/ }).fill('49091850');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectVisible(snackbar(page, 'Invoicing settings updated.'));
      await expect
        .poll(() => form.getByRole('textbox', { name: /^GST Number/ }).inputValue())
        .toBe('49-091-850');
      await page.getByRole('button', { name: 'Close settings' }).click();

      const batch = await openBatchDialog(page);
      await batch.getByRole('button', { name: 'Cancel' }).click();
      await batch.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a desktop: Create Invoice with email, then the batch invoices the other packed orders and prints them',
    async () => {
      const page = await app.signedInPage(ADMIN, { ...DESKTOP, colorScheme: 'dark' });
      await page.goto(`/admin/order/${first.id}`);
      await createInvoiceThroughDialogs(page, true);
      await expectVisible(snackbar(page, 'Invoice Successfully Created!'));
      const heading = await page.getByText(/Invoice No\. \d+/).innerText();
      const invoiceNumber = /Invoice No\. (\d+)/.exec(heading)?.[1];
      expect(invoiceNumber).toBeDefined();
      await expectVisible(page.getByRole('button', { name: 'Email Invoice' }));
      await expectVisible(page.getByRole('link', { name: /^Download Invoice \d+/ }));
      staffTotal = (
        await page.getByRole('region', { name: 'Totals', exact: true }).locator('dd').last().innerText()
      ).trim();
      expect(staffTotal).toMatch(/^\$[\d,]+\.\d\d$/);

      const batch = await openBatchDialog(page);
      await batch.getByRole('button', { name: 'Create Invoices' }).click();
      await expectVisible(batch.getByText('Invoices Successfully Created!'), 45_000);
      await expectVisible(batch.getByRole('progressbar'));
      const download = page.waitForEvent('download');
      await batch.getByRole('button', { name: 'Print invoices' }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      await batch.getByRole('button', { name: 'Close' }).click();
      const left = await api<{ packedOrdersToInvoice: string[] }>('{ packedOrdersToInvoice }', {}, ADMIN);
      expect(left.packedOrdersToInvoice).toEqual([]);

      // Later, today's invoices print again from the list: every one is ticked; untick all, tick one, print it.
      await page.getByRole('button', { name: 'Print Invoices' }).click();
      const again = dialogNamed(page, 'Print Invoices');
      const everyOne = again.getByRole('checkbox', { name: 'Print every invoice listed' });
      await expectVisible(everyOne);
      expect(await everyOne.isChecked()).toBe(true);
      const listed = await again.getByRole('checkbox', { name: /^Print invoice \d+$/ }).count();
      expect(listed).toBeGreaterThanOrEqual(2);
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await everyOne.click();
      await expectVisible(again.getByRole('button', { name: 'Print 0 invoices' }));
      expect(await again.getByRole('button', { name: 'Print 0 invoices' }).isDisabled()).toBe(true);
      await again.getByRole('checkbox', { name: `Print invoice ${invoiceNumber}` }).click();
      await expectVisible(again.getByText(`1 of ${listed} invoices ticked, ${staffTotal} incl. GST`));
      const oneFile = page.waitForEvent('download');
      await again.getByRole('button', { name: 'Print 1 invoice' }).click();
      const text = await pdfText(await readFile((await (await oneFile).path()) ?? ''));
      expect(text).toContain(BISTRO_COMPANY);
      expect(text.match(/Invoice number +(\d+)/g)).toEqual([
        expect.stringMatching(new RegExp(`${invoiceNumber}$`)),
      ]);
      await again.getByRole('button', { name: 'Close' }).click();
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'the bistro downloads its invoice from My Orders; the PDF holds the total the order screen shows',
    async () => {
      const page = await app.signedInPage(BISTRO, DESKTOP);
      await page.goto('/myorders?status=COMPLETED');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: first.shortId }) });
      await row.getByRole('button', { name: `View order ${first.shortId}` }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Order ${first.shortId}`) });
      const link = dialog.getByRole('link', { name: /^Download invoice \d+/ });
      await expectVisible(link);
      const href = await link.getAttribute('href');
      if (!href) throw new Error('the invoice link has no address');

      const response = await fetch(new URL(href, app.baseUrl), {
        headers: { cookie: await app.sessionCookie(BISTRO) },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/pdf/);
      const text = await pdfText(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain('Tax Invoice');
      expect(text).toContain(staffTotal.replace('$', ''));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
