import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, notification, paymentReminder, receivablesRun, settings } from '../../db/schema.ts';
import { mailFiles, waitForMail } from '../../test/eml.ts';
import { customerIdOf } from '../../test/identity.ts';
import { auckland, nothingOverdue, overdueInvoice } from '../../test/overdue.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { ReceivablesScheduler, type ReceivablesSchedulerDeps } from './receivables-scheduler.ts';

describe.each(TEST_DATABASES)('the daily receivables run on $name', ({ url }) => {
  let app: TestApp;
  let bistroId: string;
  let takeawayId: string;
  let takeaway: { companyName: string; code: string; email: string };
  const logged: string[] = [];

  const db = () => app.database.db;
  /** Another server's scheduler on the same database, at `now`. */
  const scheduler = (now: Date, overrides: Partial<ReceivablesSchedulerDeps> = {}) =>
    new ReceivablesScheduler({
      db: db(),
      customerStop: app.services.customerStop,
      reminders: app.services.reminders,
      notifications: app.services.notifications,
      outbox: app.outbox,
      clock: () => now,
      logError: (_error, message) => logged.push(message),
      ...overrides,
    });
  const runOf = async (day: string) => db().select().from(receivablesRun).where(eq(receivablesRun.day, day));
  const newestNotice = async () =>
    (await db().select().from(notification).orderBy(desc(notification.createdAt)).limit(1))[0];

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const [row] = await db()
      .select({ companyName: customer.companyName, code: customer.code, email: customer.email })
      .from(customer)
      .where(eq(customer.id, takeawayId));
    takeaway = row!;
    await nothingOverdue(db());
    await db().update(customer).set({ onStop: false, onStopReason: '', onStopSince: null });
    const issuedAt = auckland('2030-01-05', '10:00');
    // On 1 March takeaway is 45 days overdue (past the stop's 30), bistro 9 (past the reminder's 7).
    await overdueInvoice(db(), takeawayId, 20000, '2030-01-15', issuedAt);
    await overdueInvoice(db(), bistroId, 3000, '2030-02-20', issuedAt);
    await db().update(settings).set({ stopAfterOverdueDays: 30, reminderAfterDays: 7 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('waits for 06:00 in Auckland', async () => {
    expect(await app.receivablesScheduler.runIfDue(auckland('2030-03-01', '05:59'))).toBeNull();
    expect(await runOf('2030-03-01')).toEqual([]);
  });

  it('puts overdue accounts on stop, telling staff who, and mails the reminders', async () => {
    const seen = mailFiles(app.dataDir);
    app.setNow(auckland('2030-03-01', '06:00'));
    const summary = await app.receivablesScheduler.runIfDue();
    expect(summary).toEqual({
      day: '2030-03-01',
      stopped: [`${takeaway.companyName} (${takeaway.code})`],
      reminded: 2,
      error: null,
    });
    const [stopped] = await db()
      .select({ onStop: customer.onStop, reason: customer.onStopReason })
      .from(customer)
      .where(eq(customer.id, takeawayId));
    expect(stopped).toEqual({ onStop: true, reason: 'Automatic: 45 days overdue' });
    const [bistro] = await db()
      .select({ onStop: customer.onStop })
      .from(customer)
      .where(eq(customer.id, bistroId));
    expect(bistro?.onStop).toBe(false);

    const notice = await newestNotice();
    expect(notice?.userName).toBe('Daily receivables run');
    expect(notice?.message).toBe(
      `Put on stop, oldest overdue amount more than 30 days past due: ${takeaway.companyName} (${takeaway.code}). ` +
        'Overdue reminders sent to 2 customers.',
    );
    const [run] = await runOf('2030-03-01');
    expect(run).toMatchObject({ stopped: 1, reminded: 2, error: null });
    expect(run?.finishedAt).not.toBeNull();
    const sent = await db()
      .select({ customerId: paymentReminder.customerId })
      .from(paymentReminder)
      .where(inArray(paymentReminder.customerId, [bistroId, takeawayId]))
      .orderBy(asc(paymentReminder.customerId));
    expect(sent.map((r) => r.customerId).sort()).toEqual([bistroId, takeawayId].sort());
    // The outbox was woken: the mail goes without waiting for its poll.
    const mail = await waitForMail(app.dataDir, takeaway.email, { seen, timeoutMs: 15_000 });
    expect(mail.headers.get('subject')).toMatch(/^Overdue account reminder from /);
  });

  it('runs once a day however many servers look, at once or one after the other', async () => {
    expect(await app.receivablesScheduler.runIfDue(auckland('2030-03-01', '14:00'))).toBeNull();
    const noon = auckland('2030-03-02', '12:00');
    const [one, other] = await Promise.all([scheduler(noon).runIfDue(), scheduler(noon).runIfDue()]);
    expect([one, other].filter((summary) => summary !== null)).toHaveLength(1);
    expect(await runOf('2030-03-02')).toHaveLength(1);
  });

  it('records a failure, tells staff and does not throw', async () => {
    const failing = scheduler(auckland('2030-03-03', '06:30'), {
      reminders: {
        send: async () => {
          throw new Error('The mail queue is down.');
        },
      },
    });
    const summary = await failing.runIfDue();
    expect(summary?.error).toBe('The overdue reminders failed: The mail queue is down.');
    const [run] = await runOf('2030-03-03');
    expect(run?.error).toBe('The overdue reminders failed: The mail queue is down.');
    expect(run?.finishedAt).not.toBeNull();
    expect((await newestNotice())?.message).toBe('The overdue reminders failed: The mail queue is down.');
    expect(logged).toContain('receivables run: the reminders failed');
  });

  it('looks every interval once started, until stopped', async () => {
    let now = auckland('2030-03-04', '05:00');
    const timed = scheduler(now, { clock: () => now, checkEveryMs: 20 });
    timed.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await runOf('2030-03-04')).toEqual([]);
      now = auckland('2030-03-04', '06:01');
      await expect.poll(async () => (await runOf('2030-03-04')).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await timed.stop();
    }
  });
});
