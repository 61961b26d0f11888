import { toCents } from '@cleaver/domain/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, customPrice, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const PRICES_CHANGED = 'subscription { myPricesChanged { reason } }';
const PRODUCT_PRICE =
  'query ($id: ID!) { getProduct(id: $id) { id price { price customPrice defaultPrice } } }';
const CREATE = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) { id lines { productId unitPrice } } }`;

type Change = { myPricesChanged: { reason: 'CUSTOM_PRICES' | 'PRICE_LEVEL' } };
type Price = { price: number; customPrice: number | null; defaultPrice: number };

describe.each(TEST_DATABASES)('live prices on $name', ({ url }) => {
  let app: TestApp;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let admin: ApiClient;
  let guest: ApiClient;
  let bistroLevel: string;
  let takeawayId: string;
  let bistroId: string;
  /** A product the bistro's level has a custom price for; on sale and in stock. */
  let item: { id: string; defaultPrice: number; bistroPrice: number };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ bistro, takeaway, admin, guest } = await signedInClients(app, ['bistro', 'takeaway', 'admin']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const [row] = await db().select().from(customer).where(eq(customer.id, bistroId));
    bistroLevel = row!.priceLevelId!;
    const [found] = await db()
      .select({ id: product.id, defaultPrice: product.defaultPrice, price: customPrice.price })
      .from(customPrice)
      .innerJoin(product, eq(product.id, customPrice.productId))
      .where(
        and(
          eq(customPrice.priceLevelId, bistroLevel),
          eq(product.isEnabled, true),
          eq(product.inStock, true),
          eq(product.type, 'PRODUCT'),
        ),
      )
      .limit(1);
    item = { id: found!.id, defaultPrice: toCents(found!.defaultPrice), bistroPrice: toCents(found!.price) };
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.database.db;
  const priceOf = async (client: ApiClient) =>
    (await client.graphql<{ getProduct: { price: Price } }>(PRODUCT_PRICE, { id: item.id })).data!.getProduct
      .price;
  /** Writes the bistro level's custom price for the item, then tells every instance, as staff saving would. */
  const setBistroPrice = async (cents: number) => {
    await db()
      .update(customPrice)
      .set({ price: (cents / 100).toFixed(2) })
      .where(and(eq(customPrice.priceLevelId, bistroLevel), eq(customPrice.productId, item.id)));
    app.services.events.publish('prices', { priceLevelId: bistroLevel });
    item.bistroPrice = cents;
  };
  const moveToLevel = async (customerId: string, priceLevelId: string | null) => {
    await db().update(customer).set({ priceLevelId }).where(eq(customer.id, customerId));
    app.services.events.publish('customer', { action: 'UPDATED', customerId, isActive: true });
  };

  it('tells the bistro, and not the takeaway, that its level’s custom prices changed; the next page shows them', async () => {
    // Both have the product page in the (per-viewer) response cache.
    expect(await priceOf(bistro)).toMatchObject({ price: item.bistroPrice, customPrice: item.bistroPrice });
    expect(await priceOf(takeaway)).toEqual({
      price: item.defaultPrice,
      customPrice: null,
      defaultPrice: item.defaultPrice,
    });
    const forBistro = (await bistro.firstEvent<Change>(PRICES_CHANGED)).event;
    const forTakeaway = (await takeaway.firstEvent<Change>(PRICES_CHANGED)).event;

    // A change to the bistro's record that leaves its level alone is not a price change.
    app.services.events.publish('customer', { action: 'UPDATED', customerId: bistroId, isActive: true });
    await setBistroPrice(item.bistroPrice + 123);

    expect((await forBistro).data).toEqual({ myPricesChanged: { reason: 'CUSTOM_PRICES' } });
    expect(await priceOf(bistro)).toMatchObject({ price: item.bistroPrice, customPrice: item.bistroPrice });
    expect((await priceOf(takeaway)).price).toBe(item.defaultPrice);

    // The takeaway heard nothing of it: its first event is its own later move onto the bistro's level.
    await moveToLevel(takeawayId, bistroLevel);
    expect((await forTakeaway).data).toEqual({ myPricesChanged: { reason: 'PRICE_LEVEL' } });
  });

  it('gives a customer moved onto another level that level’s prices at once, and charges them on the next order', async () => {
    // Still on the bistro's level from the test before; its cached answer has them already.
    expect((await priceOf(takeaway)).price).toBe(item.bistroPrice);
    const placed = await takeaway.graphql<{
      createOrder: { lines: Array<{ productId: string; unitPrice: number }> };
    }>(CREATE, {
      input: {
        idempotencyKey: `live-prices-${Date.now()}`,
        isDelivery: true,
        lines: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.lines).toEqual([{ productId: item.id, unitPrice: item.bistroPrice }]);

    // A later custom price reaches the takeaway now that it is on the level.
    const next = (await takeaway.firstEvent<Change>(PRICES_CHANGED)).event;
    await setBistroPrice(item.bistroPrice + 1);
    expect((await next).data).toEqual({ myPricesChanged: { reason: 'CUSTOM_PRICES' } });
    expect((await priceOf(takeaway)).price).toBe(item.bistroPrice);

    // Back onto default prices.
    const back = (await takeaway.firstEvent<Change>(PRICES_CHANGED)).event;
    await moveToLevel(takeawayId, null);
    expect((await back).data).toEqual({ myPricesChanged: { reason: 'PRICE_LEVEL' } });
    expect(await priceOf(takeaway)).toEqual({
      price: item.defaultPrice,
      customPrice: null,
      defaultPrice: item.defaultPrice,
    });
    const plain = await takeaway.graphql<{ createOrder: { lines: Array<{ unitPrice: number }> } }>(CREATE, {
      input: {
        idempotencyKey: `live-prices-${Date.now()}-2`,
        isDelivery: true,
        lines: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(plain.data!.createOrder.lines[0]!.unitPrice).toBe(item.defaultPrice);
  });

  it('keeps the price stream from guests and staff', async () => {
    const forGuest = await (await guest.firstEvent(PRICES_CHANGED)).event;
    const forAdmin = await (await admin.firstEvent(PRICES_CHANGED)).event;
    expect(forGuest.errors?.[0]?.message).toBe('Please sign in to continue.');
    expect(forAdmin.errors?.[0]?.message).toBe('You do not have access to this.');
    expect(forGuest.data ?? null).toBeNull();
  });
});
