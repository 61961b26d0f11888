import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, order, outbox, product } from '../../db/schema.ts';
import { externalOrder } from '../../integrations/order-body.ts';
import { ProductionCallError, ProductionHttp } from '../../integrations/production/production-http.ts';
import type { ApiClient } from '../../test/client.ts';
import { pushesDueNow, startAppWithContractServers } from '../../test/contract-servers.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { type ProductionContractServer, REFUSAL_MESSAGE } from '../../test/production-contract-server.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { PRODUCTION_ACTOR_NAME } from './production-sync.service.ts';

const SYNC = 'sync { system status topic attempts lastError }';
const ORDER = `id version status lines { id productId quantity packedWeight } history { actorName summary } ${SYNC}`;
const GET = `query ($id: ID!) { adminOrder(id: $id) { ${ORDER} } }`;
const PLACE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;
const CREATE = `mutation ($input: StaffOrderInput!, $mail: Boolean!) {
  createStaffOrder(input: $input, sendCustomerEmail: $mail) { ${ORDER} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!) {
  updateStaffOrder(id: $id, version: $version, input: $input) { ${ORDER} } }`;
const DELETE = 'mutation ($id: ID!, $version: Int!) { deleteStaffOrder(id: $id, version: $version) }';
const RETRY = `mutation ($id: ID!) { retryOrderSync(orderId: $id) { id ${SYNC} } }`;
const SYNC_ONE = `mutation ($id: ID!) { syncOrderFromProduction(id: $id) { changed order { ${ORDER} } } }`;
const SYNC_ALL = 'mutation { syncOrdersWithProduction { sent updated } }';
const INTEGRATIONS = '{ integrations { production accounting } }';

type Sync = { system: string; status: string; topic: string; attempts: number; lastError: string | null };
type AdminOrder = {
  id: string;
  version: number;
  status: string;
  lines: Array<{ id: string; productId: string; quantity: number; packedWeight: number | null }>;
  history: Array<{ actorName: string; summary: string }>;
  sync: Sync[];
};
type LineInput = { productId: string; quantity: number };

let keys = 0;

