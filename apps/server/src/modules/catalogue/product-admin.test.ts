import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, customer, customPrice, notification, orderLine, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { jpegPhoto } from '../../test/images.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ROW = `id productName productCode productType description productUnit productGroup categoryId
  categoryName defaultPrice isEnabled isInStock imageKey image { url }`;
const LIST = `query ($search: String, $categoryId: ID, $offset: Int, $limit: Int) {
  adminProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) {
    totalCount rows { ${ROW} } } }`;
const FORM = `query ($id: ID!) { adminProduct(id: $id) { ${ROW} }
  productPriceLevels(productId: $id) { priceLevelId priceLevelName customPrice } }`;
const LEVELS = '{ productPriceLevels { priceLevelId priceLevelName customPrice } }';
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${ROW} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${ROW} } }`;
const DELETE = 'mutation ($id: ID!) { deleteProduct(id: $id) { id outcome } }';
const STORE_LIST = `query ($search: String) { listProducts(search: $search, first: 100) {
  totalCount products { id productName price { price customPrice } } } }`;
const STORE_SEARCH = 'query ($term: String!) { searchProducts(term: $term) { id } }';
const STORE_GET = 'query ($id: ID!) { getProduct(id: $id) { id } }';
const PLACE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const CHANGED = 'subscription { productChanged { action productId product { productName } } }';

type Row = {
  id: string;
  productName: string;
  productCode: string;
  productType: string;
  categoryId: string;
  categoryName: string;
  defaultPrice: number;
  isEnabled: boolean;
  imageKey: string | null;
  image: { url: string } | null;
};
type Page = { adminProducts: { totalCount: number; rows: Row[] } };
type Level = { priceLevelId: string; priceLevelName: string; customPrice: number | null };

