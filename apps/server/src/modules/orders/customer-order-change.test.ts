import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customer,
  customPrice,
  notification,
  order,
  orderChange,
  orderLine,
  outbox,
  product,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ORDER_FIELDS = `id shortId version status processingDate purchaseOrder isDelivery
  customerChange { canChange message phone }
  lines { productId quantity unitPrice notes }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`;
const GET = `query ($id: ID!) { getMyOrder(id: $id) { ${ORDER_FIELDS} } }`;
const CHANGE = `mutation ($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {
  changeMyOrder(id: $id, version: $version, input: $input) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!, $version: Int!) { cancelMyOrder(id: $id, version: $version) { ${ORDER_FIELDS} } }`;
const SET_WEIGHT = `mutation ($lineId: ID!, $w: Float) { setPackedWeight(lineId: $lineId, packedWeight: $w) { line { id } } }`;
const MARK_PACKED = 'mutation ($id: ID!) { markOrderPacked(id: $id, confirmFarOff: true) { id } }';
const STAFF_EVENTS = 'subscription { adminOrderChanged { action orderId version actorName } }';
const SETTINGS = '{ getSettingsVariables { cutoffHour } }';

type Order = {
  id: string;
  shortId: string;
  version: number;
  status: string;
  processingDate: string;
  purchaseOrder: string;
  isDelivery: boolean;
  customerChange: { canChange: boolean; message: string; phone: string | null };
  lines: Array<{ productId: string; quantity: number; unitPrice: number; notes: string }>;
};

// Monday 07/12/2026 00:30 NZDT: before any cutoff hour but 0, on a day the shop processes.
const PLACED_AT = new Date('2026-12-06T11:30:00Z');
let keys = 0;

