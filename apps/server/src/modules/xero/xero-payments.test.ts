import { createHmac } from 'node:crypto';
import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice, order, xeroLink } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { startXeroContractServer, type XeroContractServer } from '../../test/xero-contract-server.ts';
import { PAYMENTS_IN_ACCOUNTING_MESSAGE } from '../receivables/ledger.service.ts';
import { XERO_FIGURES_SOURCE, xeroInstant } from './xero-payments.ts';
import { XERO_CONNECT_PATH } from './xero-routes.ts';
import { XERO_WEBHOOK_PATH } from './xero-webhook.ts';

const TODAY = aucklandDateString(new Date());
const WEBHOOK_KEY = 'the-xero-webhook-key-of-the-test-app';
const LEDGER = `query ($id: ID!) { customerLedger(customerId: $id) {
  account { balance } payments { amount reference actorName reversedAt reversedReason
    allocations { documentNumber amount } } source readAt recordsPayments } }`;
const RECORD = `mutation ($id: ID!, $input: PaymentInput!) {
  recordPayment(customerId: $id, input: $input) { account { balance } } }`;

type Ledger = {
  account: { balance: number };
  payments: Array<{
    amount: number;
    reference: string;
    actorName: string;
    reversedAt: string | null;
    reversedReason: string | null;
    allocations: Array<{ documentNumber: string; amount: number }>;
  }>;
  source: string;
  readAt: string;
  recordsPayments: boolean;
};

