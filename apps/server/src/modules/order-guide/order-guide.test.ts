import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, order, orderGuideLine, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LINE_FIELDS =
  'product { id productName productUnit categoryName price { price } } parLevel lastQuantity lastOrderedOn timesOrdered';
const GUIDE_FIELDS = `customerId lines { ${LINE_FIELDS} }`;
const MINE = `query { myOrderGuide { ${GUIDE_FIELDS} } }`;
const STAFF_VIEW = `query ($customerId: ID!) { customerOrderGuide(customerId: $customerId) { ${GUIDE_FIELDS} } }`;
const SET_PAR = `mutation ($customerId: ID, $productId: ID!, $parLevel: Float) {
  setOrderGuideParLevel(customerId: $customerId, productId: $productId, parLevel: $parLevel) { ${GUIDE_FIELDS} } }`;
const ADD = `mutation ($customerId: ID, $productId: ID!) {
  addOrderGuideProduct(customerId: $customerId, productId: $productId) { ${GUIDE_FIELDS} } }`;
const REMOVE = `mutation ($customerId: ID, $productId: ID!) {
  removeOrderGuideProduct(customerId: $customerId, productId: $productId) { ${GUIDE_FIELDS} } }`;
const ARRANGE = `mutation ($customerId: ID, $productIds: [ID!]!) {
  arrangeOrderGuide(customerId: $customerId, productIds: $productIds) { ${GUIDE_FIELDS} } }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id version } }`;
const CANCEL = 'mutation ($id: ID!, $version: Int!) { cancelMyOrder(id: $id, version: $version) { id } }';

type Line = {
  product: {
    id: string;
    productName: string;
    productUnit: string;
    categoryName: string;
    price: { price: number } | null;
  };
  parLevel: number | null;
  lastQuantity: number | null;
  lastOrderedOn: string | null;
  timesOrdered: number;
};
type Guide = { customerId: string; lines: Line[] };
type Answer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

// Monday 07/12/2026 00:30 NZDT: the guide's 90 days run from 08/09/2026.
const NOW = new Date('2026-12-06T11:30:00Z');
let keys = 0;

const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
const messageOf = (answer: Answer<unknown>) => answer.errors?.[0]?.message;