describe.each(TEST_DATABASES)('the production system over HTTP on $name', ({ url }) => {
  let contract: ProductionContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let bistroLevel: string;
  let products: string[];

  beforeAll(async () => {
    ({ app, production: contract } = await startAppWithContractServers({
      databaseUrl: url,
      production: true,
    }));
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    const [row] = await app.database.db.select().from(customer).where(eq(customer.id, bistroId));
    bistroLevel = row!.customerLevel;
    products = (
      await app.database.db
        .select({
          id: product.id,
          isEnabled: product.isEnabled,
          inStock: product.inStock,
          type: product.type,
        })
        .from(product)
        .orderBy(asc(product.code))
    )
      .filter((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT')
      .map((p) => p.id)
      .slice(0, 3);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    // A test that failed half way must not leave the server down or refusing for the next.
    contract.answer = 'spec';
    await contract.up();
  });

  /** Delivers everything due, as the worker would on its own a moment later. */
  const deliver = () => app.outbox.drain();
  const dueNow = () => pushesDueNow(app);
  const pushesOf = (orderId: string) =>
    app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `order:${orderId}`))
      .orderBy(asc(outbox.createdAt));
  const get = async (id: string) =>
    (await admin.graphql<{ adminOrder: AdminOrder }>(GET, { id })).data!.adminOrder;
  const input = (lines: LineInput[]) => ({
    customerId: bistroId,
    processingDate: '2031-06-02',
    status: 'PENDING',
    isDelivery: true,
    line: bistroLevel,
    freight: null,
    cutting: 0,
    purchaseOrder: 'PO-PROD',
    notes: '',
    lines,
  });
  const create = async (lines: LineInput[], mail = false) => {
    const answer = await admin.graphql<{ createStaffOrder: AdminOrder }>(CREATE, {
      input: input(lines),
      mail,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createStaffOrder;
  };
  const place = async () => {
    const answer = await bistro.graphql<{ createOrder: { id: string } }>(PLACE, {
      input: {
        idempotencyKey: `production-${Date.now()}-${keys++}`,
        isDelivery: true,
        lines: [{ productId: products[0]!, quantity: 2 }],
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createOrder.id;
  };

  it('sends a placed order once, with the token, the key and the order as the spec has it', async () => {
    const id = await place();
    await deliver();
    const sent = contract.requestsTo('create').filter((request) => request.body.sk === id);
    expect(sent).toHaveLength(1);
    const [push] = await pushesOf(id);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${contract.env.PRODUCTION_API_TOKEN}`);
    expect(sent[0]!.headers['idempotency-key']).toBe(push!.idempotencyKey);
    expect(sent[0]!.body).toMatchObject({
      sk: id,
      orderId: id,
      customerId: bistroId,
      orderStatus: 'PENDING',
      isDelivery: true,
      sendCustomerEmail: false,
      customer: { sk: bistroId, email: 'bistro@demo.test' },
      products: [{ productId: products[0], quantity: 2, packedWeight: null }],
    });
    expect(typeof sent[0]!.body.orderDate).toBe('number');
    expect(sent[0]!.body.products[0].sk).toEqual(expect.any(String));
    expect((await get(id)).sync).toEqual([
      {
        system: 'production',
        status: 'SENT',
        topic: 'production.order.create',
        attempts: 1,
        lastError: null,
      },
    ]);
  });

  it('sends staff’s create, then the removed lines before the update, then the delete', async () => {
    const created = await create(
      [
        { productId: products[0]!, quantity: 1 },
        { productId: products[1]!, quantity: 2 },
      ],
      true,
    );
    await deliver();
    const creates = contract.requestsTo('create').filter((request) => request.body.sk === created.id);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({ sendCustomerEmail: true, purchaseOrder: 'PO-PROD' });
    expect(creates[0]!.body.products).toHaveLength(2);

    const removed = created.lines.find((line) => line.productId === products[1])!;
    const updated = await admin.graphql<{ updateStaffOrder: AdminOrder }>(UPDATE, {
      id: created.id,
      version: created.version,
      input: input([{ productId: products[0]!, quantity: 4 }]),
    });
    expect(updated.errors).toBeUndefined();
    await deliver();
    const removals = contract.requestsTo('removesingleproduct').filter((r) => r.body.orderId === created.id);
    const updates = contract.requestsTo('update').filter((r) => r.body.sk === created.id);
    expect(removals).toHaveLength(1);
    expect(updates).toHaveLength(1);
    expect(removals[0]!.method).toBe('DELETE');
    expect(removals[0]!.body.source).toEqual([
      expect.objectContaining({ sk: removed.id, productId: products[1] }),
    ]);
    expect(updates[0]!.method).toBe('PATCH');
    expect(updates[0]!.body.products).toEqual([
      expect.objectContaining({ productId: products[0], quantity: 4 }),
    ]);
    expect(contract.requests.indexOf(removals[0]!)).toBeLessThan(contract.requests.indexOf(updates[0]!));
    expect(contract.orders.get(created.id)!.products.size).toBe(1);

    const deleted = await admin.graphql(DELETE, {
      id: created.id,
      version: updated.data!.updateStaffOrder.version,
    });
    expect(deleted.errors).toBeUndefined();
    await deliver();
    const deletes = contract.requestsTo('delete').filter((r) => r.body.source?.sk === created.id);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.method).toBe('DELETE');
    expect(contract.orders.has(created.id)).toBe(false);
    expect((await pushesOf(created.id)).map((push) => [push.topic, push.status])).toEqual([
      ['production.order.create', 'DONE'],
      // The removed lines travel in the update's entry, so they cannot be claimed after it.
      ['production.order.update', 'DONE'],
      ['production.order.delete', 'DONE'],
    ]);
  });

  it('keeps pushes while the server is down or failing, then delivers each exactly once', async () => {
    await contract.down();
    const placed = await place();
    const created = await create([{ productId: products[0]!, quantity: 1 }]);
    const saved = await admin.graphql(UPDATE, {
      id: created.id,
      version: created.version,
      input: input([{ productId: products[0]!, quantity: 3 }]),
    });
    expect(saved.errors).toBeUndefined();
    await deliver();
    const [create1] = await pushesOf(created.id);
    expect(create1).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(create1!.lastError).toMatch(/could not be reached/);
    const pending = await get(created.id);
    expect(pending.sync).toEqual([
      expect.objectContaining({ system: 'production', status: 'PENDING', topic: 'production.order.update' }),
    ]);

    // Back, but failing: still kept, tried again later.
    await contract.up();
    contract.answer = 'http-503';
    await dueNow();
    await deliver();
    expect((await pushesOf(placed))[0]).toMatchObject({ status: 'PENDING', attempts: 2 });

    contract.answer = 'spec';
    const from = contract.requests.length;
    await dueNow();
    await deliver();
    await dueNow();
    await deliver();
    const pushes = [...(await pushesOf(placed)), ...(await pushesOf(created.id))];
    expect(pushes.map((push) => push.status)).toEqual(['DONE', 'DONE', 'DONE']);
    const delivered = contract.requests.slice(from).map((request) => request.headers['idempotency-key']);
    expect(delivered.sort()).toEqual(pushes.map((push) => push.idempotencyKey).sort());
    // The update went after its create, with the order as it is now.
    const update = contract.requestsTo('update').find((request) => request.body.sk === created.id)!;
    expect(update.body.products).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('gives a refused push up at once with the server’s message, and sends it again on Retry', async () => {
    contract.answer = 'refuse';
    const created = await create([{ productId: products[0]!, quantity: 1 }]);
    await deliver();
    const failed = await get(created.id);
    expect(failed.sync).toEqual([
      {
        system: 'production',
        status: 'FAILED',
        topic: 'production.order.create',
        attempts: 1,
        lastError: expect.stringContaining(REFUSAL_MESSAGE),
      },
    ]);
    // Not tried again on its own.
    const before = contract.requests.length;
    await dueNow();
    await deliver();
    expect(contract.requests.length).toBe(before);

    contract.answer = 'spec';
    const retried = await admin.graphql<{ retryOrderSync: { sync: Sync[] } }>(RETRY, { id: created.id });
    expect(retried.errors).toBeUndefined();
    await deliver();
    expect((await get(created.id)).sync).toEqual([
      {
        system: 'production',
        status: 'SENT',
        topic: 'production.order.create',
        attempts: 1,
        lastError: null,
      },
    ]);
    expect(contract.requestsTo('create').filter((request) => request.body.sk === created.id)).toHaveLength(2);
  });

  it('takes the production system’s packed weights and status on Sync From Production', async () => {
    const created = await create([
      { productId: products[0]!, quantity: 2 },
      { productId: products[1]!, quantity: 1 },
    ]);
    await deliver();
    const same = await admin.graphql<{ syncOrderFromProduction: { changed: boolean; order: AdminOrder } }>(
      SYNC_ONE,
      { id: created.id },
    );
    expect(same.errors).toBeUndefined();
    expect(same.data!.syncOrderFromProduction).toMatchObject({
      changed: false,
      order: { version: created.version },
    });

    const weighed = created.lines[0]!;
    const held = contract.orders.get(created.id)!;
    held.products.set(weighed.id, 2.13);
    held.orderStatus = 'PACKED';
    const synced = await admin.graphql<{ syncOrderFromProduction: { changed: boolean; order: AdminOrder } }>(
      SYNC_ONE,
      { id: created.id },
    );
    expect(synced.errors).toBeUndefined();
    const { changed, order: after } = synced.data!.syncOrderFromProduction;
    expect(changed).toBe(true);
    expect(after.version).toBe(created.version + 1);
    expect(after.status).toBe('PACKED');
    expect(after.lines.map((line) => line.packedWeight)).toEqual([2.13, null]);
    expect(after.history[0]).toMatchObject({ actorName: PRODUCTION_ACTOR_NAME });
    expect(after.history[0]!.summary).toMatch(/Status/);

    const again = await admin.graphql<{ syncOrderFromProduction: { changed: boolean } }>(SYNC_ONE, {
      id: created.id,
    });
    expect(again.data!.syncOrderFromProduction.changed).toBe(false);
  });

  it('says the production database is offline, or that the sync failed', async () => {
    const created = await create([{ productId: products[0]!, quantity: 1 }]);
    contract.answer = 'offline';
    const offline = await admin.graphql(SYNC_ONE, { id: created.id });
    expect(codeOf(offline)).toBe('PRODUCTION_OFFLINE');
    expect(offline.errors![0]!.message).toBe(ADMIN_MESSAGES.productionOffline);
    contract.answer = 'http-503';
    const failed = await admin.graphql(SYNC_ONE, { id: created.id });
    expect(codeOf(failed)).toBe('SYNC_FAILED');
    expect(failed.errors![0]!.message).toBe(ADMIN_MESSAGES.syncProblem);
    const all = await admin.graphql(SYNC_ALL);
    expect(codeOf(all)).toBe('SYNC_FAILED');

    // No answer in time is a failed sync too (a short timeout here; 10 s in the app).
    contract.answer = 'silent';
    const http = new ProductionHttp({
      url: contract.env.PRODUCTION_API_URL,
      token: contract.env.PRODUCTION_API_TOKEN,
      syncTimeoutMs: 100,
    });
    const source = (await externalOrder(app.database.db, created.id))!;
    await expect(http.syncOrder(source)).rejects.toMatchObject({
      name: 'ProductionCallError',
      reason: 'failed',
    });
    await expect(http.syncOrder(source)).rejects.toBeInstanceOf(ProductionCallError);
    contract.answer = 'spec';
    // With the app's own timeout: 100 ms is too short for any answer on a busy machine.
    const patient = new ProductionHttp({
      url: contract.env.PRODUCTION_API_URL,
      token: contract.env.PRODUCTION_API_TOKEN,
    });
    expect(await patient.connected()).toBe(true);
  });

  it('Database Sync sends every open order and takes what changed', async () => {
    const created = await create([{ productId: products[2]!, quantity: 5 }]);
    await deliver();
    contract.orders.get(created.id)!.products.set(created.lines[0]!.id, 4.875);
    const open = await app.database.db
      .select({ id: order.id })
      .from(order)
      .where(inArray(order.status, ['PENDING', 'PACKED']));
    const answer = await admin.graphql<{ syncOrdersWithProduction: { sent: number; updated: number } }>(
      SYNC_ALL,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.syncOrdersWithProduction.sent).toBe(open.length);
    expect(answer.data!.syncOrdersWithProduction.updated).toBeGreaterThanOrEqual(1);
    const sent = contract.requestsTo('multisync').at(-1)!;
    expect(sent.body.map((o: { sk: string }) => o.sk).sort()).toEqual(open.map((o) => o.id).sort());
    const after = await get(created.id);
    expect(after.lines[0]!.packedWeight).toBe(4.875);
    expect(after.version).toBe(created.version + 1);
  });

  it('says which systems are external', async () => {
    const answer = await admin.graphql<{ integrations: unknown }>(INTEGRATIONS);
    expect(answer.data!.integrations).toEqual({ production: true, accounting: false });
  });

  it('refuses guests and customers every field of the external systems', async () => {
    const created = await create([{ productId: products[0]!, quantity: 1 }]);
    const asks: Array<[string, Record<string, unknown>]> = [
      [INTEGRATIONS, {}],
      [RETRY, { id: created.id }],
      [SYNC_ONE, { id: created.id }],
      [SYNC_ALL, {}],
      [`query ($id: ID!) { adminOrder(id: $id) { ${SYNC} } }`, { id: created.id }],
    ];
    await deliver();
    const before = contract.requests.length;
    for (const [client, code] of [
      [guest, 'UNAUTHENTICATED'],
      [bistro, 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of asks) {
        const answer = await client.graphql(query, variables);
        expect(codeOf(answer), query).toBe(code);
      }
    }
    // Nothing was asked of the production system for them.
    expect(contract.requests.length).toBe(before);
  });
});
