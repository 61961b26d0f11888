import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { and, asc, eq, isNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { category, customer, outbox, product } from '../db/schema.ts';
import {
  REFUSAL_MESSAGE as ACCOUNTING_REFUSAL,
  type AccountingContractServer,
} from '../test/accounting-contract-server.ts';
import type { ApiClient } from '../test/client.ts';
import { pushesDueNow, startAppWithContractServers } from '../test/contract-servers.ts';
import { codeOf, signedInClients } from '../test/identity.ts';
import {
  REFUSAL_MESSAGE as PRODUCTION_REFUSAL,
  type ProductionContractServer,
} from '../test/production-contract-server.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';

const SYNC = 'sync { system status topic attempts lastError }';
const PRODUCT = `query ($id: ID!) { adminProduct(id: $id) { id ${SYNC} } }`;
const CREATE_PRODUCT = `mutation ($input: ProductInput!) { createProduct(input: $input) { id ${SYNC} } }`;
const UPDATE_PRODUCT = `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`;
const DELETE_PRODUCT = 'mutation ($id: ID!) { deleteProduct(id: $id) { outcome } }';
const CUSTOMERS = `query ($search: String) { adminCustomers(search: $search) { rows { id ${SYNC} } } }`;
const CREATE_CUSTOMER = 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }';
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }`;
const SET_ACTIVE =
  'mutation ($id: ID!, $isActive: Boolean!) { setCustomerActive(customerId: $id, isActive: $isActive) }';
const PLACE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

type Sync = { system: string; status: string; topic: string; attempts: number; lastError: string | null };

const PRODUCT_PATHS = {
  create: '/api/production/product/create',
  update: '/api/production/product/update',
  delete: '/api/production/product/delete',
};
const CUSTOMER_PATHS = {
  create: '/api/production/customer/create',
  update: '/api/production/customer/update',
};

let serial = 0;

function customerInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    customerCode: `REC${String(serial).padStart(3, '0')}`,
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: `aroha${serial}@records.test`,
    mobile: '021 555 0190',
    companyName: `Ngata Meats ${serial}`,
    customerLevel: 'B',
    priceLevelId: null,
    addr1: `Ngata Meats ${serial}`,
    addr2: '4 Wharf Road',
    addr3: 'Ahuriri',
    city: 'Napier',
    postalCode: '4110',
    ...overrides,
  };
}

describe.each(TEST_DATABASES)('products and customers pushed to both systems on $name', ({ url }) => {
  let accounting: AccountingContractServer;
  let production: ProductionContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let chicken: string;
  let orders = 0;

  beforeAll(async () => {
    ({ app, accounting, production } = await startAppWithContractServers({
      databaseUrl: url,
      accounting: true,
      production: true,
    }));
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    const [row] = await app.database.db.select().from(category).where(eq(category.name, 'Chicken'));
    chicken = row!.id;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    // A test that failed half way must not leave a server down or refusing for the next.
    accounting.answer = 'spec';
    production.answer = 'spec';
    await accounting.up();
    await production.up();
  });

  /** Delivers everything due, as the worker would on its own a moment later. */
  const deliver = () => app.outbox.drain();
  const dueNow = () => pushesDueNow(app);
  const pushesOf = (subject: string) =>
    app.database.db
      .select({
        topic: outbox.topic,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(eq(outbox.subject, subject))
      .orderBy(asc(outbox.seq));
  const productInput = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      productType: 'PRODUCT',
      productName: `Chicken Necks ${serial}`,
      productCode: `CH-NECK-${serial}`,
      description: 'For stock',
      defaultPriceCents: 395,
      productUnit: 'KG',
      categoryId: chicken,
      productGroup: 'Chicken C',
      isEnabled: true,
      isInStock: true,
      imageKey: null,
      customPrices: [],
      ...overrides,
    };
  };
  const createProduct = async (input: ReturnType<typeof productInput>) => {
    const created = await admin.graphql<{ createProduct: { id: string } }>(CREATE_PRODUCT, { input });
    expect(created.errors).toBeUndefined();
    return created.data!.createProduct.id;
  };
  const updateProduct = async (id: string, input: ReturnType<typeof productInput>) => {
    const updated = await admin.graphql(UPDATE_PRODUCT, { id, input });
    expect(updated.errors).toBeUndefined();
  };
  const deleteProduct = async (id: string) =>
    (await admin.graphql<{ deleteProduct: { outcome: string } }>(DELETE_PRODUCT, { id })).data?.deleteProduct
      .outcome;
  const productSync = async (id: string): Promise<Sync[]> =>
    (await admin.graphql<{ adminProduct: { sync: Sync[] } }>(PRODUCT, { id })).data!.adminProduct.sync;
  const productRow = async (id: string) =>
    (await app.database.db.select().from(product).where(eq(product.id, id)))[0];
  const accountingCalls = (path: string, sk: string) =>
    accounting.requestsTo(path).filter((request) => request.body?.sk === sk);
  const productionCalls = (path: string, sk: string) =>
    production.requestsAt(path).filter((request) => request.body?.sk === sk);

  it('sends a product created, updated and deleted to both systems once each, the update with the stored listID', async () => {
    const input = productInput();
    const id = await createProduct(input);
    await deliver();

    const [accountingCreate] = accountingCalls('/product/create', id);
    expect(accountingCalls('/product/create', id)).toHaveLength(1);
    expect(accountingCreate!.method).toBe('POST');
    expect(accountingCreate!.headers.authorization).toBe(`Bearer ${accounting.env.ACCOUNTING_API_TOKEN}`);
    const body = {
      sk: id,
      productName: input.productName,
      productCode: input.productCode,
      description: 'For stock',
      categoryName: 'Chicken',
      imageUrl: null,
      productUnit: 'KG',
      productGroup: 'Chicken C',
      isEnabled: true,
      isInStock: true,
      defaultPrice: 3.95,
    };
    expect(accountingCreate!.body).toEqual({
      ...body,
      reckonProductAttributes: { listID: null, editSequence: null, isActive: true, productType: 'PRODUCT' },
    });
    const listID = (await productRow(id))!.accountingRef!;
    expect(accounting.products.has(listID)).toBe(true);
    const productionCreates = productionCalls(PRODUCT_PATHS.create, id);
    expect(productionCreates).toHaveLength(1);
    expect(productionCreates[0]!.method).toBe('POST');
    expect(productionCreates[0]!.body).toMatchObject(body);
    const pushes = await pushesOf(`product:${id}`);
    expect(productionCreates[0]!.headers['idempotency-key']).toMatch(/^production\.product\.create:/);
    expect(pushes.map((push) => [push.topic, push.status])).toEqual([
      ['accounting.product.create', 'DONE'],
      ['production.product.create', 'DONE'],
    ]);

    await updateProduct(id, { ...input, productName: 'Chicken Necks (frozen)', defaultPriceCents: 420 });
    await deliver();
    const accountingUpdates = accountingCalls('/product/update', id);
    expect(accountingUpdates).toHaveLength(1);
    expect(accountingUpdates[0]!.body).toMatchObject({
      productName: 'Chicken Necks (frozen)',
      defaultPrice: 4.2,
      // The list id and edit sequence the create answered.
      reckonProductAttributes: { listID, editSequence: '1', isActive: true },
    });
    expect(accounting.products.get(listID)?.editSequence).toBe('2');
    const productionUpdates = productionCalls(PRODUCT_PATHS.update, id);
    expect(productionUpdates).toHaveLength(1);
    expect(productionUpdates[0]!.method).toBe('PATCH');
    expect(productionUpdates[0]!.body).toMatchObject({
      productName: 'Chicken Necks (frozen)',
      defaultPrice: 4.2,
    });
    expect(await productSync(id)).toEqual([
      {
        system: 'production',
        status: 'SENT',
        topic: 'production.product.update',
        attempts: 1,
        lastError: null,
      },
      {
        system: 'accounting',
        status: 'SENT',
        topic: 'accounting.product.update',
        attempts: 1,
        lastError: null,
      },
    ]);

    expect(await deleteProduct(id)).toBe('DELETED');
    await deliver();
    const deletes = productionCalls(PRODUCT_PATHS.delete, id);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.method).toBe('DELETE');
    expect(deletes[0]!.body).toMatchObject({ productName: 'Chicken Necks (frozen)', isEnabled: true });
    expect(production.products.has(id)).toBe(false);
    // The accounting system keeps it (spec: a delete does not remove it there), made inactive.
    const lastAccounting = accountingCalls('/product/update', id);
    expect(lastAccounting).toHaveLength(2);
    expect(lastAccounting[1]!.body).toMatchObject({
      productName: 'Chicken Necks (frozen)',
      isEnabled: false,
      reckonProductAttributes: { listID, isActive: false },
    });
    // Nothing is left to send: each push went once.
    await deliver();
    expect(accountingCalls('/product/create', id)).toHaveLength(1);
    expect(productionCalls(PRODUCT_PATHS.create, id)).toHaveLength(1);
    expect(productionCalls(PRODUCT_PATHS.update, id)).toHaveLength(1);
    expect(productionCalls(PRODUCT_PATHS.delete, id)).toHaveLength(1);
    expect(accountingCalls('/product/update', id)).toHaveLength(2);
  });

  it('sends a product archived (on an order) as disabled and inactive to both systems', async () => {
    const input = productInput();
    const id = await createProduct(input);
    const placed = await bistro.graphql(PLACE, {
      input: {
        idempotencyKey: `record-pushes-${Date.now()}-${orders++}`,
        isDelivery: false,
        lines: [{ productId: id, quantity: 1 }],
      },
    });
    expect(placed.errors).toBeUndefined();
    await deliver();
    expect(await deleteProduct(id)).toBe('ARCHIVED');
    await deliver();

    const listID = (await productRow(id))!.accountingRef;
    expect(listID).toBeTruthy();
    const [archived] = accountingCalls('/product/update', id);
    expect(accountingCalls('/product/update', id)).toHaveLength(1);
    expect(archived!.body).toMatchObject({
      productName: input.productName,
      isEnabled: false,
      reckonProductAttributes: { listID, isActive: false },
    });
    const updates = productionCalls(PRODUCT_PATHS.update, id);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toMatchObject({
      isEnabled: false,
      reckonProductAttributes: { isActive: false },
    });
    expect(productionCalls(PRODUCT_PATHS.delete, id)).toHaveLength(0);
    expect(production.products.get(id)).toMatchObject({ isEnabled: false });
  });

  it('keeps a product push while the servers fail, and delivers it exactly once when they are back', async () => {
    const input = productInput();
    const id = await createProduct(input);
    await deliver();
    const listID = (await productRow(id))!.accountingRef!;

    await accounting.down();
    production.answer = 'http-503';
    await updateProduct(id, { ...input, productName: 'Chicken Necks (renamed)' });
    await deliver();
    const waiting = await productSync(id);
    expect(waiting).toEqual([
      expect.objectContaining({ system: 'production', status: 'PENDING', attempts: 1 }),
      {
        system: 'accounting',
        status: 'PENDING',
        topic: 'accounting.product.update',
        attempts: 1,
        lastError: ADMIN_MESSAGES.accountingUnreachable,
      },
    ]);
    expect(waiting[0]!.lastError).toContain('503');

    await accounting.up();
    production.answer = 'spec';
    await dueNow();
    await deliver();
    const accepted = productionCalls(PRODUCT_PATHS.update, id);
    // The refused try and the delivered one carry the same key: the middleware can tell them apart from a new push.
    expect(accepted).toHaveLength(2);
    expect(accepted[0]!.headers['idempotency-key']).toBe(accepted[1]!.headers['idempotency-key']);
    expect(production.products.get(id)).toMatchObject({ productName: 'Chicken Necks (renamed)' });
    const accountingUpdates = accountingCalls('/product/update', id);
    expect(accountingUpdates).toHaveLength(1);
    expect(accountingUpdates[0]!.body).toMatchObject({
      productName: 'Chicken Necks (renamed)',
      reckonProductAttributes: { listID },
    });
    expect((await productSync(id)).map((sync) => [sync.system, sync.status, sync.attempts])).toEqual([
      ['production', 'SENT', 2],
      ['accounting', 'SENT', 2],
    ]);

    await dueNow();
    await deliver();
    expect(productionCalls(PRODUCT_PATHS.update, id)).toHaveLength(2);
    expect(accountingCalls('/product/update', id)).toHaveLength(1);
  });

  it('gives a refused product push up at once and shows the server’s message; a delete then sends no accounting update', async () => {
    accounting.answer = 'refuse';
    production.answer = 'refuse';
    const id = await createProduct(productInput());
    await deliver();
    expect(await pushesOf(`product:${id}`)).toEqual([
      expect.objectContaining({ topic: 'accounting.product.create', status: 'FAILED', attempts: 1 }),
      expect.objectContaining({ topic: 'production.product.create', status: 'FAILED', attempts: 1 }),
    ]);
    const [productionSync, accountingSync] = await productSync(id);
    expect(productionSync).toMatchObject({ system: 'production', status: 'FAILED', attempts: 1 });
    expect(productionSync!.lastError).toContain(PRODUCTION_REFUSAL);
    expect(accountingSync).toMatchObject({ system: 'accounting', status: 'FAILED', attempts: 1 });
    expect(accountingSync!.lastError).toBe(`${ADMIN_MESSAGES.productCreateFailed}: ${ACCOUNTING_REFUSAL}`);
    expect((await productRow(id))!.accountingRef).toBeNull();

    // Not tried again, however long one waits.
    const before = accounting.requests.length + production.requests.length;
    await dueNow();
    await deliver();
    expect(accounting.requests.length + production.requests.length).toBe(before);

    accounting.answer = 'spec';
    production.answer = 'spec';
    expect(await deleteProduct(id)).toBe('DELETED');
    await deliver();
    // Never created in the accounting system: nothing to make inactive there. The production delete finds
    // nothing (404), which is what it wanted.
    expect((await pushesOf(`product:${id}`)).map((push) => [push.topic, push.status])).toEqual([
      ['accounting.product.create', 'FAILED'],
      ['production.product.create', 'FAILED'],
      ['production.product.delete', 'DONE'],
    ]);
    expect(productionCalls(PRODUCT_PATHS.delete, id)).toHaveLength(1);
    expect(accountingCalls('/product/update', id)).toHaveLength(0);
  });

  it('creates a product from before the adapters with its first update', async () => {
    const [old] = await app.database.db
      .select()
      .from(product)
      .where(and(isNull(product.accountingRef), isNull(product.archivedAt), eq(product.categoryId, chicken)))
      .orderBy(asc(product.code))
      .limit(1);
    const input = productInput({
      productName: old!.name,
      productCode: old!.code,
      productGroup: old!.productGroup,
      productUnit: old!.unit,
      defaultPriceCents: 999,
    });
    await updateProduct(old!.id, input);
    await deliver();
    // The accounting system is sent a create (no listID yet); production answers 404 to the update, so it is created.
    expect(accountingCalls('/product/create', old!.id)).toHaveLength(1);
    expect((await productRow(old!.id))!.accountingRef).toBeTruthy();
    expect(productionCalls(PRODUCT_PATHS.update, old!.id)).toHaveLength(1);
    expect(productionCalls(PRODUCT_PATHS.create, old!.id)).toHaveLength(1);
    expect(production.products.get(old!.id)).toMatchObject({ defaultPrice: 9.99 });
  });

  it('sends customers created, updated and disabled to the production system as well as the accounting one', async () => {
    const input = customerInput();
    const created = await admin.graphql<{ createCustomer: { id: string } }>(CREATE_CUSTOMER, { input });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createCustomer.id;
    await deliver();
    const creates = productionCalls(CUSTOMER_PATHS.create, id);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.method).toBe('POST');
    expect(creates[0]!.body).toMatchObject({
      sk: id,
      customerCode: input.customerCode,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: input.email,
      companyName: input.companyName,
      priceLevel: null,
      customerLevel: 'B',
      reckonAttributes: {
        isActive: true,
        companyAddress: { addr1: input.addr1, addr2: '4 Wharf Road', addr3: 'Ahuriri', city: 'Napier' },
      },
    });
    expect(accounting.requestsTo('/customer/create').filter((r) => r.body.sk === id)).toHaveLength(1);

    const saved = await admin.graphql(UPDATE_CUSTOMER, { id, input: { ...input, mobile: '021 555 0191' } });
    expect(saved.errors).toBeUndefined();
    await deliver();
    expect((await admin.graphql(SET_ACTIVE, { id, isActive: false })).errors).toBeUndefined();
    await deliver();
    const updates = productionCalls(CUSTOMER_PATHS.update, id);
    expect(
      updates.map((update) => [update.method, update.body.mobile, update.body.reckonAttributes.isActive]),
    ).toEqual([
      ['PATCH', '021 555 0191', true],
      ['PATCH', '021 555 0191', false],
    ]);
    // Once the accounting system answered, production is sent the customer's reference there too.
    const reckonId = (await app.database.db.select().from(customer).where(eq(customer.id, id)))[0]!
      .accountingRef;
    expect(updates[0]!.body.reckonAttributes.reckonId).toBe(reckonId);

    const rows = await admin.graphql<{ adminCustomers: { rows: Array<{ id: string; sync: Sync[] }> } }>(
      CUSTOMERS,
      { search: input.customerCode },
    );
    expect(
      rows.data!.adminCustomers.rows[0]!.sync.map((sync) => [sync.system, sync.status, sync.topic]),
    ).toEqual([
      ['production', 'SENT', 'production.customer.update'],
      ['accounting', 'SENT', 'accounting.customer.update'],
    ]);
  });

  it('creates a customer from before the adapters in the production system with their first update', async () => {
    const [old] = await app.database.db
      .select()
      .from(customer)
      .where(isNull(customer.archivedAt))
      .orderBy(asc(customer.code))
      .limit(1);
    production.answer = 'spec';
    const updated = await admin.graphql(UPDATE_CUSTOMER, {
      id: old!.id,
      input: customerInput({
        customerCode: old!.code,
        email: old!.email,
        companyName: old!.companyName,
        firstName: old!.firstName,
        lastName: old!.lastName,
        priceLevelId: old!.priceLevelId,
        customerLevel: old!.customerLevel,
        addr1: old!.addr1,
        city: 'Hastings',
      }),
    });
    expect(updated.errors).toBeUndefined();
    await deliver();
    expect(productionCalls(CUSTOMER_PATHS.update, old!.id)).toHaveLength(1);
    expect(productionCalls(CUSTOMER_PATHS.create, old!.id)).toHaveLength(1);
    expect(production.customers.get(old!.id)).toMatchObject({
      reckonAttributes: { companyAddress: { city: 'Hastings' } },
    });
  });

  it('sends a product switched off, a renamed category’s products and a customer’s own new phone too', async () => {
    const input = productInput();
    const id = await createProduct(input);
    await deliver();

    const off = await admin.graphql(
      'mutation ($id: ID!) { setProductAvailability(id: $id, isEnabled: false, isInStock: false) { id } }',
      { id },
    );
    expect(off.errors).toBeUndefined();
    await deliver();
    expect(productionCalls(PRODUCT_PATHS.update, id).map((r) => r.body.isEnabled)).toEqual([false]);
    expect(accountingCalls('/product/update', id).map((r) => r.body.isInStock)).toEqual([false]);
    const [notice] = await app.services.notifications.list();
    expect(notice?.message).toBe(
      `Product ${input.productName} (${input.productCode}) disabled and out of stock`,
    );

    const rename = (categoryName: string) =>
      admin.graphql(
        'mutation ($id: ID!, $name: String!) { updateCategory(id: $id, categoryName: $name) { id } }',
        {
          id: chicken,
          name: categoryName,
        },
      );
    expect((await rename('Chicken and Poultry')).errors).toBeUndefined();
    await deliver();
    expect(productionCalls(PRODUCT_PATHS.update, id).at(-1)!.body.categoryName).toBe('Chicken and Poultry');
    expect(accountingCalls('/product/update', id).at(-1)!.body.categoryName).toBe('Chicken and Poultry');
    expect((await rename('Chicken')).errors).toBeUndefined();
    await deliver();

    const [bistroRow] = await app.database.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.email, 'bistro@demo.test'));
    const changed = await bistro.graphql(
      'mutation { updateMyAccount(input: { phone: "021 555 0199" }) { phone } }',
    );
    expect(changed.errors).toBeUndefined();
    await deliver();
    const sent = (requests: Array<{ body: { sk?: string; mobile?: string } }>) =>
      requests.filter((r) => r.body?.sk === bistroRow!.id && r.body.mobile === '021 555 0199');
    expect(sent(production.requests)).not.toHaveLength(0);
    expect(sent(accounting.requests)).not.toHaveLength(0);
    const pushes = await pushesOf(`customer:${bistroRow!.id}`);
    expect(pushes.map((push) => [push.topic, push.status])).toEqual([
      ['accounting.customer.update', 'DONE'],
      ['production.customer.update', 'DONE'],
    ]);
  });

  it('lets only staff read where a product or customer stands with the external systems', async () => {
    const [some] = await app.database.db.select({ id: product.id }).from(product).limit(1);
    for (const client of [bistro, guest]) {
      const productAnswer = await client.graphql<{ adminProduct: unknown }>(PRODUCT, { id: some!.id });
      expect(productAnswer.data?.adminProduct ?? null).toBeNull();
      expect(codeOf(productAnswer)).toBe(client === guest ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      const customerAnswer = await client.graphql(CUSTOMERS, {});
      expect(customerAnswer.data).toBeNull();
      expect(codeOf(customerAnswer)).toBe(client === guest ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });
});

describe.each(TEST_DATABASES)('products and customers with the built-in systems on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin } = await signedInClients(app, ['admin']));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('queues nothing for a consumer that will never come, and shows no sync state', async () => {
    const [chicken] = await app.database.db.select().from(category).where(eq(category.name, 'Chicken'));
    const input = {
      productType: 'PRODUCT',
      productName: 'Chicken Hearts',
      productCode: 'CH-HEART-01',
      defaultPriceCents: 300,
      productUnit: 'KG',
      categoryId: chicken!.id,
      productGroup: 'Chicken D',
    };
    const created = await admin.graphql<{ createProduct: { id: string; sync: Sync[] } }>(CREATE_PRODUCT, {
      input,
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createProduct.id;
    expect(created.data!.createProduct.sync).toEqual([]);
    expect(
      (await admin.graphql(UPDATE_PRODUCT, { id, input: { ...input, productName: 'Hearts' } })).errors,
    ).toBeUndefined();
    expect((await admin.graphql(DELETE_PRODUCT, { id })).errors).toBeUndefined();
    const customerCreated = await admin.graphql<{ createCustomer: { id: string } }>(CREATE_CUSTOMER, {
      input: customerInput(),
    });
    expect(customerCreated.errors).toBeUndefined();
    const rows = await admin.graphql<{ adminCustomers: { rows: Array<{ sync: Sync[] }> } }>(CUSTOMERS, {});
    expect(rows.data!.adminCustomers.rows.every((row) => row.sync.length === 0)).toBe(true);

    const pushes = await app.database.db
      .select({ topic: outbox.topic })
      .from(outbox)
      .where(or(like(outbox.topic, 'production.%'), like(outbox.topic, 'accounting.%')));
    expect(pushes).toEqual([]);
  });
});
