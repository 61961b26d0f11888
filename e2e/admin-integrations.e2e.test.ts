import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AccountingContractServer,
  startAccountingContractServer,
} from '../apps/server/src/test/accounting-contract-server.ts';
import {
  type ProductionContractServer,
  REFUSAL_MESSAGE,
  startProductionContractServer,
} from '../apps/server/src/test/production-contract-server.ts';
import { expectNoSeriousA11yViolations, expectVisible, useApp, watchForMessage } from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 240_000;
const EMPTY = 'Nothing waiting: every change has gone through.';
const RENAMED = 'Chicken Thigh Boneless Skin-off';

// The contract servers start first: the app is started pointing its HTTP adapters at them.
let production: ProductionContractServer;
let accounting: AccountingContractServer;
beforeAll(async () => {
  production = await startProductionContractServer();
  accounting = await startAccountingContractServer();
});
afterAll(async () => {
  await production?.close();
  await accounting?.close();
});

// A short probe: once the systems answer again, what waits goes within seconds, not at the end of its back-off.
const app = useApp({ env: () => ({ ...production.env, ...accounting.env, OUTBOX_PROBE_SECONDS: '2' }) });

async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const cookie = await app.sessionCookie(ADMIN);
  const result = await graphql<T>(app.baseUrl, query, { cookie, variables });
  if (!result.data) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

let serial = 0;
function customerInput(companyName: string) {
  serial += 1;
  return {
    customerCode: `E2EINT${serial}`,
    firstName: 'Mere',
    lastName: 'Tane',
    email: `mere${serial}@integrations-e2e.test`,
    mobile: '021 555 0110',
    companyName,
    customerLevel: 'A',
    priceLevelId: null,
    addr1: companyName,
    addr2: '9 Ahuriri Quay',
    addr3: '',
    city: 'Napier',
    postalCode: '4110',
  };
}

async function staffOrder(): Promise<string> {
  const { adminCustomers } = await api<{ adminCustomers: { rows: Array<{ id: string }> } }>(
    'query { adminCustomers(search: "Harbourside") { rows { id } } }',
  );
  const { adminProducts } = await api<{
    adminProducts: {
      rows: Array<{ id: string; isEnabled: boolean; isInStock: boolean; productType: string }>;
    };
  }>('query { adminProducts(offset: 0, limit: 50) { rows { id isEnabled isInStock productType } } }');
  const orderable = adminProducts.rows.find((p) => p.isEnabled && p.isInStock && p.productType === 'PRODUCT');
  const { createStaffOrder } = await api<{ createStaffOrder: { id: string } }>(
    `mutation ($input: StaffOrderInput!) { createStaffOrder(input: $input, sendCustomerEmail: false) { id } }`,
    {
      input: {
        customerId: adminCustomers.rows[0]!.id,
        processingDate: '2031-06-02',
        status: 'PENDING',
        isDelivery: true,
        line: 'A',
        freight: null,
        cutting: 0,
        purchaseOrder: 'PO-E2E-INT',
        notes: '',
        lines: [{ productId: orderable!.id, quantity: 2 }],
      },
    },
  );
  return createStaffOrder.id;
}

/** Waits for the list to clear on its own (the probe finds the systems back, the worker sends): no Retry, no reload. */
async function clearsOnItsOwn(page: Page): Promise<void> {
  await page.getByText(EMPTY).waitFor({ state: 'visible', timeout: 30_000 });
}

function pushesGrid(page: Page) {
  return page.getByRole('grid', { name: 'Pushes not yet through' });
}

