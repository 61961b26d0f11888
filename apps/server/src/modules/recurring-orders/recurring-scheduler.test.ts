import { aucklandParts } from '@cleaver/domain/dates';
import { toCents } from '@cleaver/domain/money';
import { and, asc, count, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import {
  closedDay,
  customer,
  customPrice,
  notification,
  order,
  orderLine,
  outbox,
  product,
  recurringOrder,
  recurringOrderLine,
  recurringRun,
} from '../../db/schema.ts';
import { movableClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import { ApiClient } from '../../test/client.ts';
import { customerIdOf } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import type { RunSummary } from './recurring-scheduler.ts';
import { registerTestClockRoute } from './test-clock.routes.ts';

/** The instant a Pacific/Auckland wall-clock time falls on (NZST +12 or NZDT +13, whichever matches). */
function auckland(date: string, time = '00:00:30'): Date {
  for (const offset of ['+13:00', '+12:00']) {
    const instant = new Date(`${date}T${time}${offset}`);
    const parts = aucklandParts(instant);
    const wall = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
    if (parts.day === Number(date.slice(8, 10)) && wall === time.slice(0, 5)) return instant;
  }
  throw new Error(`no Auckland instant for ${date} ${time}`);
}

type Plan = {
  customerId: string;
  frequency: 'DAILY' | 'WEEKLY' | 'FORTNIGHTLY';
  selectedDays?: number[];
  startingDate?: string;
  /** The scheduler's mark: every due day up to it is dealt with. */
  mark: string | null;
  lines: Array<{ productId: string; quantity: number }>;
  notes?: string;
};

describe.each(TEST_DATABASES)('the standing orders’ scheduler on $name', ({ name, url }) => {
  let app: TestApp;
  let bistroId: string;
  let takeawayId: string;
  /** Enabled, in-stock products; the first has a custom price on bistro's level. */
  let products: Array<{ id: string; name: string; defaultPrice: number }>;
  let bistroLevel: string;

  const db = () => app.database.db;
  const run = (at: Date, options?: Parameters<App['scheduler']['run']>[0]) => {
    app.setNow(at);
    return app.scheduler.run(options);
  };

  async function standing(plan: Plan): Promise<string> {
    const [row] = await db()
      .insert(recurringOrder)
      .values({
        customerId: plan.customerId,
        frequency: plan.frequency,
        startingDate: plan.startingDate ?? '2027-01-01',
        selectedDays: plan.selectedDays ?? [],
        isDelivery: true,
        notes: plan.notes ?? 'Standing order',
        lastGeneratedDate: plan.mark,
      })
      .returning({ id: recurringOrder.id });
    if (!row) throw new Error('no standing order');
    await db()
      .insert(recurringOrderLine)
      .values(
        plan.lines.map((l, position) => ({
          recurringOrderId: row.id,
          productId: l.productId,
          quantity: String(l.quantity),
          position,
        })),
      );
    return row.id;
  }

  const ordersOf = (recurringOrderId: string) =>
    db()
      .select()
      .from(order)
      .where(eq(order.recurringOrderId, recurringOrderId))
      .orderBy(asc(order.recurringDueDate));

  const noticesOf = (orderId: string) =>
    db()
      .select({ message: notification.message, userName: notification.userName })
      .from(notification)
      .where(eq(notification.orderId, orderId));

  async function newestSummaryNotice(): Promise<string | undefined> {
    const rows = await db()
      .select({ message: notification.message })
      .from(notification)
      .where(sql`${notification.message} like 'Recurring orders:%'`)
      .orderBy(sql`${notification.createdAt} desc`, sql`${notification.id} desc`)
      .limit(1);
    return rows[0]?.message;
  }

  const summaryNoticeCount = async () =>
    (
      await db()
        .select({ n: count() })
        .from(notification)
        .where(sql`${notification.message} like 'Recurring orders:%'`)
    )[0]?.n ?? 0;

  /** The notices telling staff of a run that never finished. */
  const interruptedNotices = async () =>
    (
      await db()
        .select({ message: notification.message })
        .from(notification)
        .where(sql`${notification.message} like 'Recurring orders: the run started%'`)
    ).map((n) => n.message);

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
      scheduler: other.scheduler,
      close: async () => {
        await other.server.close();
        await second.close();
      },
    };
  }

  const createdFor = (summary: RunSummary, id: string) =>
    summary.orders.filter((o) => o.recurringOrderId === id);
  /** Stops standing orders a test is done with, so later runs (at other dates) leave them be. */
  const stopAll = () => db().update(recurringOrder).set({ isActive: false });

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    // The seeded standing orders stay out of these runs: each test sets its own.
    await db().update(recurringOrder).set({ isActive: false });
    // Staff's closed day, in before any run reads (and keeps) the closed days.
    await db().insert(closedDay).values({ date: '2027-12-29', name: 'Christmas shutdown' });
    app.services.events.publish('settings', { changed: true });
    const [bistro] = await db()
      .select({ level: customer.priceLevelId })
      .from(customer)
      .where(eq(customer.id, bistroId));
    if (!bistro?.level) throw new Error('bistro has no price level');
    bistroLevel = bistro.level;
    const rows = await db()
      .select({ id: product.id, name: product.name, defaultPrice: product.defaultPrice })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), sql`${product.archivedAt} is null`))
      .orderBy(asc(product.code))
      .limit(4);
    products = rows.map((r) => ({ id: r.id, name: r.name, defaultPrice: toCents(r.defaultPrice) }));
    expect(products).toHaveLength(4);
  });

  afterEach(async () => {
    await db().update(recurringOrder).set({ isActive: false });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('creates Monday’s order once, just after 00:00 Auckland, priced from the level at that moment', async () => {
    const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
    await db()
      .insert(customPrice)
      .values({ priceLevelId: bistroLevel, productId: first.id, price: '12.34' })
      .onConflictDoUpdate({
        target: [customPrice.priceLevelId, customPrice.productId],
        set: { price: '12.34' },
      });
    const id = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1, 4],
      mark: '2027-02-27',
      lines: [
        { productId: first.id, quantity: 3 },
        { productId: second.id, quantity: 1.5 },
      ],
    });
    const notices = await summaryNoticeCount();

    const before = await run(auckland('2027-02-28', '23:59:30'));
    expect(createdFor(before, id)).toEqual([]);
    expect(await ordersOf(id)).toEqual([]);
    // Nothing due: no notice at all.
    expect(await summaryNoticeCount()).toBe(notices);

    const monday = await run(auckland('2027-03-01', '00:00:30'));
    expect(monday.created).toBe(1);
    const [created] = await ordersOf(id);
    expect(created).toMatchObject({
      customerId: bistroId,
      status: 'PENDING',
      processingDate: '2027-03-01',
      recurringDueDate: '2027-03-01',
      isDelivery: true,
      purchaseOrder: '',
      notes: 'Standing order',
      placedByUserId: null,
      updatedByName: 'Recurring orders',
      version: 1,
    });
    if (!created) throw new Error('no order');
    const lines = await db()
      .select({
        productId: orderLine.productId,
        unitPrice: orderLine.unitPrice,
        quantity: orderLine.quantity,
      })
      .from(orderLine)
      .where(eq(orderLine.orderId, created.id))
      .orderBy(asc(orderLine.position));
    expect(lines.map((l) => [l.productId, toCents(l.unitPrice), Number(l.quantity)])).toEqual([
      [first.id, 1234, 3],
      [second.id, expect.any(Number), 1.5],
    ]);
    const [mail] = await db()
      .select({ topic: outbox.topic, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `mail.order-confirmation:${created.id}`));
    expect(mail?.payload).toMatchObject({
      to: 'bistro@demo.test',
      order: { id: created.id, processingDate: '2027-03-01' },
    });
    expect(await noticesOf(created.id)).toEqual([
      {
        userName: 'Recurring orders',
        message: expect.stringMatching(
          /^Order \w+ created for .+ from its standing order \(Monday 01\/03\/2027\)$/,
        ),
      },
    ]);
    expect(await newestSummaryNotice()).toBe('Recurring orders: 1 created, 0 skipped');
    const [marked] = await db()
      .select({ mark: recurringOrder.lastGeneratedDate })
      .from(recurringOrder)
      .where(eq(recurringOrder.id, id));
    expect(marked?.mark).toBe('2027-03-01');

    // Again the same day, and a minute later: nothing new, no notice.
    const noticesNow = await summaryNoticeCount();
    expect((await run(auckland('2027-03-01', '00:00:40'))).created).toBe(0);
    expect((await run(auckland('2027-03-01', '00:01:40'))).created).toBe(0);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await summaryNoticeCount()).toBe(noticesNow);

    // Thursday's order takes the level's price as it is on Thursday.
    await db()
      .update(customPrice)
      .set({ price: '15.00' })
      .where(and(eq(customPrice.priceLevelId, bistroLevel), eq(customPrice.productId, first.id)));
    await run(auckland('2027-03-04'));
    const orders = await ordersOf(id);
    expect(orders.map((o) => o.recurringDueDate)).toEqual(['2027-03-01', '2027-03-04']);
    const [thursdayLine] = await db()
      .select({ unitPrice: orderLine.unitPrice })
      .from(orderLine)
      .where(and(eq(orderLine.orderId, orders[1]?.id ?? ''), eq(orderLine.productId, first.id)));
    expect(toCents(thursdayLine?.unitPrice ?? '0')).toBe(1500);
  });

  it('moves deliveries past Sundays, Easter, Matariki and the year end, across both daylight-saving changes', async () => {
    const [p] = products as [(typeof products)[0]];
    const lines = [{ productId: p.id, quantity: 2 }];

    // Daylight saving ends on Sunday 04/04/2027 (03:00 back to 02:00): a Sunday order is processed Monday.
    const sunday = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [0],
      mark: '2027-04-03',
      lines,
    });
    const monday = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1],
      mark: '2027-04-04',
      lines,
    });
    expect(createdFor(await run(auckland('2027-04-03', '23:59:30')), sunday)).toEqual([]);
    expect(createdFor(await run(auckland('2027-04-04', '00:00:30')), sunday)).toEqual([
      expect.objectContaining({ dueDate: '2027-04-04', processingDate: '2027-04-05' }),
    ]);
    const [sundayOrder] = await ordersOf(sunday);
    expect((await noticesOf(sundayOrder?.id ?? ''))[0]?.message).toMatch(
      /from its standing order \(Sunday 04\/04\/2027\); moved to Monday 05\/04\/2027: Sunday$/,
    );
    // The day is 25 hours long: 23:59:30 on Sunday is still Sunday, and Monday's order waits for 00:00.
    expect(createdFor(await run(auckland('2027-04-04', '23:59:30')), monday)).toEqual([]);
    expect(createdFor(await run(auckland('2027-04-05', '00:00:30')), monday)).toEqual([
      expect.objectContaining({ dueDate: '2027-04-05', processingDate: '2027-04-05' }),
    ]);

    await stopAll();
    // Daylight saving starts on Sunday 26/09/2027 (02:00 forward to 03:00). Sunday and Monday are two standing
    // orders here: in one, Sunday's delivery and Monday's would be one order.
    const spring = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [0],
      mark: '2027-09-25',
      lines,
    });
    const springMonday = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1],
      mark: '2027-09-25',
      lines,
    });
    expect(createdFor(await run(auckland('2027-09-26', '03:30:00')), spring)).toEqual([
      expect.objectContaining({ dueDate: '2027-09-26', processingDate: '2027-09-27' }),
    ]);
    expect(createdFor(await run(auckland('2027-09-26', '23:59:30')), springMonday)).toEqual([]);
    expect(createdFor(await run(auckland('2027-09-27', '00:00:30')), springMonday)).toEqual([
      expect.objectContaining({ dueDate: '2027-09-27', processingDate: '2027-09-27' }),
    ]);

    await stopAll();
    // Easter 2027: Good Friday 26/03 moves to Saturday, Easter Monday 29/03 to Tuesday.
    const easter = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1, 5],
      mark: '2027-03-25',
      lines,
    });
    expect(createdFor(await run(auckland('2027-03-26')), easter)).toEqual([
      expect.objectContaining({ dueDate: '2027-03-26', processingDate: '2027-03-27' }),
    ]);
    expect(createdFor(await run(auckland('2027-03-29')), easter)).toEqual([
      expect.objectContaining({ dueDate: '2027-03-29', processingDate: '2027-03-30' }),
    ]);
    const easterMonday = (await ordersOf(easter))[1];
    expect((await noticesOf(easterMonday?.id ?? ''))[0]?.message).toContain(
      '(Monday 29/03/2027); moved to Tuesday 30/03/2027: Easter Monday',
    );

    await stopAll();
    // Matariki 2027 is Friday 25/06.
    const matariki = await standing({ customerId: bistroId, frequency: 'DAILY', mark: '2027-06-24', lines });
    const matarikiRun = await run(auckland('2027-06-25'));
    // Daily means the days the shop processes: nothing is due on Matariki itself.
    expect(createdFor(matarikiRun, matariki)).toEqual([]);
    expect(createdFor(await run(auckland('2027-06-26')), matariki)).toEqual([
      expect.objectContaining({ dueDate: '2027-06-26', processingDate: '2027-06-26' }),
    ]);
    const fridays = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [5],
      mark: '2027-06-24',
      lines,
    });
    expect(createdFor(await run(auckland('2027-06-25', '00:05:00')), fridays)).toEqual([
      expect.objectContaining({ dueDate: '2027-06-25', processingDate: '2027-06-26' }),
    ]);

    await stopAll();
    // Year end: Christmas and Boxing Day fall on the weekend and are observed Monday 27 and Tuesday 28;
    // staff closed Wednesday 29 as well.
    const yearEnd = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1, 5],
      mark: '2027-12-26',
      lines,
    });
    expect(createdFor(await run(auckland('2027-12-27')), yearEnd)).toEqual([
      expect.objectContaining({ dueDate: '2027-12-27', processingDate: '2027-12-30' }),
    ]);
    const [yearEndOrder] = await ordersOf(yearEnd);
    expect((await noticesOf(yearEndOrder?.id ?? ''))[0]?.message).toContain(
      'moved to Thursday 30/12/2027: Christmas Day (observed), Boxing Day (observed), Christmas shutdown',
    );
    expect(createdFor(await run(auckland('2027-12-31')), yearEnd)).toEqual([
      expect.objectContaining({ dueDate: '2027-12-31', processingDate: '2027-12-31' }),
    ]);
    // Monday 03/01/2028 is the Day after New Year's Day observed... and Tuesday 04/01 as well.
    expect(createdFor(await run(auckland('2028-01-03')), yearEnd)).toEqual([
      expect.objectContaining({ dueDate: '2028-01-03', processingDate: '2028-01-05' }),
    ]);

    await stopAll();
    // Fortnightly counts its weeks from the starting date's week (Sunday to Saturday): started on Wednesday
    // 05/05/2027 with Monday selected, the first Monday due is 17/05, not 10/05.
    const fortnightly = await standing({
      customerId: bistroId,
      frequency: 'FORTNIGHTLY',
      selectedDays: [1],
      startingDate: '2027-05-05',
      mark: '2027-05-04',
      lines,
    });
    expect(createdFor(await run(auckland('2027-05-10')), fortnightly)).toEqual([]);
    expect(createdFor(await run(auckland('2027-05-17')), fortnightly)).toEqual([
      expect.objectContaining({ dueDate: '2027-05-17' }),
    ]);
    expect(createdFor(await run(auckland('2027-05-24')), fortnightly)).toEqual([]);
    expect(createdFor(await run(auckland('2027-05-31')), fortnightly)).toEqual([
      expect.objectContaining({ dueDate: '2027-05-31' }),
    ]);
  });

  it('catches up after downtime: days still to be processed are created, older ones skipped and named', async () => {
    const [p] = products as [(typeof products)[0]];
    // Sunday, Monday and Wednesday; the server was last up on Sunday 01/08/2027 and comes back Monday 09/08.
    const id = await standing({
      customerId: takeawayId,
      frequency: 'WEEKLY',
      selectedDays: [0, 1, 3],
      mark: '2027-08-01',
      lines: [{ productId: p.id, quantity: 1 }],
    });
    const summary = await run(auckland('2027-08-09', '08:15:00'));
    // Sunday 08/08's delivery goes on today (Monday), so it is still made, with Monday 09/08's in the same order.
    expect(createdFor(summary, id).map((o) => [o.dueDate, o.processingDate])).toEqual([
      ['2027-08-08', '2027-08-09'],
    ]);
    const [{ company } = { company: '' }] = await db()
      .select({ company: customer.companyName })
      .from(customer)
      .where(eq(customer.id, takeawayId));
    expect(summary.skipped).toEqual([
      { company, date: '2027-08-02', reason: 'missed (the server was not running on Monday 02/08/2027)' },
      { company, date: '2027-08-04', reason: 'missed (the server was not running on Wednesday 04/08/2027)' },
    ]);
    expect(await newestSummaryNotice()).toBe(
      `Recurring orders: 1 created, 2 skipped (${company}: missed (the server was not running on Monday 02/08/2027); ` +
        `${company}: missed (the server was not running on Wednesday 04/08/2027)). ` +
        'Moved past closed days: Sunday 08/08/2027 to Monday 09/08/2027 (Sunday) for 1 order.',
    );
    expect((await ordersOf(id)).map((o) => o.recurringDueDate)).toEqual(['2027-08-08']);
  });

  it('makes no order for a day the cutoff has closed when a standing order is set after it', async () => {
    const [p] = products as [(typeof products)[0]];
    const { cutoffHour } = await app.services.settings.variables();
    expect(cutoffHour).toBeGreaterThan(0);
    const hour = (h: number) => `${String(h).padStart(2, '0')}:30:00`;
    const set = (notes: string) =>
      app.services.recurringOrders.create(
        { firstName: 'Staff', lastName: 'Member', email: 'admin@demo.test' },
        {
          customerId: bistroId,
          frequency: 'DAILY',
          startingDate: '2027-03-03',
          selectedDays: [],
          isDelivery: true,
          notes,
          lines: [{ productId: p.id, quantity: 1 }],
        },
      );
    // Wednesday 03/03/2027: one set before the cutoff, one after it.
    app.setNow(auckland('2027-03-03', hour(cutoffHour - 1)));
    const early = await set('set before the cutoff');
    expect(createdFor(await run(auckland('2027-03-03', hour(cutoffHour - 1))), early.id)).toEqual([
      expect.objectContaining({ dueDate: '2027-03-03', processingDate: '2027-03-03' }),
    ]);
    app.setNow(auckland('2027-03-03', hour(cutoffHour)));
    const late = await set('set after the cutoff');
    // Its first day is Thursday, as for an order placed at that moment, and the preview starts there.
    expect(late.lastGeneratedDate).toBe('2027-03-03');
    expect(late.nextRuns[0]?.dueDate).toBe('2027-03-04');
    expect(createdFor(await run(auckland('2027-03-03', hour(cutoffHour))), late.id)).toEqual([]);
    expect(await ordersOf(late.id)).toEqual([]);
    const thursday = await run(auckland('2027-03-04'));
    expect(createdFor(thursday, late.id)).toEqual([
      expect.objectContaining({ dueDate: '2027-03-04', processingDate: '2027-03-04' }),
    ]);
    expect((await ordersOf(late.id)).map((o) => o.processingDate)).toEqual(['2027-03-04']);
    expect((await ordersOf(early.id)).map((o) => o.processingDate)).toEqual(['2027-03-03', '2027-03-04']);
  });

  it('makes one order when closed days put two deliveries of a standing order on one day', async () => {
    const [p] = products as [(typeof products)[0]];
    const lines = [{ productId: p.id, quantity: 2 }];
    // Saturday and Monday. Christmas 2027: Saturday 25 is Christmas Day, Monday 27 and Tuesday 28 are Christmas
    // and Boxing Day observed, Wednesday 29 staff's shutdown: both deliveries go on Thursday 30.
    const saturdaysAndMondays = (mark: string) =>
      standing({ customerId: bistroId, frequency: 'WEEKLY', selectedDays: [6, 1], mark, lines });
    const id = await saturdaysAndMondays('2027-12-24');
    app.setNow(auckland('2027-12-24', '10:00:00'));
    const preview = await app.services.recurringOrders.get(id);
    expect(preview?.nextRuns[0]).toMatchObject({
      dueDate: '2027-12-25',
      processingDate: '2027-12-30',
      combined: ['2027-12-27'],
    });

    expect(createdFor(await run(auckland('2027-12-25')), id)).toEqual([
      expect.objectContaining({ dueDate: '2027-12-25', processingDate: '2027-12-30' }),
    ]);
    const [made] = await ordersOf(id);
    expect((await noticesOf(made?.id ?? ''))[0]?.message).toContain(
      'one order for the deliveries of Saturday 25/12/2027 and Monday 27/12/2027',
    );
    // Monday's run finds Saturday's order for Thursday: nothing new, nothing skipped.
    const monday = await run(auckland('2027-12-27'));
    expect(createdFor(monday, id)).toEqual([]);
    expect(monday.skipped).toEqual([]);
    expect((await ordersOf(id)).map((o) => [o.recurringDueDate, o.processingDate])).toEqual([
      ['2027-12-25', '2027-12-30'],
    ]);

    // A server down over the weekend catches up on Monday with the same one order.
    const catchingUp = await saturdaysAndMondays('2027-12-24');
    expect(createdFor(await run(auckland('2027-12-27', '00:05:00')), catchingUp)).toEqual([
      expect.objectContaining({ dueDate: '2027-12-25', processingDate: '2027-12-30' }),
    ]);
    expect(createdFor(await run(auckland('2027-12-30')), catchingUp)).toEqual([]);
    expect((await ordersOf(catchingUp)).map((o) => o.processingDate)).toEqual(['2027-12-30']);
  });

  it('leaves unavailable products off, skips empty days and disabled customers, and goes on past a failure', async () => {
    const [a, b, c, d] = products as [
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
    ];
    const others = await db()
      .select({ id: customer.id, company: customer.companyName })
      .from(customer)
      .where(and(eq(customer.isActive, true), ne(customer.id, bistroId), ne(customer.id, takeawayId)))
      .orderBy(asc(customer.code))
      .limit(2);
    const [disabled, failing] = others as [(typeof others)[0], (typeof others)[0]];
    const mark = '2027-10-03';
    const partly = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1],
      mark,
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 2 },
      ],
    });
    const empty = await standing({
      customerId: takeawayId,
      frequency: 'WEEKLY',
      selectedDays: [1],
      mark,
      lines: [{ productId: c.id, quantity: 1 }],
    });
    const off = await standing({
      customerId: disabled.id,
      frequency: 'WEEKLY',
      selectedDays: [1],
      mark,
      lines: [{ productId: d.id, quantity: 1 }],
    });
    const broken = await standing({
      customerId: failing.id,
      frequency: 'WEEKLY',
      selectedDays: [1],
      mark,
      lines: [{ productId: d.id, quantity: 1 }],
    });
    await db().update(product).set({ isEnabled: false }).where(eq(product.id, b.id));
    await db().update(product).set({ inStock: false }).where(eq(product.id, c.id));
    await db().update(customer).set({ isActive: false }).where(eq(customer.id, disabled.id));
    try {
      const fault = (id: string) => {
        if (id === broken) throw new Error('forced failure');
      };
      const summary = await run(auckland('2027-10-04'), { beforeCommit: fault });
      expect(summary.orders.map((o) => o.recurringOrderId)).toEqual([partly]);
      const [partial] = await ordersOf(partly);
      const lines = await db()
        .select({ productId: orderLine.productId })
        .from(orderLine)
        .where(eq(orderLine.orderId, partial?.id ?? ''));
      expect(lines.map((l) => l.productId)).toEqual([a.id]);
      expect((await noticesOf(partial?.id ?? ''))[0]?.message).toContain(
        `; left off: ${b.name} (unavailable)`,
      );
      expect(await ordersOf(empty)).toEqual([]);
      expect(await ordersOf(off)).toEqual([]);
      expect(summary.skipped).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            date: '2027-10-04',
            reason: `no products available (${c.name}: out of stock)`,
          }),
          { company: disabled.company, date: '2027-10-04', reason: 'customer disabled' },
        ]),
      );
      expect(summary.failed).toEqual([
        { recurringOrderId: broken, company: failing.company, reason: 'forced failure' },
      ]);
      const notice = await newestSummaryNotice();
      expect(notice).toMatch(
        /^Recurring orders: 1 created, 2 skipped \(.*customer disabled.*\), 1 failed \(.*forced failure\)\. Left off: /,
      );
      expect(notice).toContain(`. Left off: ${b.name} (unavailable) on 1 order.`);
      // The failed one's mark stays: the next run tries again; the same failure is told to staff once a day.
      const notices = await summaryNoticeCount();
      const again = await run(auckland('2027-10-04', '00:01:30'), { beforeCommit: fault });
      expect(again.failed).toHaveLength(1);
      expect(await summaryNoticeCount()).toBe(notices);
      const fixed = await run(auckland('2027-10-04', '00:02:30'));
      expect(createdFor(fixed, broken)).toEqual([expect.objectContaining({ dueDate: '2027-10-04' })]);
      expect(await ordersOf(broken)).toHaveLength(1);
    } finally {
      await db()
        .update(product)
        .set({ isEnabled: true, inStock: true })
        .where(inArray(product.id, [b.id, c.id]));
      await db().update(customer).set({ isActive: true }).where(eq(customer.id, disabled.id));
    }
  });

  it('loses and doubles nothing when a run is stopped part-way and run again', async () => {
    const [p] = products as [(typeof products)[0]];
    const ids: string[] = [];
    // Sunday and Monday: each makes one order on Monday 08/11/2027 (Sunday's delivery goes on Monday with Monday's).
    for (let i = 0; i < 8; i++) {
      ids.push(
        await standing({
          customerId: bistroId,
          frequency: 'WEEKLY',
          selectedDays: [0, 1],
          mark: '2027-11-06',
          lines: [{ productId: p.id, quantity: i + 1 }],
        }),
      );
    }
    const stop = new AbortController();
    let handled = 0;
    // A process killed while the fourth standing order's transaction is open: it rolls back, nothing after runs.
    const kill = () => {
      handled += 1;
      if (handled === 4) {
        stop.abort();
        throw new Error('killed');
      }
    };
    const first = await run(auckland('2027-11-08'), { signal: stop.signal, beforeCommit: kill });
    expect(first.interrupted).toBe(true);
    // Three standing orders committed before the kill (more on PostgreSQL, which handles a few at once).
    expect(first.created).toBeGreaterThanOrEqual(3);
    expect(first.created).toBeLessThan(8);
    const second = await run(auckland('2027-11-08', '00:05:00'));
    expect(first.created + second.created).toBe(8);
    const rows = await db()
      .select({ id: order.recurringOrderId, due: order.recurringDueDate, n: count() })
      .from(order)
      .where(inArray(order.recurringOrderId, ids))
      .groupBy(order.recurringOrderId, order.recurringDueDate);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it.skipIf(name !== 'postgres')(
    'creates each order once with two servers running at the same moment',
    async () => {
      const [p] = products as [(typeof products)[0]];
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        ids.push(
          await standing({
            customerId: i % 2 ? bistroId : takeawayId,
            frequency: 'WEEKLY',
            selectedDays: [0, 1],
            mark: '2027-11-13',
            lines: [{ productId: p.id, quantity: 1 }],
          }),
        );
      }
      const at = auckland('2027-11-15');
      const other = await secondServer(at);
      try {
        app.setNow(at);
        const [one, two] = await Promise.all([app.scheduler.run(), other.scheduler.run()]);
        // Sunday 14 and Monday 15 for each of the 20, one order each on Monday: 20 between the two servers.
        expect(one.created + two.created, JSON.stringify([...one.failed, ...two.failed])).toBe(20);
        const rows = await db()
          .select({ id: order.recurringOrderId, due: order.recurringDueDate, n: count() })
          .from(order)
          .where(and(inArray(order.recurringOrderId, ids), isNotNull(order.recurringDueDate)))
          .groupBy(order.recurringOrderId, order.recurringDueDate);
        expect(rows).toHaveLength(20);
        expect(rows.every((r) => r.n === 1)).toBe(true);
      } finally {
        await other.close();
      }
    },
  );

  it('names in its summary what each order’s notice says, when a run makes more orders than the bell keeps', async () => {
    const [kept, outOfStock] = products as [(typeof products)[0], (typeof products)[0]];
    // Labour Day, Monday 25/10/2027: 31 Monday orders, each delivered Tuesday without the out-of-stock product.
    for (let i = 0; i < 31; i++) {
      await standing({
        customerId: i % 2 ? bistroId : takeawayId,
        frequency: 'WEEKLY',
        selectedDays: [1],
        mark: '2027-10-24',
        lines: [
          { productId: kept.id, quantity: 1 },
          { productId: outOfStock.id, quantity: 1 },
        ],
      });
    }
    await db().update(product).set({ inStock: false }).where(eq(product.id, outOfStock.id));
    try {
      const summary = await run(auckland('2027-10-25'));
      expect(summary.created).toBe(31);
      // What staff's bell shows: the newest 30 notices, the summary first; some orders' own notices are gone.
      const bell = await app.services.notifications.list();
      expect(bell.filter((n) => n.orderId !== null).length).toBeLessThan(31);
      expect(bell[0]?.message).toBe(
        `Recurring orders: 31 created, 0 skipped. Left off: ${outOfStock.name} (out of stock) on 31 orders. ` +
          'Moved past closed days: Monday 25/10/2027 to Tuesday 26/10/2027 (Labour Day) for 31 orders.',
      );
    } finally {
      await db().update(product).set({ inStock: true }).where(eq(product.id, outOfStock.id));
    }
  });

  it('tells staff, once, what a run killed part-way had created', async () => {
    const [p] = products as [(typeof products)[0]];
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      ids.push(
        await standing({
          customerId: i % 2 ? bistroId : takeawayId,
          frequency: 'WEEKLY',
          selectedDays: [1],
          mark: '2027-12-05',
          lines: [{ productId: p.id, quantity: i + 1 }],
        }),
      );
    }
    const notices = await summaryNoticeCount();
    const kill = new AbortController();
    let handled = 0;
    // The process dies while the fourth standing order's transaction is open: it rolls back, and nothing more is
    // written — no summary.
    const killed = await run(auckland('2027-12-06', '00:00:30'), {
      kill: kill.signal,
      beforeCommit: () => {
        handled += 1;
        if (handled === 4) {
          kill.abort();
          throw new Error('killed');
        }
      },
    });
    expect(killed.interrupted).toBe(true);
    expect(killed.created).toBeGreaterThanOrEqual(3);
    expect(await summaryNoticeCount()).toBe(notices);

    // Restarted: the next run says what the killed one had made, then carries on.
    const restarted = await run(auckland('2027-12-06', '00:05:00'));
    expect(killed.created + restarted.created).toBe(8);
    const [told, ...more] = await interruptedNotices();
    expect(more).toEqual([]);
    expect(told).toMatch(
      new RegExp(
        '^Recurring orders: the run started Monday, 6 December 2027 at 12:00 am was interrupted before it ' +
          `finished\\. It had created ${killed.created} orders for [12] customers?: .+\\. ` +
          'Later runs carry on where it stopped; nothing is created twice\\.$',
      ),
    );
    const perCompany = new Map<string, number>();
    for (const o of killed.orders) perCompany.set(o.company, (perCompany.get(o.company) ?? 0) + 1);
    for (const [company, n] of perCompany) expect(told).toContain(`${company} (${n})`);
    // Said again at the end of the run, where it outlives the run's own order notices (30 are kept).
    expect(await newestSummaryNotice()).toBe(
      `Recurring orders: ${restarted.created} created, 0 skipped. Before it, ${told!.slice('Recurring orders: '.length, told!.indexOf(' Later runs'))} ` +
        'This run carried on where it stopped; nothing was created twice.',
    );

    // Told once: later runs, with or without anything due, say nothing more of it.
    await run(auckland('2027-12-06', '00:10:00'));
    await run(auckland('2027-12-13', '00:00:30'));
    expect(await interruptedNotices()).toHaveLength(1);
    expect(await db().select().from(recurringRun)).toEqual([]);
    const rows = await db()
      .select({ id: order.recurringOrderId, due: order.recurringDueDate, n: count() })
      .from(order)
      .where(and(inArray(order.recurringOrderId, ids), lt(order.recurringDueDate, '2027-12-07')))
      .groupBy(order.recurringOrderId, order.recurringDueDate);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it.skipIf(name !== 'postgres')(
    'does not take another server’s run under way for an interrupted one',
    async () => {
      const [p] = products as [(typeof products)[0]];
      await standing({
        customerId: bistroId,
        frequency: 'WEEKLY',
        selectedDays: [1],
        mark: '2027-12-19',
        lines: [{ productId: p.id, quantity: 1 }],
      });
      let reached = () => {};
      const inside = new Promise<void>((resolve) => {
        reached = resolve;
      });
      let letGo = () => {};
      const gate = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      const told = await interruptedNotices();
      const other = await secondServer(auckland('2027-12-20'));
      try {
        // The other server's run holds in its standing order's transaction until the gate opens.
        const running = other.scheduler.run({
          beforeCommit: async () => {
            reached();
            await gate;
          },
        });
        // Fails here rather than waiting for ever should the run end without reaching its transaction.
        await Promise.race([
          inside,
          running.then((summary) => {
            throw new Error(`the other server's run ended: ${JSON.stringify(summary)}`);
          }),
        ]);
        // This server's run meanwhile (Sunday, nothing due here) finds the other's run row: alive, not reported.
        await run(auckland('2027-12-19', '12:00:00'));
        expect(await interruptedNotices()).toEqual(told);
        letGo();
        expect((await running).created).toBe(1);
        expect(await newestSummaryNotice()).toBe('Recurring orders: 1 created, 0 skipped');
        await run(auckland('2027-12-19', '12:01:00'));
        expect(await interruptedNotices()).toEqual(told);
        expect(await db().select().from(recurringRun)).toEqual([]);
      } finally {
        letGo();
        await other.close();
      }
    },
  );

  it('tells staff’s open list and editors once a run has moved standing orders on, and when closed days change', async () => {
    const [p] = products as [(typeof products)[0]];
    // Sessions run on the business clock: signed in and subscribed at the real time, before a run moves it on.
    app.setNow(null);
    const admin = new ApiClient(app.baseUrl);
    await admin.signIn('admin@demo.test', 'demo-pass-1');
    const bistro = new ApiClient(app.baseUrl);
    await bistro.signIn('bistro@demo.test', 'demo-pass-1');
    type Changed = { recurringOrdersChanged: { action: string; recurringOrderId: string | null } };
    const changes = (client: ApiClient) =>
      client.firstEvent<Changed>('subscription { recurringOrdersChanged { action recurringOrderId } }');
    const anyMovedOn = { data: { recurringOrdersChanged: { action: 'UPDATED', recurringOrderId: null } } };

    const id = await standing({
      customerId: bistroId,
      frequency: 'WEEKLY',
      selectedDays: [1, 4],
      mark: '2027-11-21',
      lines: [{ productId: p.id, quantity: 2 }],
    });
    const fromRun = await changes(admin);
    const summary = await run(auckland('2027-11-22'));
    expect(createdFor(summary, id)).toHaveLength(1);
    await expect(fromRun.event).resolves.toEqual(anyMovedOn);
    const [moved] = await db()
      .select({ mark: recurringOrder.lastGeneratedDate })
      .from(recurringOrder)
      .where(eq(recurringOrder.id, id));
    expect(moved?.mark).toBe('2027-11-22');

    app.setNow(null);
    const fromClosedDay = await changes(admin);
    const closed = await admin.graphql(
      'mutation { addClosedDay(date: "2027-11-25", name: "Staff day") { date } }',
    );
    expect(closed.errors).toBeUndefined();
    await expect(fromClosedDay.event).resolves.toEqual(anyMovedOn);
    await admin.graphql('mutation { removeClosedDay(date: "2027-11-25") { date } }');

    const denied = await changes(bistro);
    const answer = await denied.event;
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('has no test clock route unless TEST_CLOCK is set', async () => {
    const response = await fetch(`${app.baseUrl}/api/testing/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2027-01-01T00:00:00Z' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('the test clock route', () => {
  it('moves the business clock and answers the run’s summary', async () => {
    const server = Fastify();
    const clock = movableClock();
    const summary: RunSummary = {
      today: '',
      created: 0,
      orders: [],
      skipped: [],
      failed: [],
      interrupted: false,
    };
    let ranAt: Date | null = null;
    registerTestClockRoute(server, {
      clock,
      scheduler: {
        run: async () => {
          ranAt = clock();
          return summary;
        },
      },
    });
    const moved = await server.inject({
      method: 'POST',
      url: '/api/testing/clock',
      payload: { now: '2027-03-01T00:00:30+13:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ created: 0, skipped: [], failed: [] });
    expect(
      Math.abs(((ranAt as Date | null)?.getTime() ?? 0) - Date.parse('2027-02-28T11:00:30Z')),
    ).toBeLessThan(5_000);
    const bad = await server.inject({
      method: 'POST',
      url: '/api/testing/clock',
      payload: { now: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    await server.close();
  });
});
