import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, customPrice, notification, priceLevel, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LEVEL = 'id name customPriceCount customerCount accountingSync { state lastError }';
const LIST = `query ($search: String) { adminPriceLevels(search: $search) { count limit rows { ${LEVEL} } } }`;
const CREATE = `mutation ($name: String!) { createPriceLevel(name: $name) { ${LEVEL} } }`;
const DELETE = 'mutation ($id: ID!) { deletePriceLevel(id: $id) }';
const PRODUCTS = `query ($id: ID!, $search: String, $onlyCustom: Boolean, $offset: Int, $limit: Int) {
  priceLevelProducts(priceLevelId: $id, search: $search, onlyCustom: $onlyCustom, offset: $offset, limit: $limit) {
    priceLevelId priceLevelName totalCount
    rows { productId productCode productName isEnabled defaultPrice customPrice } } }`;
const UPDATE = `mutation ($id: ID!, $changes: [CustomPriceChangeInput!]!) {
  updateCustomPrices(priceLevelId: $id, changes: $changes) { priceLevelId set removed customPriceCount } }`;
const STORE_GET = 'query ($id: ID!) { getProduct(id: $id) { id price { defaultPrice customPrice price } } }';
const NOTICES = 'query { listNotifications { user message } }';
const PRODUCT_UPDATE = `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`;

type Level = {
  id: string;
  name: string;
  customPriceCount: number;
  customerCount: number;
  accountingSync: { state: string; lastError: string | null };
};
type List = { adminPriceLevels: { count: number; limit: number; rows: Level[] } };
type Row = {
  productId: string;
  productCode: string;
  productName: string;
  isEnabled: boolean;
  defaultPrice: number;
  customPrice: number | null;
};
type Page = {
  priceLevelProducts: { priceLevelId: string; priceLevelName: string; totalCount: number; rows: Row[] };
};
type Save = {
  updateCustomPrices: { priceLevelId: string; set: number; removed: number; customPriceCount: number };
};
type StorePrice = {
  getProduct: { price: { defaultPrice: number; customPrice: number | null; price: number } };
};

