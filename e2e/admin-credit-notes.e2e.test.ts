import { aucklandDateString } from '@cleaver/domain/dates';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, pdfText, useApp } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 90_000;
const BISTRO_COMPANY = 'Harbourside Bistro';

const app = useApp();

const api = app.api;

const download = app.download;

/** Today's sales excl. GST (cents) as the dashboard reckons them: invoices less the day's credit notes. */
async function salesToday(): Promise<number> {
  const today = aucklandDateString(new Date());
  const { topCustomers } = await api<{ topCustomers: { total: { exGst: number } } }>(
    'query ($from: String!, $to: String!) { topCustomers(from: $from, to: $to) { total { exGst } } }',
    { from: today, to: today },
    ADMIN,
  );
  return topCustomers.total.exGst;
}

/** An order the bistro places itself for 3 kg of a product sold by the kilo, packed as ordered. */
async function packedBistroOrder(): Promise<{ id: string; shortId: string; productName: string }> {
  const { listProducts } = await api<{
    listProducts: {
      products: { id: string; isInStock: boolean; productUnit: string; productName: string }[];
    };
  }>('{ listProducts(first: 100) { products { id isInStock productUnit productName } } }', {}, BISTRO);
  const product = listProducts.products.find((p) => p.isInStock && p.productUnit === 'KG');
  if (!product) throw new Error('seed: no product sold by the kilo');
  const { createOrder } = await api<{ createOrder: { id: string; shortId: string } }>(
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id shortId } }',
    {
      input: {
        idempotencyKey: `e2e-credit-${Date.now()}`,
        isDelivery: true,
        lines: [{ productId: product.id, quantity: 3 }],
      },
    },
    BISTRO,
  );
  await api('mutation ($id: ID!) { markOrderPacked(id: $id) { id } }', { id: createOrder.id }, ADMIN);
  return { ...createOrder, productName: product.productName };
}

const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

describe('Credit notes', () => {
  let placed: { id: string; shortId: string; productName: string };
  let noteNumber = '';

  test(
    'on the packing tablet: staff invoice the bistro’s packed order, then record 1.2 kg returned as a credit note',
    async () => {
      placed = await packedBistroOrder();
      const page = await app.signedInPage(ADMIN, TABLET);
      await page.goto(`/admin/order/${placed.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Order ${placed.shortId}` }));
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
      const { adminOrder } = await api<{ adminOrder: { invoice: { number: number; pdfUrl: string } } }>(
        'query ($id: ID!) { adminOrder(id: $id) { invoice { number pdfUrl } } }',
        { id: placed.id },
        ADMIN,
      );
      const invoice = adminOrder.invoice;
      const invoiceBefore = await download(invoice.pdfUrl, ADMIN);
      const salesBefore = await salesToday();

      await page.getByRole('button', { name: `Credit / Return ${placed.productName}` }).click();
      const dialog = page.getByRole('dialog', { name: /^Credit \/ Return/ });
      await dialog.getByRole('textbox', { name: /^Returned/ }).fill('1.2');
      // The preview: what the note will credit, before anything is saved.
      await expectVisible(dialog.getByText(/Credit Note: \$[\d,]+\.\d\d incl\. GST/));
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Issue credit note' }).click();
      await expectVisible(snackbar(page, /Credit note CN-\d{4,} issued/));
      const issued = await snackbar(page, /Credit note CN-\d{4,} issued/).innerText();
      noteNumber = /CN-\d{4,}/.exec(issued)?.[0] ?? '';
      // The order's documents: the invoice, then the note referring to it.
      await expectVisible(page.getByRole('link', { name: new RegExp(`${noteNumber}`) }));
      await expectNoSeriousA11yViolations(page);

      const { adminOrder: after } = await api<{
        adminOrder: { correctionNotes: { number: string; total: number; gst: number; pdfUrl: string }[] };
      }>(
        'query ($id: ID!) { adminOrder(id: $id) { correctionNotes { number total gst pdfUrl } } }',
        {
          id: placed.id,
        },
        ADMIN,
      );
      const [note] = after.correctionNotes;
      expect(note?.number).toBe(noteNumber);
      // The invoice is byte for byte what it was.
      expect((await download(invoice.pdfUrl, ADMIN)).equals(invoiceBefore)).toBe(true);
      // The note reads as supply correction information.
      const text = await pdfText(await download(note!.pdfUrl, ADMIN));
      expect(text).toContain('Credit Note');
      expect(text).toContain(noteNumber);
      expect(text).toContain(String(invoice.number));
      expect(text).toContain(BISTRO_COMPANY);
      expect(text).toMatch(/GST number/);
      // Today's sales went down by the credit excl. GST.
      expect(await salesToday()).toBe(salesBefore - (note!.total - note!.gst));
      // The Xero export for today holds the invoice and the credit note.
      const today = aucklandDateString(new Date());
      const exported = await fetch(new URL('/api/admin/invoices/export.csv', app.baseUrl), {
        method: 'POST',
        headers: {
          cookie: await app.sessionCookie(ADMIN),
          origin: new URL(app.baseUrl).origin,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ from: today, to: today }),
      });
      expect(exported.status).toBe(200);
      const csv = await exported.text();
      expect(csv).toContain(`,${invoice.number},`);
      expect(csv).toContain(`,${noteNumber},`);
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'the bistro downloads the credit note from My Orders, beside the invoice; another customer cannot',
    async () => {
      const page = await app.signedInPage(BISTRO, DESKTOP);
      await page.goto('/myorders?status=COMPLETED');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: placed.shortId }) });
      await row.getByRole('button', { name: `View order ${placed.shortId}` }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Order ${placed.shortId}`) });
      await expectVisible(dialog.getByRole('link', { name: /^Download invoice \d+/ }));
      const link = dialog.getByRole('link', { name: `Download credit note ${noteNumber}` });
      await expectVisible(link);
      const href = await link.getAttribute('href');
      if (!href) throw new Error('the note link has no address');
      const text = await pdfText(await download(href, BISTRO));
      expect(text).toContain(noteNumber);
      const takeaway = await fetch(new URL(href, app.baseUrl), {
        headers: {
          cookie: await app.sessionCookie({ email: 'takeaway@demo.test', password: 'demo-pass-1' }),
        },
      });
      expect(takeaway.status).toBe(404);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
