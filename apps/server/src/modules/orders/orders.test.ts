import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toCents } from '@cleaver/domain/money';
import { pendingTotals } from '@cleaver/domain/totals';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customer, customPrice, notification, order, outbox, product } from '../../db/schema.ts';
import { schema } from '../../graphql/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ORDER_FIELDS = `id shortId orderDate orderDay processingDate status purchaseOrder isDelivery freight hasInvoice itemCount
  lines { productId productName productCode productUnit quantity unitPrice notes product { id isInStock } }
  totals { subTotal freight cutting gst total }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`;
const LIST = `query ($status: CustomerOrderFilter, $offset: Int, $limit: Int) {
  listMyOrders(status: $status, offset: $offset, limit: $limit) { totalCount orders { id status orderDate itemCount hasInvoice } } }`;
const GET = `query ($id: ID!) { getMyOrder(id: $id) { ${ORDER_FIELDS} } }`;
const PROCESSING = '{ orderProcessingDate { date moved notice } }';
const SETTINGS = '{ getSettingsVariables { cutoffHour freightChargeCents freeFreightThresholdCents } }';
const NOTES = 'query ($ids: [ID!]) { myProductNotes(productIds: $ids) { productId notes } }';
const SET_NOTE =
  'mutation ($id: ID!, $notes: String!) { setProductNote(productId: $id, notes: $notes) { productId notes } }';

type Line = { productId: string; quantity: number; unitPrice: number; productName: string; notes: string };
type Order = {
  id: string;
  shortId: string;
  orderDay: string;
  processingDate: string;
  status: string;
  freight: number;
  itemCount: number;
  lines: Line[];
  totals: { subTotal: number; freight: number; cutting: number; gst: number; total: number };
};

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${keys++}`;

