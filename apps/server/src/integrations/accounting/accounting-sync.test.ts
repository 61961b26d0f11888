import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, customPrice, outbox, priceLevel, product } from '../../db/schema.ts';
import {
  type AccountingContractServer,
  INVALID_REFERENCE_MESSAGE,
  startAccountingContractServer,
} from '../../test/accounting-contract-server.ts';
import type { ApiClient } from '../../test/client.ts';
import { pushesDueNow, startAppWithContractServers } from '../../test/contract-servers.ts';
import { codeOf, signedInClients } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { PermanentError } from '../outbox-worker.ts';
import { AccountingHttp } from './accounting-http.ts';
import { AccountingSync } from './accounting-sync.ts';

const SYNC = 'accountingSync { state attempts lastError }';
const CUSTOMERS = `query ($search: String) { adminCustomers(search: $search) { rows { id ${SYNC} } } }`;
const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id ${SYNC} } }`;
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }`;
const LEVELS = `query ($search: String) { adminPriceLevels(search: $search) { rows { id name ${SYNC} } } }`;
const CREATE_LEVEL = `mutation ($name: String!) { createPriceLevel(name: $name) { id ${SYNC} } }`;
const DELETE_LEVEL = 'mutation ($id: ID!) { deletePriceLevel(id: $id) }';
const UPDATE_PRICES = `mutation ($id: ID!, $changes: [CustomPriceChangeInput!]!) {
  updateCustomPrices(priceLevelId: $id, changes: $changes) { set removed } }`;

type Sync = { state: string; attempts: number; lastError: string | null };

let serial = 0;
function customerInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    customerCode: `ACC${String(serial).padStart(3, '0')}`,
    firstName: 'Hemi',
    lastName: 'Walker',
    email: `hemi${serial}@ledger.test`,
    mobile: '021 555 0142',
    companyName: `Walker Butchery ${serial}`,
    customerLevel: 'A',
    priceLevelId: null,
    addr1: `Walker Butchery ${serial}`,
    addr2: '12 Quay Street',
    addr3: 'Te Aro',
    city: 'Wellington',
    postalCode: '6011',
    ...overrides,
  };
}

