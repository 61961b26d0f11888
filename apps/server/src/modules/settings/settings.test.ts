import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedDay, notification, product, settings } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, startWithRoles } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const VARIABLES = 'cutoffHour cutoffTime freightChargeCents freeFreightThresholdCents';
const GET = `query { getSettingsVariables { ${VARIABLES} } }`;
const UPDATE = `mutation ($input: UpdateSettingsVariablesInput!) { updateSettingsVariables(input: $input) { ${VARIABLES} } }`;
const PROCESSING = 'query { orderProcessingDate { date moved notice } }';
const CHANGED = `subscription { settingsChanged { ${VARIABLES} } }`;
const NOTICES = 'query { listNotifications { user message } }';

const DAY = 'date name publicHoliday';
const LIST = `query { closedDays { ${DAY} } }`;
const ADD = `mutation ($date: String!, $name: String!) { addClosedDay(date: $date, name: $name) { ${DAY} } }`;
const REMOVE = `mutation ($date: String!) { removeClosedDay(date: $date) { ${DAY} } }`;
const PLACE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { processingDate } }';
const BOARD = 'query { packingBoard { processingDate } }';

type ClosedDayJson = { date: string; name: string; publicHoliday: boolean };
type Processing = { date: string; moved: boolean; notice: string | null };

// Wednesday 25 November 2026, 23:30 in Auckland (NZDT): past any cutoff, so orders go to Thursday 26/11.
const WEDNESDAY_NIGHT = new Date('2026-11-25T10:30:00Z');
// Thursday 2 April 2026, 23:30 in Auckland (NZDT): Friday is Good Friday, so orders go to Saturday 4/4.
const MAUNDY_THURSDAY_NIGHT = new Date('2026-04-02T10:30:00Z');

type Variables = {
  cutoffHour: number;
  cutoffTime: string;
  freightChargeCents: number;
  freeFreightThresholdCents: number;
};

let keys = 0;

// Wednesday 25 November 2026, 10:00 in Auckland.
const WEDNESDAY_10AM = new Date('2026-11-24T21:00:00Z');

