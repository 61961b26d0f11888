import { toCents } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import { type GraphQLNamedType, type GraphQLOutputType, getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, customPrice, product } from '../../db/schema.ts';
import { schema } from '../../graphql/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const FIELDS = `id productName productCode productUnit categoryName isInStock isEnabled
  image { url srcSet width height } price { defaultPrice customPrice price }`;
const LIST = `query ($category: String, $search: String, $after: String, $first: Int) {
  listProducts(category: $category, search: $search, after: $after, first: $first) {
    totalCount nextCursor products { ${FIELDS} } } }`;
const SEARCH = `query ($term: String!) { searchProducts(term: $term) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { getProduct(id: $id) { ${FIELDS} } }`;
const GET_MANY = `query ($ids: [ID!]!) { getProducts(ids: $ids) { ${FIELDS} } }`;
const CHANGED = `subscription { productChanged { action product { ${FIELDS} } } }`;
const SET_AVAILABILITY = `mutation ($id: ID!, $isEnabled: Boolean, $isInStock: Boolean) {
  setProductAvailability(id: $id, isEnabled: $isEnabled, isInStock: $isInStock) { ${FIELDS} } }`;

type Price = { defaultPrice: number; customPrice: number | null; price: number };
type Product = {
  id: string;
  productName: string;
  productCode: string;
  categoryName: string;
  isInStock: boolean;
  isEnabled: boolean;
  image: { url: string; srcSet: string; width: number; height: number } | null;
  price: Price | null;
};
type Page = { listProducts: { totalCount: number; nextCursor: string | null; products: Product[] } };

/** Every field anywhere in a response object called `price`, at any depth. */
function pricesIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(pricesIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'price' ? [inner] : pricesIn(inner)));
}

/** Types that carry a Product somewhere inside them, e.g. ProductPage and ProductEvent. */
function carriesProduct(type: GraphQLOutputType, seen = new Set<string>()): boolean {
  const named: GraphQLNamedType = getNamedType(type);
  if (named.name === 'Product') return true;
  if (!isObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => carriesProduct(field.type, seen));
}

describe.each(TEST_DATABASES)('the catalogue on $name', ({ url }) => {
  let app: TestApp;
  let guest: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ bistro, takeaway, admin, guest } = await signedInClients(app, ['bistro', 'takeaway', 'admin']));
  });
  afterAll(async () => {
    await app?.close();
  });

  const rows = () => app.database.db.select().from(product);
  const list = (client: ApiClient, variables: Record<string, unknown> = {}) =>
    client.graphql<Page>(LIST, variables).then((r) => {
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.listProducts;
    });
  const everyPage = async (client: ApiClient, variables: Record<string, unknown> = {}) => {
    const products: Product[] = [];
    let after: string | null = null;
    do {
      const page = await list(client, { ...variables, after, first: 50 });
      products.push(...page.products);
      after = page.nextCursor;
    } while (after);
    return products;
  };

  describe('as a guest', () => {
    it('pages through every enabled product exactly once, by name, 20 to a page', async () => {
      const enabled = (await rows()).filter((r) => r.isEnabled);
      const first = await list(guest);
      expect(first.products).toHaveLength(20);
      expect(first.totalCount).toBe(enabled.length);
      const all = await everyPage(guest);
      expect(all.map((p) => p.id).sort()).toEqual(enabled.map((r) => r.id).sort());
      const names = all.map((p) => p.productName.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('never lists, finds or opens a disabled product', async () => {
      const disabled = (await rows()).filter((r) => !r.isEnabled);
      expect(disabled.length).toBeGreaterThan(0);
      for (const row of disabled) {
        expect((await guest.graphql(GET, { id: row.id })).data).toEqual({ getProduct: null });
        const found = (await guest.graphql<{ searchProducts: Product[] }>(SEARCH, { term: row.code })).data;
        expect(found?.searchProducts.map((p) => p.id)).not.toContain(row.id);
        const listed = await list(guest, { search: row.name, first: 100 });
        expect(listed.products.map((p) => p.id)).not.toContain(row.id);
      }
    });

    it('filters by category name, in any case; an unknown category has no products', async () => {
      const chicken = await everyPage(guest, { category: 'chicken' });
      expect(chicken.length).toBeGreaterThan(10);
      expect(new Set(chicken.map((p) => p.categoryName))).toEqual(new Set(['Chicken']));
      expect((await list(guest, { category: 'Chicken' })).totalCount).toBe(chicken.length);
      expect(await list(guest, { category: 'Venison' })).toMatchObject({ totalCount: 0, products: [] });
    });

    it('searches names in any word order and partial words, name-prefix matches first', async () => {
      const thighs = await list(guest, { search: 'thigh chick' });
      expect(thighs.products.map((p) => p.productName)).toContain('Chicken Thigh Boneless');
      const chicken = await list(guest, { search: 'Chicken', first: 100 });
      const prefixed = chicken.products.map((p) => p.productName.toLowerCase().startsWith('chicken'));
      // Every name starting with the term comes before every other match.
      expect(prefixed.indexOf(false) === -1 || !prefixed.slice(prefixed.indexOf(false)).includes(true)).toBe(
        true,
      );
    });

    it('finds a product by a prefix of its code, in the catalogue and the dropdown', async () => {
      const [row] = (await rows()).filter((r) => r.isEnabled);
      const prefix = row!.code.slice(0, -1).toLowerCase();
      expect((await list(guest, { search: prefix })).products.map((p) => p.id)).toContain(row!.id);
      const found = await guest.graphql<{ searchProducts: Product[] }>(SEARCH, { term: row!.code });
      expect(found.data?.searchProducts[0]?.id).toBe(row!.id);
    });

    it('gives the dropdown at most five products, and none for under three characters', async () => {
      const many = await guest.graphql<{ searchProducts: Product[] }>(SEARCH, { term: 'chi' });
      expect(many.data?.searchProducts).toHaveLength(5);
      const short = await guest.graphql<{ searchProducts: Product[] }>(SEARCH, { term: 'ch' });
      expect(short.data?.searchProducts).toEqual([]);
      const none = await guest.graphql<{ searchProducts: Product[] }>(SEARCH, { term: 'zzqx' });
      expect(none.data?.searchProducts).toEqual([]);
    });

    it('says when a search finds nothing and pages search results by cursor', async () => {
      expect(await list(guest, { search: 'no such thing' })).toMatchObject({ totalCount: 0, products: [] });
      const all = await everyPage(guest, { search: 'chicken' });
      expect(all.length).toBe((await list(guest, { search: 'chicken' })).totalCount);
      expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    });

    it('refuses a bad page size or a forged cursor, and opens a malformed or unknown id as null', async () => {
      for (const variables of [{ first: 0 }, { first: 101 }, { after: 'not-a-cursor' }]) {
        const response = await guest.graphql(LIST, variables);
        expect(response.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      }
      expect((await guest.graphql(GET, { id: 'nope' })).data).toEqual({ getProduct: null });
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await guest.graphql(GET, { id: unknown })).data).toEqual({ getProduct: null });
    });

    it('opens several products in one request, in the order asked, null for a disabled, unknown or malformed id', async () => {
      const all = await rows();
      const enabled = all.filter((r) => r.isEnabled).slice(0, 2);
      const disabled = all.find((r) => !r.isEnabled);
      const unknown = '00000000-0000-4000-8000-000000000000';
      const ids = [enabled[1]!.id, disabled!.id, unknown, 'nope', enabled[0]!.id];
      const { data } = await bistro.graphql<{ getProducts: (Product | null)[] }>(GET_MANY, { ids });
      expect(data?.getProducts.map((p) => p?.id ?? null)).toEqual([
        enabled[1]!.id,
        null,
        null,
        null,
        enabled[0]!.id,
      ]);
      // The signed-in customer's own prices, as getProduct gives them.
      const one = await bistro.graphql<{ getProduct: Product }>(GET, { id: enabled[0]!.id });
      expect(data?.getProducts[4]?.price).toEqual(one.data?.getProduct.price);
      expect((await guest.graphql(GET_MANY, { ids: [] })).data).toEqual({ getProducts: [] });
    });

    it('refuses to open more products at once than an order may hold, and answers nothing', async () => {
      const ids = Array.from({ length: 201 }, () => '00000000-0000-4000-8000-000000000000');
      const response = await guest.graphql(GET_MANY, { ids });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      expect(response.data ?? null).toBeNull();
    });

    it('gives every product the URLs of its WebP variants, which are served', async () => {
      const page = await list(guest);
      const image = page.products[0]?.image;
      expect(image).toMatchObject({ width: 640, height: 480 });
      expect(image?.srcSet).toMatch(/-320\.webp 320w, .*-640\.webp 640w$/);
      const response = await fetch(`${app.baseUrl}${image?.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    });
  });

  describe('prices', () => {
    it('are never sent to a guest, by any operation that returns products', async () => {
      const [row] = (await rows()).filter((r) => r.isEnabled);
      const calls: Record<string, () => Promise<unknown>> = {
        listProducts: () => guest.graphql(LIST, { search: 'chicken' }),
        searchProducts: () => guest.graphql(SEARCH, { term: 'chicken' }),
        getProduct: () => guest.graphql(GET, { id: row!.id }),
        getProducts: () => guest.graphql(GET_MANY, { ids: [row!.id] }),
        productChanged: async () => {
          const { event } = await guest.firstEvent(CHANGED);
          await admin.graphql(SET_AVAILABILITY, { id: row!.id, isInStock: true });
          return event;
        },
      };
      // Operations a guest is refused outright: no data at all, so no price.
      const refused: Record<string, string> = {
        listMyOrders: '{ listMyOrders { orders { lines { product { price { price } } } } } }',
        getMyOrder: `{ getMyOrder(id: "${row!.id}") { lines { product { price { price } } } } }`,
        createOrder: `mutation { createOrder(input: { idempotencyKey: "guest-key-1", isDelivery: true, lines: [] }) { id } }`,
        changeMyOrder: `mutation { changeMyOrder(id: "${row!.id}", version: 1, input: { isDelivery: true, lines: [] }) { lines { product { price { price } } } } }`,
        cancelMyOrder: `mutation { cancelMyOrder(id: "${row!.id}", version: 1) { lines { product { price { price } } } } }`,
        setProductAvailability: `mutation { setProductAvailability(id: "${row!.id}", isInStock: true) { price { price } } }`,
        myOrderGuide: '{ myOrderGuide { lines { product { price { price } } } } }',
        customerOrderGuide: `{ customerOrderGuide(customerId: "${row!.id}") { lines { product { price { price } } } } }`,
        setOrderGuideParLevel: `mutation { setOrderGuideParLevel(productId: "${row!.id}", parLevel: 2) { lines { product { price { price } } } } }`,
        addOrderGuideProduct: `mutation { addOrderGuideProduct(productId: "${row!.id}") { lines { product { price { price } } } } }`,
        removeOrderGuideProduct: `mutation { removeOrderGuideProduct(productId: "${row!.id}") { lines { product { price { price } } } } }`,
        arrangeOrderGuide: `mutation { arrangeOrderGuide(productIds: ["${row!.id}"]) { lines { product { price { price } } } } }`,
      };
      // A new operation returning products must be added to one of the lists, or this fails.
      const operations = [
        schema.getQueryType(),
        schema.getMutationType(),
        schema.getSubscriptionType(),
      ].flatMap((root) =>
        Object.values(root?.getFields() ?? {}).filter((field) => carriesProduct(field.type)),
      );
      expect(operations.map((field) => field.name).sort()).toEqual(
        [...Object.keys(calls), ...Object.keys(refused), 'myOrderChanged'].sort(),
      );
      for (const [name, call] of Object.entries(calls)) {
        const response = (await call()) as { data: unknown; errors?: unknown };
        expect(response.errors, name).toBeUndefined();
        const prices = pricesIn(response.data);
        expect(prices.length, name).toBeGreaterThan(0);
        expect(
          prices.every((price) => price === null),
          name,
        ).toBe(true);
      }
      for (const [name, query] of Object.entries(refused)) {
        const response = await guest.graphql(query);
        expect(response.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
        expect(pricesIn(response.data), name).toEqual([]);
      }
      const subscription = await guest.request(
        `/graphql?query=${encodeURIComponent('subscription { myOrderChanged { order { id } } }')}`,
        { headers: { accept: 'text/event-stream' } },
      );
      expect(await subscription.text()).toContain('UNAUTHENTICATED');
    });

    it('give a customer their level’s custom price, and a customer on default prices none', async () => {
      const [bistroRow] = await app.database.db
        .select({ priceLevelId: customer.priceLevelId })
        .from(customer)
        .where(eq(customer.email, 'bistro@demo.test'));
      const custom = await app.database.db
        .select({ productId: customPrice.productId, price: customPrice.price })
        .from(customPrice)
        .where(eq(customPrice.priceLevelId, bistroRow!.priceLevelId!));
      expect(custom.length).toBeGreaterThan(0);
      const customById = new Map(custom.map((c) => [c.productId, toCents(c.price)]));
      const defaults = new Map((await rows()).map((r) => [r.id, toCents(r.defaultPrice)]));

      for (const p of await everyPage(bistro)) {
        const expected = customById.get(p.id) ?? null;
        expect(p.price).toEqual({
          defaultPrice: defaults.get(p.id),
          customPrice: expected,
          price: expected ?? defaults.get(p.id),
        });
      }
      for (const p of await everyPage(takeaway)) {
        expect(p.price).toEqual({
          defaultPrice: defaults.get(p.id),
          customPrice: null,
          price: defaults.get(p.id),
        });
      }
    });

    it('asked by a customer and then by a guest in the very same words, still reach only the customer', async () => {
      const asBistro = await list(bistro, { category: 'Beef' });
      expect(asBistro.products.every((p) => p.price !== null)).toBe(true);
      const asGuest = await list(guest, { category: 'Beef' });
      expect(asGuest.products.map((p) => p.id)).toEqual(asBistro.products.map((p) => p.id));
      expect(pricesIn(asGuest).every((price) => price === null)).toBe(true);
    });

    it('of one customer never reach another, on the product page or live', async () => {
      const discounted = (await everyPage(bistro)).find((p) => p.price?.customPrice != null);
      expect(discounted).toBeDefined();
      const { data } = await takeaway.graphql<{ getProduct: Product }>(GET, { id: discounted!.id });
      expect(data?.getProduct.price?.customPrice).toBeNull();
      expect(data?.getProduct.price?.price).toBe(discounted!.price?.defaultPrice);

      const seenByTakeaway = (await takeaway.firstEvent<{ productChanged: { product: Product } }>(CHANGED))
        .event;
      const seenByBistro = (await bistro.firstEvent<{ productChanged: { product: Product } }>(CHANGED)).event;
      await admin.graphql(SET_AVAILABILITY, { id: discounted!.id, isInStock: true });
      expect((await seenByTakeaway).data?.productChanged.product.price?.customPrice).toBeNull();
      expect((await seenByBistro).data?.productChanged.product.price).toEqual(discounted!.price);
    });

    it('show staff the default price', async () => {
      const page = await list(admin);
      for (const p of page.products) expect(p.price?.customPrice).toBeNull();
      expect(page.products.every((p) => p.price && p.price.price === p.price.defaultPrice)).toBe(true);
    });
  });

  describe('availability', () => {
    it('lets only staff enable, disable or change stock', async () => {
      const [row] = (await rows()).filter((r) => r.isEnabled);
      const asGuest = await guest.graphql(SET_AVAILABILITY, { id: row!.id, isEnabled: false });
      expect(asGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asCustomer = await bistro.graphql(SET_AVAILABILITY, { id: row!.id, isEnabled: false });
      expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const [after] = await app.database.db.select().from(product).where(eq(product.id, row!.id));
      expect(after?.isEnabled).toBe(true);
    });

    it('takes a disabled product out of every list at once and tells open catalogues', async () => {
      const [row] = (await rows()).filter((r) => r.isEnabled && r.name.startsWith('Chicken'));
      const before = (await list(guest)).totalCount;
      const { event } = await guest.firstEvent<{ productChanged: { action: string; product: Product } }>(
        CHANGED,
      );
      const disabled = await admin.graphql<{ setProductAvailability: Product }>(SET_AVAILABILITY, {
        id: row!.id,
        isEnabled: false,
        isInStock: false,
      });
      expect(disabled.data?.setProductAvailability).toMatchObject({ isEnabled: false, isInStock: false });
      expect((await event).data?.productChanged).toMatchObject({
        action: 'UPDATED',
        product: { id: row!.id, isEnabled: false, isInStock: false, price: null },
      });
      expect((await list(guest)).totalCount).toBe(before - 1);
      expect((await guest.graphql(GET, { id: row!.id })).data).toEqual({ getProduct: null });

      await admin.graphql(SET_AVAILABILITY, { id: row!.id, isEnabled: true });
      const back = await guest.graphql<{ getProduct: Product }>(GET, { id: row!.id });
      expect(back.data?.getProduct).toMatchObject({ isEnabled: true, isInStock: false });
      expect((await list(guest)).totalCount).toBe(before);
    });

    it('answers an unknown product as not found and changes nothing', async () => {
      const response = await admin.graphql(SET_AVAILABILITY, {
        id: '00000000-0000-4000-8000-000000000000',
        isEnabled: false,
      });
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
