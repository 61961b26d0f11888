import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, deliveryImage, deliveryProof, deliveryRunEnd, order, product } from '../../db/schema.ts';
import { onEvent } from '../../platform/events.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, waitForMail } from '../../test/eml.ts';
import {
  codeOf,
  customerIdOf,
  SIGN_IN,
  signedInClients,
  temporaryPasswordIn,
  userIdOf,
} from '../../test/identity.ts';
import { imageForm, jpegPhoto } from '../../test/images.ts';
import { pdfText } from '../../test/pdf.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const CREATE_ZONE = `mutation ($input: DeliveryZoneInput!) { createDeliveryZone(input: $input) { id driverId driverName } }`;
const UPDATE_ZONE = `mutation ($id: ID!, $input: DeliveryZoneInput!) { updateDeliveryZone(id: $id, input: $input) { id driverId driverName } }`;
const PLACE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id processingDate } }`;
const MY_RUNS = `query ($date: String!) { myDeliveryRuns(date: $date) { zoneId zoneName finishedAt
  stops { orderId companyName phone address notes lineCount deliveredAt receivedBy } } }`;
const MARK = `mutation ($input: DeliveryInput!) { markDelivered(input: $input) {
  deliveredAt receivedBy recordedBy photoUrl signatureUrl } }`;
const FINISH = `mutation ($zoneId: ID!, $date: String!) { finishDeliveryRun(zoneId: $zoneId, date: $date) }`;
const UNDELIVERED = `query { undeliveredStops { orderId companyName processingDate zoneName } }`;
const MY_ORDERS = `query { listMyOrders(status: ALL) { orders { id delivery { deliveredAt receivedBy photoUrl } } } }`;
const ADMIN_ORDER = `query ($id: ID!) { adminOrder(id: $id) { id delivery { deliveredAt receivedBy recordedBy photoUrl signatureUrl } } }`;
const CREATE_DRIVER = `mutation ($input: CreateAdminInput!) { createDriver(input: $input) { id email } }`;
const DRIVERS = 'query { listDrivers { id firstName email } }';
const REMOVE_DRIVER = 'mutation ($id: ID!) { removeDriver(id: $id) }';
const COMPLETE =
  'mutation ($newPassword: String!) { completeFirstSignIn(newPassword: $newPassword) { role } }';

// Monday 07/12/2026 20:00 NZDT: orders placed now are for Tuesday 08/12/2026.
const MONDAY_EVENING = new Date('2026-12-07T07:00:00Z');
// Tuesday 08/12/2026 10:30 NZDT: the van is out.
const TUESDAY_MORNING = new Date('2026-12-07T21:30:00Z');
const TUESDAY = '2026-12-08';

const ZONE = {
  name: 'Central',
  weekdays: [1, 2, 3, 4, 5, 6],
  cutoffHour: null,
  freightChargeCents: 1500,
  freeFreightThresholdCents: 30_000,
  minimumOrderCents: 0,
};

describe.each(TEST_DATABASES)('drivers and proof of delivery on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let driver: ApiClient;
  let guest: ApiClient;
  let driverId: string;
  let zoneId: string;
  let otherZoneId: string;
  const placed: Record<string, string> = {};

  const db = () => app.database.db;

  async function upload(client: ApiClient, bytes: Buffer, kind: 'photo' | 'signature', type = 'image/jpeg') {
    const form = imageForm(bytes, `${kind}.jpg`, type);
    form.append('kind', kind);
    return client.request('/api/delivery/images', { method: 'POST', body: form });
  }

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, driver, guest } = await signedInClients(app, [
      'admin',
      'bistro',
      'takeaway',
      'driver',
    ]));
    driverId = await userIdOf(app, 'driver@demo.test');
    const bistroId = await customerIdOf(app, 'bistro@demo.test');
    const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    await db().update(customer).set({ onStop: false, creditLimit: null });
    app.setNow(MONDAY_EVENING);
    await db().update(order).set({ processingDate: '2025-01-07' }).where(eq(order.processingDate, TUESDAY));
    const zone = await admin.graphql<{ createDeliveryZone: { id: string; driverName: string } }>(
      CREATE_ZONE,
      {
        input: { ...ZONE, driverId },
      },
    );
    expect(zone.data?.createDeliveryZone.driverName).toBe('Tama Driver');
    zoneId = zone.data!.createDeliveryZone.id;
    const other = await admin.graphql<{ createDeliveryZone: { id: string } }>(CREATE_ZONE, {
      input: { ...ZONE, name: 'Hills' },
    });
    otherZoneId = other.data!.createDeliveryZone.id;
    await db().update(customer).set({ deliveryZoneId: zoneId }).where(eq(customer.id, bistroId));
    await db().update(customer).set({ deliveryZoneId: otherZoneId }).where(eq(customer.id, takeawayId));
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
      placed[name] = answer.data!.createOrder.id;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows a driver only the runs of the zones they drive, without prices', async () => {
    const answer = await driver.graphql<{
      myDeliveryRuns: Array<{
        zoneName: string;
        stops: Array<{ orderId: string; deliveredAt: string | null }>;
      }>;
    }>(MY_RUNS, { date: TUESDAY });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.myDeliveryRuns.map((run) => run.zoneName)).toEqual(['Central']);
    expect(answer.data?.myDeliveryRuns[0]?.stops).toEqual([
      expect.objectContaining({ orderId: placed.bistro, deliveredAt: null }),
    ]);
    expect(JSON.stringify(answer.data)).not.toMatch(/price|\$\d/i);
    expect(codeOf(await driver.graphql(MY_RUNS, { date: '8/12' }))).toBe('BAD_INPUT');
  });

  it('refuses the driver every other screen’s data, prices above all', async () => {
    for (const query of [
      'query { listProducts(first: 5) { products { id price { price } } } }',
      'query { getSettingsVariables { cutoffHour } }',
      `query ($date: String!) { deliveryRuns(date: $date) { zoneName } }`,
      'query { listMyOrders { totalCount } }',
      'query { adminOrders(filter: ALL, offset: 0, limit: 10) { countIsCapped } }',
      'query { listDrivers { id } }',
      UNDELIVERED,
    ]) {
      const answer = await driver.graphql(query, { date: TUESDAY });
      // Refused by scope before anything is read; a field that does not exist would be a validation error.
      expect(codeOf(answer), query).toBe('FORBIDDEN');
    }
    expect(codeOf(await driver.graphql(ADMIN_ORDER, { id: placed.bistro }))).toBe('FORBIDDEN');
    // The shop's face and their own account stay theirs.
    expect(codeOf(await driver.graphql('query { businessProfile { brand } me { role } }'))).toBeNull();
    // Staff's PDFs, invoices and pick lists are staff's: a driver is not staff.
    for (const path of [
      `/api/admin/run-sheet.pdf?date=${TUESDAY}`,
      `/api/admin/dockets.pdf?order=${placed.bistro}`,
      `/api/admin/pick-list.pdf?date=${TUESDAY}`,
    ]) {
      expect((await driver.request(path)).status, path).toBe(403);
    }
  });

  it('prints a driver’s own run sheet and dockets, never with prices, and no one else’s', async () => {
    const sheet = await driver.request(`/api/driver/run-sheet.pdf?date=${TUESDAY}`);
    expect(sheet.status).toBe(200);
    const text = pdfText(Buffer.from(await sheet.arrayBuffer()));
    expect(text).toContain('Run sheet: Central');
    expect(text).not.toContain('Hills');
    const docket = await driver.request(`/api/driver/dockets.pdf?order=${placed.bistro}&prices=1`);
    expect(docket.status).toBe(200);
    expect(pdfText(Buffer.from(await docket.arrayBuffer()))).not.toMatch(/\$\d/);
    expect((await driver.request(`/api/driver/dockets.pdf?order=${placed.takeaway}`)).status).toBe(404);
    expect(
      (await driver.request(`/api/driver/run-sheet.pdf?date=${TUESDAY}&zone=${otherZoneId}`)).status,
    ).toBe(404);
    expect((await admin.request(`/api/driver/run-sheet.pdf?date=${TUESDAY}`)).status).toBe(403);
    expect((await bistro.request(`/api/driver/dockets.pdf?order=${placed.bistro}`)).status).toBe(403);
    expect((await guest.request(`/api/driver/run-sheet.pdf?date=${TUESDAY}`)).status).toBe(401);
  });

  it('takes a photo and signature under the product photos’ rules, from drivers and staff only', async () => {
    const photo = await jpegPhoto(2400, 1800);
    expect((await upload(guest, photo, 'photo')).status).toBe(401);
    expect((await upload(bistro, photo, 'photo')).status).toBe(403);
    const notAPicture = await upload(driver, Buffer.from('not a picture at all'), 'photo', 'image/png');
    expect(notAPicture.status).toBe(415);
    const before = await db().select({ id: deliveryImage.id }).from(deliveryImage);
    expect(before).toEqual([]);
    const taken = await upload(driver, photo, 'photo');
    expect(taken.status).toBe(201);
    const { id } = (await taken.json()) as { id: string };
    // Shrunk, turned upright and without the phone's metadata.
    const [stored] = await db().select().from(deliveryImage).where(eq(deliveryImage.id, id));
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    expect(meta.exif).toBeUndefined();
    // Not part of a delivery yet: only its taker sees it.
    expect((await driver.request(`/api/delivery/images/${id}`)).status).toBe(200);
    expect((await bistro.request(`/api/delivery/images/${id}`)).status).toBe(404);
  });

  it('marks a stop delivered at the server’s time, once, and shows it to staff and the customer', async () => {
    // Monday evening: Tuesday's stop is not due yet for the driver.
    expect(codeOf(await driver.graphql(MARK, { input: { orderId: placed.bistro, receivedBy: 'Sam' } }))).toBe(
      'NOT_DELIVERABLE_YET',
    );
    app.setNow(TUESDAY_MORNING);
    const photo = (await (await upload(driver, await jpegPhoto(), 'photo')).json()) as { id: string };
    const signature = (await (
      await upload(
        driver,
        await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
        'signature',
        'image/png',
      )
    ).json()) as { id: string };

    expect(codeOf(await driver.graphql(MARK, { input: { orderId: placed.bistro, receivedBy: '   ' } }))).toBe(
      'BAD_INPUT',
    );
    // Someone else's stop, and a picture someone else took, are refused.
    expect(
      codeOf(await driver.graphql(MARK, { input: { orderId: placed.takeaway, receivedBy: 'Sam' } })),
    ).toBe('NOT_FOUND');
    const staffPhoto = (await (await upload(admin, await jpegPhoto(), 'photo')).json()) as { id: string };
    expect(
      codeOf(
        await driver.graphql(MARK, {
          input: { orderId: placed.bistro, receivedBy: 'Sam', photoId: staffPhoto.id },
        }),
      ),
    ).toBe('BAD_INPUT');
    expect(codeOf(await bistro.graphql(MARK, { input: { orderId: placed.bistro, receivedBy: 'Me' } }))).toBe(
      'FORBIDDEN',
    );
    expect(await db().select().from(deliveryProof)).toEqual([]);

    const marked = await driver.graphql<{
      markDelivered: { deliveredAt: string; receivedBy: string; recordedBy: string; photoUrl: string };
    }>(MARK, {
      input: { orderId: placed.bistro, receivedBy: '  Sam  ', photoId: photo.id, signatureId: signature.id },
    });
    expect(marked.errors).toBeUndefined();
    expect(marked.data?.markDelivered).toMatchObject({
      receivedBy: 'Sam',
      recordedBy: 'Tama Driver',
    });
    expect(
      Math.abs(Date.parse(marked.data!.markDelivered.deliveredAt) - TUESDAY_MORNING.getTime()),
    ).toBeLessThan(60_000);
    // Twice, or from two phones at once: one record.
    const again = await Promise.all(
      [1, 2].map(() => driver.graphql(MARK, { input: { orderId: placed.bistro, receivedBy: 'Alex' } })),
    );
    expect(again.map(codeOf)).toEqual(['ALREADY_DELIVERED', 'ALREADY_DELIVERED']);
    expect(await db().select().from(deliveryProof)).toHaveLength(1);

    const mine = await bistro.graphql<{
      listMyOrders: {
        orders: Array<{ id: string; delivery: { receivedBy: string; photoUrl: string } | null }>;
      };
    }>(MY_ORDERS);
    const delivered = mine.data?.listMyOrders.orders.find((o) => o.id === placed.bistro);
    expect(delivered?.delivery?.receivedBy).toBe('Sam');
    const photoUrl = delivered!.delivery!.photoUrl;
    expect((await bistro.request(photoUrl)).headers.get('content-type')).toBe('image/webp');
    expect((await takeaway.request(photoUrl)).status).toBe(404);
    expect((await guest.request(photoUrl)).status).toBe(401);
    expect((await admin.request(photoUrl)).status).toBe(200);

    const staffView = await admin.graphql<{
      adminOrder: { delivery: { recordedBy: string; signatureUrl: string } };
    }>(ADMIN_ORDER, { id: placed.bistro });
    expect(staffView.data?.adminOrder.delivery).toMatchObject({ recordedBy: 'Tama Driver' });
    expect((await admin.request(staffView.data!.adminOrder.delivery.signatureUrl)).status).toBe(200);

    const runs = await driver.graphql<{
      myDeliveryRuns: Array<{ stops: Array<{ receivedBy: string | null }> }>;
    }>(MY_RUNS, { date: TUESDAY });
    expect(runs.data?.myDeliveryRuns[0]?.stops[0]?.receivedBy).toBe('Sam');
  });

  it('lists on the dashboard the stops left on runs delivered with the app: finished, or of a past day', async () => {
    const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const inZone = (zone: string) =>
      db().update(customer).set({ deliveryZoneId: zone }).where(eq(customer.id, takeawayId));
    const undelivered = async () =>
      (await admin.graphql<{ undeliveredStops: Array<{ orderId: string; zoneName: string }> }>(UNDELIVERED))
        .data?.undeliveredStops;
    const leftInCentral = [
      expect.objectContaining({ orderId: placed.takeaway, zoneName: 'Central', processingDate: TUESDAY }),
    ];
    // Takeaway's stop (Hills) is undelivered, but its run is neither finished nor past.
    expect((await undelivered())?.map((s) => s.orderId)).not.toContain(placed.takeaway);
    expect(codeOf(await driver.graphql(FINISH, { zoneId: otherZoneId, date: TUESDAY }))).toBe('NOT_FOUND');
    // In Central, takeaway's stop is the one left when the driver finishes the run.
    await inZone(zoneId);
    // Open dashboards hear of the stop left over, as of a change to its order.
    const heard: string[] = [];
    const stopListening = onEvent(app.events, 'order', (event) => heard.push(event.orderId));
    const finished = await driver.graphql<{ finishDeliveryRun: string }>(FINISH, { zoneId, date: TUESDAY });
    expect(finished.errors).toBeUndefined();
    await expect.poll(() => heard).toContain(placed.takeaway);
    stopListening();
    expect(await undelivered()).toEqual(leftInCentral);
    // Staff's run sheet says whose run it is and that it is finished.
    const sheet = await admin.graphql<{
      deliveryRuns: Array<{ zoneName: string; driverName: string | null; finishedAt: string | null }>;
    }>('query ($date: String!) { deliveryRuns(date: $date) { zoneName driverName finishedAt } }', {
      date: TUESDAY,
    });
    expect(sheet.data?.deliveryRuns).toContainEqual({
      zoneName: 'Central',
      driverName: 'Tama Driver',
      finishedAt: finished.data?.finishDeliveryRun,
    });
    // The next day the run is over, finished or not, since a delivery was recorded on it.
    app.setNow(new Date('2026-12-08T20:00:00Z'));
    expect(await undelivered()).toEqual(leftInCentral);
    await db().delete(deliveryRunEnd);
    expect(await undelivered()).toEqual(leftInCentral);
    // A run nobody delivered with the app (Hills) is not the app's to chase: staff never used it there.
    await inZone(otherZoneId);
    expect(await undelivered()).toEqual([]);
    await inZone(zoneId);
    const byStaff = await admin.graphql(MARK, { input: { orderId: placed.takeaway, receivedBy: 'Kim' } });
    expect(byStaff.errors).toBeUndefined();
    expect(await undelivered()).toEqual([]);
    await inZone(otherZoneId);
    app.setNow(TUESDAY_MORNING);
  });

  it('lets staff add a driver, who lands on their runs and is mailed as a driver, and remove them', async () => {
    expect(codeOf(await bistro.graphql(DRIVERS))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await driver.graphql(CREATE_DRIVER, { input: { firstName: 'A', lastName: 'B', email: 'x@y.test' } }),
      ),
    ).toBe('FORBIDDEN');
    const seen = mailFiles(app.dataDir);
    const created = await admin.graphql<{ createDriver: { id: string } }>(CREATE_DRIVER, {
      input: { firstName: 'Rewi', lastName: 'Van', email: 'rewi@example.test' },
    });
    expect(created.errors).toBeUndefined();
    const mail = await waitForMail(app.dataDir, 'rewi@example.test', { seen });
    expect(mailText(mail)).toContain('delivery runs');
    const rewi = new ApiClient(app.baseUrl);
    const signIn = await rewi.graphql<{ signIn: { role: string } }>(SIGN_IN, {
      email: 'rewi@example.test',
      password: temporaryPasswordIn(mail),
    });
    expect(signIn.data?.signIn.role).toBe('DRIVER');
    expect(codeOf(await rewi.graphql(MY_RUNS, { date: TUESDAY }))).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(codeOf(await rewi.graphql(COMPLETE, { newPassword: 'rewi-own-pass' }))).toBeNull();
    // No zone yet: no runs.
    expect(
      (await rewi.graphql<{ myDeliveryRuns: unknown[] }>(MY_RUNS, { date: TUESDAY })).data?.myDeliveryRuns,
    ).toEqual([]);
    const drivers = await admin.graphql<{ listDrivers: Array<{ email: string }> }>(DRIVERS);
    expect(drivers.data?.listDrivers.map((d) => d.email).sort()).toEqual([
      'driver@demo.test',
      'rewi@example.test',
    ]);
    // A zone's driver must be a driver.
    const adminId = await userIdOf(app, 'admin@demo.test');
    expect(
      codeOf(
        await admin.graphql(UPDATE_ZONE, {
          id: otherZoneId,
          input: { ...ZONE, name: 'Hills', driverId: adminId },
        }),
      ),
    ).toBe('BAD_INPUT');
    const given = await admin.graphql<{ updateDeliveryZone: { driverName: string } }>(UPDATE_ZONE, {
      id: otherZoneId,
      input: { ...ZONE, name: 'Hills', driverId: created.data!.createDriver.id },
    });
    expect(given.data?.updateDeliveryZone.driverName).toBe('Rewi Van');
    // Left out, the driver stays.
    const kept = await admin.graphql<{ updateDeliveryZone: { driverName: string } }>(UPDATE_ZONE, {
      id: otherZoneId,
      input: { ...ZONE, name: 'Hills' },
    });
    expect(kept.data?.updateDeliveryZone.driverName).toBe('Rewi Van');

    expect(codeOf(await admin.graphql(REMOVE_DRIVER, { id: adminId }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.graphql(REMOVE_DRIVER, { id: created.data!.createDriver.id }))).toBeNull();
    expect(codeOf(await rewi.graphql(MY_RUNS, { date: TUESDAY }))).toBe('UNAUTHENTICATED');
    const zones = await db()
      .select()
      .from(customer)
      .where(inArray(customer.deliveryZoneId, [otherZoneId]));
    expect(zones.length).toBeGreaterThan(0);
  });
});