describe.each(TEST_DATABASES)('setting variables on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let customer: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    ({ app, admin, customer, guest } = await startWithRoles(url));
  });
  afterAll(async () => {
    await app?.close();
  });

  const update = (client: ApiClient, input: Record<string, unknown>) =>
    client.graphql<{ updateSettingsVariables: Variables }>(UPDATE, { input });

  it('refuses guests and customers, and changes nothing', async () => {
    const before = await app.database.db.select().from(settings);
    const input = { cutoffHour: 9, freightChargeCents: 100, freeFreightThresholdCents: 100 };
    expect(codeOf(await update(guest, input))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update(customer, input))).toBe('FORBIDDEN');
    expect(await app.database.db.select().from(settings)).toEqual(before);
    // Only the signed-in hear of changes.
    await expect(guest.firstEvent(CHANGED).then(({ event }) => event)).resolves.toMatchObject({
      errors: [{ message: 'Please sign in to continue.' }],
    });
  });

  it('refuses bad input with the field’s message', async () => {
    const valid = { cutoffHour: 6, freightChargeCents: 1000, freeFreightThresholdCents: 20000 };
    for (const [input, message] of [
      [{ ...valid, cutoffHour: 24 }, 'Cutoff time must be between 00:00 and 23:00'],
      [{ ...valid, cutoffHour: -1 }, 'Cutoff time must be between 00:00 and 23:00'],
      [{ ...valid, freightChargeCents: -1 }, 'Freight charge cannot be negative'],
      [
        { ...valid, freeFreightThresholdCents: 10_000_000 },
        'Free-freight threshold can be at most $99,999.00',
      ],
    ] as const) {
      const answer = await update(admin, input);
      expect(answer.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_INPUT' },
      });
    }
    // A missing field is refused by the schema before anything runs.
    expect(codeOf(await update(admin, { cutoffHour: 6, freightChargeCents: 1000 }))).not.toBeNull();
  });

  it('saves the variables with a notice, and open carts hear of it and move their processing date', async () => {
    app.setNow(WEDNESDAY_10AM);
    try {
      await update(admin, { cutoffHour: 5, freightChargeCents: 500, freeFreightThresholdCents: 15000 });
      expect((await customer.graphql(PROCESSING)).data).toEqual({
        orderProcessingDate: {
          date: '2026-11-26',
          moved: true,
          notice: 'Orders placed after 05:00 are processed on Thursday 26/11/2026',
        },
      });

      const expected = {
        cutoffHour: 11,
        cutoffTime: '11:00',
        freightChargeCents: 1000,
        freeFreightThresholdCents: 20000,
      };
      // The change above may still be announced (NOTIFY on PostgreSQL) after the subscription opens.
      const { event } = await customer.firstEvent<{ settingsChanged: Variables }>(
        CHANGED,
        (e) => e.data?.settingsChanged.cutoffHour !== 5,
      );
      const saved = await update(admin, {
        cutoffHour: 11,
        freightChargeCents: 1000,
        freeFreightThresholdCents: 20000,
      });
      expect(saved.data?.updateSettingsVariables).toEqual(expected);
      expect((await event).data?.settingsChanged).toEqual(expected);
      expect(
        (await customer.graphql<{ getSettingsVariables: Variables }>(GET)).data?.getSettingsVariables,
      ).toEqual(expected);
      expect((await customer.graphql(PROCESSING)).data).toEqual({
        orderProcessingDate: { date: '2026-11-25', moved: false, notice: null },
      });
      const [row] = await app.database.db.select().from(settings);
      expect(row).toMatchObject({ cutoffHour: 11, freightCharge: '10.00', freeFreightThreshold: '200.00' });
      const notices = await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(
        NOTICES,
      );
      expect(notices.data?.listNotifications[0]).toEqual({
        user: 'Aroha Admin',
        message: 'Setting variables updated: cutoff 11:00, freight $10.00, free over $200.00',
      });
    } finally {
      app.setNow(null);
    }
  });

  describe('closed days', () => {
    let cutoff: string;
    beforeAll(async () => {
      cutoff = (await customer.graphql<{ getSettingsVariables: Variables }>(GET)).data!.getSettingsVariables
        .cutoffTime;
    });
    // Through the API, so the cached closed days are read again.
    afterEach(async () => {
      for (const day of await app.database.db.select().from(closedDay)) await remove(admin, day.date);
      app.setNow(null);
    });

    const db = () => app.database.db;
    const add = (client: ApiClient, date: string, name: string) =>
      client.graphql<{ addClosedDay: ClosedDayJson[] }>(ADD, { date, name });
    const remove = (client: ApiClient, date: string) =>
      client.graphql<{ removeClosedDay: ClosedDayJson[] }>(REMOVE, { date });
    const processing = async () =>
      (await customer.graphql<{ orderProcessingDate: Processing }>(PROCESSING)).data?.orderProcessingDate;
    const latestNotice = async () =>
      (await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(NOTICES)).data
        ?.listNotifications[0];
    // The feed keeps 30, so a new notice may leave the count as it was; its ids change.
    const noticeIds = async () =>
      (await db().select({ id: notification.id }).from(notification)).map((n) => n.id).sort();
    const place = async () => {
      const [item] = (await db().select().from(product)).filter(
        (p) => p.isEnabled && p.inStock && p.type === 'PRODUCT',
      );
      const input = {
        idempotencyKey: `closed-day-${Date.now()}-${keys++}`,
        isDelivery: true,
        lines: [{ productId: item!.id, quantity: 1 }],
      };
      const answer = await customer.graphql<{ createOrder: { processingDate: string } }>(PLACE, { input });
      expect(answer.errors).toBeUndefined();
      return answer.data!.createOrder.processingDate;
    };

    it('lets only staff read, add and remove closed days', async () => {
      app.setNow(WEDNESDAY_NIGHT);
      for (const [client, code] of [
        [guest, 'UNAUTHENTICATED'],
        [customer, 'FORBIDDEN'],
      ] as const) {
        expect(codeOf(await client.graphql(LIST))).toBe(code);
        expect(codeOf(await add(client, '2026-11-26', 'Stocktake'))).toBe(code);
        expect(codeOf(await remove(client, '2026-11-26'))).toBe(code);
      }
      expect(await db().select().from(closedDay)).toEqual([]);
    });

    it('refuses a past or unreal date and an empty or long reason, and changes nothing', async () => {
      app.setNow(WEDNESDAY_NIGHT);
      await add(admin, '2026-11-30', 'Stocktake');
      const before = { days: await db().select().from(closedDay), notices: await noticeIds() };
      for (const [date, name] of [
        ['2026-11-24', 'Yesterday'],
        ['2026-02-30', 'No such day'],
        ['30/11/2026', 'Day first'],
        ['', 'No date'],
        ['2026-11-30', '   '],
        ['2026-11-30', 'x'.repeat(61)],
      ]) {
        const answer = await add(admin, date!, name!);
        expect(codeOf(answer), `${date} ${name}`).toBe('CLOSED_DAY_INVALID');
        expect(answer.errors?.[0]?.message).toBe(
          'Choose a date from today on, and say why the shop is closed.',
        );
      }
      expect(codeOf(await remove(admin, 'not a date'))).toBe('CLOSED_DAY_INVALID');
      expect(await db().select().from(closedDay)).toEqual(before.days);
      expect(await noticeIds()).toEqual(before.notices);
    });

    it('refuses a Sunday or a public holiday, which are closed already, saying so', async () => {
      app.setNow(WEDNESDAY_NIGHT);
      const before = { days: await db().select().from(closedDay), notices: await noticeIds() };
      for (const [date, message] of [
        ['2026-12-27', 'Sunday 27/12/2026 is already closed: the shop never processes on Sundays.'],
        ['2026-12-26', 'Saturday 26/12/2026 is already closed: Boxing Day.'],
        ['2026-12-28', 'Monday 28/12/2026 is already closed: Boxing Day (observed).'],
      ]) {
        const answer = await add(admin, date!, 'Christmas shutdown');
        expect(answer.errors?.[0], date).toMatchObject({
          message,
          extensions: { code: 'CLOSED_DAY_INVALID' },
        });
      }
      expect(await db().select().from(closedDay)).toEqual(before.days);
      expect(await noticeIds()).toEqual(before.notices);
    });

    it('lists staff’s days from today on, adds (or renames) and removes them with a notice', async () => {
      app.setNow(WEDNESDAY_NIGHT);
      await db().insert(closedDay).values({ date: '2026-11-20', name: 'Gone by' });
      // Today itself may still be closed; the reason is trimmed.
      expect((await add(admin, '2026-11-25', '  Power cut ')).data?.addClosedDay).toEqual([
        { date: '2026-11-25', name: 'Power cut', publicHoliday: false },
      ]);
      const sixty = 'Christmas shutdown '.padEnd(60, '.');
      await add(admin, '2026-12-29', sixty);
      expect((await add(admin, '2026-12-29', 'Christmas shutdown')).data?.addClosedDay).toEqual([
        { date: '2026-11-25', name: 'Power cut', publicHoliday: false },
        { date: '2026-12-29', name: 'Christmas shutdown', publicHoliday: false },
      ]);
      expect(await latestNotice()).toEqual({
        user: 'Aroha Admin',
        message: 'Closed day added: Tuesday 29/12/2026 (Christmas shutdown)',
      });
      expect((await admin.graphql<{ closedDays: ClosedDayJson[] }>(LIST)).data?.closedDays).toHaveLength(2);

      expect((await remove(admin, '2026-11-25')).data?.removeClosedDay).toEqual([
        { date: '2026-12-29', name: 'Christmas shutdown', publicHoliday: false },
      ]);
      expect(await latestNotice()).toEqual({
        user: 'Aroha Admin',
        message: 'Closed day removed: Wednesday 25/11/2026 (Power cut)',
      });
      // A day that is not closed: nothing to do and nothing to say.
      const notices = await noticeIds();
      expect((await remove(admin, '2026-11-26')).data?.removeClosedDay).toHaveLength(1);
      expect(await noticeIds()).toEqual(notices);
    });

    it('moves the storefront’s date, a placed order and the packing board past a public holiday', async () => {
      app.setNow(MAUNDY_THURSDAY_NIGHT);
      expect(await processing()).toEqual({
        date: '2026-04-04',
        moved: true,
        notice: `Orders placed after ${cutoff} are processed on Saturday 04/04/2026 (Friday 03/04/2026 is closed: Good Friday)`,
      });
      expect(await place()).toBe('2026-04-04');
      // The packing board opens on the packing floor's day: on Good Friday morning, Saturday's.
      app.setNow(new Date('2026-04-02T17:00:00Z'));
      expect((await admin.graphql<{ packingBoard: { processingDate: string } }>(BOARD)).data).toEqual({
        packingBoard: { processingDate: '2026-04-04' },
      });
    });

    it('moves them past a staff’s closed day, and back when it is removed', async () => {
      app.setNow(WEDNESDAY_NIGHT);
      const plain = `Orders placed after ${cutoff} are processed on Thursday 26/11/2026`;
      expect(await processing()).toEqual({ date: '2026-11-26', moved: true, notice: plain });

      await add(admin, '2026-11-26', 'Stocktake');
      expect(await processing()).toEqual({
        date: '2026-11-27',
        moved: true,
        notice: `Orders placed after ${cutoff} are processed on Friday 27/11/2026 (Thursday 26/11/2026 is closed: Stocktake)`,
      });
      expect(await place()).toBe('2026-11-27');
      // On the stocktake's morning (06:00) the packing board opens on Friday's orders.
      app.setNow(new Date('2026-11-25T17:00:00Z'));
      expect((await admin.graphql<{ packingBoard: { processingDate: string } }>(BOARD)).data).toEqual({
        packingBoard: { processingDate: '2026-11-27' },
      });

      app.setNow(WEDNESDAY_NIGHT);
      await remove(admin, '2026-11-26');
      expect(await processing()).toEqual({ date: '2026-11-26', moved: true, notice: plain });
      expect(await place()).toBe('2026-11-26');
    });
  });
});
