import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startXeroContractServer,
  type XeroContractServer,
} from '../apps/server/src/test/xero-contract-server.ts';
import { expectNoSeriousA11yViolations, expectVisible, useApp } from './harness.ts';

// Xero as a new user would try it, against the local Xero contract server (Xero's own OpenAPI documents): connect,
// map the accounts, invoice the packed orders in one batch, credit a returned line, and a payment recorded in Xero
// showing in the bistro's balance.

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const DESKTOP = { width: 1280, height: 900 };
const JOURNEY_TIMEOUT_MS = 180_000;
const TENANT = 'e2e-tenant-kauri';
const WEBHOOK_KEY = 'e2e-xero-webhook-key';
const BISTRO_COMPANY = 'Harbourside Bistro';

let xero: XeroContractServer;
beforeAll(async () => {
  xero = await startXeroContractServer({
    organisations: [{ tenantId: TENANT, tenantName: 'Kauri Meats Ltd' }],
  });
});
afterAll(async () => {
  await xero?.close();
});

// The scheduler runs the pushes (every minute, and seconds after invoicing).
const app = useApp({ scheduler: true, env: () => ({ ...xero.env, XERO_WEBHOOK_KEY: WEBHOOK_KEY }) });
const api = app.api;

describe('Xero', () => {
  test(
    'staff connect, map the accounts, invoice the packed orders in one batch and credit a return; Xero gets each once, and its payment shows in the bistro’s balance',
    async () => {
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin/Integrations');
      const card = page.getByRole('region', { name: 'Xero' });
      await card.getByRole('link', { name: 'Connect to Xero' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/Admin/Integrations' && url.search.includes('xero=connected'),
      );
      await expectVisible(card.getByText('Connected to Kauri Meats Ltd'));
      await expectVisible(card.getByText('Connected to Xero.'));

      // The accounts, set once, and a look at how customers will match Xero's contacts.
      await expectVisible(card.getByLabel('Sales account code'));
      await card.getByLabel('Sales account code').fill('200');
      await card.getByLabel('Freight account code').fill('260');
      await card.getByLabel('Cutting account code').fill('200');
      await card.getByLabel('Tax type (15% GST on income)').fill('OUTPUT2');
      await card.getByRole('button', { name: 'Save accounts' }).click();
      await expectVisible(card.getByText('Saved.'));
      await card.getByRole('button', { name: 'Preview contact matches' }).click();
      await expectVisible(card.getByRole('list', { name: 'Contact matches' }));
      await expectNoSeriousA11yViolations(page);

      // A day's packed orders invoiced in one batch, the bistro's among them.
      const { listProducts } = await api<{
        listProducts: { products: { id: string; isInStock: boolean }[] };
      }>('{ listProducts(first: 50) { products { id isInStock } } }', {}, BISTRO);
      const { createOrder } = await api<{ createOrder: { id: string } }>(
        'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
        {
          input: {
            idempotencyKey: `e2e-xero-${Date.now()}`,
            isDelivery: true,
            lines: [{ productId: listProducts.products.find((p) => p.isInStock)!.id, quantity: 2 }],
          },
        },
        BISTRO,
      );
      await api('mutation ($id: ID!) { markOrderPacked(id: $id) { id } }', { id: createOrder.id }, ADMIN);
      const { packedOrdersToInvoice } = await api<{ packedOrdersToInvoice: string[] }>(
        '{ packedOrdersToInvoice }',
        {},
        ADMIN,
      );
      expect(packedOrdersToInvoice.length).toBeGreaterThan(0);
      await page.goto('/Admin/Orders?status=DEFAULT');
      await page.getByRole('button', { name: 'Create Invoices', exact: true }).click();
      const batch = page.getByRole('dialog', { name: 'Create Invoices' });
      await batch.getByRole('button', { name: 'Create Invoices' }).click();
      await expectVisible(batch.getByText('Invoices Successfully Created!'), 45_000);
      await batch.getByRole('button', { name: 'Close' }).click();
      const invoiced = packedOrdersToInvoice.length;
      await expect
        .poll(() => xero.books(TENANT).invoices.size, { timeout: 120_000, interval: 1_000 })
        .toBe(invoiced);

      // A returned line credited: the credit note reaches Xero, allocated to its invoice.
      const { adminOrder } = await api<{
        adminOrder: {
          id: string;
          invoice: { number: number };
          lines: { id: string; productUnit: string; quantity: number }[];
        };
      }>(
        'query ($id: ID!) { adminOrder(id: $id) { id invoice { number } lines { id productUnit quantity } } }',
        { id: packedOrdersToInvoice[0] },
        ADMIN,
      );
      const line = adminOrder.lines.find((l) => l.productUnit !== 'KG') ?? adminOrder.lines[0]!;
      await api(
        'mutation ($input: ReturnInput!) { recordReturn(input: $input) { id } }',
        {
          input: {
            orderId: adminOrder.id,
            lineId: line.id,
            reason: 'RETURNED',
            returned: line.productUnit === 'KG' ? 0.5 : 1,
            sendCustomerEmail: false,
          },
        },
        ADMIN,
      );
      await expect
        .poll(() => xero.books(TENANT).creditNotes.size, { timeout: 120_000, interval: 1_000 })
        .toBe(1);

      // Every document once, every request valid against Xero's documents, never more than 60 calls a minute.
      expect(xero.books(TENANT).invoices.size).toBe(invoiced);
      expect(xero.invalidRequests()).toEqual([]);
      expect(xero.busiestMinute(TENANT)).toBeLessThanOrEqual(60);

      // A payment recorded in Xero against a bistro invoice; Xero's webhook says so; the balance in Cleaver moves.
      const { adminOrder: bistroOrder } = await api<{ adminOrder: { invoice: { number: number } } }>(
        'query ($id: ID!) { adminOrder(id: $id) { invoice { number } } }',
        { id: createOrder.id },
        ADMIN,
      );
      const bistroInvoice = [...xero.books(TENANT).invoices.values()].find(
        (invoice) => String(invoice.number) === String(bistroOrder.invoice.number),
      );
      expect(bistroInvoice).toBeDefined();
      const { receivables } = await api<{ receivables: { rows: { customerId: string; balance: number }[] } }>(
        `query { receivables(search: "${BISTRO_COMPANY}", filter: ALL, offset: 0, limit: 5) { rows { customerId balance } } }`,
        {},
        ADMIN,
      );
      const before = receivables.rows[0]!;
      xero.recordPayment(TENANT, { invoiceId: bistroInvoice!.id, amount: 25, reference: 'Bistro by Xero' });
      const event = JSON.stringify({
        events: [
          { resourceId: bistroInvoice!.id, eventCategory: 'INVOICE', eventType: 'UPDATE', tenantId: TENANT },
        ],
        firstEventSequence: 1,
        lastEventSequence: 1,
        entropy: 'E2EXERO',
      });
      const hook = await fetch(new URL('/api/xero/webhook', app.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xero-signature': createHmac('sha256', WEBHOOK_KEY).update(event).digest('base64'),
        },
        body: event,
      });
      expect(hook.status).toBe(200);
      // The webhook's read runs after its answer: the balance moves by the payment, then the ledger page shows it.
      const balance = async () =>
        (
          await api<{ customerLedger: { account: { balance: number } } }>(
            'query ($id: ID!) { customerLedger(customerId: $id) { account { balance } } }',
            { id: before.customerId },
            ADMIN,
          )
        ).customerLedger.account.balance;
      await expect.poll(balance, { timeout: 60_000, interval: 500 }).toBe(before.balance - 2500);
      await page.goto(`/Admin/Receivables/${before.customerId}`);
      await expectVisible(page.getByText(/^From the Cleaver ledger with payments from Xero, read/));
      await expectVisible(page.getByText(/\$25\.00 by bank transfer/));
      await expectNoSeriousA11yViolations(page);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