describe.each(TEST_DATABASES)('product admin on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let chicken: string;
  let bistroLevel: string;
  let orders = 0;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    const [row] = await app.database.db.select().from(category).where(eq(category.name, 'Chicken'));
    chicken = row!.id;
    const [buyer] = await app.database.db
      .select({ level: customer.priceLevelId })
      .from(customer)
      .where(eq(customer.id, await customerIdOf(app, 'bistro@demo.test')));
    bistroLevel = buyer!.level!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const notices = async () => Number((await app.database.db.select({ n: count() }).from(notification))[0]?.n);
  const lastNotice = async () =>
    (
      await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(
        'query { listNotifications { user message } }',
      )
    ).data?.listNotifications[0];
  const input = (overrides: Record<string, unknown> = {}) => ({
    productType: 'PRODUCT',
    productName: 'Chicken Feet',
    productCode: 'CH-FEET-01',
    description: 'For stock',
    defaultPriceCents: 450,
    productUnit: 'KG',
    categoryId: chicken,
    productGroup: 'Chicken B',
    isEnabled: true,
    isInStock: true,
    imageKey: null,
    customPrices: [],
    ...overrides,
  });
  const list = (variables: Record<string, unknown> = {}) => admin.graphql<Page>(LIST, variables);
  const place = (productId: string) =>
    bistro.graphql(PLACE, {
      input: {
        idempotencyKey: `product-admin-${Date.now()}-${orders++}`,
        isDelivery: false,
        lines: [{ productId, quantity: 1 }],
      },
    });

  it.each([
    ['a guest', () => guest, 'UNAUTHENTICATED'],
    ['a customer', () => bistro, 'FORBIDDEN'],
  ])('refuses %s every product admin operation and writes nothing', async (_who, client, code) => {
    const before = await notices();
    const [seeded] = await app.database.db.select({ id: product.id }).from(product).limit(1);
    const id = seeded!.id;
    const attempts = [
      await client().graphql(LIST),
      await client().graphql(FORM, { id }),
      await client().graphql(LEVELS),
      await client().graphql(CREATE, { input: input({ productCode: 'DENIED-1' }) }),
      await client().graphql(UPDATE, { id, input: input({ productCode: 'DENIED-2' }) }),
      await client().graphql(DELETE, { id }),
    ];
    for (const attempt of attempts) {
      expect(attempt.data).toBeNull();
      expect(codeOf(attempt)).toBe(code);
    }
    expect(await notices()).toBe(before);
    expect(await app.database.db.select().from(product).where(eq(product.id, id))).toHaveLength(1);
  });

  it('pages, searches name and code in any case, and filters by category, disabled products included', async () => {
    const all = (await list({ limit: 1000 })).data!.adminProducts;
    const [stored] = await app.database.db.select({ n: count() }).from(product);
    expect(all.totalCount).toBe(Number(stored?.n));
    const names = all.rows.map((r) => r.productName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const second = (await list({ offset: 2, limit: 2 })).data!.adminProducts;
    expect(second.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
    expect(second.totalCount).toBe(all.totalCount);

    const first = all.rows[0]!;
    await admin.graphql('mutation ($id: ID!) { setProductAvailability(id: $id, isEnabled: false) { id } }', {
      id: first.id,
    });
    const byCode = (await list({ search: first.productCode.toLowerCase() })).data!.adminProducts;
    expect(byCode.rows[0]).toMatchObject({ id: first.id, isEnabled: false });
    await admin.graphql('mutation ($id: ID!) { setProductAvailability(id: $id, isEnabled: true) { id } }', {
      id: first.id,
    });

    const chi = (await list({ search: 'CHI', limit: 1000 })).data!.adminProducts;
    expect(chi.totalCount).toBeGreaterThan(0);
    for (const row of chi.rows)
      expect(`${row.productName} ${row.productCode}`.toLowerCase()).toContain('chi');

    const inChicken = (await list({ categoryId: chicken, limit: 1000 })).data!.adminProducts;
    expect(inChicken.totalCount).toBeGreaterThan(0);
    expect(inChicken.totalCount).toBeLessThan(all.totalCount);
    expect(new Set(inChicken.rows.map((r) => r.categoryName))).toEqual(new Set(['Chicken']));

    expect(codeOf(await list({ limit: 1001 }))).toBe('BAD_INPUT');
    expect(codeOf(await list({ offset: -1 }))).toBe('BAD_INPUT');
  });

  it('refuses bad input with the spec’s messages and writes no notice', async () => {
    const before = await notices();
    const [seeded] = await app.database.db.select({ code: product.code }).from(product).limit(1);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ productName: '  ' }, 'BAD_INPUT', 'Product name is required'],
      [{ categoryId: '' }, 'BAD_INPUT', 'Category is required'],
      [{ defaultPriceCents: 10_000_000 }, 'BAD_INPUT', 'Number has to be between 0 and 99999'],
      [{ defaultPriceCents: -1 }, 'BAD_INPUT', 'Number has to be between 0 and 99999'],
      [
        { customPrices: [{ priceLevelId: bistroLevel, priceCents: 10_000_000 }] },
        'BAD_INPUT',
        'Number has to be between 0 and 99999',
      ],
      [{ productGroup: 'Venison' }, 'BAD_INPUT', 'Group is required'],
      [
        { productCode: seeded!.code.toLowerCase() },
        'PRODUCT_CODE_TAKEN',
        `Product code ${seeded!.code} is already used by`,
      ],
      [{ imageKey: 'products/../../etc/passwd' }, 'PRODUCT_IMAGE_MISSING', 'Please upload it again'],
      [{ imageKey: 'products/0b6e3f4e-0000-4000-8000-000000000000' }, 'PRODUCT_IMAGE_MISSING', 'upload'],
    ];
    for (const [overrides, code, message] of refusals) {
      const answer = await admin.graphql(CREATE, { input: input(overrides) });
      expect(codeOf(answer), JSON.stringify(overrides)).toBe(code);
      expect(answer.errors?.[0]?.message).toContain(message);
    }
    expect(await notices()).toBe(before);
  });

  it('adds a product with a photo and a custom price; open catalogues hear of it; a notice names it', async () => {
    const { imageKey } = await app.services.productImages.upload(await jpegPhoto(400, 300));
    const { event } = await guest.firstEvent<{
      productChanged: { action: string; productId: string; product: { productName: string } | null };
    }>(CHANGED);
    const created = await admin.graphql<{ createProduct: Row }>(CREATE, {
      input: input({ imageKey, customPrices: [{ priceLevelId: bistroLevel, priceCents: 399 }] }),
    });
    expect(created.errors).toBeUndefined();
    const row = created.data!.createProduct;
    expect(row).toMatchObject({
      productName: 'Chicken Feet',
      defaultPrice: 450,
      categoryName: 'Chicken',
      imageKey,
    });
    expect(row.image?.url).toContain(imageKey);
    expect((await event).data?.productChanged).toMatchObject({
      action: 'ADDED',
      product: { productName: 'Chicken Feet' },
    });
    expect(await lastNotice()).toEqual({
      user: expect.any(String),
      message: 'Product Chicken Feet (CH-FEET-01) created',
    });

    const seen = (
      await bistro.graphql<{ listProducts: { products: Array<{ id: string; price: { price: number } }> } }>(
        STORE_LIST,
        { search: 'chicken feet' },
      )
    ).data!.listProducts.products.find((p) => p.id === row.id);
    expect(seen?.price.price).toBe(399);

    const form = await admin.graphql<{ adminProduct: Row; productPriceLevels: Level[] }>(FORM, {
      id: row.id,
    });
    expect(form.data?.adminProduct.productCode).toBe('CH-FEET-01');
    const levels = form.data!.productPriceLevels;
    expect(levels.find((l) => l.priceLevelId === bistroLevel)?.customPrice).toBe(399);
    expect(levels.filter((l) => l.priceLevelId !== bistroLevel).every((l) => l.customPrice === null)).toBe(
      true,
    );
    const blank = (await admin.graphql<{ productPriceLevels: Level[] }>(LEVELS)).data!.productPriceLevels;
    expect(blank).toHaveLength(levels.length);
    expect(blank.every((l) => l.customPrice === null)).toBe(true);

    // The same code in another case is the same code.
    const twin = await admin.graphql(CREATE, {
      input: input({ productCode: 'ch-feet-01', productName: 'Twin' }),
    });
    expect(codeOf(twin)).toBe('PRODUCT_CODE_TAKEN');
  });

  it('updates a product: the type is locked, a seeded image key may stay, a custom price is cleared', async () => {
    const [seeded] = await app.database.db.select().from(product).where(eq(product.code, 'CH-THB-01'));
    const id = seeded!.id;
    const keep = {
      productName: 'Chicken Thigh Boneless',
      productCode: 'CH-THB-01',
      defaultPriceCents: 1250,
      productGroup: seeded!.productGroup,
      productUnit: seeded!.unit,
      imageKey: seeded!.imageKey,
    };
    const before = await notices();
    const locked = await admin.graphql(UPDATE, { id, input: input({ ...keep, productType: 'SERVICE' }) });
    expect(codeOf(locked)).toBe('PRODUCT_TYPE_LOCKED');
    const otherSeeded = await admin.graphql(UPDATE, {
      id,
      input: input({ ...keep, imageKey: 'products/ch-dru-01' }),
    });
    expect(codeOf(otherSeeded)).toBe('PRODUCT_IMAGE_MISSING');
    expect(await notices()).toBe(before);

    const set = await admin.graphql<{ updateProduct: Row }>(UPDATE, {
      id,
      input: input({ ...keep, customPrices: [{ priceLevelId: bistroLevel, priceCents: 1111 }] }),
    });
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateProduct).toMatchObject({ defaultPrice: 1250, imageKey: seeded!.imageKey });
    expect(await lastNotice()).toMatchObject({
      message: 'Product Chicken Thigh Boneless (CH-THB-01) updated',
    });
    const priced = async () =>
      (
        await bistro.graphql<{
          listProducts: { products: Array<{ id: string; price: { customPrice: number | null } }> };
        }>(STORE_LIST, { search: 'CH-THB-01' })
      ).data!.listProducts.products.find((p) => p.id === id)?.price.customPrice;
    expect(await priced()).toBe(1111);

    const cleared = await admin.graphql(UPDATE, {
      id,
      input: input({ ...keep, customPrices: [{ priceLevelId: bistroLevel, priceCents: null }] }),
    });
    expect(cleared.errors).toBeUndefined();
    expect(await priced()).toBeNull();
    const rows = await app.database.db.select().from(customPrice).where(eq(customPrice.productId, id));
    expect(rows.find((r) => r.priceLevelId === bistroLevel)).toBeUndefined();
  });

  it('deletes a product no order names, with its custom prices', async () => {
    const created = await admin.graphql<{ createProduct: Row }>(CREATE, {
      input: input({
        productCode: 'DEL-1',
        productName: 'Short Lived',
        customPrices: [{ priceLevelId: bistroLevel, priceCents: 100 }],
      }),
    });
    const id = created.data!.createProduct.id;
    const deleted = await admin.graphql<{ deleteProduct: { outcome: string } }>(DELETE, { id });
    expect(deleted.data?.deleteProduct.outcome).toBe('DELETED');
    expect(await lastNotice()).toMatchObject({ message: 'Product Short Lived (DEL-1) deleted' });
    expect(await app.database.db.select().from(product).where(eq(product.id, id))).toHaveLength(0);
    expect(
      await app.database.db.select().from(customPrice).where(eq(customPrice.productId, id)),
    ).toHaveLength(0);
    expect(codeOf(await admin.graphql(DELETE, { id }))).toBe('NOT_FOUND');
  });

  it('archives a product on past orders: gone from every list and from ordering, its order lines intact', async () => {
    const created = await admin.graphql<{ createProduct: Row }>(CREATE, {
      input: input({ productCode: 'ARCH-1', productName: 'Archivable Wings' }),
    });
    const id = created.data!.createProduct.id;
    expect((await place(id)).errors).toBeUndefined();

    const archived = await admin.graphql<{ deleteProduct: { outcome: string } }>(DELETE, { id });
    expect(archived.data?.deleteProduct.outcome).toBe('ARCHIVED');
    expect(await lastNotice()).toMatchObject({ message: 'Product Archivable Wings (ARCH-1) archived' });

    const [row] = await app.database.db.select().from(product).where(eq(product.id, id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const lines = await app.database.db.select().from(orderLine).where(eq(orderLine.productId, id));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.productName).toBe('Archivable Wings');

    const storeList = await guest.graphql<{ listProducts: { products: Array<{ id: string }> } }>(STORE_LIST, {
      search: 'archivable',
    });
    expect(storeList.data?.listProducts.products).toEqual([]);
    expect(
      (await guest.graphql<{ searchProducts: unknown[] }>(STORE_SEARCH, { term: 'archivable' })).data
        ?.searchProducts,
    ).toEqual([]);
    expect((await guest.graphql(STORE_GET, { id })).data?.getProduct).toBeNull();
    expect((await list({ search: 'archivable' })).data?.adminProducts.totalCount).toBe(0);
    expect((await admin.graphql(FORM, { id })).data?.adminProduct).toBeNull();

    const refused = await place(id);
    expect(codeOf(refused)).toBe('PRODUCT_UNAVAILABLE');
    expect(codeOf(await admin.graphql(UPDATE, { id, input: input({ productCode: 'ARCH-1' }) }))).toBe(
      'NOT_FOUND',
    );
    // Its code stays taken: old order lines still carry it.
    const reuse = await admin.graphql(CREATE, { input: input({ productCode: 'arch-1' }) });
    expect(codeOf(reuse)).toBe('PRODUCT_CODE_TAKEN');
    expect(reuse.errors?.[0]?.message).toContain('an archived product');
  });
});