describe.each(TEST_DATABASES)('pushes to the accounting system over HTTP on $name', ({ url }) => {
  let contract: AccountingContractServer;
  let app: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    ({ app, accounting: contract } = await startAppWithContractServers({
      databaseUrl: url,
      accounting: true,
    }));
    ({ admin } = await signedInClients(app, ['admin']));
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
  /**
   * Makes everything due and delivers it, twice: the app's own poller may look in between, find a push due
   * before the earlier one it waits for went, and leave it waiting its 30 s again.
   */
  const deliverDue = async () => {
    for (let round = 0; round < 2; round++) {
      await dueNow();
      await deliver();
    }
  };
  const pushesOf = (subject: string) =>
    app.database.db.select().from(outbox).where(eq(outbox.subject, subject)).orderBy(asc(outbox.createdAt));
  const customerRow = async (id: string) =>
    (await app.database.db.select().from(customer).where(eq(customer.id, id)))[0]!;
  const levelRow = async (id: string) =>
    (await app.database.db.select().from(priceLevel).where(eq(priceLevel.id, id)))[0];
  const customerSync = async (code: string): Promise<Sync> => {
    const answer = await admin.graphql<{ adminCustomers: { rows: Array<{ accountingSync: Sync }> } }>(
      CUSTOMERS,
      { search: code },
    );
    return answer.data!.adminCustomers.rows[0]!.accountingSync;
  };
  const levelSync = async (name: string): Promise<Sync> => {
    const answer = await admin.graphql<{
      adminPriceLevels: { rows: Array<{ name: string; accountingSync: Sync }> };
    }>(LEVELS, { search: name });
    return answer.data!.adminPriceLevels.rows.find((row) => row.name === name)!.accountingSync;
  };
  const createLevel = async (name: string) => {
    const answer = await admin.graphql<{ createPriceLevel: { id: string } }>(CREATE_LEVEL, { name });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createPriceLevel.id;
  };
  const someProducts = (n: number) =>
    app.database.db
      .select({ id: product.id, code: product.code, name: product.name })
      .from(product)
      .orderBy(asc(product.code))
      .limit(n);

  it('sends a customer staff create once, with the token and the key, then updates with the stored reference', async () => {
    const input = customerInput();
    const created = await admin.graphql<{ createCustomer: { id: string; accountingSync: Sync } }>(
      CREATE_CUSTOMER,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createCustomer.id;
    await deliver();

    const creates = contract.requestsTo('/customer/create').filter((r) => r.body.sk === id);
    expect(creates).toHaveLength(1);
    const [push] = await pushesOf(`customer:${id}`);
    expect(creates[0]!.method).toBe('POST');
    expect(creates[0]!.headers.authorization).toBe(`Bearer ${contract.env.ACCOUNTING_API_TOKEN}`);
    expect(creates[0]!.headers['idempotency-key']).toBe(push!.idempotencyKey);
    expect(creates[0]!.headers['content-type']).toBe('application/json');
    expect(creates[0]!.body).toMatchObject({
      customerCode: input.customerCode,
      firstName: 'Hemi',
      lastName: 'Walker',
      email: input.email,
      companyName: input.companyName,
      priceLevel: null,
      customerLevel: 'A',
      reckonAttributes: {
        isActive: true,
        companyAddress: {
          addr1: input.addr1,
          addr2: '12 Quay Street',
          addr3: 'Te Aro',
          city: 'Wellington',
          postalCode: '6011',
        },
      },
    });
    expect(creates[0]!.body.reckonAttributes.reckonId).toBeUndefined();
    const stored = await customerRow(id);
    expect(contract.customers.get(stored.accountingRef!)).toMatchObject({ editSequence: '1' });
    expect(stored.accountingEditSequence).toBe('1');
    expect(await customerSync(input.customerCode)).toEqual({ state: 'SYNCED', attempts: 1, lastError: null });

    for (const [mobile, sent, kept] of [
      ['021 555 0143', '1', '2'],
      ['021 555 0144', '2', '3'],
    ] as const) {
      const updated = await admin.graphql(UPDATE_CUSTOMER, { id, input: { ...input, mobile } });
      expect(updated.errors).toBeUndefined();
      await deliver();
      const update = contract
        .requestsTo('/customer/update')
        .filter((r) => r.body.sk === id)
        .at(-1)!;
      expect(update.method).toBe('PATCH');
      expect(update.body).toMatchObject({
        mobile,
        reckonAttributes: { reckonId: stored.accountingRef, editSequence: sent, isActive: true },
      });
      expect((await customerRow(id)).accountingEditSequence).toBe(kept);
    }
    // Each push went once; nothing is left to send.
    await deliver();
    expect(contract.requestsTo('/customer/create').filter((r) => r.body.sk === id)).toHaveLength(1);
    expect(contract.requestsTo('/customer/update').filter((r) => r.body.sk === id)).toHaveLength(2);
    expect((await pushesOf(`customer:${id}`)).map((p) => p.status)).toEqual(['DONE', 'DONE', 'DONE']);
  });

  it('keeps pushes while the server is down, and delivers each once, in order, when it is back', async () => {
    await contract.down();
    const input = customerInput();
    const id = (await admin.graphql<{ createCustomer: { id: string } }>(CREATE_CUSTOMER, { input })).data!
      .createCustomer.id;
    await admin.graphql(UPDATE_CUSTOMER, { id, input: { ...input, firstName: 'Hemiona' } });
    await deliver();
    const [create, update] = await pushesOf(`customer:${id}`);
    expect(create).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: ADMIN_MESSAGES.accountingUnreachable,
    });
    // The update waits for the create rather than being lost or sent without a reference; waiting costs no try.
    expect(update).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      lastError: ADMIN_MESSAGES.accountingWaitsForCustomer,
    });
    expect(await customerSync(input.customerCode)).toMatchObject({ state: 'PENDING', attempts: 0 });
    // Not due again for a while: another look sends nothing.
    await contract.up();
    const before = contract.requests.length;
    await deliver();
    expect(contract.requests.length).toBe(before);

    await deliverDue();
    const sent = contract.requests.filter((r) => r.body?.sk === id);
    expect(sent.map((r) => r.path)).toEqual(['/customer/create', '/customer/update']);
    expect(sent[1]!.body).toMatchObject({
      firstName: 'Hemiona',
      reckonAttributes: { reckonId: (await customerRow(id)).accountingRef, editSequence: '1' },
    });
    expect((await pushesOf(`customer:${id}`)).map((p) => p.status)).toEqual(['DONE', 'DONE']);
    expect(await customerSync(input.customerCode)).toEqual({ state: 'SYNCED', attempts: 1, lastError: null });
  });

  it('creates a record from before the adapter with its first update', async () => {
    // Seeded customers and levels were never pushed: no reference, no create waiting.
    const [old] = await app.database.db
      .select({ id: customer.id, code: customer.code })
      .from(customer)
      .where(isNull(customer.accountingRef))
      .orderBy(asc(customer.code))
      .limit(1);
    const [price] = await app.database.db
      .select({
        levelId: customPrice.priceLevelId,
        productId: customPrice.productId,
        price: customPrice.price,
      })
      .from(customPrice)
      .limit(1);
    await app.database.db.transaction(async (tx) => {
      await app.services.accountingSync.queue(tx, 'accounting.customer.update', {
        kind: 'customer',
        id: old!.id,
      });
      await app.services.accountingSync.queue(
        tx,
        'accounting.customprice.update',
        { kind: 'price_level', id: price!.levelId },
        { items: [{ productId: price!.productId }] },
      );
    });
    await deliver();

    const [update] = await pushesOf(`customer:${old!.id}`);
    const create = contract.requestsTo('/customer/create').filter((r) => r.body.sk === old!.id);
    expect(create).toHaveLength(1);
    expect(create[0]!.headers['idempotency-key']).toBe(update!.idempotencyKey);
    expect((await customerRow(old!.id)).accountingRef).toBeTruthy();
    expect(update).toMatchObject({ status: 'DONE' });

    const level = (await levelRow(price!.levelId))!;
    expect(contract.priceLevels.get(level.accountingRef!)).toEqual({ name: level.name });
    expect(contract.requestsTo('/customprice/update').at(-1)!.body).toMatchObject({
      priceLevel: level.name,
      items: [{ productId: price!.productId, customPrice: Number(price!.price) }],
    });
  });

  it('keeps the reference a price level create answers, and sends custom prices set and removed', async () => {
    const name = `Ledger Level ${url ? 'pg' : 'lite'}`;
    const id = await createLevel(name);
    await deliver();
    const create = contract.requestsTo('/pricelevel/create').filter((r) => r.body.sk === id);
    expect(create).toHaveLength(1);
    expect(create[0]!.body).toMatchObject({ name });
    const ref = (await levelRow(id))!.accountingRef!;
    expect(contract.priceLevels.get(ref)).toEqual({ name });
    expect(await levelSync(name)).toMatchObject({ state: 'SYNCED', lastError: null });

    const [first, second] = await someProducts(2);
    const saved = await admin.graphql(UPDATE_PRICES, {
      id,
      changes: [
        { productId: first!.id, price: 1250 },
        { productId: second!.id, price: 899 },
      ],
    });
    expect(saved.errors).toBeUndefined();
    await deliver();
    const update = contract.requestsTo('/customprice/update').at(-1)!;
    expect(update.headers['idempotency-key']).toBe(
      (await pushesOf(`price_level:${id}`)).at(-1)!.idempotencyKey,
    );
    expect(update.body.priceLevel).toBe(name);
    expect(update.body.priceLevelDetails).toEqual({ sk: id, name, reckonListID: ref });
    expect(update.body.items).toHaveLength(2);
    expect(update.body.items).toEqual(
      expect.arrayContaining([
        {
          productId: first!.id,
          customPrice: 12.5,
          product: {
            productName: first!.name,
            productCode: first!.code,
            reckonProductAttributes: { listID: null },
          },
        },
        expect.objectContaining({ productId: second!.id, customPrice: 8.99 }),
      ]),
    );
    expect(contract.customPrices.get(`${ref}:${first!.id}`)).toBe(12.5);

    // A removed custom price is sent as 0.
    await admin.graphql(UPDATE_PRICES, { id, changes: [{ productId: first!.id, price: null }] });
    await deliver();
    expect(contract.requestsTo('/customprice/update').at(-1)!.body.items).toEqual([
      expect.objectContaining({ productId: first!.id, customPrice: 0 }),
    ]);
    expect(contract.customPrices.has(`${ref}:${first!.id}`)).toBe(false);
    expect(contract.customPrices.get(`${ref}:${second!.id}`)).toBe(8.99);
    expect(await levelSync(name)).toMatchObject({ state: 'SYNCED' });
  });

  it('gives up a custom price update refused with 3140 at once, showing the server’s message; other errors are retried', async () => {
    const name = `Refused Level ${url ? 'pg' : 'lite'}`;
    const id = await createLevel(name);
    await deliver();
    const [item] = await someProducts(1);

    contract.answer = 'error-3140';
    await admin.graphql(UPDATE_PRICES, { id, changes: [{ productId: item!.id, price: 700 }] });
    await deliver();
    expect((await pushesOf(`price_level:${id}`)).at(-1)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: INVALID_REFERENCE_MESSAGE,
    });
    expect(await levelSync(name)).toEqual({
      state: 'FAILED',
      attempts: 1,
      lastError: INVALID_REFERENCE_MESSAGE,
    });

    contract.answer = 'error-other';
    await admin.graphql(UPDATE_PRICES, { id, changes: [{ productId: item!.id, price: 750 }] });
    await deliver();
    expect(await levelSync(name)).toEqual({
      state: 'PENDING',
      attempts: 1,
      lastError: ADMIN_MESSAGES.customPriceError,
    });

    contract.answer = 'spec';
    await dueNow();
    await deliver();
    expect(await levelSync(name)).toEqual({ state: 'SYNCED', attempts: 2, lastError: null });
    expect(contract.customPrices.get(`${(await levelRow(id))!.accountingRef}:${item!.id}`)).toBe(7.5);
    // The given-up push stays given up.
    expect((await pushesOf(`price_level:${id}`)).map((p) => p.status)).toEqual(['DONE', 'FAILED', 'DONE']);
  });

  it('tries a push the server answered 500 again, delivering it once when the server recovers', async () => {
    const name = `Flaky Level ${url ? 'pg' : 'lite'}`;
    contract.answer = 'http-500';
    const id = await createLevel(name);
    await deliver();
    expect(await levelSync(name)).toEqual({
      state: 'PENDING',
      attempts: 1,
      lastError: ADMIN_MESSAGES.priceLevelCreateFailed,
    });
    const tries = () => contract.requestsTo('/pricelevel/create').filter((r) => r.body.sk === id);
    expect(tries()).toHaveLength(1);

    contract.answer = 'spec';
    await dueNow();
    await deliver();
    expect(tries()).toHaveLength(2);
    // The same push both times: one key, one level there.
    expect(new Set(tries().map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect([...contract.priceLevels.values()].filter((level) => level.name === name)).toHaveLength(1);
    const ref = (await levelRow(id))!.accountingRef;
    expect(ref).toBeTruthy();
    expect(await levelSync(name)).toEqual({ state: 'SYNCED', attempts: 2, lastError: null });

    // Deleting it sends the name and reference it had.
    const deleted = await admin.graphql(DELETE_LEVEL, { id });
    expect(codeOf(deleted)).toBeNull();
    await deliver();
    expect(contract.requestsTo('/pricelevel/delete').at(-1)!.body).toEqual({
      sk: id,
      name,
      reckonListID: ref,
    });
    expect(contract.priceLevels.has(ref!)).toBe(false);
  });

  it('sends nothing for a price level deleted before its create went', async () => {
    const name = `Brief Level ${url ? 'pg' : 'lite'}`;
    await contract.down();
    const id = await createLevel(name);
    await deliver();
    expect(codeOf(await admin.graphql(DELETE_LEVEL, { id }))).toBeNull();
    await contract.up();
    await deliverDue();
    expect(contract.requests.filter((r) => r.body?.sk === id)).toEqual([]);
    expect((await pushesOf(`price_level:${id}`)).map((p) => p.status)).toEqual(['DONE', 'DONE']);
  });

  it('with the built-in ledger, queues nothing and reports every record as kept in the ledger', async () => {
    // What services get without ACCOUNTING_API_URL (the default); the tests of the customers and price
    // levels screens see LEDGER through the API on the default configuration.
    const ledger = new AccountingSync({ db: app.database.db, external: false, outbox: app.outbox });
    const [level] = await app.database.db.insert(priceLevel).values({ name: 'Ledger Only' }).returning();
    const [before] = await app.database.db.select({ n: count() }).from(outbox);
    await app.database.db.transaction(async (tx) => {
      await ledger.queue(tx, 'accounting.pricelevel.create', { kind: 'price_level', id: level!.id });
    });
    ledger.committed();
    const [after] = await app.database.db.select({ n: count() }).from(outbox);
    expect(after!.n).toBe(before!.n);
    const states = await ledger.syncStates([{ kind: 'price_level', id: level!.id }]);
    expect(states.get(`price_level:${level!.id}`)).toEqual({
      state: 'LEDGER',
      attempts: 0,
      lastError: null,
      updatedAt: null,
    });
  });
});

