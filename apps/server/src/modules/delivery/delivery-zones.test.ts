import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customer,
  deliveryZone,
  order,
  product,
  recurringOrder,
  recurringOrderLine,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ZONE_FIELDS =
  'id name weekdays cutoffHour freightChargeCents freeFreightThresholdCents minimumOrderCents customerCount';
const ZONES = `query { deliveryZones { ${ZONE_FIELDS} } }`;
const CREATE_ZONE = `mutation ($input: DeliveryZoneInput!) { createDeliveryZone(input: $input) { ${ZONE_FIELDS} } }`;
const UPDATE_ZONE = `mutation ($id: ID!, $input: DeliveryZoneInput!) {
  updateDeliveryZone(id: $id, input: $input) { ${ZONE_FIELDS} } }`;
const DELETE_ZONE = 'mutation ($id: ID!) { deleteDeliveryZone(id: $id) }';
const WHEN = `query { orderProcessingDate { date moved notice delivery {
  date text notice zoneName days freightChargeCents freeFreightThresholdCents minimumOrderCents } } }`;
const PLACE = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) { id version processingDate totals { subTotal freight } } }`;
const CHANGE = `mutation ($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {
  changeMyOrder(id: $id, version: $version, input: $input) { id version totals { subTotal } } }`;
const STAFF_CREATE = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id } }`;
const CUSTOMER_FIELDS =
  'id customerCode firstName lastName email mobile companyName customerLevel priceLevel { id } deliveryZone { id name } address { addr1 addr2 addr3 city postalCode }';
const CUSTOMERS = `query ($search: String) { adminCustomers(search: $search, offset: 0, limit: 5) { rows { ${CUSTOMER_FIELDS} } } }`;
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) {
  updateCustomer(id: $id, input: $input) { deliveryZone { id name } } }`;

type Zone = {
  id: string;
  name: string;
  weekdays: number[];
  cutoffHour: number | null;
  freightChargeCents: number;
  freeFreightThresholdCents: number;
  minimumOrderCents: number;
  customerCount: number;
};
type Answer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

const CENTRAL = {
  name: 'Central',
  weekdays: [4, 2],
  cutoffHour: null,
  freightChargeCents: 1500,
  freeFreightThresholdCents: 30_000,
  minimumOrderCents: 15_000,
};

// Monday 07/12/2026 20:00 NZDT, after the 05:00 cutoff: Tuesday's the next processing day.
const MONDAY_EVENING = new Date('2026-12-07T07:00:00Z');
// Tuesday 08/12/2026 06:00 NZDT, after the cutoff: pick-up goes to Wednesday, Central's van on Thursday.
const TUESDAY_MORNING = new Date('2026-12-07T17:00:00Z');

const messageOf = (answer: Answer<unknown>) => answer.errors?.[0]?.message;
const dollars = (c: number) => `$${(c / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

describe.each(TEST_DATABASES)('delivery zones on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let central: Zone;
  /** An enabled, in-stock product sold by the each or the box, and its price to bistro (cents). */
  let item: { id: string };

  const db = () => app.database.db;
  const ordersOf = async (customerId: string) =>
    Number(
      (await db().select({ n: count() }).from(order).where(eq(order.customerId, customerId)))[0]?.n ?? 0,
    );
  const place = (client: ApiClient, isDelivery: boolean, quantity: number) =>
    client.graphql<{
      createOrder: {
        id: string;
        version: number;
        processingDate: string;
        totals: { subTotal: number; freight: number };
      };
    }>(PLACE, {
      input: { idempotencyKey: randomUUID(), isDelivery, lines: [{ productId: item.id, quantity }] },
    });
  const putIn = (customerId: string, zoneId: string | null) =>
    db().update(customer).set({ deliveryZoneId: zoneId }).where(eq(customer.id, customerId));
  const setMinimum = async (minimumOrderCents: number) => {
    const saved = await admin.graphql<{ updateDeliveryZone: Zone }>(UPDATE_ZONE, {
      id: central.id,
      input: { ...CENTRAL, minimumOrderCents },
    });
    expect(saved.errors).toBeUndefined();
  };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    // Nobody on stop or near a credit limit: only the zone may refuse these orders.
    await db().update(customer).set({ onStop: false, creditLimit: null });
    const [found] = await db()
      .select({ id: product.id })
      .from(product)
      .where(eq(product.isEnabled, true))
      .orderBy(asc(product.code))
      .limit(1);
    item = found!;
    app.setNow(MONDAY_EVENING);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is staff’s alone: guests and customers can neither read nor change zones', async () => {
    const zoneId = randomUUID();
    for (const [client, code] of [
      [guest, 'UNAUTHENTICATED'],
      [bistro, 'FORBIDDEN'],
    ] as const) {
      expect(codeOf(await client.graphql(ZONES))).toBe(code);
      expect(codeOf(await client.graphql(CREATE_ZONE, { input: CENTRAL }))).toBe(code);
      expect(codeOf(await client.graphql(UPDATE_ZONE, { id: zoneId, input: CENTRAL }))).toBe(code);
      expect(codeOf(await client.graphql(DELETE_ZONE, { id: zoneId }))).toBe(code);
    }
    expect(await db().select().from(deliveryZone)).toEqual([]);
  });

  it('adds a zone with its days in order, and refuses a bad one with the field’s message', async () => {
    const created = await admin.graphql<{ createDeliveryZone: Zone }>(CREATE_ZONE, { input: CENTRAL });
    expect(created.errors).toBeUndefined();
    central = created.data!.createDeliveryZone;
    expect(central).toMatchObject({ ...CENTRAL, weekdays: [2, 4], customerCount: 0 });

    const refusals: Array<[Partial<typeof CENTRAL>, string, string]> = [
      [{ name: 'central' }, 'DELIVERY_ZONE_EXISTS', 'A delivery zone with this name already exists.'],
      [{ name: '  ' }, 'BAD_INPUT', 'Zone name is required'],
      [{ name: 'North', weekdays: [] }, 'BAD_INPUT', 'Choose at least one delivery day'],
      [{ name: 'North', weekdays: [0, 1] }, 'BAD_INPUT', 'Delivery days are Monday to Saturday'],
      [{ name: 'North', minimumOrderCents: -1 }, 'BAD_INPUT', 'Minimum order cannot be negative'],
    ];
    for (const [change, code, message] of refusals) {
      const refused = await admin.graphql(CREATE_ZONE, { input: { ...CENTRAL, ...change } });
      expect(codeOf(refused)).toBe(code);
      expect(messageOf(refused)).toContain(message);
    }
    const listed = await admin.graphql<{ deliveryZones: Zone[] }>(ZONES);
    expect(listed.data?.deliveryZones.map((z) => z.name)).toEqual(['Central']);
  });

  it('puts a customer in a zone through their record, and refuses a zone that is gone', async () => {
    const found = await admin.graphql<{ adminCustomers: { rows: Array<Record<string, unknown>> } }>(
      CUSTOMERS,
      {
        search: 'bistro@demo.test',
      },
    );
    const row = found.data!.adminCustomers.rows[0] as {
      id: string;
      customerCode: string;
      priceLevel: { id: string } | null;
      address: Record<string, string>;
    } & Record<string, string>;
    const input = {
      customerCode: row.customerCode,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobile: row.mobile,
      companyName: row.companyName,
      customerLevel: row.customerLevel,
      priceLevelId: row.priceLevel?.id ?? null,
      ...row.address,
    };
    const gone = await admin.graphql(UPDATE_CUSTOMER, {
      id: row.id,
      input: { ...input, deliveryZoneId: randomUUID() },
    });
    expect(codeOf(gone)).toBe('DELIVERY_ZONE_NOT_FOUND');
    const saved = await admin.graphql<{ updateCustomer: { deliveryZone: { name: string } | null } }>(
      UPDATE_CUSTOMER,
      { id: row.id, input: { ...input, deliveryZoneId: central.id } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCustomer.deliveryZone?.name).toBe('Central');
    // Left out, the zone stays.
    const kept = await admin.graphql<{ updateCustomer: { deliveryZone: { name: string } | null } }>(
      UPDATE_CUSTOMER,
      { id: row.id, input },
    );
    expect(kept.data?.updateCustomer.deliveryZone?.name).toBe('Central');
    const listed = await admin.graphql<{ deliveryZones: Zone[] }>(ZONES);
    expect(listed.data?.deliveryZones[0]?.customerCount).toBe(1);
  });

  it('tells the cart its next delivery day in the zone, and leaves pick-up and customers in no zone as they were', async () => {
    await putIn(bistroId, central.id);
    await putIn(takeawayId, null);
    type When = {
      orderProcessingDate: {
        date: string;
        delivery: {
          date: string;
          text: string;
          zoneName: string;
          days: string;
          minimumOrderCents: number;
        } | null;
      };
    };
    app.setNow(MONDAY_EVENING);
    const monday = await bistro.graphql<When>(WHEN);
    expect(monday.data?.orderProcessingDate).toMatchObject({
      date: '2026-12-08',
      delivery: {
        date: '2026-12-08',
        text: 'Your next delivery day is Tuesday 08/12/2026',
        zoneName: 'Central',
        days: 'Tuesday and Thursday',
        minimumOrderCents: 15_000,
      },
    });
    app.setNow(TUESDAY_MORNING);
    const tuesday = await bistro.graphql<When>(WHEN);
    expect(tuesday.data?.orderProcessingDate.date).toBe('2026-12-09');
    expect(tuesday.data?.orderProcessingDate.delivery?.text).toBe(
      'Your next delivery day is Thursday 10/12/2026',
    );
    expect((await takeaway.graphql<When>(WHEN)).data?.orderProcessingDate.delivery).toBeNull();
    expect((await admin.graphql<When>(WHEN)).data?.orderProcessingDate.delivery).toBeNull();
  });

  it('refuses a delivery under the zone’s minimum with the figures, writing nothing; pick-up is not held to it', async () => {
    await putIn(bistroId, central.id);
    app.setNow(TUESDAY_MORNING);
    // The trolley's sub-total, from a pick-up of it (which the minimum does not touch).
    const pickUp = await place(bistro, false, 1);
    expect(pickUp.errors).toBeUndefined();
    expect(pickUp.data?.createOrder.processingDate).toBe('2026-12-09');
    const subTotal = pickUp.data!.createOrder.totals.subTotal;
    await setMinimum(subTotal + 1);

    const before = await ordersOf(bistroId);
    const refused = await place(bistro, true, 1);
    expect(codeOf(refused)).toBe('UNDER_ZONE_MINIMUM');
    expect(messageOf(refused)).toBe(
      `Orders for delivery to Central need at least ${dollars(subTotal + 1)} excl. GST; your trolley is ${dollars(subTotal)}.`,
    );
    expect(await ordersOf(bistroId)).toBe(before);

    // At the minimum exactly it goes, for the van's Thursday, with the zone's freight.
    await setMinimum(subTotal);
    const placed = await place(bistro, true, 1);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.createOrder.processingDate).toBe('2026-12-10');
    expect(placed.data?.createOrder.totals.freight).toBe(
      subTotal >= CENTRAL.freeFreightThresholdCents ? 0 : 1500,
    );
  });

  it('takes the zone’s freight, free over its threshold (with GST, as Settings’ is)', async () => {
    await putIn(bistroId, central.id);
    await setMinimum(0);
    app.setNow(MONDAY_EVENING);
    const small = await place(bistro, true, 1);
    const subTotal = small.data!.createOrder.totals.subTotal;
    expect(small.data?.createOrder.processingDate).toBe('2026-12-08');
    const saved = await admin.graphql(UPDATE_ZONE, {
      id: central.id,
      input: {
        ...CENTRAL,
        minimumOrderCents: 0,
        freightChargeCents: 2750,
        // With GST the sub-total is not over this, so freight is charged; a cent lower, it is.
        freeFreightThresholdCents: Math.ceil((subTotal * 115) / 100),
      },
    });
    expect(saved.errors).toBeUndefined();
    expect((await place(bistro, true, 1)).data?.createOrder.totals.freight).toBe(2750);
    await admin.graphql(UPDATE_ZONE, {
      id: central.id,
      input: {
        ...CENTRAL,
        minimumOrderCents: 0,
        freightChargeCents: 2750,
        freeFreightThresholdCents: Math.ceil((subTotal * 115) / 100) - 1,
      },
    });
    expect((await place(bistro, true, 1)).data?.createOrder.totals.freight).toBe(0);
    await admin.graphql(UPDATE_ZONE, { id: central.id, input: CENTRAL });
  });

  it('refuses a customer’s change that takes a delivery under the minimum, and takes one that keeps it over', async () => {
    await putIn(bistroId, central.id);
    await setMinimum(0);
    app.setNow(MONDAY_EVENING);
    const placed = await place(bistro, true, 3);
    expect(placed.errors).toBeUndefined();
    const { id, version, totals } = placed.data!.createOrder;
    await setMinimum(totals.subTotal);
    const change = (quantity: number, v: number) =>
      bistro.graphql<{ changeMyOrder: { version: number } }>(CHANGE, {
        id,
        version: v,
        input: { isDelivery: true, lines: [{ productId: item.id, quantity }] },
      });
    const lowered = await change(1, version);
    expect(codeOf(lowered)).toBe('UNDER_ZONE_MINIMUM');
    expect(messageOf(lowered)).toMatch(/^Orders for delivery to Central need at least .* your trolley is /);
    const raised = await change(4, version);
    expect(raised.errors).toBeUndefined();
  });

  it('locks a customer’s delivery at the zone’s earlier cutoff, and their pick-up at the shop’s', async () => {
    await putIn(bistroId, central.id);
    await admin.graphql(UPDATE_ZONE, {
      id: central.id,
      input: { ...CENTRAL, minimumOrderCents: 0, cutoffHour: 3 },
    });
    app.setNow(MONDAY_EVENING);
    const delivery = (await place(bistro, true, 2)).data!.createOrder;
    const pickUp = (await place(bistro, false, 2)).data!.createOrder;
    expect([delivery.processingDate, pickUp.processingDate]).toEqual(['2026-12-08', '2026-12-08']);
    // Tuesday 08/12/2026 04:00 NZDT: past Central's 03:00, before the shop's 05:00.
    app.setNow(new Date('2026-12-07T15:00:00Z'));
    const change = (o: { id: string; version: number }, isDelivery: boolean) =>
      bistro.graphql(CHANGE, {
        id: o.id,
        version: o.version,
        input: { isDelivery, lines: [{ productId: item.id, quantity: 3 }] },
      });
    const locked = await change(delivery, true);
    expect(codeOf(locked)).toBe('ORDER_LOCKED');
    expect(messageOf(locked)).toContain('03:00');
    expect((await change(pickUp, false)).errors).toBeUndefined();
    await admin.graphql(UPDATE_ZONE, { id: central.id, input: CENTRAL });
    app.setNow(MONDAY_EVENING);
  });

  it('refuses staff’s delivery order under the minimum in staff’s words', async () => {
    await putIn(bistroId, central.id);
    await setMinimum(10_000_000);
    const staffOrder = (isDelivery: boolean) =>
      admin.graphql(STAFF_CREATE, {
        input: {
          customerId: bistroId,
          status: 'PENDING',
          processingDate: '2026-12-10',
          isDelivery,
          line: 'N',
          cutting: 0,
          lines: [{ productId: item.id, quantity: 1, notes: '', unitPriceOverride: null }],
        },
      });
    const refused = await staffOrder(true);
    expect(codeOf(refused)).toBe('STAFF_UNDER_ZONE_MINIMUM');
    expect(messageOf(refused)).toMatch(
      /^Orders for delivery to Central need at least \$100,000\.00 excl\. GST; this order is \$[\d,.]+\.$/,
    );
    expect((await staffOrder(false)).errors).toBeUndefined();
  });

  it('leaves a standing order under the minimum off the run, naming why', async () => {
    await putIn(takeawayId, central.id);
    await setMinimum(10_000_000);
    await db().update(recurringOrder).set({ isActive: false });
    const [standing] = await db()
      .insert(recurringOrder)
      .values({
        customerId: takeawayId,
        frequency: 'DAILY',
        startingDate: '2026-12-01',
        selectedDays: [],
        isDelivery: true,
        notes: 'Standing order',
        lastGeneratedDate: '2026-12-07',
      })
      .returning({ id: recurringOrder.id });
    await db()
      .insert(recurringOrderLine)
      .values({ recurringOrderId: standing!.id, productId: item.id, quantity: '1', position: 0 });
    app.setNow(TUESDAY_MORNING);
    const summary = await app.scheduler.run();
    const [takeawayRow] = await db()
      .select({ company: customer.companyName })
      .from(customer)
      .where(eq(customer.id, takeawayId));
    const reasons = summary.skipped.filter((s) => s.company === takeawayRow?.company).map((s) => s.reason);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons[0]).toMatch(
      /^under Central’s minimum order \(\$100,000\.00 excl\. GST; this order \$[\d,.]+\)$/,
    );
    expect(await db().select().from(order).where(eq(order.recurringOrderId, standing!.id))).toEqual([]);
    await db().update(recurringOrder).set({ isActive: false });
  });

  it('puts a zone customer’s standing delivery on the van’s next day, as staff are shown beforehand', async () => {
    await putIn(takeawayId, central.id);
    await setMinimum(0);
    await db().update(recurringOrder).set({ isActive: false });
    // Every Monday; Central's van goes on Tuesdays and Thursdays.
    const [standing] = await db()
      .insert(recurringOrder)
      .values({
        customerId: takeawayId,
        frequency: 'WEEKLY',
        startingDate: '2026-12-01',
        selectedDays: [1],
        isDelivery: true,
        notes: 'Mondays',
        lastGeneratedDate: '2026-12-06',
      })
      .returning({ id: recurringOrder.id });
    await db()
      .insert(recurringOrderLine)
      .values({ recurringOrderId: standing!.id, productId: item.id, quantity: '1', position: 0 });
    // Sunday evening, staff look at it.
    app.setNow(new Date('2026-12-06T08:00:00Z'));
    const shown = await admin.graphql<{
      recurringOrder: { nextRuns: Array<{ dueDate: string; processingDate: string; text: string }> };
    }>('query ($id: ID!) { recurringOrder(id: $id) { nextRuns { dueDate processingDate text } } }', {
      id: standing!.id,
    });
    expect(shown.data?.recurringOrder.nextRuns[0]).toMatchObject({
      dueDate: '2026-12-07',
      processingDate: '2026-12-08',
    });
    expect(shown.data?.recurringOrder.nextRuns[0]?.text).toContain('Central has no delivery on Mondays');
    // The editor previews the same dates: it is told the customer's zone and its days, from the search too.
    const customerZone = await admin.graphql<{
      recurringOrder: { customer: { deliveryZoneName: string | null; deliveryWeekdays: number[] | null } };
      searchCustomers: Array<{
        id: string;
        deliveryZoneName: string | null;
        deliveryWeekdays: number[] | null;
      }>;
    }>(
      `query ($id: ID!, $search: String!) {
        recurringOrder(id: $id) { customer { deliveryZoneName deliveryWeekdays } }
        searchCustomers(search: $search) { id deliveryZoneName deliveryWeekdays } }`,
      { id: standing!.id, search: 'takeaway@demo.test' },
    );
    const zoneDays = { deliveryZoneName: 'Central', deliveryWeekdays: [2, 4] };
    expect(customerZone.data?.recurringOrder.customer).toEqual(zoneDays);
    expect(customerZone.data?.searchCustomers).toEqual([{ id: takeawayId, ...zoneDays }]);
    // Monday 00:30: the run makes Monday's delivery, for Tuesday, and says why.
    app.setNow(new Date('2026-12-06T11:30:00Z'));
    const summary = await app.scheduler.run();
    const made = summary.orders.filter((o) => o.recurringOrderId === standing!.id);
    expect(made).toHaveLength(1);
    const [row] = await db()
      .select({ processingDate: order.processingDate })
      .from(order)
      .where(eq(order.id, made[0]!.orderId));
    expect(row?.processingDate).toBe('2026-12-08');
    await db().update(recurringOrder).set({ isActive: false });
    app.setNow(MONDAY_EVENING);
  });

  it('deletes a zone, leaving its customers in none', async () => {
    await putIn(bistroId, central.id);
    const deleted = await admin.graphql<{ deleteDeliveryZone: number }>(DELETE_ZONE, { id: central.id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteDeliveryZone).toBe(2);
    const [row] = await db()
      .select({ zone: customer.deliveryZoneId })
      .from(customer)
      .where(eq(customer.id, bistroId));
    expect(row?.zone).toBeNull();
    expect(codeOf(await admin.graphql(DELETE_ZONE, { id: central.id }))).toBe('NOT_FOUND');
  });
});