describe.each(TEST_DATABASES)('order guides on $name', ({ url }) => {
  let app: TestApp;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let admin: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let products: (typeof product.$inferSelect)[];

  const db = () => app.database.db;
  const mine = async (client: ApiClient = bistro) => {
    const answer = await client.graphql<{ myOrderGuide: Guide }>(MINE);
    expect(answer.errors).toBeUndefined();
    return answer.data!.myOrderGuide;
  };
  const ids = (guide: Guide) => guide.lines.map((l) => l.product.id);
  const place = async (lines: Array<{ productId: string; quantity: number }>) => {
    const placed = await bistro.graphql<{ createOrder: { id: string; version: number } }>(CREATE, {
      input: { idempotencyKey: `guide-${keys++}-${Date.now()}`, isDelivery: false, lines },
    });
    expect(placed.errors).toBeUndefined();
    return placed.data!.createOrder;
  };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ bistro, takeaway, admin, guest } = await signedInClients(app, ['bistro', 'takeaway', 'admin']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    app.setNow(NOW);
    // The demo's orders are moved out of the 90 days and its par levels dropped: each test's guide is what it makes.
    await db().update(order).set({ processingDate: '2025-01-06' }).where(eq(order.customerId, bistroId));
    await db().delete(orderGuideLine).where(eq(orderGuideLine.customerId, bistroId));
    const categories = await db().select().from(category);
    const rows = await db().select().from(product);
    products = rows
      .filter((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT' && !p.archivedAt)
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(categories.length).toBeGreaterThan(1);
    expect(products.length).toBeGreaterThan(70);
  });
  afterAll(async () => {
    app?.setNow(null);
    await app?.close();
  });

  it('refuses a guest, another customer’s guide, and a customer’s own fields to staff', async () => {
    const [a] = products;
    for (const [query, variables] of [
      [MINE, {}],
      [STAFF_VIEW, { customerId: bistroId }],
      [SET_PAR, { productId: a!.id, parLevel: 2 }],
      [ADD, { productId: a!.id }],
      [REMOVE, { productId: a!.id }],
      [ARRANGE, { productIds: [a!.id] }],
    ] as const) {
      expect(codeOf(await guest.graphql(query, variables)), query).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await bistro.graphql(STAFF_VIEW, { customerId: takeawayId }))).toBe('FORBIDDEN');
    expect(codeOf(await admin.graphql(MINE))).toBe('FORBIDDEN');

    const before = await db().select().from(orderGuideLine).where(eq(orderGuideLine.customerId, takeawayId));
    for (const [query, variables] of [
      [SET_PAR, { customerId: takeawayId, productId: a!.id, parLevel: 2 }],
      [ADD, { customerId: takeawayId, productId: a!.id }],
      [REMOVE, { customerId: takeawayId, productId: a!.id }],
      [ARRANGE, { customerId: takeawayId, productIds: [] }],
    ] as const) {
      expect(codeOf(await bistro.graphql(query, variables)), query).toBe('FORBIDDEN');
    }
    expect(await db().select().from(orderGuideLine).where(eq(orderGuideLine.customerId, takeawayId))).toEqual(
      before,
    );
    const noCustomer = await admin.graphql(ADD, { productId: a!.id });
    expect(codeOf(noCustomer)).toBe('BAD_INPUT');
    expect(messageOf(noCustomer)).toBe('Choose the customer whose order guide this is.');
    expect(
      codeOf(await admin.graphql(STAFF_VIEW, { customerId: '00000000-0000-4000-8000-000000000000' })),
    ).toBe('NOT_FOUND');
  });

  it('holds the products of the last 90 days, how often and how much, not cancelled orders or older ones', async () => {
    const [a, b, c, d, e] = products;
    await place([
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    await place([{ productId: a!.id, quantity: 5 }]);
    const cancelled = await place([{ productId: c!.id, quantity: 1 }]);
    expect(
      (await bistro.graphql(CANCEL, { id: cancelled.id, version: cancelled.version })).errors,
    ).toBeUndefined();
    const old = await place([{ productId: d!.id, quantity: 3 }]);
    const edge = await place([{ productId: e!.id, quantity: 4 }]);
    await db().update(order).set({ processingDate: '2026-09-07' }).where(eq(order.id, old.id));
    await db().update(order).set({ processingDate: '2026-09-08' }).where(eq(order.id, edge.id));

    const guide = await mine();
    expect(guide.customerId).toBe(bistroId);
    expect(new Set(ids(guide))).toEqual(new Set([a!.id, b!.id, e!.id]));
    const lineOf = (id: string) => guide.lines.find((l) => l.product.id === id)!;
    expect(lineOf(a!.id)).toMatchObject({ timesOrdered: 2, lastQuantity: 5, parLevel: null });
    expect(lineOf(b!.id)).toMatchObject({ timesOrdered: 1, lastQuantity: 1 });
    expect(lineOf(e!.id)).toMatchObject({ timesOrdered: 1, lastQuantity: 4, lastOrderedOn: '2026-09-08' });
    // bistro's own prices come with it: one request fills the page.
    expect(guide.lines.every((l) => typeof l.product.price?.price === 'number')).toBe(true);
    // Staff read the same guide.
    const staff = await admin.graphql<{ customerOrderGuide: Guide }>(STAFF_VIEW, { customerId: bistroId });
    expect(ids(staff.data!.customerOrderGuide)).toEqual(ids(guide));
  });

  it('groups lines by category in the catalogue’s order, the arranged ones first, then the most ordered', async () => {
    const guide = await mine();
    const categories = await db().select().from(category);
    const place = new Map(
      categories
        .sort((x, y) => x.sortOrder - y.sortOrder || x.name.localeCompare(y.name))
        .map((c, i) => [c.name, i]),
    );
    const order = guide.lines.map((l) => place.get(l.product.categoryName)!);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it('adds any product by hand, takes one off even when ordered lately, and puts it back', async () => {
    const [a, , , , , f] = products;
    const added = await bistro.graphql<{ addOrderGuideProduct: Guide }>(ADD, { productId: f!.id });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addOrderGuideProduct.lines.find((l) => l.product.id === f!.id)).toMatchObject({
      timesOrdered: 0,
      lastQuantity: null,
      lastOrderedOn: null,
    });
    const removed = await bistro.graphql<{ removeOrderGuideProduct: Guide }>(REMOVE, { productId: a!.id });
    expect(ids(removed.data!.removeOrderGuideProduct)).not.toContain(a!.id);
    // Ordering it again does not bring it back: the customer took it off.
    await place([{ productId: a!.id, quantity: 1 }]);
    expect(ids(await mine())).not.toContain(a!.id);
    const back = await bistro.graphql<{ addOrderGuideProduct: Guide }>(ADD, { productId: a!.id });
    expect(back.data!.addOrderGuideProduct.lines.find((l) => l.product.id === a!.id)).toMatchObject({
      timesOrdered: 3,
      lastQuantity: 1,
    });
    expect(codeOf(await bistro.graphql(ADD, { productId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps the order the customer arranges within a category, and refuses a list it cannot follow', async () => {
    // Six products of one category, by hand: reversed, they stay reversed.
    const byCategory = new Map<string, typeof products>();
    for (const p of products) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
    const six = [...byCategory.values()].find((list) => list.length >= 6)!.slice(0, 6);
    for (const p of six) await bistro.graphql(ADD, { productId: p.id });
    const wanted = [...six].reverse().map((p) => p.id);
    const arranged = await bistro.graphql<{ arrangeOrderGuide: Guide }>(ARRANGE, { productIds: wanted });
    expect(arranged.errors).toBeUndefined();
    const inCategory = ids(arranged.data!.arrangeOrderGuide).filter((id) => wanted.includes(id));
    expect(inCategory).toEqual(wanted);
    expect(ids(await mine()).filter((id) => wanted.includes(id))).toEqual(wanted);

    const twice = await bistro.graphql(ARRANGE, { productIds: [wanted[0], wanted[0]] });
    expect([codeOf(twice), messageOf(twice)]).toEqual(['BAD_INPUT', 'Each product is listed once.']);
    const notIn = products.find((p) => !wanted.includes(p.id))!;
    const removed = await bistro.graphql(REMOVE, { productId: notIn.id });
    expect(removed.errors).toBeUndefined();
    const stranger = await bistro.graphql(ARRANGE, { productIds: [notIn.id] });
    expect([codeOf(stranger), messageOf(stranger)]).toEqual([
      'BAD_INPUT',
      'That product is not in the order guide.',
    ]);
  });

  it('saves par levels in the product’s unit, refuses what cannot be one with the reason, and clears them', async () => {
    const whole = products.find((p) => p.unit !== 'KG')!;
    const weighed = products.find((p) => p.unit === 'KG')!;
    const linesOf = () =>
      db()
        .select()
        .from(orderGuideLine)
        .where(inArray(orderGuideLine.productId, [whole.id, weighed.id]));
    const before = await linesOf();
    const refusals: Array<[string, number, string]> = [
      [whole.id, 2.5, 'Cartons, each and pieces are whole numbers'],
      [whole.id, -1, 'A par level is 0 or more'],
      [weighed.id, 10000, 'A par level is at most 9,999'],
      [weighed.id, 1.2345, 'A par level has at most 3 decimals'],
    ];
    for (const [productId, parLevel, message] of refusals) {
      const answer = await bistro.graphql(SET_PAR, { productId, parLevel });
      expect([codeOf(answer), messageOf(answer)], `${parLevel}`).toEqual(['BAD_INPUT', message]);
    }
    expect(await linesOf()).toEqual(before);

    const set = await bistro.graphql<{ setOrderGuideParLevel: Guide }>(SET_PAR, {
      productId: weighed.id,
      parLevel: 4.25,
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setOrderGuideParLevel.lines.find((l) => l.product.id === weighed.id)?.parLevel).toBe(
      4.25,
    );
    const byStaff = await admin.graphql<{ setOrderGuideParLevel: Guide }>(SET_PAR, {
      customerId: bistroId,
      productId: whole.id,
      parLevel: 6,
    });
    expect(byStaff.errors).toBeUndefined();
    const guide = await mine();
    expect(guide.lines.find((l) => l.product.id === whole.id)?.parLevel).toBe(6);
    const cleared = await bistro.graphql<{ setOrderGuideParLevel: Guide }>(SET_PAR, {
      productId: weighed.id,
      parLevel: null,
    });
    expect(
      cleared.data!.setOrderGuideParLevel.lines.find((l) => l.product.id === weighed.id)?.parLevel,
    ).toBeNull();
    // takeaway's guide is untouched by all of it.
    expect((await mine(takeaway)).lines.every((l) => l.parLevel === null)).toBe(true);
  });

  it('leaves out a product once it is disabled, and answers a guide of 60 lines in one request', async () => {
    const sixty = products.slice(0, 60);
    await db()
      .insert(orderGuideLine)
      .values(sixty.map((p) => ({ customerId: takeawayId, productId: p.id })))
      .onConflictDoNothing();
    const guide = await mine(takeaway);
    expect(guide.lines.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ids(guide))).toEqual(new Set([...ids(guide)]));
    expect(ids(guide)).toEqual(expect.arrayContaining(sixty.map((p) => p.id)));

    const gone = sixty[0]!;
    await db().update(product).set({ isEnabled: false }).where(eq(product.id, gone.id));
    app.services.products.changed('UPDATED', gone.id);
    expect(ids(await mine(takeaway))).not.toContain(gone.id);
    const refused = await takeaway.graphql(ADD, { productId: gone.id });
    expect(codeOf(refused)).toBe('NOT_FOUND');
  });
});