describe.each(TEST_DATABASES)('payments read back from Xero on $name', ({ url }) => {
  let xero: XeroContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistroId: string;

  beforeAll(async () => {
    xero = await startXeroContractServer();
    app = await startTestApp({ databaseUrl: url, extraEnv: { ...xero.env, XERO_WEBHOOK_KEY: WEBHOOK_KEY } });
    ({ admin } = await signedInClients(app, ['admin']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
  });
  afterAll(async () => {
    await app?.close();
    await xero?.close();
  });

  const ledger = async () => {
    const answer = await admin.graphql<{ customerLedger: Ledger }>(LEDGER, { id: bistroId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.customerLedger;
  };
  const connect = async () => {
    const start = await admin.request(XERO_CONNECT_PATH, { redirect: 'manual' });
    const back = await xero.consent(start.headers.get('location') ?? '');
    await admin.request(`${back.pathname}${back.search}`, { redirect: 'manual' });
  };
  /** A bistro invoice in Cleaver, and the same invoice in Xero (as the push makes it), linked. */
  const invoiceInBoth = async (total: number) => {
    const [{ orderId } = { orderId: '' }] = await app.database.db
      .select({ orderId: order.id })
      .from(order)
      .where(
        sql`${order.customerId} = ${bistroId} and not exists (select 1 from invoice i where i.order_id = ${order.id})`,
      )
      .limit(1);
    const [{ highest } = { highest: 0 }] = await app.database.db
      .select({ highest: sql<number>`coalesce(max(${invoice.invoiceNumber}), 0)::int` })
      .from(invoice);
    const number = highest + 1;
    await app.database.db.update(order).set({ status: 'COMPLETED' }).where(eq(order.id, orderId));
    const [row] = await app.database.db
      .insert(invoice)
      .values({
        orderId,
        invoiceNumber: number,
        customerId: bistroId,
        subTotal: total.toFixed(2),
        freight: '0.00',
        cutting: '0.00',
        gst: '0.00',
        total: total.toFixed(2),
        dueDate: addDays(TODAY, 20),
      })
      .returning({ id: invoice.id });
    const { accessToken, tenantId } = await app.services.xero.token();
    const response = await fetch(`${xero.env.XERO_API_URL}/api.xro/2.0/Invoices`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'xero-tenant-id': tenantId,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        Invoices: [
          {
            Type: 'ACCREC',
            Contact: { Name: 'Harbourside Bistro' },
            InvoiceNumber: String(number),
            Date: TODAY,
            DueDate: addDays(TODAY, 20),
            LineAmountTypes: 'NoTax',
            Status: 'AUTHORISED',
            LineItems: [{ Description: 'Meat', Quantity: 1, UnitAmount: total, AccountCode: '200' }],
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const { Invoices } = (await response.json()) as { Invoices: Array<{ InvoiceID: string }> };
    const xeroId = Invoices[0]!.InvoiceID;
    await app.database.db.insert(xeroLink).values({ kind: 'INVOICE', localId: row!.id, xeroId });
    return { xeroId, number: String(number) };
  };

  it('is Cleaver’s own ledger until Xero is connected', async () => {
    const before = await ledger();
    expect(before.source).toBe('Cleaver ledger');
    expect(before.recordsPayments).toBe(true);
    expect(await app.services.accountingPayments!.readNow()).toEqual({
      recorded: 0,
      reversed: 0,
      unmatched: [],
    });
    expect(xero.requestsTo('/api.xro/2.0/Payments')).toHaveLength(0);
  });

  it('reads a payment recorded in Xero into the bistro’s balance, once; a deleted one is reversed', async () => {
    await connect();
    const inXero = await invoiceInBoth(120);
    const before = await ledger();
    const { tenantId } = await app.services.xero.token();
    const paid = xero.recordPayment(tenantId, {
      invoiceId: inXero.xeroId,
      amount: 50,
      reference: 'Bistro part',
    });

    expect(await app.services.accountingPayments!.readNow()).toMatchObject({ recorded: 1, reversed: 0 });
    const after = await ledger();
    expect(after.account.balance).toBe(before.account.balance - 5000);
    expect(after.source).toBe(XERO_FIGURES_SOURCE);
    expect(after.recordsPayments).toBe(false);
    const read = after.payments.find((p) => p.reference === 'Bistro part');
    expect(read).toMatchObject({ amount: 5000, actorName: 'Xero', reversedAt: null });
    expect(read?.allocations).toEqual([{ documentNumber: inXero.number, amount: 5000 }]);
    // Read again: nothing twice (Xero answers what changed since the last read).
    expect(await app.services.accountingPayments!.readNow()).toMatchObject({ recorded: 0, reversed: 0 });
    expect((await ledger()).account.balance).toBe(after.account.balance);
    const asked = xero.requestsTo('/api.xro/2.0/Payments').at(-1);
    expect(asked?.headers['if-modified-since']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    // Staff cannot record one in Cleaver meanwhile.
    const refused = await admin.graphql(RECORD, {
      id: bistroId,
      input: { receivedOn: TODAY, amount: 100, method: 'CASH' },
    });
    expect(refused.errors?.[0]?.message).toBe(PAYMENTS_IN_ACCOUNTING_MESSAGE);

    xero.accounting.deletePayment(tenantId, paid.PaymentID);
    expect(await app.services.accountingPayments!.readNow()).toMatchObject({ recorded: 0, reversed: 1 });
    expect((await ledger()).account.balance).toBe(before.account.balance);

    // Xero's webhook says an invoice changed: the payment is read at once, not at the next poll.
    xero.recordPayment(tenantId, { invoiceId: inXero.xeroId, amount: 20, reference: 'Bistro webhook' });
    const event = JSON.stringify({
      events: [{ resourceId: inXero.xeroId, eventCategory: 'INVOICE', eventType: 'UPDATE', tenantId }],
      firstEventSequence: 1,
      lastEventSequence: 1,
      entropy: 'QWERTY',
    });
    const hook = await fetch(`${app.baseUrl}${XERO_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xero-signature': createHmac('sha256', WEBHOOK_KEY).update(event).digest('base64'),
      },
      body: event,
    });
    expect(hook.status).toBe(200);
    await expect
      .poll(async () => (await ledger()).account.balance, { timeout: 10_000 })
      .toBe(before.account.balance - 2000);
    expect(xero.invalidRequests()).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('Xero’s webhook on $name', ({ url }) => {
  let xero: XeroContractServer;
  let app: TestApp;

  beforeAll(async () => {
    xero = await startXeroContractServer();
    app = await startTestApp({ databaseUrl: url, extraEnv: { ...xero.env, XERO_WEBHOOK_KEY: WEBHOOK_KEY } });
  });
  afterAll(async () => {
    await app?.close();
    await xero?.close();
  });

  const post = (body: string, key = WEBHOOK_KEY) =>
    fetch(`${app.baseUrl}${XERO_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xero-signature': createHmac('sha256', key).update(body).digest('base64'),
      },
      body,
    });

  it('answers Xero’s signed events 200 and anything else 401, as its intent-to-receive check expects', async () => {
    const intent = JSON.stringify({
      events: [],
      firstEventSequence: 0,
      lastEventSequence: 0,
      entropy: 'ABCDEF',
    });
    expect((await post(intent)).status).toBe(200);
    expect((await post(intent, 'another-key')).status).toBe(401);
    const unsigned = await fetch(`${app.baseUrl}${XERO_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: intent,
    });
    expect(unsigned.status).toBe(401);
    // A body changed after signing.
    const signature = createHmac('sha256', WEBHOOK_KEY).update(intent).digest('base64');
    const changed = await fetch(`${app.baseUrl}${XERO_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xero-signature': signature },
      body: intent.replace('ABCDEF', 'ABCDEG'),
    });
    expect(changed.status).toBe(401);
  });
});

describe('Xero dates', () => {
  it('reads Xero’s JSON dates and ISO ones', () => {
    expect(xeroInstant('/Date(1764633600000+0000)/').toISOString()).toBe('2025-12-02T00:00:00.000Z');
    expect(xeroInstant('2026-12-03T01:02:03Z').toISOString()).toBe('2026-12-03T01:02:03.000Z');
    expect(() => xeroInstant('soon')).toThrow('Not a Xero date');
  });
});
