import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { category, outbox, product } from '../../db/schema.ts';
import type { AccountingContractServer } from '../../test/accounting-contract-server.ts';
import type { ApiClient } from '../../test/client.ts';
import { startAppWithContractServers } from '../../test/contract-servers.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { type ProductionContractServer, REFUSAL_MESSAGE } from '../../test/production-contract-server.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const SYSTEMS = `{ integrations { systems { system adapter host lastCheck { ok checkedAt } pending failed } } }`;
const PUSHES = `query ($status: PushFilter!, $offset: Int!, $limit: Int!) {
  pushes(status: $status, offset: $offset, limit: $limit) {
    total rows { id system topic what record { kind name link } attempts lastError state nextAttemptAt createdAt
      dismissal { reason byName at } } } }`;
const CHECK = `mutation ($system: ExternalSystem!) {
  checkIntegrationConnection(system: $system) { system lastCheck { ok checkedAt } } }`;
const RETRY = 'mutation ($id: ID!) { retryPush(id: $id) }';
const DISMISS = 'mutation ($id: ID!, $reason: String!) { dismissPush(id: $id, reason: $reason) }';
const CHANGED = 'subscription { pushesChanged { pushIds } }';
const CHECKED = 'subscription { connectionChecked { system ok checkedAt } }';
const CREATE_PRODUCT = 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }';
const UPDATE_PRODUCT =
  'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }';
const CREATE_CUSTOMER = 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }';
const UPDATE_CUSTOMER =
  'mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }';