describe('the accounting HTTP client', () => {
  let contract: AccountingContractServer;
  beforeAll(async () => {
    contract = await startAccountingContractServer();
  });
  afterAll(async () => {
    await contract?.close();
  });
  const body = (addr2: string) => ({
    sk: '00000000-0000-4000-8000-000000000001',
    customerCode: 'X1',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.test',
    mobile: '',
    companyName: 'AB',
    priceLevel: null,
    customerLevel: 'N',
    reckonAttributes: {
      isActive: true,
      companyAddress: { addr1: 'AB', addr2, addr3: '', city: '', postalCode: '' },
    },
  });

  it('gives up a refused address at once with the server’s message', async () => {
    const http = new AccountingHttp({
      url: contract.env.ACCOUNTING_API_URL,
      token: contract.env.ACCOUNTING_API_TOKEN,
    });
    const failure = await http.createCustomer(body('x'.repeat(50)), 'key-1').catch((error) => error);
    expect(failure).toBeInstanceOf(PermanentError);
    expect(failure.message).toMatch(/^Customer Address Too Long/);
  });

  it('tries again later when the token is refused, with the generic text', async () => {
    const http = new AccountingHttp({ url: `${contract.env.ACCOUNTING_API_URL}/`, token: 'stale' });
    const failure = await http.createCustomer(body('1 Road'), 'key-2').catch((error) => error);
    expect(failure).not.toBeInstanceOf(PermanentError);
    expect(failure.message).toBe(ADMIN_MESSAGES.customerGenericError);
    expect(String(failure.cause.message)).toContain('answered 401');
    expect(contract.requests.at(-1)!.path).toBe('/customer/create');
  });

  it('counts a server that does not answer in time as unreachable, to be tried again', async () => {
    const http = new AccountingHttp({
      url: contract.env.ACCOUNTING_API_URL,
      token: contract.env.ACCOUNTING_API_TOKEN,
      timeoutMs: 100,
    });
    contract.answer = 'silent';
    const failure = await http
      .createPriceLevel({ sk: 'x', name: 'x', reckonListID: null }, 'key-3')
      .catch((error) => error);
    contract.answer = 'spec';
    expect(failure).not.toBeInstanceOf(PermanentError);
    expect(failure.message).toBe(ADMIN_MESSAGES.accountingUnreachable);
    expect(String(failure.cause.message)).toContain('no answer in time');
  });
});
