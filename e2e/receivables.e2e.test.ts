import { addDays, aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  chooseInDialog,
  expectNoSeriousA11yViolations,
  expectVisible,
  pdfText,
  UI_TIMEOUT_MS,
  useApp,
} from './harness.ts';
import { graphql } from './server.ts';

// Getting paid, tried as the office would: terms, an invoice due on the 20th of the month following, a part
// payment, balance and ageing, the month's statements, then the bistro put on stop while the takeaway orders on.

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const TAKEAWAY = { email: 'takeaway@demo.test', password: 'demo-pass-1' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const JOURNEY_TIMEOUT_MS = 120_000;
const BISTRO_COMPANY = 'Harbourside Bistro';
const SHOP_PHONE = '09 276 4185';

const app = useApp();
const api = app.api;
const download = app.download;

const nzd = (amount: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(amount / 100);

/** The 20th of the month after `date` (YYYY-MM-DD). */
function twentiethFollowing(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-20` : `${year}-${String(month + 1).padStart(2, '0')}-20`;
}

async function customerId(company: string): Promise<string> {
  const { receivables } = await api<{ receivables: { rows: { customerId: string; companyName: string }[] } }>(
    'query ($s: String) { receivables(search: $s, filter: ALL, offset: 0, limit: 10) { rows { customerId companyName } } }',
    { s: company },
    ADMIN,
  );
  const row = receivables.rows.find((r) => r.companyName === company);
  if (!row) throw new Error(`no customer ${company}`);
  return row.customerId;
}

async function inStockProduct(): Promise<{ id: string; productName: string }> {
  const { listProducts } = await api<{
    listProducts: {
      products: { id: string; productName: string; isInStock: boolean; productUnit: string }[];
    };
  }>('{ listProducts(first: 100) { products { id productName isInStock productUnit } } }', {}, BISTRO);
  const product = listProducts.products.find((p) => p.isInStock && p.productUnit === 'CTN');
  const any = product ?? listProducts.products.find((p) => p.isInStock);
  if (!any) throw new Error('seed: nothing in stock');
  return any;
}

const PLACE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id shortId } }';

/** The customer places an order for two of the product as the storefront would; the answer, errors included. */
async function place(account: typeof BISTRO, productId: string, tag: string) {
  return graphql<{ createOrder: { id: string; shortId: string } }>(app.baseUrl, PLACE, {
    cookie: await app.sessionCookie(account),
    variables: {
      input: {
        idempotencyKey: `e2e-recv-${tag}-${Date.now()}`,
        isDelivery: true,
        lines: [{ productId, quantity: 2 }],
      },
    },
  });
}

const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

describe('Getting paid', () => {
  test(
    'staff set the bistro to the 20th of the month following, invoice, record a part payment, send statements, put the bistro on stop and override once',
    async () => {
      const bistroId = await customerId(BISTRO_COMPANY);
      // The shop's default is 7 days, so the bistro's own terms are what sets the due date.
      const { invoiceSettings } = await api<{ invoiceSettings: Record<string, unknown> }>(
        '{ invoiceSettings { address bankAccount gstNumber paymentTerms reminderAfterDays stopAfterOverdueDays xeroAccountCode xeroTaxType } }',
        {},
        ADMIN,
      );
      await api(
        'mutation ($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { paymentTerms } }',
        { input: { ...invoiceSettings, paymentTerms: 'DAYS:7' } },
        ADMIN,
      );

      // 1. Terms on the customer's form.
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin/Customers');
      await page.getByLabel('Search').first().fill('Harbourside');
      await page
        .getByRole('button', { name: `Edit ${BISTRO_COMPANY}` })
        .first()
        .click();
      const form = page.getByRole('dialog', { name: 'Edit Customer' });
      await expectVisible(form);
      await chooseInDialog(page, 'Payment Terms', '20th of the month following');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

      // 2. An order invoiced: its due date is the 20th of next month, on the PDF too.
      const product = await inStockProduct();
      const placed = await place(BISTRO, product.id, 'invoice');
      const order = placed.data?.createOrder;
      if (!order) throw new Error(`the bistro's order was refused: ${JSON.stringify(placed.errors)}`);
      await api('mutation ($id: ID!) { markOrderPacked(id: $id) { id } }', { id: order.id }, ADMIN);
      await page.goto(`/admin/order/${order.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Order ${order.shortId}` }));
      await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Create invoice for ${BISTRO_COMPANY}?` })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await page
        .getByRole('dialog', { name: 'Would you like to send an email to the customer after creating?' })
        .getByRole('button', { name: 'No' })
        .click();
      await expectVisible(snackbar(page, 'Invoice Successfully Created!'));
      const { adminOrder } = await api<{
        adminOrder: { invoice: { number: number; pdfUrl: string; total: number } };
      }>(
        'query ($id: ID!) { adminOrder(id: $id) { invoice { number pdfUrl total } } }',
        { id: order.id },
        ADMIN,
      );
      const today = aucklandDateString(new Date());
      const due = twentiethFollowing(today);
      const invoiceText = await pdfText(await download(adminOrder.invoice.pdfUrl, ADMIN));
      expect(invoiceText).toContain(formatDateOnly(due));
      expect(invoiceText).not.toContain(formatDateOnly(addDays(today, 7)));
      expect(invoiceText).toMatch(/HOW TO PAY/i);

      // 3. A part payment recorded against that invoice, on the customer's ledger.
      await page.goto('/Admin/Receivables');
      await page.getByLabel('Search customers').fill('Harbourside');
      // The list answers the search first (a link clicked while the rows are replaced goes nowhere).
      await expectVisible(page.getByText('1 customer', { exact: true }));
      await page.getByRole('link', { name: BISTRO_COMPANY }).first().click();
      await expectVisible(page.getByRole('heading', { level: 1, name: new RegExp(BISTRO_COMPANY) }));
      const before = await ledger(bistroId);
      await page.getByRole('button', { name: 'Record payment' }).click();
      const record = page.getByRole('dialog', { name: `Record payment — ${BISTRO_COMPANY}` });
      await record.getByLabel('Amount (NZD)').fill('50.00');
      await record.getByLabel('Reference').fill(`INV ${adminOrder.invoice.number}`);
      await record.getByLabel('Choose documents').check();
      await record
        .getByRole('checkbox', { name: new RegExp(`^Invoice ${adminOrder.invoice.number}:`) })
        .check();
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await record.getByRole('button', { name: 'Record payment' }).click();
      await record.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      const after = await ledger(bistroId);
      expect(after.account.balance).toBe(before.account.balance - 5000);
      const open = after.openDocuments.find((d) => d.number === String(adminOrder.invoice.number));
      expect(open).toMatchObject({ open: adminOrder.invoice.total - 5000, dueDate: due });
      // The balance and the ageing on screen.
      await expectVisible(page.getByText(nzd(after.account.balance)).first());
      await expectVisible(page.getByRole('heading', { name: 'Ageing' }));
      await expectNoSeriousA11yViolations(page);

      // 4. Last month's statements: the bistro's shows its opening and closing balance.
      await page.goto('/Admin/Receivables');
      await page.getByRole('button', { name: 'Send statements' }).click();
      const send = page.getByRole('dialog', { name: 'Send statements' });
      await expectVisible(send.getByText(/customers? gets? a statement/));
      await send.getByRole('button', { name: 'Send', exact: true }).click();
      await expectVisible(send.getByRole('status').filter({ hasText: /All done/ }), 60_000);
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      // Pressed again: nothing new is issued or mailed.
      const { customerStatements } = await api<{
        customerStatements: {
          id: string;
          period: string;
          openingBalance: number;
          closingBalance: number;
          pdfUrl: string;
        }[];
      }>(
        'query ($id: ID!) { customerStatements(customerId: $id) { id period openingBalance closingBalance pdfUrl } }',
        { id: bistroId },
        ADMIN,
      );
      expect(customerStatements).toHaveLength(1);
      const [statement] = customerStatements;
      await send.getByRole('button', { name: 'Send again' }).click();
      await expectVisible(send.getByRole('status').filter({ hasText: /All done/ }));
      await send.getByRole('button', { name: 'Close' }).click();
      const statementText = await pdfText(await download(statement!.pdfUrl, ADMIN));
      expect(statementText).toContain(BISTRO_COMPANY);
      expect(statementText).toMatch(/Opening balance/i);
      expect(statementText).toMatch(/Closing balance/i);
      expect(statementText).toContain(nzd(statement!.openingBalance).replace('$', ''));
      expect(statementText).toContain(nzd(statement!.closingBalance).replace('$', ''));
      // The bistro downloads its own; the takeaway cannot.
      expect((await download(statement!.pdfUrl, BISTRO)).subarray(0, 4).toString()).toBe('%PDF');
      const other = await fetch(new URL(statement!.pdfUrl, app.baseUrl), {
        headers: { cookie: await app.sessionCookie(TAKEAWAY) },
      });
      expect(other.status).toBe(404);

      // 5. On stop: the bistro is refused with the message, the takeaway still orders.
      await page.goto('/Admin/Customers');
      await page.getByLabel('Search').first().fill('Harbourside');
      await page
        .getByRole('button', { name: `View ${BISTRO_COMPANY}` })
        .first()
        .click();
      await page.getByRole('button', { name: 'Put on stop' }).click();
      const stop = page.getByRole('dialog', { name: `Put ${BISTRO_COMPANY} on stop?` });
      await stop.getByLabel('Reason').fill('60 days overdue, called twice');
      await stop.getByRole('button', { name: 'Put on stop' }).click();
      await expectVisible(page.getByRole('button', { name: 'Take off stop' }));

      const chef = await app.signedInPage(BISTRO, PHONE);
      await chef.goto(`/order/product?${new URLSearchParams({ id: product.id, name: product.productName })}`);
      await chef.getByRole('button', { name: `Add ${product.productName} to trolley` }).click();
      await chef.goto('/cart');
      const message = `Your account is on hold. Please contact us on ${SHOP_PHONE}.`;
      await expectVisible(chef.getByText(message));
      expect(await chef.getByRole('button', { name: 'Confirm Order' }).first().isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(chef);
      // The server refuses the order whatever the page does.
      const refused = await place(BISTRO, product.id, 'stopped');
      expect(refused.errors?.[0]?.message).toBe(message);
      const takeaway = await place(TAKEAWAY, product.id, 'takeaway');
      expect(takeaway.errors).toBeUndefined();
      expect(takeaway.data?.createOrder.id).toBeTruthy();

      // 6. Staff take one phone order for the bistro anyway, with a reason kept in its history.
      await page.goto('/admin/order/new');
      await page.getByRole('combobox', { name: 'Customer' }).fill('harbourside');
      await page.getByRole('option', { name: new RegExp(BISTRO_COMPANY) }).click();
      await page.getByRole('radio', { name: 'Pick Up' }).check();
      await page.getByRole('button', { name: 'Add Product' }).click();
      const picker = page.getByRole('dialog', { name: 'Add Product' });
      const add = picker.getByRole('button', { name: /^Add .+/ }).first();
      await expectVisible(add);
      const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
      await add.click();
      const quantity = page.getByRole('dialog', { name, exact: true });
      await quantity.getByLabel(/^Quantity/).fill('2');
      await quantity.getByRole('button', { name: 'Set' }).click();
      await quantity.waitFor({ state: 'hidden' });
      await picker.getByRole('button', { name: 'Done', exact: true }).click();
      await picker.waitFor({ state: 'hidden' });
      await page.getByRole('radio', { name: 'Pick Up' }).check();
      await page.getByRole('button', { name: 'Create Order' }).click();
      const ask = page.getByRole('dialog', {
        name: 'Would you like to send an email to the customer after creating?',
      });
      await ask.getByRole('button', { name: 'No' }).click();
      const anyway = page.getByRole('dialog', { name: 'Take this order anyway?' });
      await expectVisible(anyway.getByText(/Harbourside Bistro is on stop: 60 days overdue, called twice/));
      await anyway.getByLabel('Reason').fill('Paid by card on the phone');
      await anyway.getByRole('button', { name: 'Take order' }).click();
      await expectVisible(page.getByText('Order created.', { exact: true }));
      await page.waitForURL((url) => /^\/admin\/order\/[0-9a-f-]{36}$/.test(url.pathname));
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      const { adminOrder: taken } = await api<{ adminOrder: { history: { summary: string }[] } }>(
        'query ($id: ID!) { adminOrder(id: $id) { history { summary } } }',
        { id },
        ADMIN,
      );
      expect(JSON.stringify(taken.history)).toContain('Taken while on stop: Paid by card on the phone');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

type Ledger = {
  account: { balance: number };
  openDocuments: { number: string; open: number; dueDate: string }[];
};

async function ledger(customerId: string): Promise<Ledger> {
  const { customerLedger } = await api<{ customerLedger: Ledger }>(
    'query ($id: ID!) { customerLedger(customerId: $id) { account { balance } openDocuments { number open dueDate } } }',
    { id: customerId },
    ADMIN,
  );
  return customerLedger;
}