const CREATE_ORDER = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id sync { status } } }`;
const ORDER_SYNC = 'query ($id: ID!) { adminOrder(id: $id) { sync { system status } } }';
const NOTICES = '{ listNotifications { user message orderId } }';

type Push = {
  id: string;
  system: string;
  topic: string;
  what: string;
  record: { kind: string; name: string; link: string | null } | null;
  attempts: number;
  lastError: string | null;
  state: string;
  nextAttemptAt: string | null;
  createdAt: string;
  dismissal: { reason: string; byName: string; at: string } | null;
};
type System = {
  system: string;
  adapter: string;
  host: string | null;
  lastCheck: { ok: boolean; checkedAt: string } | null;
  pending: number;
  failed: number;
};

describe.each(TEST_DATABASES)('the Integrations screen’s API on $name', ({ url }) => {
  let production: ProductionContractServer;
  let accounting: AccountingContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let productId: string;
  let chicken: string;
  let serial = 0;

  beforeAll(async () => {
    ({ app, production, accounting } = await startAppWithContractServers({
      databaseUrl: url,
      production: true,
      accounting: true,
    }));
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    const [first] = await app.database.db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), eq(product.type, 'PRODUCT')))
      .orderBy(asc(product.code))
      .limit(1);
    productId = first!.id;
    const [row] = await app.database.db.select().from(category).where(eq(category.name, 'Chicken'));
    chicken = row!.id;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    production.answer = 'spec';
    accounting.answer = 'spec';
    await production.up();
    await accounting.up();
    // Every test starts from nothing open: what an earlier one left is given up out of sight.
    await app.outbox.drain();
    await app.database.db
      .update(outbox)
      .set({ status: 'DISMISSED' })
      .where(sql`${outbox.status} in ('PENDING','FAILED')`);
  });

  const deliver = () => app.outbox.drain();
  const pushes = async (status = 'ALL', offset = 0, limit = 50) => {
    const answer = await admin.graphql<{ pushes: { total: number; rows: Push[] } }>(PUSHES, {
      status,
      offset,
      limit,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.pushes;
  };
  const systems = async () => {
    const answer = await admin.graphql<{ integrations: { systems: System[] } }>(SYSTEMS);
    expect(answer.errors).toBeUndefined();
    return answer.data!.integrations.systems;
  };
  const customerInput = () => {
    serial += 1;
    return {
      customerCode: `INT${String(serial).padStart(3, '0')}`,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: `aroha${serial}@integrations.test`,
      mobile: '021 555 0199',
      companyName: `Ngata Smallgoods ${serial}`,
      customerLevel: 'A',
      priceLevelId: null,
      addr1: `Ngata Smallgoods ${serial}`,
      addr2: '3 Wharf Road',
      addr3: '',
      city: 'Napier',
      postalCode: '4110',
    };
  };
  const createOrder = async () => {
    const answer = await admin.graphql<{ createStaffOrder: { id: string } }>(CREATE_ORDER, {
      input: {
        customerId: bistroId,
        processingDate: '2031-06-02',
        status: 'PENDING',
        isDelivery: true,
        line: 'A',
        freight: null,
        cutting: 0,
        purchaseOrder: 'PO-INT',
        notes: '',
        lines: [{ productId, quantity: 2 }],
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createStaffOrder.id;
  };
  const newestNotices = async (count: number) => {
    const answer = await admin.graphql<{
      listNotifications: Array<{ user: string; message: string; orderId: string | null }>;
    }>(NOTICES);
    return answer.data!.listNotifications.slice(0, count);
  };

  it('refuses every operation to guests and customers', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const operations: Array<[string, Record<string, unknown>]> = [
      [SYSTEMS, {}],
      [PUSHES, { status: 'ALL', offset: 0, limit: 10 }],
      [CHECK, { system: 'PRODUCTION' }],
      [RETRY, { id }],
      [DISMISS, { id, reason: 'Not wanted' }],
    ];
    for (const [query, variables] of operations) {
      const asGuest = await guest.graphql(query, variables);
      expect(codeOf(asGuest), query).toBe('UNAUTHENTICATED');
      const asCustomer = await bistro.graphql(query, variables);
      expect(codeOf(asCustomer), query).toBe('FORBIDDEN');
    }
    expect(production.requests.filter((request) => request.path === '/connection')).toHaveLength(0);
    // Nor see dismissed pushes, nor hear of pushes or connection checks live.
    const dismissedAsGuest = await guest.graphql(PUSHES, { status: 'DISMISSED', offset: 0, limit: 10 });
    expect(codeOf(dismissedAsGuest)).toBe('UNAUTHENTICATED');
    const dismissedAsCustomer = await bistro.graphql(PUSHES, { status: 'DISMISSED', offset: 0, limit: 10 });
    expect(codeOf(dismissedAsCustomer)).toBe('FORBIDDEN');
    for (const client of [guest, bistro]) {
      for (const subscription of [CHANGED, CHECKED]) {
        const stream = await client.firstEvent(subscription);
        const refused = await stream.event;
        expect(refused.data ?? null, subscription).toBeNull();
        expect(refused.errors?.length, subscription).toBeGreaterThan(0);
      }
    }
  });

  it('says which adapter each system is and checks its connection, with the time of the check', async () => {
    const before = await systems();
    expect(before.map(({ system, adapter, host }) => ({ system, adapter, host }))).toEqual([
      { system: 'PRODUCTION', adapter: 'HTTP', host: new URL(production.env.PRODUCTION_API_URL).host },
      { system: 'ACCOUNTING', adapter: 'HTTP', host: new URL(accounting.env.ACCOUNTING_API_URL).host },
    ]);
    const checked = await admin.graphql<{
      checkIntegrationConnection: { lastCheck: { ok: boolean; checkedAt: string } };
    }>(CHECK, { system: 'ACCOUNTING' });
    expect(checked.errors).toBeUndefined();
    expect(checked.data!.checkIntegrationConnection.lastCheck.ok).toBe(true);
    expect(accounting.requests.filter((request) => request.path === '/connection')).toHaveLength(1);

    await production.down();
    const down = await admin.graphql<{ checkIntegrationConnection: { lastCheck: { ok: boolean } } }>(CHECK, {
      system: 'PRODUCTION',
    });
    expect(down.data!.checkIntegrationConnection.lastCheck.ok).toBe(false);
    const after = await systems();
    expect(after.map((system) => system.lastCheck?.ok)).toEqual([false, true]);
    expect(Number.isNaN(Date.parse(after[0]!.lastCheck!.checkedAt))).toBe(false);
  });

  it('lists pushes waiting with the reason, then delivers each once on Retry, live', async () => {
    const created = await admin.graphql<{ createCustomer: { id: string } }>(CREATE_CUSTOMER, {
      input: customerInput(),
    });
    expect(created.errors).toBeUndefined();
    const customerId = created.data!.createCustomer.id;
    await deliver();
    await production.down();
    await accounting.down();

    const input = { ...customerInput(), companyName: 'Ngata Smallgoods Renamed' };
    expect((await admin.graphql(UPDATE_CUSTOMER, { id: customerId, input })).errors).toBeUndefined();
    const orderId = await createOrder();
    await deliver();

    const waiting = await pushes('PENDING');
    // The customer's update goes to both systems, the order to production.
    expect(waiting.total).toBe(3);
    const byTopic = new Map(waiting.rows.map((push) => [push.topic, push]));
    expect(byTopic.get('accounting.customer.update')).toMatchObject({
      system: 'ACCOUNTING',
      what: 'Customer update to the accounting system',
      record: { kind: 'CUSTOMER', name: 'Ngata Smallgoods Renamed' },
      attempts: 1,
      state: 'WAITING',
    });
    expect(byTopic.get('accounting.customer.update')!.lastError).toMatch(/accounting system/i);
    expect(byTopic.get('production.customer.update')).toMatchObject({
      system: 'PRODUCTION',
      what: 'Customer update to the production system',
      record: { kind: 'CUSTOMER', name: 'Ngata Smallgoods Renamed' },
      state: 'WAITING',
      lastError: expect.stringContaining('could not be reached'),
    });
    expect(byTopic.get('production.order.create')).toMatchObject({
      system: 'PRODUCTION',
      what: 'New order to the production system',
      record: {
        kind: 'ORDER',
        name: `Harbourside Bistro ${orderId.slice(0, 5).toUpperCase()}`,
        link: `/admin/order/${orderId}`,
      },
      attempts: 1,
      state: 'WAITING',
      lastError: expect.stringContaining('could not be reached'),
    });
    expect(byTopic.get('production.order.create')!.nextAttemptAt).not.toBeNull();
    expect((await pushes('FAILED')).total).toBe(0);
    expect((await systems()).map(({ pending, failed }) => ({ pending, failed }))).toEqual([
      { pending: 2, failed: 0 },
      { pending: 1, failed: 0 },
    ]);

    await production.up();
    await accounting.up();
    const stream = await admin.firstEvent<{ pushesChanged: { pushIds: string[] } }>(CHANGED, (event) =>
      (event.data?.pushesChanged.pushIds ?? []).includes(byTopic.get('production.order.create')!.id),
    );
    for (const push of waiting.rows)
      expect((await admin.graphql(RETRY, { id: push.id })).errors).toBeUndefined();
    expect((await stream.event).errors).toBeUndefined();
    await deliver();

    expect((await pushes()).total).toBe(0);
    expect(production.requestsTo('create').filter((request) => request.body.sk === orderId)).toHaveLength(1);
    expect(
      accounting.requestsTo('/customer/update').filter((request) => request.body.sk === customerId),
    ).toHaveLength(1);
    expect(
      production
        .requestsAt('/api/production/customer/update')
        .filter((request) => request.body.sk === customerId),
    ).toHaveLength(1);
    // A push that went through cannot be retried or dismissed.
    expect(codeOf(await admin.graphql(RETRY, { id: waiting.rows[0]!.id }))).toBe('PUSH_GONE');
    expect(codeOf(await admin.graphql(DISMISS, { id: waiting.rows[0]!.id, reason: 'Too late' }))).toBe(
      'PUSH_GONE',
    );
  });

  it('shows a refused push as failed with one notice, and dismisses it with a reason kept', async () => {
    production.answer = 'refuse';
    const orderId = await createOrder();
    await deliver();

    const failed = await pushes('FAILED');
    expect(failed.rows).toHaveLength(1);
    const push = failed.rows[0]!;
    const shortId = orderId.slice(0, 5).toUpperCase();
    expect(push).toMatchObject({ state: 'FAILED', attempts: 1, nextAttemptAt: null });
    expect(push.lastError).toContain(REFUSAL_MESSAGE);
    const [notice, earlier] = await newestNotices(2);
    expect(notice).toEqual({
      user: 'Integrations',
      message: `Failed: New order to the production system for Harbourside Bistro ${shortId} (${push.lastError})`,
      orderId,
    });
    expect(earlier?.message ?? '').not.toContain('Failed:');

    // A retry refused again is one more notice, not one per try.
    expect((await admin.graphql(RETRY, { id: push.id })).errors).toBeUndefined();
    await deliver();
    const again = await newestNotices(3);
    expect(again.filter((n) => n.message.startsWith('Failed:'))).toHaveLength(2);

    const short = await admin.graphql(DISMISS, { id: push.id, reason: '  no ' });
    expect(codeOf(short)).toBe('BAD_INPUT');
    expect((short.errors as Array<{ message: string }>)[0]!.message).toBe(
      'Say why, in at least 3 characters.',
    );
    const dismissed = await admin.graphql(DISMISS, {
      id: push.id,
      reason: '  The production system does not stock BEEF-99.  ',
    });
    expect(dismissed.errors).toBeUndefined();
    expect((await pushes()).total).toBe(0);
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, push.id));
    expect(row).toMatchObject({
      status: 'DISMISSED',
      dismissedReason: 'The production system does not stock BEEF-99.',
      dismissedByName: 'Aroha Admin',
    });
    expect(row!.dismissedAt).toBeInstanceOf(Date);
    // The Dismissed list shows it, latest dismissed first, with the reason, who and when.
    const [shown] = (await pushes('DISMISSED', 0, 1)).rows;
    expect(shown).toMatchObject({
      id: push.id,
      state: 'DISMISSED',
      nextAttemptAt: null,
      dismissal: {
        reason: 'The production system does not stock BEEF-99.',
        byName: 'Aroha Admin',
        at: row!.dismissedAt!.toISOString(),
      },
    });
    expect((await pushes('FAILED')).rows.every((open) => open.dismissal === null)).toBe(true);
    // The order no longer shows the dismissed failure as its sync state.
    const order = await admin.graphql<{ adminOrder: { sync: Array<{ status: string }> } }>(ORDER_SYNC, {
      id: orderId,
    });
    expect(order.data!.adminOrder.sync).toEqual([]);
    expect(codeOf(await admin.graphql(RETRY, { id: push.id }))).toBe('PUSH_GONE');
  });

  it('refuses to retry or dismiss a push being sent, and answers PUSH_GONE for an unknown one', async () => {
    await production.down();
    await createOrder();
    await deliver();
    const [push] = (await pushes()).rows;
    // As the worker's claim leaves it: leased for five minutes from now.
    await app.database.db
      .update(outbox)
      .set({ updatedAt: sql`now()`, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(outbox.id, push!.id));
    expect((await pushes()).rows[0]!.state).toBe('SENDING');
    expect(codeOf(await admin.graphql(RETRY, { id: push!.id }))).toBe('PUSH_BEING_SENT');
    expect(codeOf(await admin.graphql(DISMISS, { id: push!.id, reason: 'Stuck' }))).toBe('PUSH_BEING_SENT');
    expect(codeOf(await admin.graphql(RETRY, { id: 'not-an-id' }))).toBe('PUSH_GONE');
    expect(codeOf(await admin.graphql(RETRY, { id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'PUSH_GONE',
    );
  });

  it('pages the open pushes oldest first', async () => {
    await production.down();
    const orders = [await createOrder(), await createOrder(), await createOrder()];
    await deliver();
    const first = await pushes('ALL', 0, 2);
    const second = await pushes('ALL', 2, 2);
    expect(first.total).toBe(3);
    expect([...first.rows, ...second.rows].map((push) => push.record?.link)).toEqual(
      orders.map((id) => `/admin/order/${id}`),
    );
    expect(codeOf(await admin.graphql(PUSHES, { status: 'ALL', offset: 0, limit: 101 }))).toBe('BAD_INPUT');
  });

  it('writes no notice for pushes that go through', async () => {
    const orderId = await createOrder();
    await deliver();
    expect(production.requestsTo('create').filter((request) => request.body.sk === orderId)).toHaveLength(1);
    const [newest] = await newestNotices(1);
    expect(newest?.user).not.toBe('Integrations');
    expect((await pushes()).total).toBe(0);
  });

  const productInput = (name: string) => ({
    productType: 'PRODUCT',
    productName: name,
    productCode: `INT-${name.replace(/\W+/g, '-').toUpperCase()}`.slice(0, 30),
    description: 'For stock',
    defaultPriceCents: 395,
    productUnit: 'KG',
    categoryId: chicken,
    productGroup: 'Chicken C',
    isEnabled: true,
    isInStock: true,
    imageKey: null,
    customPrices: [],
  });
  const openPushes = async () =>
    app.database.db
      .select({ id: outbox.id, topic: outbox.topic, status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(sql`${outbox.status} in ('PENDING','FAILED')`);

  it('delivers a product rename once, without Retry, when the probe finds the systems back', async () => {
    serial += 1;
    const created = await admin.graphql<{ createProduct: { id: string } }>(CREATE_PRODUCT, {
      input: productInput(`Chicken Frames ${serial}`),
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createProduct.id;
    await deliver();
    await production.down();
    await accounting.down();
    const renamed = productInput(`Chicken Frames ${serial}`);
    renamed.productName = `Chicken Frames Renamed ${serial}`;
    expect((await admin.graphql(UPDATE_PRODUCT, { id, input: renamed })).errors).toBeUndefined();
    await deliver();
    const waiting = await pushes('PENDING');
    expect(waiting.rows.map((push) => push.topic).sort()).toEqual([
      'accounting.product.update',
      'production.product.update',
    ]);
    // Backing off: the next try is well ahead.
    for (const push of waiting.rows)
      expect(Date.parse(push.nextAttemptAt!)).toBeGreaterThan(Date.now() + 10_000);

    // The probe asks while the systems are still down: nothing moves, and the screens hear the checks.
    await app.services.connections.probe();
    expect((await pushes('PENDING')).rows.map((push) => push.nextAttemptAt)).toEqual(
      waiting.rows.map((push) => push.nextAttemptAt),
    );
    expect((await systems()).map((system) => system.lastCheck?.ok)).toEqual([false, false]);

    await production.up();
    await accounting.up();
    const heard = await admin.firstEvent<{ connectionChecked: { system: string; ok: boolean } }>(
      CHECKED,
      (event) => event.data?.connectionChecked.ok === true,
    );
    // The probe on its own timer (made short here), and the worker on its own: no Retry, no drain.
    app.services.connections.startProbing(100);
    try {
      const deadline = Date.now() + 15_000;
      while ((await pushes()).total > 0) {
        if (Date.now() > deadline) throw new Error('pushes still waiting 15 s after the systems came back');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      app.services.connections.startProbing(30_000);
    }
    expect((await heard.event).errors).toBeUndefined();
    expect(accounting.requestsTo('/product/update').filter((call) => call.body?.sk === id)).toHaveLength(1);
    const productionUpdates = production
      .requestsAt('/api/production/product/update')
      .filter((call) => call.body?.sk === id);
    expect(productionUpdates.map((call) => call.body.productName)).toEqual([renamed.productName]);
    expect((await systems()).map((system) => system.lastCheck?.ok)).toEqual([true, true]);
  });

  it('brings forward only pushes backing off: never one refused (4xx) or dismissed', async () => {
    production.answer = 'refuse';
    const refusedId = await createOrder();
    await deliver();
    const [refused] = (await pushes('FAILED')).rows;
    expect(refused).toMatchObject({ state: 'FAILED', attempts: 1 });

    production.answer = 'spec';
    await production.down();
    const dismissedId = await createOrder();
    const waitingId = await createOrder();
    await deliver();
    const waiting = (await pushes('PENDING')).rows;
    expect(waiting).toHaveLength(2);
    const toDismiss = waiting.find((push) => push.record?.link === `/admin/order/${dismissedId}`)!;
    expect(
      (await admin.graphql(DISMISS, { id: toDismiss.id, reason: 'Phoned through instead.' })).errors,
    ).toBeUndefined();

    // The probe finds it down, and then back.
    await app.services.connections.probe();
    await production.up();
    await app.services.connections.probe();
    await deliver();

    const creates = (orderId: string) =>
      production.requestsTo('create').filter((request) => request.body.sk === orderId);
    expect(creates(waitingId)).toHaveLength(1);
    expect(creates(refusedId)).toHaveLength(1);
    expect(creates(dismissedId)).toHaveLength(0);
    const open = await openPushes();
    expect(open).toEqual([
      { id: refused!.id, topic: 'production.order.create', status: 'FAILED', attempts: 1 },
    ]);
    const [stillDismissed] = (await pushes('DISMISSED', 0, 1)).rows;
    expect(stillDismissed).toMatchObject({ id: toDismiss.id, state: 'DISMISSED' });
  });

  it('sends the other pushes backing off as soon as one push to the same system goes through', async () => {
    await production.down();
    const first = await createOrder();
    const second = await createOrder();
    await deliver();
    const waiting = (await pushes('PENDING')).rows;
    expect(waiting).toHaveLength(2);
    // The probe finds it down (as it would within its 30 s).
    await app.services.connections.probe();

    await production.up();
    const firstPush = waiting.find((push) => push.record?.link === `/admin/order/${first}`)!;
    expect((await admin.graphql(RETRY, { id: firstPush.id })).errors).toBeUndefined();
    await deliver();
    // Only the retried one was due (the other's back-off runs 30 s): its success made the other due now and
    // woke the worker, which looks again.
    await deliver();

    expect((await pushes()).total).toBe(0);
    for (const orderId of [first, second])
      expect(production.requestsTo('create').filter((request) => request.body.sk === orderId)).toHaveLength(
        1,
      );
  });

  it('leaves a push refused with a 5xx to its back-off while the system answers its connection check', async () => {
    production.answer = 'http-503';
    try {
      const orderId = await createOrder();
      await deliver();
      const [waiting] = (await pushes('PENDING')).rows;
      expect(waiting).toMatchObject({ attempts: 1 });
      // The screen opening, the probe and another push going through: none hurries it (ten tries in minutes).
      for (let look = 0; look < 3; look++) {
        await app.services.connections.probe();
        await admin.graphql(SYSTEMS);
        await app.services.connections.delivered(new Set(['production']));
        await deliver();
      }
      const [still] = (await pushes('PENDING')).rows;
      expect(still).toMatchObject({ id: waiting!.id, attempts: 1, nextAttemptAt: waiting!.nextAttemptAt });
      expect(production.requestsTo('create').filter((request) => request.body.sk === orderId)).toHaveLength(
        1,
      );
    } finally {
      production.answer = 'spec';
    }
  });
});
