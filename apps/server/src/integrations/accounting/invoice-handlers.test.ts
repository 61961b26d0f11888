import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoice, order, outbox, product } from '../../db/schema.ts';
import type { AccountingContractServer } from '../../test/accounting-contract-server.ts';
import type { ApiClient } from '../../test/client.ts';
import { pushesDueNow, startAppWithContractServers } from '../../test/contract-servers.ts';
import { customerIdOf, signedInClients } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import type { OrderSyncTopic } from '../order-sync.ts';

const SYNC = 'sync { system status topic attempts lastError }';
const GET = `query ($id: ID!) { adminOrder(id: $id) { id version ${SYNC} } }`;
const PLACE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const CREATE = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id version lines { productId } } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!) {
  updateStaffOrder(id: $id, version: $version, input: $input) { id version } }`;
const DELETE = 'mutation ($id: ID!, $version: Int!) { deleteStaffOrder(id: $id, version: $version) }';
const INTEGRATIONS = '{ integrations { production accounting } }';

type Sync = { system: string; status: string; topic: string; attempts: number; lastError: string | null };

/** Line fields the accounting system is not sent (spec §7). */
const STRIPPED = ['isInStock', 'productGroup', 'reckonProductAttributes', 'customPrice', 'notes'];

let keys = 0;
let invoiceNumbers = 900_000;

describe.each(TEST_DATABASES)('invoices pushed to the accounting system over HTTP on $name', ({ url }) => {
  let contract: AccountingContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let bistroId: string;
  let productId: string;

  beforeAll(async () => {
    // The accounting system is external; production stays the built-in packing board.
    ({ app, accounting: contract } = await startAppWithContractServers({
      databaseUrl: url,
      accounting: true,
    }));
    ({ admin, bistro } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    const [item] = (
      await app.database.db
        .select({
          id: product.id,
          isEnabled: product.isEnabled,
          inStock: product.inStock,
          type: product.type,
        })
        .from(product)
        .orderBy(asc(product.code))
    ).filter((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT');
    productId = item!.id;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    contract.answer = 'spec';
    await contract.up();
  });

  const db = () => app.database.db;
  const deliver = () => app.outbox.drain();
  const dueNow = () => pushesDueNow(app);
  const syncOf = async (id: string) =>
    (await admin.graphql<{ adminOrder: { sync: Sync[] } }>(GET, { id })).data!.adminOrder.sync;
  const place = async () => {
    const answer = await bistro.graphql<{ createOrder: { id: string } }>(PLACE, {
      input: {
        idempotencyKey: `invoice-push-${Date.now()}-${keys++}`,
        isDelivery: true,
        lines: [{ productId, quantity: 2 }],
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createOrder.id;
  };
  /** An invoiced order: placed, then given an invoice row as the built-in ledger writes it. */
  const invoiced = async () => {
    const orderId = await place();
    await db().update(order).set({ status: 'COMPLETED' }).where(eq(order.id, orderId));
    // Past any number issued so far, by these rows or by createInvoice.
    const [{ highest } = { highest: 0 }] = await db()
      .select({ highest: sql<number>`coalesce(max(${invoice.invoiceNumber}), 0)::int` })
      .from(invoice);
    invoiceNumbers = Math.max(invoiceNumbers, highest) + 1;
    await db().insert(invoice).values({
      orderId,
      invoiceNumber: invoiceNumbers,
      customerId: bistroId,
      subTotal: '20.00',
      freight: '0.00',
      cutting: '0.00',
      gst: '3.00',
      total: '23.00',
    });
    return { orderId, number: invoiceNumbers };
  };
  const queue = async (topic: OrderSyncTopic, orderId: string) => {
    await app.services.orderSync.queue(db(), topic, orderId);
    app.services.orderSync.committed();
  };
  const refsOf = async (orderId: string) =>
    (await db().select({ ref: invoice.externalRef }).from(invoice).where(eq(invoice.orderId, orderId)))[0]!
      .ref;

  it('queues nothing for the built-in production system when orders are placed and edited', async () => {
    expect((await admin.graphql(INTEGRATIONS)).data).toEqual({
      integrations: { production: false, accounting: true },
    });
    const placed = await place();
    const input = {
      customerId: bistroId,
      processingDate: '2031-07-01',
      status: 'PENDING',
      isDelivery: true,
      line: 'A',
      freight: null,
      cutting: 0,
      purchaseOrder: '',
      notes: '',
      lines: [{ productId, quantity: 1 }],
    };
    const created = (
      await admin.graphql<{ createStaffOrder: { id: string; version: number } }>(CREATE, { input })
    ).data!.createStaffOrder;
    const updated = await admin.graphql<{ updateStaffOrder: { version: number } }>(UPDATE, {
      id: created.id,
      version: created.version,
      input: { ...input, lines: [{ productId, quantity: 3 }] },
    });
    expect(updated.errors).toBeUndefined();
    expect(
      (await admin.graphql(DELETE, { id: created.id, version: updated.data!.updateStaffOrder.version }))
        .errors,
    ).toBeUndefined();
    const production = await db().select().from(outbox).where(like(outbox.topic, 'production.%'));
    expect(production).toEqual([]);
    expect(await syncOf(placed)).toEqual([]);
  });

  it('creates the invoice there with the order as the spec strips it, and keeps its references', async () => {
    const { orderId, number } = await invoiced();
    await queue('accounting.invoice.create', orderId);
    await deliver();
    const sent = contract.requestsTo('/invoice/create').filter((request) => request.body.sk === orderId);
    expect(sent).toHaveLength(1);
    const [push] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `order:${orderId}`));
    expect(sent[0]!.headers['idempotency-key']).toBe(push!.idempotencyKey);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${contract.env.ACCOUNTING_API_TOKEN}`);
    expect(sent[0]!.body).toMatchObject({
      orderId,
      customerId: bistroId,
      orderStatus: 'COMPLETED',
      invoiceNumber: number,
      isInvoiceCreated: true,
      products: [expect.objectContaining({ productId, quantity: 2 })],
    });
    for (const field of STRIPPED) expect(sent[0]!.body.products[0]).not.toHaveProperty(field);
    const held = contract.invoices.get(orderId)!;
    expect(await refsOf(orderId)).toEqual({
      reckonRefNumber: held.reckonRefNumber,
      reckonTxnId: held.reckonTxnId,
      reckonEditSequence: '1',
    });
    expect(await syncOf(orderId)).toEqual([
      {
        system: 'accounting',
        status: 'SENT',
        topic: 'accounting.invoice.create',
        attempts: 1,
        lastError: null,
      },
    ]);

    await queue('accounting.invoice.update', orderId);
    await deliver();
    const update = contract.requestsTo('/invoice/update').find((request) => request.body.sk === orderId)!;
    expect(update.body.invoiceRef).toMatchObject({ reckonTxnId: held.reckonTxnId });
    expect((await refsOf(orderId))!.reckonEditSequence).toBe('2');
  });

  it('sends a credit note as an invoice update of the order as it bills now, after the invoice’s create', async () => {
    const orderId = await place();
    // Counted before invoicing: the outbox, woken by the commit, may send the create at once.
    const from = contract.requests.length;
    const invoicedNow = await admin.graphql<{ createInvoice: { lines: Array<{ id: string }> } }>(
      `mutation ($id: ID!) { createInvoice(orderId: $id, sendCustomerEmail: false) { lines { id } } }`,
      { id: orderId },
    );
    expect(invoicedNow.errors).toBeUndefined();
    const [line] = invoicedNow.data!.createInvoice.lines;
    const returned = await admin.graphql(
      `mutation ($input: ReturnInput!) { recordReturn(input: $input) { id } }`,
      {
        input: {
          orderId,
          lineId: line!.id,
          returned: 1,
          reason: 'RETURNED',
          sendCustomerEmail: false,
        },
      },
    );
    expect(returned.errors).toBeUndefined();
    await deliver();
    await dueNow();
    await deliver();
    const sent = contract.requests.slice(from).filter((request) => request.body.sk === orderId);
    expect(sent.map((request) => request.path)).toEqual(['/invoice/create', '/invoice/update']);
    const [push] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.subject, `order:${orderId}`), eq(outbox.topic, 'accounting.invoice.update')));
    expect(push!.payload).toMatchObject({ noteId: expect.any(String) });
    expect((await syncOf(orderId))[0]).toMatchObject({ status: 'SENT', topic: 'accounting.invoice.update' });
  });

  it('keeps an update waiting for its create while the server is down, then sends each once, in order', async () => {
    const { orderId } = await invoiced();
    await contract.down();
    await queue('accounting.invoice.create', orderId);
    await queue('accounting.invoice.update', orderId);
    await deliver();
    expect((await syncOf(orderId))[0]).toMatchObject({
      status: 'PENDING',
      topic: 'accounting.invoice.update',
    });

    await contract.up();
    contract.answer = 'http-500';
    await dueNow();
    await deliver();
    const [create] = await db()
      .select()
      .from(outbox)
      // The create's entry, not whichever of the order's two entries the database returns first.
      .where(and(eq(outbox.subject, `order:${orderId}`), eq(outbox.topic, 'accounting.invoice.create')));
    expect(create).toMatchObject({ status: 'PENDING', lastError: ADMIN_MESSAGES.invoiceFailed });

    contract.answer = 'spec';
    const from = contract.requests.length;
    await dueNow();
    await deliver();
    await dueNow();
    await deliver();
    expect(contract.requests.slice(from).map((request) => request.path)).toEqual([
      '/invoice/create',
      '/invoice/update',
    ]);
    expect((await syncOf(orderId))[0]).toMatchObject({ status: 'SENT', topic: 'accounting.invoice.update' });
  });

  it('sends a batch of invoices in one call, and each order shows it', async () => {
    const first = await invoiced();
    const second = await invoiced();
    await app.services.orderSync.queueBatch(db(), 'accounting.invoice.batch-create', [
      first.orderId,
      second.orderId,
    ]);
    app.services.orderSync.committed();
    await deliver();
    const batch = contract.requestsTo('/invoice/batch-create').at(-1)!;
    expect(batch.body.map((o: { sk: string }) => o.sk)).toEqual([first.orderId, second.orderId]);
    for (const field of STRIPPED) expect(batch.body[0].products[0]).not.toHaveProperty(field);
    for (const { orderId } of [first, second]) {
      expect(await syncOf(orderId)).toEqual([
        {
          system: 'accounting',
          status: 'SENT',
          topic: 'accounting.invoice.batch-create',
          attempts: 1,
          lastError: null,
        },
      ]);
    }
  });
});
