import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, deliveryDrop, order, orderLine, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { pdfText } from '../../test/pdf.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const STOP_FIELDS =
  'orderId shortId customerId companyName contactName phone address notes purchaseOrder status lineCount cartons';
const RUNS = `query ($date: String!) { deliveryRuns(date: $date) { zoneId zoneName stops { ${STOP_FIELDS} } } }`;
const ARRANGE = `mutation ($date: String!, $zoneId: ID, $customerIds: [ID!]!) {
  arrangeDeliveryRun(date: $date, zoneId: $zoneId, customerIds: $customerIds) { zoneId zoneName stops { companyName } } }`;
const CREATE_ZONE = `mutation ($input: DeliveryZoneInput!) { createDeliveryZone(input: $input) { id } }`;
const PLACE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id processingDate } }`;

type Stop = {
  orderId: string;
  shortId: string;
  customerId: string | null;
  companyName: string;
  phone: string;
  address: string[];
  notes: string;
  lineCount: number;
  cartons: number;
};
type RunJson = { zoneId: string | null; zoneName: string; stops: Stop[] };

// Monday 07/12/2026 20:00 NZDT: orders placed now are for Tuesday 08/12/2026.
const MONDAY_EVENING = new Date('2026-12-07T07:00:00Z');
const TUESDAY = '2026-12-08';

describe.each(TEST_DATABASES)('run sheets and delivery dockets on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let zoneId: string;
  const placed: Record<string, string> = {};

  const db = () => app.database.db;
  const runs = async () => {
    const answer = await admin.graphql<{ deliveryRuns: RunJson[] }>(RUNS, { date: TUESDAY });
    expect(answer.errors).toBeUndefined();
    return answer.data!.deliveryRuns;
  };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    await db().update(customer).set({ onStop: false, creditLimit: null });
    app.setNow(MONDAY_EVENING);
    // Only this test's orders on Tuesday.
    await db().update(order).set({ processingDate: '2025-01-07' }).where(eq(order.processingDate, TUESDAY));
    const zone = await admin.graphql<{ createDeliveryZone: { id: string } }>(CREATE_ZONE, {
      input: {
        name: 'Central',
        weekdays: [1, 2, 3, 4, 5, 6],
        cutoffHour: null,
        freightChargeCents: 1500,
        freeFreightThresholdCents: 30_000,
        minimumOrderCents: 0,
      },
    });
    zoneId = zone.data!.createDeliveryZone.id;
    await db()
      .update(customer)
      .set({ deliveryZoneId: zoneId })
      .where(inArray(customer.id, [bistroId, takeawayId]));
    const items = await db()
      .select({ id: product.id })
      .from(product)
      .where(eq(product.isEnabled, true))
      .orderBy(asc(product.code))
      .limit(2);
    for (const [name, client] of [
      ['bistro', bistro],
      ['takeaway', takeaway],
    ] as const) {
      const answer = await client.graphql<{ createOrder: { id: string; processingDate: string } }>(PLACE, {
        input: {
          idempotencyKey: randomUUID(),
          isDelivery: true,
          lines: items.map((item) => ({ productId: item.id, quantity: 2 })),
        },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.createOrder.processingDate).toBe(TUESDAY);
      placed[name] = answer.data!.createOrder.id;
    }
    await db().update(order).set({ notes: 'Back door, ring Sam' }).where(eq(order.id, placed.bistro!));
    // A pick-up that day is no stop.
    await bistro.graphql(PLACE, {
      input: {
        idempotencyKey: randomUUID(),
        isDelivery: false,
        lines: [{ productId: items[0]!.id, quantity: 1 }],
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is staff’s alone, PDFs included', async () => {
    expect(codeOf(await guest.graphql(RUNS, { date: TUESDAY }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await bistro.graphql(RUNS, { date: TUESDAY }))).toBe('FORBIDDEN');
    expect(codeOf(await bistro.graphql(ARRANGE, { date: TUESDAY, zoneId, customerIds: [bistroId] }))).toBe(
      'FORBIDDEN',
    );
    for (const path of [
      `/api/admin/run-sheet.pdf?date=${TUESDAY}`,
      `/api/admin/dockets.pdf?order=${placed.bistro}`,
      `/api/admin/dockets.pdf?date=${TUESDAY}`,
    ]) {
      expect((await guest.request(path)).status).toBe(401);
      expect((await bistro.request(path)).status).toBe(403);
    }
    expect(await db().select().from(deliveryDrop)).toEqual([]);
  });

  it('lists a zone’s delivery stops with what the driver needs, and no pick-ups', async () => {
    const [central, ...others] = await runs();
    expect(others).toEqual([]);
    expect(central?.zoneName).toBe('Central');
    expect(central?.stops.map((s) => s.orderId).sort()).toEqual([placed.bistro, placed.takeaway].sort());
    const stop = central!.stops.find((s) => s.orderId === placed.bistro)!;
    expect(stop).toMatchObject({ customerId: bistroId, notes: 'Back door, ring Sam', lineCount: 2 });
    expect(stop.address.length).toBeGreaterThan(0);
    expect(codeOf(await admin.graphql(RUNS, { date: '8/12/2026' }))).toBe('BAD_INPUT');
  });

  it('keeps the drop order staff set, for this run and the next', async () => {
    const order1 = (await runs())[0]!.stops.map((s) => s.customerId);
    const reversed = [...order1].reverse() as string[];
    const arranged = await admin.graphql<{ arrangeDeliveryRun: { stops: Array<{ companyName: string }> } }>(
      ARRANGE,
      { date: TUESDAY, zoneId, customerIds: reversed },
    );
    expect(arranged.errors).toBeUndefined();
    expect((await runs())[0]!.stops.map((s) => s.customerId)).toEqual(reversed);
    // Remembered per customer: their next run (another day) comes in the same order.
    const positions = await db().select().from(deliveryDrop).orderBy(asc(deliveryDrop.position));
    expect(positions.map((p) => p.customerId)).toEqual(reversed);
    expect(
      codeOf(await admin.graphql(ARRANGE, { date: TUESDAY, zoneId, customerIds: [bistroId, bistroId] })),
    ).toBe('BAD_INPUT');
  });

  it('prints the run sheet and the dockets, prices only when asked', async () => {
    const sheet = await admin.request(`/api/admin/run-sheet.pdf?date=${TUESDAY}&zone=${zoneId}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    const sheetText = pdfText(Buffer.from(await sheet.arrayBuffer()));
    expect(sheetText).toContain('Run sheet: Central');
    expect(sheetText).toContain('Tuesday 08/12/2026');
    expect(sheetText).toContain('Notes: Back door, ring Sam');
    expect(sheetText).not.toMatch(/\$\d/);

    const [bistroLine] = await db().select().from(orderLine).where(eq(orderLine.orderId, placed.bistro!));
    const docket = await admin.request(`/api/admin/dockets.pdf?order=${placed.bistro}`);
    expect(docket.status).toBe(200);
    const docketText = pdfText(Buffer.from(await docket.arrayBuffer()));
    expect(docketText).toContain('Delivery docket');
    expect(docketText).toContain(bistroLine!.productName);
    expect(docketText).toContain('Received in good order by (name):');
    expect(docketText).not.toMatch(/\$\d/);
    const priced = pdfText(
      Buffer.from(
        await (await admin.request(`/api/admin/dockets.pdf?order=${placed.bistro}&prices=1`)).arrayBuffer(),
      ),
    );
    expect(priced).toMatch(/\$\d/);

    const merged = await admin.request(`/api/admin/dockets.pdf?date=${TUESDAY}&zone=${zoneId}`);
    const mergedText = pdfText(Buffer.from(await merged.arrayBuffer()));
    // One docket to a page, each headed with its order (the footers say 'Delivery dockets').
    expect(mergedText.match(/Delivery docket (?!s)/g)).toHaveLength(2);

    expect((await admin.request(`/api/admin/dockets.pdf?order=${randomUUID()}`)).status).toBe(404);
    expect((await admin.request('/api/admin/dockets.pdf?order=nonsense')).status).toBe(400);
    expect((await admin.request('/api/admin/run-sheet.pdf?date=tuesday')).status).toBe(400);
  });
});
