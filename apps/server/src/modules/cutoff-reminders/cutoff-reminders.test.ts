import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import {
  customer,
  cutoffReminderPreference,
  cutoffReminderSent,
  deliveryZone,
  order,
  outbox,
} from '../../db/schema.ts';
import { movableClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import type { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, readMail, waitForMail } from '../../test/eml.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { auckland } from '../../test/overdue.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { CutoffReminderScheduler } from './cutoff-reminder-scheduler.ts';
import { CUTOFF_REMINDER_MAIL_TOPIC, CutoffReminders } from './cutoff-reminders.service.ts';

const MINE = 'query { myCutoffReminder { enabled hoursBefore weekdays } }';
const SET_MINE = `mutation ($input: CutoffReminderInput!) {
  setMyCutoffReminder(input: $input) { enabled hoursBefore weekdays } }`;
const SENT = `query ($customerId: ID!) {
  customerCutoffReminders(customerId: $customerId) { processingDate sentAt toEmail hoursBefore } }`;

type Choice = { enabled: boolean; hoursBefore: number; weekdays: number[] };
const EVERY_DAY: Choice = { enabled: true, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5, 6] };

describe.each(TEST_DATABASES)('cutoff reminders on $name', ({ name, url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let cutoffHour: number;

  const db = () => app.database.db;
  const choose = (client: ApiClient, input: Choice) => client.graphql(SET_MINE, { input });
  const sentRows = (customerIds: string[]) =>
    db()
      .select({
        customerId: cutoffReminderSent.customerId,
        processingDate: cutoffReminderSent.processingDate,
      })
      .from(cutoffReminderSent)
      .where(inArray(cutoffReminderSent.customerId, customerIds));
  /** Another server on the same PostgreSQL database, its business clock at `at`. */
  async function secondServer(at: Date) {
    const connectionString = (app.database.pool as unknown as { options: { connectionString: string } })
      .options.connectionString;
    const second = await openDatabase({ databaseUrl: connectionString, dataDir: app.dataDir });
    const clock = movableClock();
    clock.moveTo(at);
    const other = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: app.dataDir,
        DATABASE_URL: connectionString,
        SCHEDULER: 'off',
        LOG_LEVEL: 'silent',
      }),
      second,
      { clock },
    );
    return {
      scheduler: other.cutoffReminderScheduler,
      close: async () => {
        await other.server.close();
        await second.close();
      },
    };
  }

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    ({ cutoffHour } = await app.services.settings.variables());
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the choice in My Account → Preferences', () => {
    it('is off until the customer turns it on, and is theirs alone', async () => {
      expect((await takeaway.graphql(MINE)).data).toEqual({
        myCutoffReminder: { enabled: false, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5, 6] },
      });
      const saved = await choose(takeaway, { enabled: true, hoursBefore: 3, weekdays: [5, 1, 5] });
      expect(saved.data).toEqual({
        setMyCutoffReminder: { enabled: true, hoursBefore: 3, weekdays: [1, 5] },
      });
      expect((await takeaway.graphql(MINE)).data).toEqual({
        myCutoffReminder: { enabled: true, hoursBefore: 3, weekdays: [1, 5] },
      });
      // Another customer sees and changes only their own.
      expect((await bistro.graphql(MINE)).data).toEqual({
        myCutoffReminder: { enabled: false, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5, 6] },
      });
      await choose(bistro, { enabled: true, hoursBefore: 12, weekdays: [2] });
      expect((await takeaway.graphql(MINE)).data).toEqual({
        myCutoffReminder: { enabled: true, hoursBefore: 3, weekdays: [1, 5] },
      });
    });

    it.each<[Choice, string]>([
      [{ enabled: true, hoursBefore: 0, weekdays: [1] }, 'Choose from 1 to 12 hours before the cutoff.'],
      [{ enabled: true, hoursBefore: 13, weekdays: [1] }, 'Choose from 1 to 12 hours before the cutoff.'],
      [{ enabled: true, hoursBefore: 6, weekdays: [0] }, 'Choose days from Monday to Saturday.'],
      [{ enabled: true, hoursBefore: 6, weekdays: [8] }, 'Choose days from Monday to Saturday.'],
      [{ enabled: true, hoursBefore: 6, weekdays: [] }, 'Choose at least one day to be reminded on.'],
    ])('refuses %j with “%s” and changes nothing', async (input, message) => {
      const before = (await takeaway.graphql(MINE)).data;
      const answer = await choose(takeaway, input);
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(answer.errors?.[0]?.message).toBe(message);
      expect((await takeaway.graphql(MINE)).data).toEqual(before);
    });

    it('is refused to a guest and to staff, and the list of reminders sent to a customer', async () => {
      expect(codeOf(await guest.graphql(MINE))).toBe('UNAUTHENTICATED');
      expect(codeOf(await choose(guest, EVERY_DAY))).toBe('UNAUTHENTICATED');
      expect(codeOf(await admin.graphql(MINE))).toBe('FORBIDDEN');
      expect(codeOf(await takeaway.graphql(SENT, { customerId: takeawayId }))).toBe('FORBIDDEN');
      expect(codeOf(await guest.graphql(SENT, { customerId: takeawayId }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await admin.graphql(SENT, { customerId: '00000000-0000-4000-8000-000000000000' }))).toBe(
        'NOT_FOUND',
      );
    });
  });

  describe('sending', () => {
    // Friday 08/03/2030 is processed from orders placed before the cutoff that morning; bistro has one for it.
    const friday = '2030-03-08';
    const due = () =>
      new Date(auckland(friday, `${String(cutoffHour).padStart(2, '0')}:00`).getTime() - 3_600_000);

    beforeAll(async () => {
      await choose(takeaway, EVERY_DAY);
      await choose(bistro, EVERY_DAY);
      const [bistroOrder] = await db()
        .select({ id: order.id })
        .from(order)
        .where(eq(order.customerId, bistroId))
        .limit(1);
      await db()
        .update(order)
        .set({ processingDate: friday, status: 'PENDING' })
        .where(eq(order.id, bistroOrder!.id));
    });

    it('waits for its hour, then mails takeaway, who has not ordered, and not bistro, who has', async () => {
      const early = new Date(due().getTime() - 5 * 3_600_000 - 60_000);
      expect(await app.cutoffReminderScheduler.run(early)).toBe(0);
      const seen = mailFiles(app.dataDir);
      expect(await app.cutoffReminderScheduler.run(due())).toBe(1);
      expect(await sentRows([bistroId, takeawayId])).toEqual([
        { customerId: takeawayId, processingDate: friday },
      ]);
      const mail = await waitForMail(app.dataDir, 'takeaway@demo.test', { seen, timeoutMs: 15_000 });
      expect(mail.headers.get('subject')).toBe(
        `Reminder: order by ${String(cutoffHour).padStart(2, '0')}:00 for Friday 08/03/2030`,
      );
      const text = mailText(mail);
      expect(text).toContain('We have no order from you yet for Friday 08/03/2030.');
      expect(text).toContain(`${app.baseUrl}/order-guide`);
      // The link signs nobody in: no token, nothing but the page.
      expect(text).not.toMatch(/order-guide\?/);
      const others = mailFiles(app.dataDir).filter((f) => !seen.includes(f));
      expect(others.map((f) => readMail(f).headers.get('to'))).not.toContain('bistro@demo.test');
    });

    it('sends once a day: a later look, or another, sends nothing more', async () => {
      expect(await app.cutoffReminderScheduler.run(new Date(due().getTime() + 30 * 60_000))).toBe(0);
      expect(
        await new CutoffReminders({ db: db(), settings: app.services.settings, clock: due }).sendDue(),
      ).toBe(0);
      const [queued] = await db()
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.topic, CUTOFF_REMINDER_MAIL_TOPIC)));
      expect(queued?.n).toBe(1);
    });

    it('shows staff what was sent, in the customer’s view', async () => {
      const answer = await admin.graphql<{ customerCutoffReminders: unknown[] }>(SENT, {
        customerId: takeawayId,
      });
      expect(answer.data?.customerCutoffReminders).toEqual([
        {
          processingDate: friday,
          sentAt: due().toISOString(),
          toEmail: 'takeaway@demo.test',
          hoursBefore: 6,
        },
      ]);
      expect((await admin.graphql(SENT, { customerId: bistroId })).data).toEqual({
        customerCutoffReminders: [],
      });
    });

    it('sends nothing to a customer who turned it off, or for a weekday not chosen', async () => {
      await choose(takeaway, { enabled: false, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5, 6] });
      await choose(bistro, { enabled: true, hoursBefore: 6, weekdays: [1] });
      // Saturday 09/03/2030's reminder time: neither is due.
      const saturday = new Date(
        auckland('2030-03-09', `${String(cutoffHour).padStart(2, '0')}:00`).getTime() - 3_600_000,
      );
      expect(await app.cutoffReminderScheduler.run(saturday)).toBe(0);
    });

    it('sends each reminder exactly once with two servers looking at the same moment', async () => {
      const tuesday = '2030-03-12';
      const at = new Date(
        auckland(tuesday, `${String(cutoffHour).padStart(2, '0')}:00`).getTime() - 2 * 3_600_000,
      );
      await choose(takeaway, EVERY_DAY);
      await choose(bistro, EVERY_DAY);
      const seen = mailFiles(app.dataDir);
      // On PostgreSQL a second server of its own; PGlite is one process's, so there a second scheduler in it.
      const other =
        name === 'postgres'
          ? await secondServer(at)
          : {
              scheduler: new CutoffReminderScheduler({
                reminders: new CutoffReminders({
                  db: db(),
                  settings: app.services.settings,
                  clock: () => at,
                }),
                outbox: app.outbox,
                clock: () => at,
                logError: () => {},
              }),
              close: async () => {},
            };
      try {
        app.setNow(at);
        const [one, two] = await Promise.all([app.cutoffReminderScheduler.run(), other.scheduler.run()]);
        expect(one + two).toBe(2);
        const rows = await db()
          .select({ customerId: cutoffReminderSent.customerId, n: count() })
          .from(cutoffReminderSent)
          .where(eq(cutoffReminderSent.processingDate, tuesday))
          .groupBy(cutoffReminderSent.customerId);
        expect(rows.map((r) => r.n)).toEqual([1, 1]);
        await waitForMail(app.dataDir, 'takeaway@demo.test', { seen, timeoutMs: 15_000 });
        await waitForMail(app.dataDir, 'bistro@demo.test', { seen, timeoutMs: 15_000 });
        await app.outbox.drain();
        const toTakeaway = mailFiles(app.dataDir)
          .filter((f) => !seen.includes(f))
          .filter((f) => readMail(f).headers.get('to') === 'takeaway@demo.test');
        expect(toTakeaway).toHaveLength(1);
      } finally {
        app.setNow(null);
        await other.close();
      }
    });
  });

  it('reminds a customer in a delivery zone of its next delivery day, before the zone’s earlier cutoff', async () => {
    const zoneCutoff = Math.max(0, cutoffHour - 2);
    const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const [zone] = await db()
      .insert(deliveryZone)
      .values({
        name: 'Thursdays',
        weekdays: [4],
        cutoffHour: zoneCutoff,
        freightCharge: '0',
        freeFreightThreshold: '0',
      })
      .returning({ id: deliveryZone.id });
    await db().update(customer).set({ deliveryZoneId: zone!.id }).where(eq(customer.id, takeawayId));
    await choose(takeaway, EVERY_DAY);
    try {
      // Tuesday 19/03/2030, an hour before the shop's cutoff: takeaway's next delivery is Thursday, not today.
      await app.cutoffReminderScheduler.run(
        new Date(auckland('2030-03-19', hour(cutoffHour)).getTime() - 3_600_000),
      );
      expect(await sentRows([takeawayId])).not.toContainEqual(
        expect.objectContaining({ processingDate: '2030-03-19' }),
      );
      // Thursday 21/03/2030, an hour before the zone's cutoff (two before the shop's).
      const seen = mailFiles(app.dataDir);
      await app.cutoffReminderScheduler.run(
        new Date(auckland('2030-03-21', hour(zoneCutoff)).getTime() - 3_600_000),
      );
      expect(await sentRows([takeawayId])).toContainEqual({
        customerId: takeawayId,
        processingDate: '2030-03-21',
      });
      const mail = await waitForMail(app.dataDir, 'takeaway@demo.test', { seen, timeoutMs: 15_000 });
      expect(mail.headers.get('subject')).toBe(
        `Reminder: order by ${hour(zoneCutoff)} for Thursday 21/03/2030`,
      );
    } finally {
      await db().update(customer).set({ deliveryZoneId: null }).where(eq(customer.id, takeawayId));
      await db().delete(deliveryZone).where(eq(deliveryZone.id, zone!.id));
    }
  });

  it('keeps the choice in one row per customer', async () => {
    const rows = await db()
      .select({ n: count() })
      .from(cutoffReminderPreference)
      .where(inArray(cutoffReminderPreference.customerId, [bistroId, takeawayId]));
    expect(rows[0]?.n).toBe(2);
  });
});