describe.each(TEST_DATABASES)('customers change their own orders on $name', ({ url }) => {
  let app: TestApp;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let admin: ApiClient;
  let cutoffHour: number;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ bistro, takeaway, admin } = await signedInClients(app, ['bistro', 'takeaway', 'admin']));
    cutoffHour = (await bistro.graphql<{ getSettingsVariables: { cutoffHour: number } }>(SETTINGS)).data!
      .getSettingsVariables.cutoffHour;
  });
  afterAll(async () => {
    app?.setNow(null);
    await app?.close();
  });

  const db = () => app.database.db;
  const orderable = async () =>
    (await db().select().from(product)).filter((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT');
  /** The instant the order's processing date reaches the cutoff hour (December: NZDT, UTC+13). */
  const cutoffOf = (o: Order) =>
    new Date(`${o.processingDate}T${String(cutoffHour).padStart(2, '0')}:00:00+13:00`);
  const placeForBistro = async (productId: string, quantity = 2) => {
    app.setNow(PLACED_AT);
    const placed = await bistro.graphql<{ createOrder: Order }>(CREATE, {
      input: {
        idempotencyKey: `change-test-${keys++}-${Date.now()}`,
        isDelivery: true,
        lines: [{ productId, quantity }],
      },
    });
    expect(placed.errors).toBeUndefined();
    return placed.data!.createOrder;
  };
  const errorOf = (answer: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) => ({
    code: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
  });

  it('changes quantities, lines, pick-up and PO by staff’s rules: priced on the server, in the history, a notice, live for staff, mailed again', async () => {
    const [first, second] = await orderable();
    const placed = await placeForBistro(first!.id);
    expect(placed.version).toBe(1);
    expect(placed.customerChange).toMatchObject({ canChange: true, phone: null });
    expect(placed.customerChange.message).toMatch(/^You can change or cancel this order until \d\d:00 on /);

    const staffHears = await admin.firstEvent<{
      adminOrderChanged: { action: string; orderId: string; version: number };
    }>(STAFF_EVENTS, (e) => e.data?.adminOrderChanged.orderId === placed.id);
    const answer = await bistro.graphql<{ changeMyOrder: Order }>(CHANGE, {
      id: placed.id,
      version: 1,
      input: {
        isDelivery: false,
        purchaseOrder: 'PO-77',
        lines: [
          { productId: first!.id, quantity: 5, notes: 'thin slices' },
          { productId: second!.id, quantity: 1 },
        ],
      },
    });
    expect(answer.errors).toBeUndefined();
    const changed = answer.data!.changeMyOrder;
    expect(changed).toMatchObject({
      version: 2,
      status: 'PENDING',
      isDelivery: false,
      purchaseOrder: 'PO-77',
    });
    expect(changed.lines.map((l) => [l.productId, l.quantity, l.notes])).toEqual([
      [first!.id, 5, 'thin slices'],
      [second!.id, 1, ''],
    ]);
    // The kept line keeps the price it was placed at; the new one is priced at bistro's level by the server.
    expect(changed.lines[0]!.unitPrice).toBe(placed.lines[0]!.unitPrice);
    const [bistroRow] = await db().select().from(customer).where(eq(customer.email, 'bistro@demo.test'));
    const [custom] = await db()
      .select()
      .from(customPrice)
      .where(
        and(eq(customPrice.priceLevelId, bistroRow!.priceLevelId!), eq(customPrice.productId, second!.id)),
      );
    expect(changed.lines[1]!.unitPrice).toBe(Math.round(Number(custom?.price ?? second!.defaultPrice) * 100));

    expect((await staffHears.event).data?.adminOrderChanged).toMatchObject({ action: 'UPDATED', version: 2 });
    const history = await db().select().from(orderChange).where(eq(orderChange.orderId, placed.id));
    const entry = history.find((h) => h.version === 2);
    expect(entry?.actorName).toContain(bistroRow!.companyName);
    expect(entry?.summary).toBeTruthy();
    const notices = await db().select().from(notification).where(eq(notification.orderId, placed.id));
    expect(notices.map((n) => n.message)).toContain(
      `${bistroRow!.companyName} changed order ${placed.shortId}`,
    );
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `mail.order-confirmation:${placed.id}:v2`));
    expect(mail?.topic).toBe('mail.order-confirmation');
    // Delivered after the commit, saying it is the changed order and what it holds now.
    const mailDir = join(app.dataDir, 'mail');
    await vi.waitFor(
      () => {
        const sent = readdirSync(mailDir)
          .map((f) => readFileSync(join(mailDir, f), 'utf8'))
          .find((text) => text.includes(`Order ${placed.shortId} changed`));
        expect(sent).toContain('thin slices');
      },
      { timeout: 5_000, interval: 100 },
    );

    // A second change over the version it replaced changes nothing.
    const stale = await bistro.graphql(CHANGE, {
      id: placed.id,
      version: 1,
      input: { isDelivery: true, lines: [{ productId: first!.id, quantity: 9 }] },
    });
    expect(errorOf(stale).code).toBe('ORDER_STALE');
  });

  it('holds a change that raises the order to a new order’s rules while on stop; lowering it still goes through', async () => {
    const [item] = await orderable();
    const placed = await placeForBistro(item!.id, 4);
    const [bistroRow] = await db().select().from(customer).where(eq(customer.email, 'bistro@demo.test'));
    const STOP =
      'mutation ($id: ID!, $on: Boolean!, $reason: String) { setCustomerOnStop(id: $id, onStop: $on, reason: $reason) { id } }';
    expect(
      (await admin.graphql(STOP, { id: bistroRow!.id, on: true, reason: 'Overdue' })).errors,
    ).toBeUndefined();
    try {
      const raised = await bistro.graphql(CHANGE, {
        id: placed.id,
        version: 1,
        input: { isDelivery: true, lines: [{ productId: item!.id, quantity: 9 }] },
      });
      expect(errorOf(raised).code).toBe('ACCOUNT_ON_HOLD');
      expect(errorOf(raised).message).toContain('09 276 4185');
      const lowered = await bistro.graphql<{ changeMyOrder: Order }>(CHANGE, {
        id: placed.id,
        version: 1,
        input: { isDelivery: true, lines: [{ productId: item!.id, quantity: 1 }] },
      });
      expect(lowered.errors).toBeUndefined();
      expect(lowered.data!.changeMyOrder.lines[0]!.quantity).toBe(1);
    } finally {
      await admin.graphql(STOP, { id: bistroRow!.id, on: false });
    }
  });

  it('refuses another customer’s order as not found, and leaves it alone', async () => {
    const [item] = await orderable();
    const placed = await placeForBistro(item!.id);
    const change = await takeaway.graphql(CHANGE, {
      id: placed.id,
      version: 1,
      input: { isDelivery: true, lines: [{ productId: item!.id, quantity: 40 }] },
    });
    expect(errorOf(change).code).toBe('ORDER_NOT_FOUND');
    const cancel = await takeaway.graphql(CANCEL, { id: placed.id, version: 1 });
    expect(errorOf(cancel).code).toBe('ORDER_NOT_FOUND');
    expect(errorOf(await admin.graphql(CANCEL, { id: placed.id, version: 1 })).code).toBe('FORBIDDEN');
    const [row] = await db().select().from(order).where(eq(order.id, placed.id));
    expect(row).toMatchObject({ status: 'PENDING', version: 1 });
  });

  it('locks the order once packing starts, and once it is packed, saying why and whom to call', async () => {
    const [item] = await orderable();
    const placed = await placeForBistro(item!.id);
    const lineIds = await db()
      .select({ id: orderLine.id })
      .from(orderLine)
      .where(eq(orderLine.orderId, placed.id));
    expect((await admin.graphql(SET_WEIGHT, { lineId: lineIds[0]!.id, w: 2.1 })).errors).toBeUndefined();

    const seen = (await bistro.graphql<{ getMyOrder: Order }>(GET, { id: placed.id })).data!.getMyOrder;
    expect(seen.customerChange).toEqual({
      canChange: false,
      message: 'This order is locked: we have started packing it. Call us on 09 276 4185 to change it.',
      phone: '09 276 4185',
    });
    const refused = await bistro.graphql(CANCEL, { id: placed.id, version: seen.version });
    expect(errorOf(refused)).toEqual({ code: 'ORDER_LOCKED', message: seen.customerChange.message });

    expect((await admin.graphql(MARK_PACKED, { id: placed.id })).errors).toBeUndefined();
    // Read at the version before packing: told it is locked, not that someone else changed it.
    const packed = await bistro.graphql(CHANGE, {
      id: placed.id,
      version: 1,
      input: { isDelivery: true, lines: [{ productId: item!.id, quantity: 1 }] },
    });
    expect(errorOf(packed)).toEqual({
      code: 'ORDER_LOCKED',
      message: 'This order is locked: it has been packed. Call us on 09 276 4185 to change it.',
    });
    const [row] = await db().select().from(order).where(eq(order.id, placed.id));
    expect(row?.status).toBe('PACKED');
  });

  it('locks the order at the cutoff minute of its processing date (NZ time), and cancels it the minute before', async () => {
    const [item] = await orderable();
    const placed = await placeForBistro(item!.id);
    const cutoff = cutoffOf(placed);
    const input = { isDelivery: true, lines: [{ productId: item!.id, quantity: 3 }] };

    app.setNow(cutoff);
    const seen = (await bistro.graphql<{ getMyOrder: Order }>(GET, { id: placed.id })).data!.getMyOrder;
    expect(seen.customerChange.canChange).toBe(false);
    expect(seen.customerChange.message).toMatch(
      new RegExp(
        `^This order is locked: the cutoff for \\w+ ${placed.processingDate.split('-').reverse().join('/')} passed at ${String(cutoffHour).padStart(2, '0')}:00\\. Call us on 09 276 4185 to change it\\.$`,
      ),
    );
    const late = await bistro.graphql(CHANGE, { id: placed.id, version: 1, input });
    expect(errorOf(late)).toEqual({ code: 'ORDER_LOCKED', message: seen.customerChange.message });
    app.setNow(new Date(cutoff.getTime() + 60_000));
    expect(errorOf(await bistro.graphql(CANCEL, { id: placed.id, version: 1 })).code).toBe('ORDER_LOCKED');

    app.setNow(new Date(cutoff.getTime() - 60_000));
    const cancelled = await bistro.graphql<{ cancelMyOrder: Order }>(CANCEL, { id: placed.id, version: 1 });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelMyOrder).toMatchObject({ status: 'CANCELLED', version: 2 });
    expect(cancelled.data!.cancelMyOrder.customerChange.canChange).toBe(false);
    const notices = await db().select().from(notification).where(eq(notification.orderId, placed.id));
    expect(notices.some((n) => n.message.endsWith(`cancelled order ${placed.shortId}`))).toBe(true);
    // A cancellation is not mailed as a changed order.
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `mail.order-confirmation:${placed.id}:v2`));
    expect(mails).toEqual([]);
  });
});