describe.each(TEST_DATABASES)('price levels and custom prices on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let takeaway: ApiClient;
  /** The bistro customer's level, 'Restaurant'. */
  let restaurant: string;
  let hotel: string;
  let productIds: string[];

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    const db = app.database.db;
    const [buyer] = await db
      .select({ level: customer.priceLevelId })
      .from(customer)
      .where(eq(customer.id, await customerIdOf(app, 'bistro@demo.test')));
    restaurant = buyer!.level!;
    const [hotelRow] = await db.select().from(priceLevel).where(eq(priceLevel.name, 'Hotel Group'));
    hotel = hotelRow!.id;
    const products = await db
      .select({ id: product.id })
      .from(product)
      .where(eq(product.isEnabled, true))
      .orderBy(product.code);
    productIds = products.map((p) => p.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (search?: string) =>
    (await admin.graphql<List>(LIST, { search })).data!.adminPriceLevels;
  const noticeCount = async () =>
    Number((await app.database.db.select({ n: count() }).from(notification))[0]?.n);
  const lastNotice = async () =>
    (await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(NOTICES)).data
      ?.listNotifications[0];
  const storePrice = async (client: ApiClient, id: string) =>
    (await client.graphql<StorePrice>(STORE_GET, { id })).data?.getProduct.price;
  const levelPrices = async (levelId: string) =>
    new Map(
      (
        await app.database.db
          .select({ productId: customPrice.productId, price: customPrice.price })
          .from(customPrice)
          .where(eq(customPrice.priceLevelId, levelId))
      ).map((row) => [row.productId, row.price]),
    );

  it.each([
    ['a guest', () => guest, 'UNAUTHENTICATED'],
    ['a customer', () => bistro, 'FORBIDDEN'],
  ])('refuses %s every price level operation and changes nothing', async (_who, client, code) => {
    const before = await noticeCount();
    const attempts = [
      await client().graphql(LIST),
      await client().graphql(PRODUCTS, { id: restaurant }),
      await client().graphql(CREATE, { name: 'Sneaky' }),
      await client().graphql(DELETE, { id: hotel }),
      await client().graphql(UPDATE, { id: restaurant, changes: [{ productId: productIds[0], price: 1 }] }),
    ];
    for (const attempt of attempts) {
      expect(attempt.data).toBeNull();
      expect(codeOf(attempt)).toBe(code);
    }
    expect(await noticeCount()).toBe(before);
    expect((await list()).rows.map((l) => l.name)).not.toContain('Sneaky');
    expect((await levelPrices(restaurant)).get(productIds[0]!)).not.toBe('0.01');
  });

  it('lists the levels by name with their counts, the n/100 count and the sync state; searches by name', async () => {
    const levels = await list();
    expect(levels).toMatchObject({ count: 3, limit: 100 });
    expect(levels.rows.map((l) => l.name)).toEqual(['Hotel Group', 'Restaurant', 'Takeaway Volume']);
    const restaurantRow = levels.rows.find((l) => l.id === restaurant)!;
    expect(restaurantRow.customPriceCount).toBe((await levelPrices(restaurant)).size);
    expect(restaurantRow.customPriceCount).toBeGreaterThan(0);
    expect(restaurantRow.customerCount).toBeGreaterThan(0);
    // The built-in ledger is the accounting system here: nothing to send.
    expect(restaurantRow.accountingSync).toEqual({ state: 'LEDGER', lastError: null });

    const found = await list('  take ');
    expect(found.rows.map((l) => l.name)).toEqual(['Takeaway Volume']);
    expect(found.count).toBe(3);
    expect((await list('%')).rows).toEqual([]);
  });

  it('adds a level, refusing an empty or taken name with the spec’s texts', async () => {
    const before = await noticeCount();
    const empty = await admin.graphql(CREATE, { name: '   ' });
    expect([codeOf(empty), empty.errors?.[0]?.message]).toEqual([
      'PRICE_LEVEL_REQUIRED',
      'Price Level required',
    ]);
    const taken = await admin.graphql(CREATE, { name: 'restaurant' });
    expect(codeOf(taken)).toBe('PRICE_LEVEL_EXISTS');
    expect(await noticeCount()).toBe(before);

    const created = await admin.graphql<{ createPriceLevel: Level }>(CREATE, { name: ' Caterers ' });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createPriceLevel).toMatchObject({
      name: 'Caterers',
      customPriceCount: 0,
      customerCount: 0,
      accountingSync: { state: 'LEDGER' },
    });
    expect(await lastNotice()).toEqual({ user: 'Aroha Admin', message: 'Price level Caterers created' });
    expect((await list()).count).toBe(4);

    const deleted = await admin.graphql(DELETE, { id: created.data!.createPriceLevel.id });
    expect(deleted.data).toEqual({ deletePriceLevel: created.data!.createPriceLevel.id });
    expect(await lastNotice()).toEqual({ user: 'Aroha Admin', message: 'Price level Caterers deleted' });
    expect(codeOf(await admin.graphql(DELETE, { id: created.data!.createPriceLevel.id }))).toBe('NOT_FOUND');
  });

  it('refuses to delete a level with custom prices, or with customers on it', async () => {
    const before = await noticeCount();
    const withPrices = await admin.graphql(DELETE, { id: restaurant });
    expect([codeOf(withPrices), withPrices.errors?.[0]?.message]).toEqual([
      'PRICE_LEVEL_IN_USE',
      'Unable To Delete Price Level. Please Delete Custom Prices inside first!',
    ]);

    const created = await admin.graphql<{ createPriceLevel: Level }>(CREATE, { name: 'Wholesale Friends' });
    const id = created.data!.createPriceLevel.id;
    const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    await app.database.db.update(customer).set({ priceLevelId: id }).where(eq(customer.id, takeawayId));
    try {
      expect((await list('friends')).rows[0]?.customerCount).toBe(1);
      const withCustomers = await admin.graphql(DELETE, { id });
      expect([codeOf(withCustomers), withCustomers.errors?.[0]?.message]).toEqual([
        'PRICE_LEVEL_HAS_CUSTOMERS',
        'Unable To Delete Price Level. 1 customer is still on it: move them to another price level first.',
      ]);
    } finally {
      await app.database.db.update(customer).set({ priceLevelId: null }).where(eq(customer.id, takeawayId));
    }
    // An archived customer does not hold the level: it lets go of it.
    const [archived] = await app.database.db
      .insert(customer)
      .values({
        code: 'GONE001',
        firstName: 'Gone',
        lastName: 'Away',
        email: 'gone@example.test',
        companyName: 'Closed Kitchen',
        priceLevelId: id,
        archivedAt: new Date(),
      })
      .returning({ id: customer.id });
    expect((await admin.graphql(DELETE, { id })).errors).toBeUndefined();
    const [after] = await app.database.db.select().from(customer).where(eq(customer.id, archived!.id));
    expect(after?.priceLevelId).toBeNull();
    expect(await app.database.db.select().from(priceLevel).where(eq(priceLevel.id, restaurant))).toHaveLength(
      1,
    );
    // The two refusals wrote nothing; the create and the delete one notice each.
    expect(await noticeCount()).toBe(before + 2);
  });

  it('pages and searches every product with its default price and the level’s custom price', async () => {
    const prices = await levelPrices(restaurant);
    const first = (await admin.graphql<Page>(PRODUCTS, { id: restaurant, offset: 0, limit: 10 })).data!
      .priceLevelProducts;
    expect(first).toMatchObject({ priceLevelId: restaurant, priceLevelName: 'Restaurant' });
    expect(first.rows).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(productIds.length);
    for (const row of first.rows) {
      const stored = prices.get(row.productId);
      expect(row.customPrice).toBe(stored === undefined ? null : Math.round(Number(stored) * 100));
    }
    const next = (await admin.graphql<Page>(PRODUCTS, { id: restaurant, offset: 10, limit: 10 })).data!
      .priceLevelProducts;
    expect(next.rows.map((r) => r.productId)).not.toContain(first.rows[0]!.productId);

    const searched = (await admin.graphql<Page>(PRODUCTS, { id: restaurant, search: 'CH-THB-01' })).data!
      .priceLevelProducts;
    expect(searched.rows[0]?.productCode).toBe('CH-THB-01');

    const onlyCustom = (
      await admin.graphql<Page>(PRODUCTS, { id: restaurant, onlyCustom: true, limit: 1000 })
    ).data!.priceLevelProducts;
    expect(onlyCustom.totalCount).toBe(prices.size);
    expect(onlyCustom.rows.every((r) => r.customPrice !== null)).toBe(true);

    const unknown = await admin.graphql(PRODUCTS, { id: '00000000-0000-4000-8000-000000000000' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(codeOf(await admin.graphql(PRODUCTS, { id: restaurant, limit: 0 }))).toBe('BAD_INPUT');
  });

  it('saves custom prices: the level’s customers see them at once, other customers never do', async () => {
    const [target, other] = productIds.filter((id) => id !== productIds[0]).slice(0, 2) as [string, string];
    const takeawayBefore = await storePrice(takeaway, target);
    const hotelSave = await admin.graphql<Save>(UPDATE, {
      id: hotel,
      changes: [{ productId: other, price: 111 }],
    });
    expect(hotelSave.errors).toBeUndefined();
    // The bistro customer may ask for any product: only their own level's price comes back.
    expect((await storePrice(bistro, other))?.customPrice).not.toBe(111);

    const saved = await admin.graphql<Save>(UPDATE, {
      id: restaurant,
      changes: [{ productId: target, price: 4321 }],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCustomPrices).toMatchObject({ priceLevelId: restaurant, set: 1, removed: 0 });
    expect(await storePrice(bistro, target)).toMatchObject({ customPrice: 4321, price: 4321 });
    expect(await storePrice(takeaway, target)).toEqual(takeawayBefore);
    expect(await lastNotice()).toEqual({
      user: 'Aroha Admin',
      message: 'Custom prices of Restaurant updated: 1 set',
    });

    // 0 removes a custom price, as null does.
    const removed = await admin.graphql<Save>(UPDATE, {
      id: restaurant,
      changes: [{ productId: target, price: 0 }],
    });
    expect(removed.data?.updateCustomPrices).toMatchObject({ set: 0, removed: 1 });
    expect((await storePrice(bistro, target))?.customPrice).toBeNull();
    expect((await levelPrices(restaurant)).has(target)).toBe(false);
    await admin.graphql(UPDATE, { id: hotel, changes: [{ productId: other, price: null }] });
  });

  it('saves all of the changes or none: one wrong row refuses the lot with a message naming it', async () => {
    const before = await levelPrices(restaurant);
    const notices = await noticeCount();
    const [a, b, c] = productIds.slice(3, 6) as [string, string, string];
    const [cRow] = await app.database.db.select().from(product).where(eq(product.id, c));
    const tooHigh = await admin.graphql(UPDATE, {
      id: restaurant,
      changes: [
        { productId: a, price: 1000 },
        { productId: b, price: null },
        { productId: c, price: 10_000_000 },
      ],
    });
    expect(codeOf(tooHigh)).toBe('BAD_INPUT');
    expect(tooHigh.errors?.[0]?.message).toBe(
      `${cRow!.code} ${cRow!.name}: Number has to be between 0 and 99999`,
    );
    const negative = await admin.graphql(UPDATE, { id: restaurant, changes: [{ productId: a, price: -1 }] });
    expect(codeOf(negative)).toBe('BAD_INPUT');
    const missing = await admin.graphql(UPDATE, {
      id: restaurant,
      changes: [
        { productId: a, price: 1000 },
        { productId: '00000000-0000-4000-8000-000000000000', price: 1000 },
      ],
    });
    expect(missing.errors?.[0]?.message).toBe(
      'Row 2: this product no longer exists. Please reload and try again.',
    );
    const twice = await admin.graphql(UPDATE, {
      id: restaurant,
      changes: [
        { productId: a, price: 1000 },
        { productId: a, price: 2000 },
      ],
    });
    expect(twice.errors?.[0]?.message).toBe('Row 2: this product is listed twice.');
    const empty = await admin.graphql(UPDATE, { id: restaurant, changes: [] });
    expect([codeOf(empty), empty.errors?.[0]?.message]).toEqual([
      'NOTHING_TO_UPDATE',
      'Theres nothing to update.',
    ]);
    const unchanged = await admin.graphql(UPDATE, {
      id: restaurant,
      changes: [{ productId: a, price: before.has(a) ? Math.round(Number(before.get(a)) * 100) : null }],
    });
    expect(codeOf(unchanged)).toBe('NOTHING_TO_UPDATE');
    expect(await levelPrices(restaurant)).toEqual(before);
    expect(await noticeCount()).toBe(notices);
  });

  it('saves 500 custom prices in one go, and removes them in one go', async () => {
    const level = (await admin.graphql<{ createPriceLevel: Level }>(CREATE, { name: 'Bulk Buyers' })).data!
      .createPriceLevel;
    const many = (await app.database.db.select({ id: product.id }).from(product).limit(500)).map((p) => p.id);
    expect(many.length).toBeGreaterThanOrEqual(Math.min(500, productIds.length));
    const saved = await admin.graphql<Save>(UPDATE, {
      id: level.id,
      changes: many.map((productId, i) => ({ productId, price: 100 + i })),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCustomPrices).toMatchObject({
      set: many.length,
      removed: 0,
      customPriceCount: many.length,
    });
    expect((await list('bulk')).rows[0]?.customPriceCount).toBe(many.length);
    const refused = await admin.graphql(DELETE, { id: level.id });
    expect(codeOf(refused)).toBe('PRICE_LEVEL_IN_USE');

    const cleared = await admin.graphql<Save>(UPDATE, {
      id: level.id,
      changes: many.map((productId) => ({ productId, price: null })),
    });
    expect(cleared.data?.updateCustomPrices).toMatchObject({
      set: 0,
      removed: many.length,
      customPriceCount: 0,
    });
    expect((await admin.graphql(DELETE, { id: level.id })).errors).toBeUndefined();
  });

  it('treats 0 in the product dialog as removing the custom price too', async () => {
    const target = productIds[7]!;
    await admin.graphql(UPDATE, { id: restaurant, changes: [{ productId: target, price: 999 }] });
    const [row] = await app.database.db.select().from(product).where(eq(product.id, target));
    const saved = await admin.graphql(PRODUCT_UPDATE, {
      id: target,
      input: {
        productType: row!.type,
        productName: row!.name,
        productCode: row!.code,
        description: row!.description,
        defaultPriceCents: Math.round(Number(row!.defaultPrice) * 100),
        productUnit: row!.unit,
        categoryId: row!.categoryId,
        productGroup: row!.productGroup,
        imageKey: row!.imageKey,
        customPrices: [{ priceLevelId: restaurant, priceCents: 0 }],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect((await levelPrices(restaurant)).has(target)).toBe(false);
    expect((await storePrice(bistro, target))?.customPrice).toBeNull();
  });

  it('holds the limit of 100 levels, also when ten are added at once', async () => {
    const db = app.database.db;
    const existing = Number((await db.select({ n: count() }).from(priceLevel))[0]?.n);
    await db
      .insert(priceLevel)
      .values(
        Array.from({ length: 95 - existing }, (_, i) => ({ name: `Filler ${String(i).padStart(2, '0')}` })),
      );
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => admin.graphql(CREATE, { name: `Rush ${i}` })),
      );
      const refused = answers.filter((answer) => codeOf(answer) === 'PRICE_LEVEL_LIMIT');
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(5);
      expect(refused).toHaveLength(5);
      expect(refused[0]?.errors?.[0]?.message).toBe(
        'Price Level has a limit of 100.\nPlease delete some first before creating new levels.',
      );
      expect((await list()).count).toBe(100);
      expect((await list()).rows).toHaveLength(100);
    } finally {
      await db.delete(priceLevel).where(like(priceLevel.name, 'Filler %'));
      await db.delete(priceLevel).where(like(priceLevel.name, 'Rush %'));
    }
    expect((await list()).count).toBe(existing);
  });
});