describe.each(TEST_DATABASES)('orders on $name', ({ url }) => {
  let app: TestApp;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let admin: ApiClient;
  let guest: ApiClient;
  let settings: { cutoffHour: number; freightChargeCents: number; freeFreightThresholdCents: number };
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ bistro, takeaway, admin, guest } = await signedInClients(app, ['bistro', 'takeaway', 'admin']));
    settings = (await bistro.graphql<{ getSettingsVariables: typeof settings }>(SETTINGS)).data!
      .getSettingsVariables;
  });
  afterAll(async () => {
    app?.setNow(null);
    await app?.close();
  });

  const db = () => app.database.db;
  const orderable = async () =>
    (await db().select().from(product)).filter((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT');
  const place = (client: ApiClient, input: Record<string, unknown>) =>
    client.graphql<{ createOrder: Order }>(CREATE, {
      input: { idempotencyKey: newKey(), isDelivery: true, ...input },
    });
  const ordersOf = async (email: string) => {
    const [row] = await db().select({ id: customer.id }).from(customer).where(eq(customer.email, email));
    const [n] = await db().select({ n: count() }).from(order).where(eq(order.customerId, row!.id));
    return n?.n ?? 0;
  };

  it('prices a customer’s order at their level’s custom prices and works out freight, GST and the total', async () => {
    const [bistroRow] = await db().select().from(customer).where(eq(customer.email, 'bistro@demo.test'));
    const custom = await db()
      .select()
      .from(customPrice)
      .where(eq(customPrice.priceLevelId, bistroRow!.priceLevelId!));
    const products = await orderable();
    const discounted = products.find((p) => custom.some((c) => c.productId === p.id));
    const plain = products.find((p) => !custom.some((c) => c.productId === p.id));
    const lines = [
      { productId: discounted!.id, quantity: 2.5, notes: 'skin off' },
      { productId: plain!.id, quantity: 1 },
    ];
    const response = await place(bistro, { lines, purchaseOrder: 'PO-77' });
    expect(response.errors).toBeUndefined();
    const placed = response.data!.createOrder;
    const prices = [
      toCents(custom.find((c) => c.productId === discounted!.id)!.price),
      toCents(plain!.defaultPrice),
    ];
    expect(placed.lines.map((l) => l.unitPrice)).toEqual(prices);
    const expected = pendingTotals({
      lines: lines.map((l, i) => ({ quantity: l.quantity, unitPrice: prices[i]! })),
      isDelivery: true,
      freightCharge: toCents(settings.freightChargeCents / 100),
      freeFreightThreshold: toCents(settings.freeFreightThresholdCents / 100),
    });
    expect(placed.totals).toEqual({
      subTotal: expected.subTotal,
      freight: expected.freight,
      cutting: 0,
      gst: expected.gst,
      total: expected.total,
    });
    expect(placed).toMatchObject({
      status: 'PENDING',
      itemCount: 2,
      shortId: placed.id.slice(0, 5).toUpperCase(),
    });

    const [stored] = await db().select().from(order).where(eq(order.id, placed.id));
    expect(stored).toMatchObject({
      status: 'PENDING',
      line: bistroRow!.customerLevel,
      purchaseOrder: 'PO-77',
    });
    expect(stored?.customerSnapshot.companyName).toBe(bistroRow!.companyName);
    const [notice] = await db().select().from(notification).where(eq(notification.orderId, placed.id));
    expect(notice?.message).toBe(`${bistroRow!.companyName} placed order ${placed.shortId}`);
    // With the built-in packing board the production system reads the orders table: nothing is pushed.
    const queued = await db()
      .select({ topic: outbox.topic })
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'orderId' = ${placed.id} or ${outbox.subject} = ${`order:${placed.id}`}`,
      );
    expect(queued).toEqual([]);
  });

  it('mails the customer a confirmation with the lines and the estimate', async () => {
    const [item] = await orderable();
    const placed = (await place(bistro, { lines: [{ productId: item!.id, quantity: 3 }] })).data!.createOrder;
    const mailDir = join(app.dataDir, 'mail');
    // The mail goes out through the outbox after the order is committed, so the customer never waits for it.
    const findMail = () =>
      readdirSync(mailDir)
        .map((f) => readFileSync(join(mailDir, f), 'utf8'))
        .find((text) => text.includes(`Order ${placed.shortId} received`));
    let mail = findMail();
    for (let tries = 0; !mail && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mail = findMail();
    }
    expect(mail).toBeDefined();
    expect(mail).toContain('To: bistro@demo.test');
    expect(mail).toContain(item!.name);
    const confirmationKey = `mail.order-confirmation:${placed.id}`;
    await vi.waitFor(
      async () => {
        const [entry] = await db().select().from(outbox).where(eq(outbox.idempotencyKey, confirmationKey));
        expect(entry).toMatchObject({ status: 'DONE', attempts: 1 });
      },
      { timeout: 3_000, interval: 50 },
    );
  });

  it('mails no confirmation to a customer who turned them off', async () => {
    const PREFERENCE = `mutation ($on: Boolean!) {
      updateMyAccount(input: { orderConfirmationEmails: $on }) { orderConfirmationEmails } }`;
    expect((await takeaway.graphql(PREFERENCE, { on: false })).errors).toBeUndefined();
    try {
      const [item] = await orderable();
      const placed = (await place(takeaway, { lines: [{ productId: item!.id, quantity: 1 }] })).data!
        .createOrder;
      // Give a mail that should not exist the time one that should would take.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const mailDir = join(app.dataDir, 'mail');
      const mentions = readdirSync(mailDir).filter((f) =>
        readFileSync(join(mailDir, f), 'utf8').includes(`Order ${placed.shortId} received`),
      );
      expect(mentions).toEqual([]);
      const queued = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.idempotencyKey, `mail.order-confirmation:${placed.id}`));
      expect(queued).toEqual([]);
    } finally {
      await takeaway.graphql(PREFERENCE, { on: true });
    }
  });

  it('charges freight on delivery under the threshold, none over it, and none for pick-up', async () => {
    const products = await orderable();
    const cheap = products.reduce((a, b) => (toCents(a.defaultPrice) < toCents(b.defaultPrice) ? a : b));
    const under = (await place(takeaway, { lines: [{ productId: cheap.id, quantity: 1 }] })).data!
      .createOrder;
    expect(under.totals.freight).toBe(settings.freightChargeCents);
    const pickUp = (
      await place(takeaway, { lines: [{ productId: cheap.id, quantity: 1 }], isDelivery: false })
    ).data!.createOrder;
    expect(pickUp.totals.freight).toBe(0);
    // Enough of it that 1.15 × sub-total passes the threshold.
    const quantity = Math.ceil(settings.freeFreightThresholdCents / toCents(cheap.defaultPrice)) + 1;
    const over = (await place(takeaway, { lines: [{ productId: cheap.id, quantity }] })).data!.createOrder;
    expect(over.totals.subTotal * 1.15).toBeGreaterThan(settings.freeFreightThresholdCents);
    expect(over.totals.freight).toBe(0);
  });

  it('takes no price or total from the browser: the input has no such field, and one sent is refused', async () => {
    const inputs = ['CreateOrderInput', 'OrderLineInput'].flatMap((name) => {
      const type = schema.getType(name);
      return type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    });
    expect(inputs.length).toBeGreaterThan(3);
    expect(inputs.filter((field) => /price|total|freight|gst|amount/i.test(field))).toEqual([]);
    const [item] = await orderable();
    const before = await ordersOf('bistro@demo.test');
    const forged = await place(bistro, { lines: [{ productId: item!.id, quantity: 1, unitPrice: 1 }] });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(await ordersOf('bistro@demo.test')).toBe(before);
  });

  it('refuses disabled and out-of-stock products, an empty order and bad quantities, creating nothing', async () => {
    const all = await db().select().from(product);
    const disabled = all.find((p) => !p.isEnabled);
    const outOfStock = all.find((p) => p.isEnabled && !p.inStock);
    const [item] = await orderable();
    const before = await ordersOf('bistro@demo.test');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          lines: [
            { productId: item!.id, quantity: 1 },
            { productId: disabled!.id, quantity: 1 },
          ],
        },
        'PRODUCT_UNAVAILABLE',
      ],
      [{ lines: [{ productId: outOfStock!.id, quantity: 1 }] }, 'PRODUCT_OUT_OF_STOCK'],
      [{ lines: [] }, 'ORDER_EMPTY'],
      [{ lines: [{ productId: item!.id, quantity: 0.05 }] }, 'BAD_INPUT'],
      [{ lines: [{ productId: item!.id, quantity: 1.0001 }] }, 'BAD_INPUT'],
      [
        {
          lines: [
            { productId: item!.id, quantity: 1 },
            { productId: item!.id, quantity: 2 },
          ],
        },
        'BAD_INPUT',
      ],
      [
        { lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
        'PRODUCT_UNAVAILABLE',
      ],
    ];
    for (const [input, code] of cases) {
      const response = await place(bistro, input);
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe(code);
    }
    const unavailable = await place(bistro, { lines: [{ productId: disabled!.id, quantity: 1 }] });
    expect(unavailable.errors?.[0]?.message).toBe(`${disabled!.name} is no longer available.`);
    expect(await ordersOf('bistro@demo.test')).toBe(before);
  });

  it('lets only customers order: a guest must sign in, staff are refused', async () => {
    const [item] = await orderable();
    const lines = [{ productId: item!.id, quantity: 1 }];
    expect((await place(guest, { lines })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await place(admin, { lines })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('makes one order from 50 simultaneous confirmations with the same key', async () => {
    const [item] = await orderable();
    const before = await ordersOf('bistro@demo.test');
    const input = {
      idempotencyKey: newKey(),
      isDelivery: true,
      lines: [{ productId: item!.id, quantity: 2 }],
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => bistro.graphql<{ createOrder: Order }>(CREATE, { input })),
    );
    expect(responses.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(responses.map((r) => r.data?.createOrder.id)).size).toBe(1);
    expect(await ordersOf('bistro@demo.test')).toBe(before + 1);
  });

  it('answers a retry with the order already placed, even once a product in it has run out', async () => {
    const [item] = await orderable();
    const input = {
      idempotencyKey: newKey(),
      isDelivery: false,
      lines: [{ productId: item!.id, quantity: 1 }],
    };
    const first = await bistro.graphql<{ createOrder: Order }>(CREATE, { input });
    expect(first.errors).toBeUndefined();
    await db().update(product).set({ inStock: false }).where(eq(product.id, item!.id));
    try {
      const retry = await bistro.graphql<{ createOrder: Order }>(CREATE, { input });
      expect(retry.errors).toBeUndefined();
      expect(retry.data!.createOrder.id).toBe(first.data!.createOrder.id);
      // The same key from another customer is their own first try.
      const other = await takeaway.graphql<{ createOrder: Order }>(CREATE, { input });
      expect(other.errors?.[0]?.extensions?.code).toBe('PRODUCT_OUT_OF_STOCK');
    } finally {
      await db().update(product).set({ inStock: true }).where(eq(product.id, item!.id));
    }
  });

  it('places an order whose note ends in half an emoji, keeping the rest of the note', async () => {
    const [item] = await orderable();
    const response = await place(bistro, {
      purchaseOrder: 'PO \uD83E',
      lines: [{ productId: item!.id, quantity: 1, notes: 'thin \uD83E' }],
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.createOrder.lines[0]?.notes).toBe('thin \uFFFD');
  });

  it('refuses an order from a customer disabled after signing in, creating nothing', async () => {
    const [item] = await orderable();
    const before = await ordersOf('takeaway@demo.test');
    await db().update(customer).set({ isActive: false }).where(eq(customer.email, 'takeaway@demo.test'));
    try {
      const response = await place(takeaway, { lines: [{ productId: item!.id, quantity: 1 }] });
      expect(response.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DISABLED');
    } finally {
      await db().update(customer).set({ isActive: true }).where(eq(customer.email, 'takeaway@demo.test'));
    }
    expect(await ordersOf('takeaway@demo.test')).toBe(before);
  });

  it('stores 200 simultaneous different orders, each with the right totals', async () => {
    const products = (await orderable()).slice(0, 10);
    const before = await ordersOf('takeaway@demo.test');
    const inputs = Array.from({ length: 200 }, (_, i) => ({
      idempotencyKey: newKey(),
      isDelivery: i % 2 === 0,
      lines: [
        { productId: products[i % products.length]!.id, quantity: (i % 7) + 1 },
        { productId: products[(i + 3) % products.length]!.id, quantity: 0.5 + (i % 3) },
      ],
    }));
    const responses = await Promise.all(
      inputs.map((input) => takeaway.graphql<{ createOrder: Order }>(CREATE, { input })),
    );
    expect(responses.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(await ordersOf('takeaway@demo.test')).toBe(before + 200);
    const prices = new Map(products.map((p) => [p.id, toCents(p.defaultPrice)]));
    for (const [i, response] of responses.entries()) {
      const input = inputs[i]!;
      const expected = pendingTotals({
        lines: input.lines.map((l) => ({ quantity: l.quantity, unitPrice: prices.get(l.productId)! })),
        isDelivery: input.isDelivery,
        freightCharge: toCents(settings.freightChargeCents / 100),
        freeFreightThreshold: toCents(settings.freeFreightThresholdCents / 100),
      });
      const stored = (
        await takeaway.graphql<{ getMyOrder: Order }>(GET, { id: response.data!.createOrder.id })
      ).data!.getMyOrder;
      expect(stored.totals.total).toBe(expected.total);
    }
  });

  // Instants in the past: moving the clock forward would also age the test's sessions past their idle limit.
  it.each([
    ['a Wednesday before the cutoff', '2026-11-10T14:00:00Z', '2026-11-11', '2026-11-11', false], // Wed 03:00 NZDT
    ['a Wednesday after the cutoff', '2026-11-10T20:00:00Z', '2026-11-11', '2026-11-12', true], // Wed 09:00 NZDT
    ['a Saturday after the cutoff', '2026-11-13T20:00:00Z', '2026-11-14', '2026-11-16', true], // Sat 09:00 NZDT
    ['a Sunday', '2026-11-14T20:00:00Z', '2026-11-15', '2026-11-16', true], // Sun 09:00 NZDT
  ])('dates an order placed on %s in Pacific/Auckland', async (_when, instant, day, date, moved) => {
    app.setNow(new Date(instant));
    try {
      const preview = (
        await bistro.graphql<{ orderProcessingDate: { date: string; moved: boolean } }>(PROCESSING)
      ).data!.orderProcessingDate;
      expect(preview).toMatchObject({ date, moved });
      const [item] = await orderable();
      const placed = (await place(bistro, { lines: [{ productId: item!.id, quantity: 1 }] })).data!
        .createOrder;
      expect(placed.processingDate).toBe(date);
      // The day it was placed on, as My Orders shows it: New Zealand's, not the UTC day of the instant.
      expect(placed.orderDay).toBe(day);
    } finally {
      app.setNow(null);
    }
  });

  it('shows a customer only their own orders, newest first, filtered as My Orders shows them', async () => {
    const [item] = await orderable();
    const mine = (await place(takeaway, { lines: [{ productId: item!.id, quantity: 1 }] })).data!.createOrder;
    const pending = (await takeaway.graphql<{ listMyOrders: { totalCount: number; orders: Order[] } }>(LIST))
      .data!.listMyOrders;
    expect(pending.orders[0]?.id).toBe(mine.id);
    expect(new Set(pending.orders.map((o) => o.status))).toEqual(new Set(['PENDING']));
    const all = (await takeaway.graphql<{ listMyOrders: { totalCount: number } }>(LIST, { status: 'ALL' }))
      .data!.listMyOrders;
    expect(all.totalCount).toBe(await ordersOf('takeaway@demo.test'));
    const completed = (
      await takeaway.graphql<{ listMyOrders: { orders: Order[] } }>(LIST, {
        status: 'COMPLETED',
        limit: 1000,
      })
    ).data!.listMyOrders;
    expect(completed.orders.every((o) => o.status === 'COMPLETED' || o.status === 'CANCELLED')).toBe(true);

    const fromBistro = await bistro.graphql(GET, { id: mine.id });
    expect(fromBistro.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    const bistroList = (
      await bistro.graphql<{ listMyOrders: { orders: Order[] } }>(LIST, { status: 'ALL', limit: 1000 })
    ).data!.listMyOrders;
    expect(bistroList.orders.map((o) => o.id)).not.toContain(mine.id);
  });

  it('shows a cancelled order as CANCELLED under the COMPLETED filter, without totals; a pending one with them', async () => {
    const [item] = await orderable();
    const cancelled = (await place(bistro, { lines: [{ productId: item!.id, quantity: 2 }] })).data!
      .createOrder;
    const pending = (await place(bistro, { lines: [{ productId: item!.id, quantity: 1 }] })).data!
      .createOrder;
    await db().update(order).set({ status: 'CANCELLED' }).where(eq(order.id, cancelled.id));

    const detail = (await bistro.graphql<{ getMyOrder: Order }>(GET, { id: cancelled.id })).data!.getMyOrder;
    expect(detail).toMatchObject({ id: cancelled.id, status: 'CANCELLED', totals: null });
    const LIST_TOTALS = `query ($status: CustomerOrderFilter) {
      listMyOrders(status: $status, limit: 1000) { orders { id status totals { total } } } }`;
    const listed = async (status: string) =>
      (await bistro.graphql<{ listMyOrders: { orders: Order[] } }>(LIST_TOTALS, { status })).data!
        .listMyOrders.orders;
    expect((await listed('COMPLETED')).find((o) => o.id === cancelled.id)).toEqual({
      id: cancelled.id,
      status: 'CANCELLED',
      totals: null,
    });
    expect((await listed('PENDING')).map((o) => o.id)).not.toContain(cancelled.id);

    const open = (await bistro.graphql<{ getMyOrder: Order }>(GET, { id: pending.id })).data!.getMyOrder;
    expect(open.status).toBe('PENDING');
    expect(open.totals).toEqual(pending.totals);
    expect(open.totals.total).toBeGreaterThan(0);
    expect((await listed('PENDING')).find((o) => o.id === pending.id)?.totals).toEqual({
      total: pending.totals.total,
    });
  });

  it('tells a customer, and nobody else, about their order as it is placed', async () => {
    const SUB = 'subscription { myOrderChanged { action order { id } } }';
    const forTakeaway = (await takeaway.firstEvent<{ myOrderChanged: { order: { id: string } } }>(SUB)).event;
    const forBistro = (await bistro.firstEvent<{ myOrderChanged: { order: { id: string } } }>(SUB)).event;
    const [item] = await orderable();
    const placed = (await place(bistro, { lines: [{ productId: item!.id, quantity: 1 }] })).data!.createOrder;
    expect((await forBistro).data?.myOrderChanged.order.id).toBe(placed.id);
    const second = (await place(takeaway, { lines: [{ productId: item!.id, quantity: 1 }] })).data!
      .createOrder;
    expect((await forTakeaway).data?.myOrderChanged.order.id).toBe(second.id);
  });

  it('keeps each customer’s product notes to themselves', async () => {
    const [item] = await orderable();
    await bistro.graphql(SET_NOTE, { id: item!.id, notes: '  cut in 4 ' });
    expect((await bistro.graphql(NOTES, { ids: [item!.id] })).data).toEqual({
      myProductNotes: [{ productId: item!.id, notes: 'cut in 4' }],
    });
    expect((await takeaway.graphql(NOTES, { ids: [item!.id] })).data).toEqual({ myProductNotes: [] });
    await bistro.graphql(SET_NOTE, { id: item!.id, notes: '' });
    expect((await bistro.graphql(NOTES, { ids: [item!.id] })).data).toEqual({ myProductNotes: [] });
    expect((await guest.graphql(NOTES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [bistroRow] = await db().select().from(customer).where(eq(customer.email, 'bistro@demo.test'));
    expect(
      await db()
        .select()
        .from(order)
        .where(and(eq(order.customerId, bistroRow!.id), eq(order.status, 'PENDING'))),
    ).not.toHaveLength(0);
  });
});