describe('the Integrations screen', () => {
  test(
    'pushes wait while the systems are down, go through once by themselves when they are back, and a refused one is dismissed with a reason',
    async () => {
      const created = await api<{ createCustomer: { id: string } }>(
        'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
        { input: customerInput('Tane Provisions') },
      );
      const customerId = created.createCustomer.id;
      await accounting.until((requests) =>
        requests.some((r) => r.path === '/customer/create' && r.body?.sk === customerId),
      );

      await production.down();
      await accounting.down();
      const orderId = await staffOrder();
      const shortId = orderId.slice(0, 5).toUpperCase();

      // While both systems are down, staff edit a customer on the Customers screen…
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin/Customers?search=tane%20provisions');
      await page.getByRole('button', { name: 'Edit Tane Provisions', exact: true }).click();
      const customerEdit = page.getByRole('dialog', { name: 'Edit Customer' });
      await expectVisible(customerEdit.getByLabel('Customer Code'));
      await customerEdit.getByLabel('Company', { exact: true }).fill('Tane Provisions Ltd');
      await customerEdit.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Customer updated successfully.'));
      await page.keyboard.press('Escape');

      // …and rename a product; its edit dialog then says both pushes wait, and why.
      await page.goto('/Admin/Products?search=chicken%20thigh%20boneless');
      await page.getByRole('button', { name: 'Edit Chicken Thigh Boneless', exact: true }).click();
      let edit = page.getByRole('dialog', { name: 'Edit Product' });
      await expectVisible(edit.getByLabel('Product Name'));
      await edit.getByLabel('Product Name').fill(RENAMED);
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      const { adminProducts } = await api<{ adminProducts: { rows: Array<{ id: string }> } }>(
        `query { adminProducts(search: "${RENAMED}") { rows { id } } }`,
      );
      const productId = adminProducts.rows[0]!.id;
      await page.getByRole('button', { name: `Edit ${RENAMED}`, exact: true }).click();
      edit = page.getByRole('dialog', { name: 'Edit Product' });
      const external = edit.getByRole('region', { name: 'External systems' });
      await expectVisible(external.getByText('Accounting: Pending'));
      await expectVisible(external.getByText('Production: Pending'));
      await expectVisible(external.getByText('Could not connect to the accounting system.'));
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden' });

      await page.goto('/Admin');
      await page.getByRole('link', { name: 'Integrations' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Integrations', level: 1 }));
      const grid = pushesGrid(page);
      const customerRow = grid.getByRole('row', { name: /Customer update to the accounting system/ });
      const orderRow = grid.getByRole('row', { name: /New order to the production system/ });
      await expectVisible(customerRow);
      await expectVisible(orderRow);
      await expectVisible(customerRow.getByText('Could not connect to the accounting system.'));
      await expectVisible(orderRow.getByText(/The production system could not be reached/));
      await expectVisible(orderRow.getByRole('link', { name: `Harbourside Bistro ${shortId}` }));
      await expectVisible(customerRow.getByRole('link', { name: 'Tane Provisions Ltd' }));
      const productRow = grid.getByRole('row', { name: /Product update to the production system/ });
      await expectVisible(productRow.getByRole('link', { name: RENAMED }));
      await expectVisible(productRow.getByText(/The production system could not be reached/));
      await expectVisible(grid.getByRole('row', { name: /Product update to the accounting system/ }));

      // The screen checked each connection as it opened, and says when.
      const productionCard = page.getByRole('region', { name: 'Production system' });
      const accountingCard = page.getByRole('region', { name: 'Accounting system' });
      await expectVisible(productionCard.getByText(/^No connection at \d\d\/\d\d\/\d{4} /));
      await expectVisible(accountingCard.getByText(/^No connection at \d\d\/\d\d\/\d{4} /));
      await expectNoSeriousA11yViolations(page);

      // The systems come back: nobody presses anything, and the page is not reloaded.
      await production.up();
      await accounting.up();
      await clearsOnItsOwn(page);
      await expectVisible(productionCard.getByText(/^Connection OK at \d\d\/\d\d\/\d{4} /));
      await expectVisible(accountingCard.getByText(/^Connection OK at \d\d\/\d\d\/\d{4} /));
      expect(production.requestsTo('create').filter((r) => r.body?.sk === orderId)).toHaveLength(1);
      expect(accounting.requestsTo('/customer/update').filter((r) => r.body?.sk === customerId)).toHaveLength(
        1,
      );
      expect(
        production.requestsAt('/api/production/customer/update').filter((r) => r.body?.sk === customerId),
      ).toHaveLength(1);
      // A product from before the adapters: its first update creates it in each system, once.
      expect(accounting.requestsTo('/product/create').filter((r) => r.body?.sk === productId)).toHaveLength(
        1,
      );
      const productCreates = production
        .requestsAt('/api/production/product/create')
        .filter((r) => r.body?.sk === productId);
      expect(productCreates.map((r) => r.body?.productName)).toEqual([RENAMED]);

      production.answer = 'refuse';
      const refusedId = await staffOrder();
      const refusedTitle = `New order to the production system for Harbourside Bistro ${refusedId
        .slice(0, 5)
        .toUpperCase()}`;
      const refusedRow = grid.getByRole('row', { name: new RegExp(refusedTitle) });
      await expectVisible(refusedRow.getByText('Failed', { exact: true }));
      await expectVisible(refusedRow.getByText(new RegExp(REFUSAL_MESSAGE)));
      await refusedRow.getByRole('button', { name: `Dismiss: ${refusedTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Dismiss this push?' });
      await expectVisible(dialog.getByRole('textbox', { name: 'Reason' }));
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await expectVisible(dialog.getByText('Say why, in at least 3 characters.'));
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('The production system does not stock it.');
      const dismissed = await watchForMessage(page, `Dismissed: ${refusedTitle}.`);
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await dismissed();
      await expectVisible(page.getByText(EMPTY));
      expect(production.requestsTo('create').filter((r) => r.body?.sk === refusedId)).toHaveLength(1);

      // The Dismissed choice keeps it: the reason, who and when.
      await page.getByRole('combobox', { name: 'Show' }).click();
      await page.getByRole('option', { name: 'Dismissed' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Dismissed', level: 2 }));
      const dismissedRow = page.getByRole('grid', { name: 'Dismissed pushes' }).getByRole('row', {
        name: new RegExp(`Harbourside Bistro ${refusedId.slice(0, 5).toUpperCase()}`),
      });
      await expectVisible(dismissedRow.getByText('“The production system does not stock it.”'));
      await expectVisible(dismissedRow.getByText(/^Dismissed by \S.* \d\d\/\d\d\/\d{4} /));
      await expectVisible(dismissedRow.getByText('Dismissed', { exact: true }));
      await expect(dismissedRow.getByRole('button', { name: /^Retry: / }).count()).resolves.toBe(0);
      await expectNoSeriousA11yViolations(page);
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone each push is a card with its actions, and clears once the system is back',
    async () => {
      production.answer = 'spec';
      await production.down();
      const orderId = await staffOrder();
      const title = `New order to the production system for Harbourside Bistro ${orderId.slice(0, 5).toUpperCase()}`;
      const page = await app.signedInPage(ADMIN, PHONE);
      await page.goto('/Admin/Integrations');
      const cards = page.getByRole('list', { name: 'Pushes not yet through' });
      const card = cards.getByRole('article', { name: 'New order to the production system' });
      await expectVisible(card);
      await expectVisible(card.getByRole('button', { name: `Retry: ${title}` }));
      await expectNoSeriousA11yViolations(page);

      await production.up();
      await clearsOnItsOwn(page);
      expect(production.requestsTo('create').filter((r) => r.body?.sk === orderId)).toHaveLength(1);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
