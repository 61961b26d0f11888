import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, order, product, recurringOrder, recurringOrderLine } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const PLACE = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) { id version processingDate } }`;
const CHANGE = `mutation ($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {
  changeMyOrder(id: $id, version: $version, input: $input) { id version } }`;
const STAFF_CREATE = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id } }`;
const PRODUCT = `query ($id: ID!) { getProduct(id: $id) { id leadDays deliveryWeekdays availability } }`;

type Answer = { errors?: Array<{ message: string; extensions?: { code?: string } }> };
const messageOf = (answer: Answer) => answer.errors?.[0]?.message;

// Monday 07/12/2026 20:00 NZDT, after the 05:00 cutoff: an order placed now is for Tuesday 08/12/2026.
const MONDAY_EVENING = new Date('2026-12-07T07:00:00Z');

describe.each(TEST_DATABASES)('when products can be delivered, on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  /** Three enabled, in-stock products: any day, Thursdays only, two days ahead. */
  let anyDay: { id: string; name: string };
  let thursdays: { id: string; name: string };
  let ahead: { id: string; name: string };

  const db = () => app.database.db;
  const place = (productIds: string[]) =>
    bistro.graphql<{ createOrder: { id: string; version: number; processingDate: string } }>(PLACE, {
      input: {
        idempotencyKey: randomUUID(),
        isDelivery: false,
        lines: productIds.map((productId) => ({ productId, quantity: 1 })),
      },
    });
  const ordersOf = async () =>
    Number((await db().select({ n: count() }).from(order).where(eq(order.customerId, bistroId)))[0]?.n ?? 0);

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    await db().update(customer).set({ onStop: false, creditLimit: null });
    const found = await db()
      .select({ id: product.id, name: product.name })
      .from(product)
      .where(eq(product.isEnabled, true))
      .orderBy(asc(product.code))
      .limit(3);
    [anyDay, thursdays, ahead] = found as [typeof anyDay, typeof anyDay, typeof anyDay];
    await db()
      .update(product)
      .set({ deliveryWeekdays: [4] })
      .where(eq(product.id, thursdays.id));
    await db().update(product).set({ leadDays: 2 }).where(eq(product.id, ahead.id));
    // The catalogue keeps products in memory until a product event.
    app.services.events.publish('product', { action: 'UPDATED', productId: thursdays.id });
    app.setNow(MONDAY_EVENING);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells the catalogue what each product asks for', async () => {
    const read = async (id: string) =>
      (await bistro.graphql<{ getProduct: Record<string, unknown> }>(PRODUCT, { id })).data?.getProduct;
    expect(await read(thursdays.id)).toMatchObject({ deliveryWeekdays: [4], availability: 'Thursdays only' });
    expect(await read(ahead.id)).toMatchObject({ leadDays: 2, availability: 'Order 2 days ahead' });
    expect(await read(anyDay.id)).toMatchObject({ leadDays: 0, deliveryWeekdays: null, availability: null });
  });

  it('refuses a customer’s order with a product that cannot be delivered on its date, naming it, and writes nothing', async () => {
    const before = await ordersOf();
    const notThursday = await place([anyDay.id, thursdays.id]);
    expect(codeOf(notThursday)).toBe('PRODUCT_NOT_DELIVERABLE');
    expect(messageOf(notThursday)).toBe(
      `${thursdays.name} can only be delivered on Thursdays; this order is for Tuesday 08/12/2026.`,
    );
    const tooSoon = await place([ahead.id]);
    expect(messageOf(tooSoon)).toBe(
      `${ahead.name} must be ordered 2 days ahead; this order is for Tuesday 08/12/2026.`,
    );
    expect(await ordersOf()).toBe(before);
    expect((await place([anyDay.id])).errors).toBeUndefined();
  });

  it('takes it once the date allows: Thursday’s order on Wednesday evening, two days ahead for Thursday', async () => {
    // Wednesday 09/12/2026 20:00 NZDT: orders placed now are for Thursday 10/12.
    app.setNow(new Date('2026-12-09T07:00:00Z'));
    const thursday = await place([thursdays.id]);
    expect(thursday.errors).toBeUndefined();
    expect(thursday.data?.createOrder.processingDate).toBe('2026-12-10');
    // Ordered on Wednesday for Thursday: one day ahead, not two.
    expect(codeOf(await place([ahead.id]))).toBe('PRODUCT_NOT_DELIVERABLE');
    app.setNow(MONDAY_EVENING);
  });

  it('refuses a customer’s change that adds one, and keeps lines already on the order', async () => {
    const placed = await place([anyDay.id]);
    const { id, version } = placed.data!.createOrder;
    const change = (productIds: string[]) =>
      bistro.graphql<{ changeMyOrder: { version: number } }>(CHANGE, {
        id,
        version,
        input: { isDelivery: false, lines: productIds.map((productId) => ({ productId, quantity: 2 })) },
      });
    expect(codeOf(await change([anyDay.id, thursdays.id]))).toBe('PRODUCT_NOT_DELIVERABLE');
    expect((await change([anyDay.id])).errors).toBeUndefined();
  });

  it('refuses staff’s order for a day the product cannot be delivered, and takes it on a day it can', async () => {
    const staffOrder = (processingDate: string) =>
      admin.graphql(STAFF_CREATE, {
        input: {
          customerId: bistroId,
          status: 'PENDING',
          processingDate,
          isDelivery: false,
          line: 'N',
          cutting: 0,
          lines: [{ productId: thursdays.id, quantity: 1, notes: '', unitPriceOverride: null }],
        },
      });
    const tuesday = await staffOrder('2026-12-08');
    expect(codeOf(tuesday)).toBe('PRODUCT_NOT_DELIVERABLE');
    expect(messageOf(tuesday)).toContain(`${thursdays.name} can only be delivered on Thursdays`);
    expect((await staffOrder('2026-12-10')).errors).toBeUndefined();
  });

  it('has the standing-order run leave such a product off, naming why', async () => {
    await db().update(recurringOrder).set({ isActive: false });
    const [standing] = await db()
      .insert(recurringOrder)
      .values({
        customerId: takeawayId,
        frequency: 'DAILY',
        startingDate: '2026-12-01',
        selectedDays: [],
        isDelivery: false,
        notes: 'Standing order',
        lastGeneratedDate: '2026-12-07',
      })
      .returning({ id: recurringOrder.id });
    await db()
      .insert(recurringOrderLine)
      .values([
        { recurringOrderId: standing!.id, productId: anyDay.id, quantity: '1', position: 0 },
        { recurringOrderId: standing!.id, productId: thursdays.id, quantity: '1', position: 1 },
      ]);
    // Tuesday 08/12/2026 06:00 NZDT: Tuesday's standing order is made now, for today.
    app.setNow(new Date('2026-12-07T17:00:00Z'));
    const summary = await app.scheduler.run();
    const made = summary.orders.filter((c) => c.recurringOrderId === standing!.id);
    expect(made.map((c) => c.leftOff)).toEqual([[{ name: thursdays.name, why: 'Thursdays only' }]]);
    const lines = await db()
      .select({ id: order.id })
      .from(order)
      .where(inArray(order.recurringOrderId, [standing!.id]));
    expect(lines).toHaveLength(1);
    await db().update(recurringOrder).set({ isActive: false });
    app.setNow(MONDAY_EVENING);
  });
});
