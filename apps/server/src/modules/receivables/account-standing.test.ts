import { randomUUID } from 'node:crypto';
import { aucklandParts } from '@cleaver/domain/dates';
import { type Cents, cents, toDecimalString } from '@cleaver/domain/money';
import { overCreditLimitMessage } from '@cleaver/domain/receivables';
import { staffRefusalMessage } from '@cleaver/domain/stop-supply';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  correctionNote,
  customer,
  idempotencyKey,
  invoice,
  notification,
  order,
  orderChange,
  payment,
  product,
  recurringOrder,
  recurringOrderLine,
  settings,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { LedgerStanding, stopOverdueAccounts } from './account-standing.ts';

const PLACE = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) { id totals { total } } }`;
const CREATE = `mutation ($input: StaffOrderInput!, $stopOverride: String) {
  createStaffOrder(input: $input, sendCustomerEmail: false, stopOverride: $stopOverride) {
    id history { summary changes { field before after } } } }`;
const SET_STOP = `mutation ($id: ID!, $onStop: Boolean!, $reason: String) {
  setCustomerOnStop(id: $id, onStop: $onStop, reason: $reason) { id onStop onStopReason onStopSince } }`;
const ON_HOLD = 'query { me { accountOnHold } }';

type Placed = { createOrder: { id: string; totals: { total: number } } };

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

describe.each(TEST_DATABASES)('stop-supply and credit limits on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let bistroCompany: string;
  let phone: string;
  let productId: string;
  /** What one of the product comes to for bistro, picked up: a staff order of the same is priced alike. */
  let oneOrder: Cents;

  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const [row] = await db()
      .select({ company: customer.companyName })
      .from(customer)
      .where(eq(customer.id, bistroId));
    bistroCompany = row!.company;
    // A number to call, whatever the seed has.
    await db().update(settings).set({ phone: '09 555 0100' });
    app.services.events.publish('settings', { changed: true });
    phone = '09 555 0100';
    await db()
      .update(customer)
      .set({ creditLimit: null, onStop: false, onStopReason: '', onStopSince: null });
    const [found] = await db()
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), sql`${product.archivedAt} is null`))
      .orderBy(asc(product.code))
      .limit(1);
    productId = found!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const place = (client: ApiClient, idempotencyKey: string = randomUUID(), quantity = 1) =>
    client.graphql<Placed>(PLACE, {
      input: {
        idempotencyKey,
        isDelivery: false,
        purchaseOrder: '',
        lines: [{ productId, quantity, notes: '' }],
      },
    });

  const setStop = (id: string, onStop: boolean, reason?: string) =>
    admin.graphql<{
      setCustomerOnStop: { onStop: boolean; onStopReason: string; onStopSince: string | null };
    }>(SET_STOP, { id, onStop, reason });

  const ordersOf = async (customerId: string) =>
    (await db().select({ n: count() }).from(order).where(eq(order.customerId, customerId)))[0]?.n ?? 0;

  const setCreditLimit = (customerId: string, limit: Cents | null) =>
    db()
      .update(customer)
      .set({ creditLimit: limit === null ? null : toDecimalString(limit) })
      .where(eq(customer.id, customerId));

  const staffOrder = (customerId: string, stopOverride?: string) =>
    admin.graphql<{
      createStaffOrder: {
        id: string;
        history: Array<{ summary: string; changes: Array<{ field: string; after: string | null }> }>;
      };
    }>(CREATE, {
      input: {
        customerId,
        status: 'PENDING',
        processingDate: '2031-02-03',
        isDelivery: false,
        line: 'A',
        cutting: 0,
        lines: [{ productId, quantity: 1, notes: '', unitPriceOverride: null }],
      },
      stopOverride,
    });

  it('refuses a customer on stop, writing nothing, while another customer still orders', async () => {
    const earlierKey = randomUUID();
    const earlier = await place(bistro, earlierKey);
    expect(earlier.errors).toBeUndefined();
    oneOrder = cents(earlier.data!.createOrder.totals.total);

    const put = await setStop(bistroId, true, '  Three invoices past 60 days  ');
    expect(put.data?.setCustomerOnStop).toMatchObject({
      onStop: true,
      onStopReason: 'Three invoices past 60 days',
    });
    expect(put.data?.setCustomerOnStop.onStopSince).not.toBeNull();

    const hold = `Your account is on hold. Please contact us on ${phone}.`;
    expect(
      (await bistro.graphql<{ me: { accountOnHold: string | null } }>(ON_HOLD)).data?.me.accountOnHold,
    ).toBe(hold);
    expect(
      (await takeaway.graphql<{ me: { accountOnHold: string | null } }>(ON_HOLD)).data?.me.accountOnHold,
    ).toBeNull();

    const before = await ordersOf(bistroId);
    const key = randomUUID();
    const refused = await place(bistro, key);
    expect(codeOf(refused)).toBe('ACCOUNT_ON_HOLD');
    expect(refused.errors?.[0]?.message).toBe(hold);
    expect(await ordersOf(bistroId)).toBe(before);
    expect(await db().select().from(idempotencyKey).where(eq(idempotencyKey.key, key))).toEqual([]);

    // A retry of an order placed before the stop still answers with that order.
    const retried = await place(bistro, earlierKey);
    expect(retried.data?.createOrder.id).toBe(earlier.data?.createOrder.id);

    const other = await place(takeaway);
    expect(other.errors).toBeUndefined();
    expect(other.data?.createOrder.id).toBeTruthy();

    const off = await setStop(bistroId, false);
    expect(off.data?.setCustomerOnStop).toMatchObject({ onStop: false, onStopReason: '', onStopSince: null });
    expect((await place(bistro)).errors).toBeUndefined();
  });

  it('reads the balance: invoices and debit notes, less credit notes and payments not reversed', async () => {
    const before = await new LedgerStanding().standing(db(), takeawayId);
    await writeLedger(takeawayId, { invoice: 100000, debit: 5000, credit: 3000, paid: 20000 });
    expect(await new LedgerStanding().standing(db(), takeawayId)).toEqual({
      onStop: false,
      reason: '',
      creditLimit: null,
      balance: cents(before.balance + 100000 + 5000 - 3000 - 20000),
    });
  });

  it('takes an order within the credit limit and refuses, with the figures, one that would go over', async () => {
    const under = await place(bistro, randomUUID(), 2);
    expect(under.errors).toBeUndefined();
    const order = cents(under.data!.createOrder.totals.total);
    const { balance } = await new LedgerStanding().standing(db(), bistroId);

    // Exactly at the limit is within it; the orders placed but not yet invoiced are not in the balance.
    await setCreditLimit(bistroId, cents(balance + order));
    expect((await place(bistro, randomUUID(), 2)).errors).toBeUndefined();

    const limit = cents(balance + order - 1);
    await setCreditLimit(bistroId, limit);
    const before = await ordersOf(bistroId);
    const refused = await place(bistro, randomUUID(), 2);
    expect(codeOf(refused)).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(refused.errors?.[0]?.message).toBe(overCreditLimitMessage(balance, order, limit, phone));
    expect(refused.errors?.[0]?.message).toContain('Please contact us on 09 555 0100.');
    expect(await ordersOf(bistroId)).toBe(before);
    await setCreditLimit(bistroId, null);
  });

  it('asks staff for a reason for a customer on stop, and keeps it in the order’s history', async () => {
    await setStop(bistroId, true, 'Cheque bounced');
    const before = await ordersOf(bistroId);

    const refused = await staffOrder(bistroId);
    expect(codeOf(refused)).toBe('STOP_OVERRIDE_REQUIRED');
    expect(refused.errors?.[0]?.message).toBe(
      `${bistroCompany} is on stop: Cheque bounced. Give a reason to take this order anyway.`,
    );
    expect(refused.errors?.[0]?.message).not.toContain('Your account is on hold');
    const blank = await staffOrder(bistroId, '   ');
    expect(codeOf(blank)).toBe('BAD_INPUT');
    expect(blank.errors?.[0]?.message).toBe('Give a reason to take this order anyway.');
    expect(await ordersOf(bistroId)).toBe(before);

    const taken = await staffOrder(bistroId, '  Paid by phone today  ');
    expect(taken.errors).toBeUndefined();
    const [created] = taken.data!.createStaffOrder.history;
    expect(created?.summary).toBe(`Created for ${bistroCompany}. Taken while on stop: Paid by phone today`);
    expect(created?.changes).toContainEqual({
      field: 'Taken anyway',
      before: null,
      after: 'Taken while on stop: Paid by phone today',
    });
    const [notice] = await db()
      .select({ message: notification.message })
      .from(notification)
      .where(eq(notification.orderId, taken.data!.createStaffOrder.id));
    expect(notice?.message).toMatch(/created for .+\. Taken while on stop: Paid by phone today$/);
    const [history] = await db()
      .select({ summary: orderChange.summary })
      .from(orderChange)
      .where(eq(orderChange.orderId, taken.data!.createStaffOrder.id));
    expect(history?.summary).toContain('Paid by phone today');
    await setStop(bistroId, false);
  });

  it('asks staff for a reason for an order over the credit limit, naming the figures', async () => {
    const { balance } = await new LedgerStanding().standing(db(), bistroId);
    const limit = cents(balance + oneOrder - 1);
    await setCreditLimit(bistroId, limit);
    const refused = await staffOrder(bistroId);
    expect(codeOf(refused)).toBe('STOP_OVERRIDE_REQUIRED');
    expect(refused.errors?.[0]?.message).toBe(
      staffRefusalMessage({ kind: 'OVER_CREDIT_LIMIT', balance, order: oneOrder, limit }, bistroCompany),
    );
    const taken = await staffOrder(bistroId, 'Owner approved');
    expect(taken.data?.createStaffOrder.history[0]?.summary).toMatch(
      /Taken over the credit limit .*: Owner approved$/,
    );
    await setCreditLimit(bistroId, null);
  });

  it('lets only staff put a customer on stop, and only with a reason', async () => {
    const denied = await bistro.graphql(SET_STOP, { id: bistroId, onStop: true, reason: 'Mine' });
    expect(codeOf(denied)).toBe('FORBIDDEN');
    const { guest } = await signedInClients(app, []);
    expect(codeOf(await guest.graphql(SET_STOP, { id: bistroId, onStop: true, reason: 'x' }))).toBe(
      'UNAUTHENTICATED',
    );
    const noReason = await setStop(bistroId, true, '  ');
    expect(codeOf(noReason)).toBe('BAD_INPUT');
    expect(noReason.errors?.[0]?.message).toBe('Say why the customer is put on stop.');
    const [row] = await db()
      .select({ onStop: customer.onStop })
      .from(customer)
      .where(eq(customer.id, bistroId));
    expect(row?.onStop).toBe(false);
    expect(codeOf(await setStop(randomUUID(), true, 'Gone'))).toBe('NOT_FOUND');
  });

  it('skips standing orders of customers on stop or over their limit, and names them in the run’s summary', async () => {
    await db().update(recurringOrder).set({ isActive: false });
    const standing = async (customerId: string) => {
      const [row] = await db()
        .insert(recurringOrder)
        .values({
          customerId,
          frequency: 'WEEKLY',
          startingDate: '2027-01-01',
          selectedDays: [1],
          isDelivery: true,
          notes: 'Standing order',
          lastGeneratedDate: '2027-02-28',
        })
        .returning({ id: recurringOrder.id });
      await db()
        .insert(recurringOrderLine)
        .values({ recurringOrderId: row!.id, productId, quantity: '1', position: 0 });
      return row!.id;
    };
    const bistroStanding = await standing(bistroId);
    const takeawayStanding = await standing(takeawayId);
    await setStop(bistroId, true, 'Cheque bounced');
    await setCreditLimit(takeawayId, cents(1));
    const [takeawayRow] = await db()
      .select({ company: customer.companyName })
      .from(customer)
      .where(eq(customer.id, takeawayId));

    app.setNow(auckland('2027-03-01'));
    const summary = await app.scheduler.run();
    expect(summary.created).toBe(0);
    expect(summary.skipped).toEqual(
      expect.arrayContaining([
        { company: bistroCompany, date: '2027-03-01', reason: 'on stop' },
        { company: takeawayRow!.company, date: '2027-03-01', reason: 'over credit limit' },
      ]),
    );
    for (const id of [bistroStanding, takeawayStanding]) {
      expect(await db().select().from(order).where(eq(order.recurringOrderId, id))).toEqual([]);
    }
    const [notice] = await db()
      .select({ message: notification.message })
      .from(notification)
      .where(sql`${notification.message} like 'Recurring orders:%'`)
      .orderBy(sql`${notification.createdAt} desc`)
      .limit(1);
    expect(notice?.message).toContain(`${bistroCompany}: on stop`);
    expect(notice?.message).toContain(`${takeawayRow!.company}: over credit limit`);
  });

  it('puts accounts on stop once their oldest overdue amount passes the days in Settings', async () => {
    const stopOverdue = () =>
      stopOverdueAccounts({ db: db(), customerStop: app.services.customerStop, today: '2027-06-01' });
    await db().update(settings).set({ stopAfterOverdueDays: null });
    expect(await stopOverdue()).toEqual([]);

    await db().update(settings).set({ stopAfterOverdueDays: 60 });
    await setStop(takeawayId, false);
    // Everything takeaway owes fell due on 1 April: 61 days overdue on 1 June.
    await db().update(invoice).set({ dueDate: '2027-04-01' }).where(eq(invoice.customerId, takeawayId));
    await db()
      .update(correctionNote)
      .set({ dueDate: '2027-04-01' })
      .where(eq(correctionNote.customerId, takeawayId));
    const stopped = await stopOverdue();
    expect(stopped).toContain(takeawayId);
    // Bistro was on stop already, with staff's reason: left as it is.
    expect(stopped).not.toContain(bistroId);
    const reasons = await db()
      .select({ id: customer.id, onStop: customer.onStop, reason: customer.onStopReason })
      .from(customer)
      .where(sql`${customer.id} in (${takeawayId}, ${bistroId})`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        { id: takeawayId, onStop: true, reason: 'Automatic: 61 days overdue' },
        { id: bistroId, onStop: true, reason: 'Cheque bounced' },
      ]),
    );
    const [notice] = await db()
      .select({ message: notification.message, userName: notification.userName })
      .from(notification)
      .where(sql`${notification.message} like '%put on stop: Automatic: 61 days overdue'`);
    expect(notice?.userName).toBe('Automatic stop');
    expect(await stopOverdue()).toEqual([]);
  });

  /**
   * An invoice on one of the customer's orders not yet invoiced, a debit and a credit note on it, and two payments
   * (one reversed), written straight into the ledger's tables. Amounts in cents.
   */
  async function writeLedger(
    customerId: string,
    amounts: { invoice: number; debit: number; credit: number; paid: number },
  ): Promise<void> {
    const [open] = await db()
      .select({ id: order.id })
      .from(order)
      .where(
        and(
          eq(order.customerId, customerId),
          sql`not exists (select 1 from ${invoice} where ${invoice.orderId} = ${order.id})`,
        ),
      )
      .limit(1);
    const [{ next } = { next: 0 }] = await db()
      .select({ next: sql<number>`coalesce(max(${invoice.invoiceNumber}), 1000)::int + 1` })
      .from(invoice);
    const money = (amount: number) => toDecimalString(cents(amount));
    const [issued] = await db()
      .insert(invoice)
      .values({
        orderId: open!.id,
        invoiceNumber: next,
        customerId,
        subTotal: money(amounts.invoice),
        freight: '0',
        cutting: '0',
        gst: '0',
        total: money(amounts.invoice),
      })
      .returning({ id: invoice.id });
    for (const [kind, total] of [
      ['DEBIT', amounts.debit],
      ['CREDIT', amounts.credit],
    ] as const) {
      const [{ number } = { number: 0 }] = await db()
        .select({ number: sql<number>`coalesce(max(${correctionNote.number}), 0)::int + 1` })
        .from(correctionNote)
        .where(eq(correctionNote.kind, kind));
      await db()
        .insert(correctionNote)
        .values({
          invoiceId: issued!.id,
          orderId: open!.id,
          customerId,
          kind,
          number,
          reason: 'OTHER',
          subTotal: money(total),
          gst: '0',
          total: money(total),
          content: {} as never,
          billedAfter: {} as never,
          actorName: 'Test',
        });
    }
    for (const reversedAt of [null, new Date()]) {
      await db()
        .insert(payment)
        .values({
          customerId,
          receivedOn: '2026-12-01',
          amount: money(amounts.paid),
          method: 'BANK_TRANSFER',
          actorName: 'Test',
          reversedAt,
        });
    }
  }
});
