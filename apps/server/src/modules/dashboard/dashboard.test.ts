import { aucklandSpan, type DateRange } from '@cleaver/domain/dashboard';
import { cents } from '@cleaver/domain/money';
import { storedOrderTotals } from '@cleaver/domain/totals';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CustomerSnapshot,
  correctionNote,
  customer,
  type InvoiceContent,
  invoice,
  invoiceMonthSales,
  order,
  orderLine,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { clearThrottle, codeOf, signedInClients } from '../../test/identity.ts';
import { monthSalesDrift } from '../../test/ledger.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const AMOUNT = 'exGst incGst invoiceCount';
const FIGURES = `query { dashboardFigures { today totalCustomers daily { ${AMOUNT} } yesterday { ${AMOUNT} }
  monthToDate { ${AMOUNT} } work { processingDate pending packed estimateTotal } salesSource } }`;
const TOP = `query ($from: String!, $to: String!) { topCustomers(from: $from, to: $to) { from to
  total { ${AMOUNT} } customers { customerId customerName exGst incGst } others { ${AMOUNT} } } }`;
const SALES_BY_DAY = `query ($from: String!, $to: String!) { salesByDay(from: $from, to: $to) { date ${AMOUNT} } }`;
const ORDERS_BY_DAY = `query ($from: String!, $to: String!, $status: OrderStatus) {
  ordersByDay(from: $from, to: $to, status: $status) { date pending packed completed cancelled } }`;

const HISTORY_PAGE = `query ($filter: AdminOrderFilter!, $from: String, $to: String, $offset: Int!) {
  adminOrders(filter: $filter, from: $from, to: $to, offset: $offset, limit: 20) {
    totalCount rows { id shortId companyName processingDate status } } }`;
const HISTORY_EXPORT = `query ($filter: AdminOrderFilter!, $from: String, $to: String) {
  adminOrdersExport(filter: $filter, from: $from, to: $to) {
    totalCount rows { id shortId companyName processingDate status } } }`;

type HistoryRow = {
  id: string;
  shortId: string;
  companyName: string | null;
  processingDate: string;
  status: string;
};
type HistoryExport = { totalCount: number; rows: HistoryRow[] };

type Amount = { exGst: number; incGst: number; invoiceCount: number };
type Figures = {
  today: string;
  totalCustomers: number;
  daily: Amount;
  yesterday: Amount;
  monthToDate: Amount;
  work: { processingDate: string; pending: number; packed: number; estimateTotal: number };
  salesSource: string;
};
type Top = {
  from: string;
  to: string;
  total: Amount;
  customers: Array<{ customerId: string | null; customerName: string; exGst: number; incGst: number }>;
  others: Amount;
};
type SeededCustomer = typeof customer.$inferSelect;

const amount = (exGst: number, incGst: number, invoiceCount: number): Amount => ({
  exGst,
  incGst,
  invoiceCount,
});
const dollars = (cents: number) => (cents / 100).toFixed(2);
const NOTHING = amount(0, 0, 0);

function snapshotOf(c: SeededCustomer | null, companyName = c?.companyName ?? ''): CustomerSnapshot {
  return {
    code: c?.code ?? 'GONE',
    firstName: c?.firstName ?? 'Gone',
    lastName: c?.lastName ?? 'Customer',
    email: c?.email ?? 'gone@example.test',
    mobile: '',
    companyName,
    customerLevel: 'N',
    priceLevelName: null,
    address: { addr1: '', addr2: '', addr3: '', city: '', postalCode: '' },
  };
}

function contentFor(buyerName: string): InvoiceContent {
  return {
    supplier: { name: 'Supplier', address: '', gstNumber: '', phone: '', email: '' },
    buyer: { companyName: buyerName, contactName: '', email: '', address: [] },
    orderShortId: 'ABCDE',
    purchaseOrder: '',
    processingDate: '2020-01-01',
    isDelivery: false,
    dueDate: '2020-01-21',
    lines: [],
  };
}

for (const { name, url } of TEST_DATABASES) {
  describe(`dashboard (${name})`, () => {
    let app: TestApp;
    let admin: ApiClient;
    let bistro: ApiClient;
    let guest: ApiClient;
    let customers: SeededCustomer[];
    let invoiceNumber = 500_000;
    const db = () => app.database.db;

    beforeAll(async () => {
      app = await startTestApp({ databaseUrl: url });
      ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
      customers = await db()
        .select()
        .from(customer)
        .where(isNull(customer.archivedAt))
        .orderBy(asc(customer.code))
        .limit(15);
    });
    afterAll(async () => {
      await app?.close();
    });
    beforeEach(async () => {
      await clearThrottle(app);
      app.setNow(null);
    });

    /** An invoice of `totalCents` (GST `gstCents` of it) issued at `issuedAt`, with the order it bills. */
    async function issue(
      issuedAt: string,
      totalCents: number,
      gstCents: number,
      buyer: { customer: SeededCustomer | null; invoiceName?: string | null; orderName?: string } = {
        customer: customers[0]!,
      },
    ) {
      const [o] = await db()
        .insert(order)
        .values({
          customerId: buyer.customer?.id ?? null,
          customerSnapshot: snapshotOf(buyer.customer, buyer.orderName),
          status: 'COMPLETED',
          // Far from every range the tests ask for: these orders are only what the invoices bill.
          processingDate: '2020-01-01',
        })
        .returning({ id: order.id });
      const invoiceName = buyer.invoiceName === undefined ? buyer.customer?.companyName : buyer.invoiceName;
      const [row] = await db()
        .insert(invoice)
        .values({
          orderId: o!.id,
          invoiceNumber: invoiceNumber++,
          customerId: buyer.customer?.id ?? null,
          issuedAt: new Date(issuedAt),
          subTotal: dollars(totalCents - gstCents),
          freight: '0',
          cutting: '0',
          gst: dollars(gstCents),
          total: dollars(totalCents),
          content: invoiceName ? contentFor(invoiceName) : null,
        })
        .returning({ id: invoice.id });
      return { orderId: o!.id, invoiceId: row!.id, customerId: buyer.customer?.id ?? null, invoiceName };
    }

    let noteNumber = 500_000;
    /** A credit or debit note of `totalCents` (GST `gstCents`) on an invoice from {@link issue}, issued at `issuedAt`. */
    async function correct(
      issued: Awaited<ReturnType<typeof issue>>,
      kind: 'CREDIT' | 'DEBIT',
      issuedAt: string,
      totalCents: number,
      gstCents: number,
    ) {
      const content = {
        ...contentFor(issued.invoiceName ?? ''),
        invoice: { number: 1, issuedDate: '2020-01-01' },
        reason: 'Returned',
        correction: {} as never,
      };
      await db()
        .insert(correctionNote)
        .values({
          invoiceId: issued.invoiceId,
          orderId: issued.orderId,
          customerId: issued.customerId,
          kind,
          number: noteNumber++,
          issuedAt: new Date(issuedAt),
          reason: 'RETURNED',
          subTotal: dollars(totalCents - gstCents),
          gst: dollars(gstCents),
          total: dollars(totalCents),
          content,
          billedAfter: { lines: [], freight: cents(0), cutting: cents(0) },
          actorName: 'Office Staff',
        });
    }

    /** An order for a processing date, with lines; returns its id. */
    async function placeOrder(
      processingDate: string,
      status: string,
      details: {
        isDelivery?: boolean;
        freight?: number;
        cutting?: number;
        lines?: Array<{ quantity: number; packedWeight?: number; unitPrice: number }>;
      } = {},
    ) {
      const c = customers[1]!;
      const [o] = await db()
        .insert(order)
        .values({
          customerId: c.id,
          customerSnapshot: snapshotOf(c),
          status,
          processingDate,
          isDelivery: details.isDelivery ?? false,
          freight: dollars(details.freight ?? 0),
          cutting: dollars(details.cutting ?? 0),
        })
        .returning({ id: order.id });
      for (const [position, line] of (details.lines ?? []).entries()) {
        await db()
          .insert(orderLine)
          .values({
            orderId: o!.id,
            productName: 'Chicken thighs',
            productCode: 'CT1',
            unit: 'KG',
            categoryName: 'Chicken',
            quantity: String(line.quantity),
            packedWeight: line.packedWeight === undefined ? null : String(line.packedWeight),
            unitPrice: dollars(line.unitPrice),
            defaultPrice: dollars(line.unitPrice),
            position,
          });
      }
      return o!.id;
    }

    async function figures(): Promise<Figures> {
      const answer = await admin.graphql<{ dashboardFigures: Figures }>(FIGURES);
      expect(answer.errors).toBeUndefined();
      return answer.data!.dashboardFigures;
    }

    async function salesByDay(from: string, to: string) {
      const answer = await admin.graphql<{ salesByDay: Array<Amount & { date: string }> }>(SALES_BY_DAY, {
        from,
        to,
      });
      expect(answer.errors).toBeUndefined();
      return answer.data!.salesByDay.map(({ date, ...sales }) => [date, sales]);
    }

    it('reads daily, yesterday’s and this month’s sales on Auckland days across a month boundary', async () => {
      await issue('2026-02-28T10:59:00Z', 575, 75); // Sat 28/02 23:59 NZDT: February
      await issue('2026-03-01T10:00:00Z', 1150, 150); // Sun 01/03 23:00 NZDT
      await issue('2026-03-31T10:30:00Z', 11500, 1500); // Tue 31/03 23:30 NZDT
      await issue('2026-03-31T11:00:00Z', 2300, 300); // Wed 01/04 00:00 NZDT: April
      await issue('2026-03-31T11:30:00Z', 12345, 1610); // Wed 01/04 00:30 NZDT

      app.setNow(new Date('2026-03-31T10:45:00Z')); // 31/03 23:45 NZDT
      expect(await figures()).toMatchObject({
        today: '2026-03-31',
        daily: amount(10000, 11500, 1),
        yesterday: NOTHING,
        monthToDate: amount(11000, 12650, 2),
      });

      app.setNow(new Date('2026-03-31T20:00:00Z')); // 01/04 09:00 NZDT
      expect(await figures()).toMatchObject({
        today: '2026-04-01',
        daily: amount(2000 + 10735, 2300 + 12345, 2),
        yesterday: amount(10000, 11500, 1),
        monthToDate: amount(12735, 14645, 2),
      });
    });

    it('reads the month so far with a gone customer’s invoices, and not those dated later this month', async () => {
      const gone = { customer: null, invoiceName: 'Gone Butchery Ltd' };
      await issue('2024-08-01T00:00:00Z', 1150, 150); // Thu 01/08 12:00 NZST
      await issue('2024-08-10T00:00:00Z', 2300, 300, gone); // Sat 10/08
      await issue('2024-08-12T00:00:00Z', 575, 75, { customer: customers[5]! }); // Mon 12/08 12:00 NZST
      await issue('2024-08-12T11:59:00Z', 4600, 600); // Mon 12/08 23:59 NZST: today still
      await issue('2024-08-12T12:00:00Z', 9200, 1200); // Tue 13/08 00:00 NZST: later this month
      await issue('2024-08-20T00:00:00Z', 460, 60, gone); // Tue 20/08: later, gone
      await issue('2024-07-31T11:59:00Z', 230, 30); // Wed 31/07 23:59 NZST: July

      app.setNow(new Date('2024-08-12T03:00:00Z')); // Mon 12/08 15:00 NZST
      const shown = await figures();
      expect(shown).toMatchObject({
        today: '2024-08-12',
        daily: amount(500 + 4000, 575 + 4600, 2),
        monthToDate: amount(1000 + 2000 + 500 + 4000, 1150 + 2300 + 575 + 4600, 4),
      });
      // The same as the invoices of each day added up.
      const days = await salesByDay('2024-08-01', '2024-08-12');
      const added = days.reduce((sum, [, day]) => {
        const { exGst, incGst, invoiceCount } = day as Amount;
        return amount(sum.exGst + exGst, sum.incGst + incGst, sum.invoiceCount + invoiceCount);
      }, NOTHING);
      expect(shown.monthToDate).toEqual(added);

      // On the month's last day nothing is later in it.
      app.setNow(new Date('2024-08-31T03:00:00Z')); // Sat 31/08 15:00 NZST
      expect((await figures()).monthToDate).toEqual(
        amount(1000 + 2000 + 500 + 4000 + 8000 + 400, 1150 + 2300 + 575 + 4600 + 9200 + 460, 6),
      );
    });

    it('nets credit notes and adds debit notes on their own day, invoices counted as before', async () => {
      const gone = { customer: null, invoiceName: 'Gone Butchery Ltd' };
      const mine = await issue('2023-05-02T00:00:00Z', 11_500, 1_500); // Tue 02/05 12:00 NZST
      const theirs = await issue('2023-05-03T00:00:00Z', 4_600, 600, gone);
      await correct(mine, 'CREDIT', '2023-05-10T00:00:00Z', 2_300, 300); // Wed 10/05: a return
      await correct(mine, 'DEBIT', '2023-05-10T01:00:00Z', 575, 75); // a carton short-billed
      await correct(theirs, 'CREDIT', '2023-05-10T02:00:00Z', 1_150, 150);
      await correct(mine, 'CREDIT', '2023-05-20T00:00:00Z', 115, 15); // later this month
      await correct(mine, 'CREDIT', '2023-06-05T00:00:00Z', 230, 30); // next month: a month of notes only
      expect(await monthSalesDrift(db())).toEqual([]);

      app.setNow(new Date('2023-05-10T03:00:00Z')); // Wed 10/05 15:00 NZST
      const day = amount(-2_000 + 500 - 1_000, -2_300 + 575 - 1_150, 0);
      expect(await figures()).toMatchObject({
        daily: day,
        monthToDate: amount(10_000 + 4_000 - 2_500, 11_500 + 4_600 - 2_875, 2),
      });
      // The invoice's day is as it was: a credit comes off on its own day.
      expect(await salesByDay('2023-05-02', '2023-05-10')).toEqual(
        expect.arrayContaining([
          ['2023-05-02', amount(10_000, 11_500, 1)],
          ['2023-05-10', day],
        ]),
      );
      // The whole month from the summary, and one day at a range's end from the documents, alike.
      for (const [range, mineEx, theirsEx] of [
        [{ from: '2023-05-01', to: '2023-05-31' }, 10_000 - 2_000 + 500 - 100, 4_000 - 1_000],
        [{ from: '2023-05-10', to: '2023-05-10' }, -2_000 + 500, -1_000],
      ] as const) {
        const answer = await admin.graphql<{ topCustomers: Top }>(TOP, range);
        expect(answer.errors).toBeUndefined();
        const top = answer.data!.topCustomers;
        expect(top.customers.find((c) => c.customerId === mine.customerId)?.exGst, range.from).toBe(mineEx);
        expect(top.customers.find((c) => c.customerName === 'Gone Butchery Ltd')?.exGst, range.from).toBe(
          theirsEx,
        );
      }
      // Every note mailed in one statement changes nothing; the customer deleted takes their notes out of the
      // summary with their invoices.
      await db().update(correctionNote).set({ emailedAt: new Date() });
      expect(await monthSalesDrift(db())).toEqual([]);
      await db()
        .update(correctionNote)
        .set({ customerId: null })
        .where(eq(correctionNote.invoiceId, mine.invoiceId));
      expect(await monthSalesDrift(db())).toEqual([]);
      // With its invoice gone from the customer too, each of their months is no row, June's of notes only included.
      await db().update(invoice).set({ customerId: null }).where(eq(invoice.id, mine.invoiceId));
      expect(await monthSalesDrift(db())).toEqual([]);
      const left = await db()
        .select()
        .from(invoiceMonthSales)
        .where(eq(invoiceMonthSales.customerId, mine.customerId!));
      expect(left.filter((row) => row.month >= '2023-05-01' && row.month <= '2023-06-30')).toEqual([]);
    });

    it('counts a 25-hour day when daylight saving ends, and a 23-hour one when it starts', async () => {
      // Daylight saving ends Sun 05/04/2026 03:00 NZDT → 02:00 NZST: the day runs 04/04 11:00Z to 05/04 12:00Z.
      await issue('2026-04-04T10:59:00Z', 115, 15); // Sat 04/04 23:59 NZDT
      await issue('2026-04-04T11:00:00Z', 230, 30); // Sun 05/04 00:00 NZDT
      await issue('2026-04-05T11:30:00Z', 345, 45); // Sun 05/04 23:30 NZST (06/04 on a 24-hour day)
      await issue('2026-04-05T12:00:00Z', 460, 60); // Mon 06/04 00:00 NZST

      app.setNow(new Date('2026-04-05T11:45:00Z')); // Sun 05/04 23:45 NZST
      expect(await figures()).toMatchObject({
        today: '2026-04-05',
        daily: amount(200 + 300, 230 + 345, 2),
        yesterday: amount(100, 115, 1),
        // 01/04 from the month-boundary test and the three of 04/04 and 05/04; the tests share the ledger.
        monthToDate: amount(12735 + 600, 14645 + 690, 5),
      });

      expect(await salesByDay('2026-03-30', '2026-04-06')).toEqual([
        ['2026-03-30', NOTHING],
        ['2026-03-31', amount(10000, 11500, 1)],
        ['2026-04-01', amount(12735, 14645, 2)],
        ['2026-04-02', NOTHING],
        ['2026-04-03', NOTHING],
        ['2026-04-04', amount(100, 115, 1)],
        ['2026-04-05', amount(500, 575, 2)],
        ['2026-04-06', amount(400, 460, 1)],
      ]);

      // Daylight saving starts Sun 28/09/2025 02:00 NZST → 03:00 NZDT: the day runs 27/09 12:00Z to 28/09 11:00Z.
      await issue('2025-09-27T11:59:00Z', 115, 15); // Sat 27/09 23:59 NZST
      await issue('2025-09-27T12:00:00Z', 230, 30); // Sun 28/09 00:00 NZST
      await issue('2025-09-28T10:59:00Z', 345, 45); // Sun 28/09 23:59 NZDT
      await issue('2025-09-28T11:00:00Z', 460, 60); // Mon 29/09 00:00 NZDT (28/09 on a 24-hour day)
      expect(await salesByDay('2025-09-27', '2025-09-29')).toEqual([
        ['2025-09-27', amount(100, 115, 1)],
        ['2025-09-28', amount(500, 575, 2)],
        ['2025-09-29', amount(400, 460, 1)],
      ]);
      app.setNow(new Date('2025-09-28T10:30:00Z')); // Sun 28/09 23:30 NZDT
      expect(await figures()).toMatchObject({
        today: '2025-09-28',
        daily: amount(500, 575, 2),
        yesterday: amount(100, 115, 1),
        monthToDate: amount(600, 690, 3),
      });
    });

    it('ranks the top 10 customers by sales excluding GST, ties by name, and adds up the others', async () => {
      const c = customers;
      // Two customers tie: renamed so the second one sorts first.
      await db().update(customer).set({ companyName: 'Bbb Tie Foods' }).where(eq(customer.id, c[3]!.id));
      await db().update(customer).set({ companyName: 'Aaa Tie Foods' }).where(eq(customer.id, c[4]!.id));
      const ex = (exGst: number) => [Math.round(exGst * 1.15), Math.round(exGst * 0.15)] as const;
      const sell = (at: string, exGst: number, buyer: Parameters<typeof issue>[3]) =>
        issue(at, ...ex(exGst), buyer);
      // May 2026 in Auckland (NZST) runs from 30/04 12:00Z to 31/05 12:00Z.
      await sell('2026-04-30T11:59:00Z', 99_000, { customer: c[11]! }); // 30/04 23:59: April
      await sell('2026-04-30T12:00:00Z', 30_000, { customer: c[0]! }); // 01/05 00:00
      await sell('2026-05-20T01:00:00Z', 20_000, { customer: c[0]! });
      // The customer's name now, not the one the invoice kept.
      await sell('2026-05-02T01:00:00Z', 40_000, { customer: c[1]!, invoiceName: 'Old Name Ltd' });
      await sell('2026-05-03T01:00:00Z', 35_000, { customer: c[2]! });
      await sell('2026-05-04T01:00:00Z', 30_000, { customer: c[3]! });
      await sell('2026-05-05T01:00:00Z', 30_000, { customer: c[4]! });
      await sell('2026-05-06T01:00:00Z', 25_000, { customer: c[5]! });
      await sell('2026-05-07T01:00:00Z', 20_000, { customer: c[6]! });
      await sell('2026-05-08T01:00:00Z', 15_000, { customer: c[7]! });
      await sell('2026-05-09T01:00:00Z', 12_000, { customer: c[8]! });
      // A customer who is gone, named as the invoice kept them; another only the order names.
      await sell('2026-05-10T01:00:00Z', 11_000, { customer: null, invoiceName: 'Zz Gone Butchery' });
      await sell('2026-05-11T01:00:00Z', 500, {
        customer: null,
        invoiceName: null,
        orderName: 'Snapshot Only Ltd',
      });
      await sell('2026-05-12T01:00:00Z', 10_000, { customer: c[9]! });
      await sell('2026-05-13T01:00:00Z', 5_000, { customer: c[10]! });
      await sell('2026-05-14T01:00:00Z', 3_000, { customer: c[11]! });
      await sell('2026-05-31T11:59:00Z', 1_000, { customer: c[12]! }); // 31/05 23:59
      await sell('2026-05-31T12:00:00Z', 77_000, { customer: c[10]! }); // 01/06 00:00: June

      const answer = await admin.graphql<{ topCustomers: Top }>(TOP, {
        from: '2026-05-01',
        to: '2026-05-31',
      });
      expect(answer.errors).toBeUndefined();
      const top = answer.data!.topCustomers;
      const row = (customerId: string | null, customerName: string, exGst: number) => ({
        customerId,
        customerName,
        exGst,
        incGst: ex(exGst)[0],
      });
      expect(top.customers).toEqual([
        row(c[0]!.id, c[0]!.companyName, 50_000),
        row(c[1]!.id, c[1]!.companyName, 40_000),
        row(c[2]!.id, c[2]!.companyName, 35_000),
        row(c[4]!.id, 'Aaa Tie Foods', 30_000),
        row(c[3]!.id, 'Bbb Tie Foods', 30_000),
        row(c[5]!.id, c[5]!.companyName, 25_000),
        row(c[6]!.id, c[6]!.companyName, 20_000),
        row(c[7]!.id, c[7]!.companyName, 15_000),
        row(c[8]!.id, c[8]!.companyName, 12_000),
        row(null, 'Zz Gone Butchery', 11_000),
      ]);
      // Others: c9 10,000 + c10 5,000 + c11 3,000 + c12 1,000 + 'Snapshot Only Ltd' 500.
      expect(top.others).toEqual(amount(19_500, 22_425, 5));
      expect(top.total).toEqual(amount(287_500, 330_625, 16));
      expect([top.from, top.to]).toEqual(['2026-05-01', '2026-05-31']);

      const gone = await admin.graphql<{ topCustomers: Top }>(TOP, { from: '2026-05-11', to: '2026-05-11' });
      expect(gone.data!.topCustomers.customers).toEqual([row(null, 'Snapshot Only Ltd', 500)]);
      const empty = await admin.graphql<{ topCustomers: Top }>(TOP, { from: '2026-06-15', to: '2026-06-16' });
      expect(empty.data!.topCustomers).toEqual({
        from: '2026-06-15',
        to: '2026-06-16',
        total: NOTHING,
        customers: [],
        others: NOTHING,
      });
    });

    /** The top customers of a range read from the invoices alone: what the summary must not change. */
    async function plainTopCustomers(range: DateRange): Promise<Omit<Top, 'from' | 'to'>> {
      const { start, end } = aucklandSpan(range);
      const { rows } = (await db().execute(sql`
        select coalesce(c.company_name, i.content->'buyer'->>'companyName', o.customer_snapshot->>'companyName')
            as name, i.customer_id as id, round((sum(i.total) - sum(i.gst)) * 100)::int as ex,
          round(sum(i.total) * 100)::int as inc, count(*)::int as n
        from invoice i join "order" o on o.id = i.order_id left join customer c on c.id = i.customer_id
        where i.issued_at >= ${start.toISOString()}::timestamptz and i.issued_at < ${end.toISOString()}::timestamptz
        group by 1, 2`)) as unknown as {
        rows: Array<{ name: string; id: string | null; ex: number; inc: number; n: number }>;
      };
      const ranked = rows.sort((a, b) => b.ex - a.ex || a.name.localeCompare(b.name, 'en-NZ'));
      const sum = (list: typeof rows) =>
        amount(
          list.reduce((t, r) => t + r.ex, 0),
          list.reduce((t, r) => t + r.inc, 0),
          list.reduce((t, r) => t + r.n, 0),
        );
      return {
        total: sum(ranked),
        customers: ranked
          .slice(0, 10)
          .map((r) => ({ customerId: r.id, customerName: r.name, exGst: r.ex, incGst: r.inc })),
        others: sum(ranked.slice(10)),
      };
    }

    it('keeps the month summary equal to the invoices through every write, and reads long ranges from it', async () => {
      const c = customers;
      // 2022 in Auckland: 31/01 23:30 NZDT is 31/01 10:30Z, 01/02 00:30 NZDT is 31/01 11:30Z.
      await issue('2022-01-14T23:00:00Z', 11_500, 1_500, { customer: c[0]! });
      await issue('2022-01-31T10:30:00Z', 2_300, 300, { customer: c[1]! });
      await issue('2022-01-31T11:30:00Z', 4_600, 600, { customer: c[1]! });
      for (let month = 2; month <= 12; month++) {
        for (const [n, buyer] of c.slice(0, 12).entries()) {
          const at = `2022-${String(month).padStart(2, '0')}-${String(3 + n).padStart(2, '0')}T01:00:00Z`;
          await issue(at, 1_150 * (1 + ((n * month) % 7)), 150 * (1 + ((n * month) % 7)), {
            customer: buyer,
          });
        }
      }
      await issue('2022-06-10T01:00:00Z', 9_200, 1_200, { customer: null, invoiceName: 'Gone Grill' });
      expect(await monthSalesDrift(db())).toEqual([]);

      const ranges = [
        { from: '2022-01-15', to: '2022-04-10' }, // whole February and March, days either side
        { from: '2022-02-01', to: '2022-02-28' }, // one whole month
        { from: '2022-01-01', to: '2022-12-31' }, // a whole year
        { from: '2021-12-20', to: '2022-12-19' }, // the last 12 months, as the screen asks on 19/12
        { from: '2022-01-31', to: '2022-02-01' }, // no whole month: across the boundary
      ];
      const expectSameAsPlain = async () => {
        for (const range of ranges) {
          const answer = await admin.graphql<{ topCustomers: Top }>(TOP, range);
          expect(answer.errors).toBeUndefined();
          const { from: _f, to: _t, ...top } = answer.data!.topCustomers;
          expect(top, `${range.from} to ${range.to}`).toEqual(await plainTopCustomers(range));
        }
      };
      await expectSameAsPlain();

      // What invoicing does to an invoice: a revision's new amounts, the order moved to another customer.
      const [firstOfMarch] = await db()
        .select()
        .from(invoice)
        .where(eq(invoice.customerId, c[2]!.id))
        .orderBy(asc(invoice.issuedAt))
        .limit(2)
        .offset(1);
      await db()
        .update(invoice)
        .set({ total: '345.00', gst: '45.00' })
        .where(eq(invoice.id, firstOfMarch!.id));
      expect(await monthSalesDrift(db())).toEqual([]);
      await db().update(invoice).set({ customerId: c[3]!.id }).where(eq(invoice.id, firstOfMarch!.id));
      expect(await monthSalesDrift(db())).toEqual([]);
      // Issued at another instant, into the month before (Auckland's 31/01 23:30 NZDT).
      await db()
        .update(invoice)
        .set({ issuedAt: new Date('2022-01-31T10:30:00Z') })
        .where(eq(invoice.id, firstOfMarch!.id));
      // A customer deleted: the foreign key sets the invoices' customer to null; they are named per invoice.
      await db().update(invoice).set({ customerId: null }).where(eq(invoice.customerId, c[11]!.id));
      // Every invoice mailed in one statement: nothing billed changes, nor does the summary.
      await db().update(invoice).set({ emailedAt: new Date() });
      // The only invoice of a customer's month removed: that month's row goes.
      await db()
        .delete(invoice)
        .where(eq(invoice.issuedAt, new Date('2022-01-14T23:00:00Z')));
      expect(await monthSalesDrift(db())).toEqual([]);
      await expectSameAsPlain();
    });

    it('counts orders by processing date and status, every day of the range, one status when asked', async () => {
      await placeOrder('2026-06-01', 'PENDING');
      await placeOrder('2026-06-01', 'PENDING');
      await placeOrder('2026-06-01', 'PACKED');
      await placeOrder('2026-06-03', 'COMPLETED');
      await placeOrder('2026-06-03', 'CANCELLED');
      await placeOrder('2026-06-04', 'PENDING'); // after the range
      const ask = async (status: string | null) => {
        const answer = await admin.graphql<{ ordersByDay: unknown[] }>(ORDERS_BY_DAY, {
          from: '2026-05-31',
          to: '2026-06-03',
          status,
        });
        expect(answer.errors).toBeUndefined();
        return answer.data!.ordersByDay;
      };
      const day = (date: string, pending: number, packed: number, completed: number, cancelled: number) => ({
        date,
        pending,
        packed,
        completed,
        cancelled,
      });
      expect(await ask(null)).toEqual([
        day('2026-05-31', 0, 0, 0, 0),
        day('2026-06-01', 2, 1, 0, 0),
        day('2026-06-02', 0, 0, 0, 0),
        day('2026-06-03', 0, 0, 1, 1),
      ]);
      expect(await ask('PACKED')).toEqual([
        day('2026-05-31', 0, 0, 0, 0),
        day('2026-06-01', 0, 1, 0, 0),
        day('2026-06-02', 0, 0, 0, 0),
        day('2026-06-03', 0, 0, 0, 0),
      ]);
      expect(await ask('CANCELLED')).toEqual([
        day('2026-05-31', 0, 0, 0, 0),
        day('2026-06-01', 0, 0, 0, 0),
        day('2026-06-02', 0, 0, 0, 0),
        day('2026-06-03', 0, 0, 0, 1),
      ]);
    });

    it('shows the work the packing floor has today, at 06:00 after the cutoff too, with its estimate', async () => {
      // Sun 14/06/2026 06:00 NZST: no packing on a Sunday, the work waiting is Monday's. (Tests move the clock
      // back only, from now: a clock moved forward would end the signed-in sessions.)
      app.setNow(new Date('2026-06-13T18:00:00Z'));
      // 2 × $10.00 + 1.5 × $12.99 (= $19.485 → $19.49), pick-up: 3,949 + GST 300 + 292 = 4,541.
      await placeOrder('2026-06-15', 'PENDING', {
        lines: [
          { quantity: 2, unitPrice: 1000 },
          { quantity: 1.5, unitPrice: 1299 },
        ],
      });
      // Packed 2.5 of 3 at $8.00 = 2,000, freight 500, cutting 250: GST 300 + 75 + 38 → 3,163.
      await placeOrder('2026-06-15', 'PACKED', {
        isDelivery: true,
        freight: 500,
        cutting: 250,
        lines: [{ quantity: 3, packedWeight: 2.5, unitPrice: 800 }],
      });
      await placeOrder('2026-06-15', 'PENDING'); // no lines yet: 0
      await placeOrder('2026-06-15', 'COMPLETED', { lines: [{ quantity: 1, unitPrice: 5000 }] });
      await placeOrder('2026-06-15', 'CANCELLED', { lines: [{ quantity: 1, unitPrice: 5000 }] });
      await placeOrder('2026-06-16', 'PENDING', { lines: [{ quantity: 1, unitPrice: 5000 }] });
      const monday = { processingDate: '2026-06-15', pending: 2, packed: 1, estimateTotal: 4541 + 3163 };
      expect(await figures()).toMatchObject({ today: '2026-06-14', work: monday, salesSource: 'LEDGER' });

      // Mon 15/06 03:00, before the 05:00 cutoff; 05:00, the cutoff; 06:00, when the owner opens the dashboard.
      // From 05:00 new orders go to Tuesday, but Monday's are the work waiting.
      for (const [at, newOrdersDate] of [
        ['2026-06-14T15:00:00Z', '2026-06-15'],
        ['2026-06-14T17:00:00Z', '2026-06-16'],
        ['2026-06-14T18:00:00Z', '2026-06-16'],
      ] as const) {
        app.setNow(new Date(at));
        expect(await figures()).toMatchObject({ today: '2026-06-15', work: monday });
        const newOrders = await admin.graphql<{ orderProcessingDate: { date: string } }>(
          'query { orderProcessingDate { date } }',
        );
        expect(newOrders.data?.orderProcessingDate.date).toBe(newOrdersDate);
      }

      // Tue 16/06 06:00: Tuesday's.
      app.setNow(new Date('2026-06-15T18:00:00Z'));
      expect(await figures()).toMatchObject({
        today: '2026-06-16',
        work: { processingDate: '2026-06-16', pending: 1, packed: 0, estimateTotal: 5750 },
      });
      // Mon 01/06/2026 06:00 is King's Birthday: the work waiting is Tuesday's.
      app.setNow(new Date('2026-05-31T18:00:00Z'));
      expect((await figures()).work.processingDate).toBe('2026-06-02');
    });

    it('totals the work as the domain rules total each order, every rounding case included', async () => {
      // Wed 16/09/2026 06:00 NZST. Quantities to the gram, packed weights or none, halves of a cent on lines and
      // on GST, freight and cutting: the database's sum must be the domain's, order by order added up.
      app.setNow(new Date('2026-09-15T18:00:00Z'));
      let seed = 7;
      const next = (below: number) => {
        seed = (seed * 48271) % 2147483647;
        return seed % below;
      };
      let expected = 0;
      const counts = { PENDING: 0, PACKED: 0 };
      for (let n = 0; n < 24; n++) {
        const status = (['PENDING', 'PACKED', 'PACKED', 'COMPLETED', 'CANCELLED'] as const)[next(5)]!;
        const o = {
          isDelivery: next(2) === 0,
          freight: [0, 1000, 1250, 333][next(4)]!,
          cutting: [0, 250, 117, 50][next(4)]!,
          lines: Array.from({ length: next(4) }, () => ({
            quantity: (1 + next(20_000)) / 1000,
            packedWeight: next(3) === 0 ? undefined : next(20_000) / 1000,
            unitPrice: 1 + next(9_999),
          })),
        };
        await placeOrder('2026-09-16', status, o);
        if (status === 'PENDING' || status === 'PACKED') {
          counts[status] += 1;
          expected += storedOrderTotals(
            { status, isDelivery: o.isDelivery, freight: cents(o.freight), cutting: cents(o.cutting) },
            o.lines.map((l) => ({
              ...l,
              packedWeight: l.packedWeight ?? null,
              unitPrice: cents(l.unitPrice),
            })),
            { freightCharge: cents(0), freeFreightThreshold: cents(0) },
          ).total;
        }
      }
      expect(counts.PENDING + counts.PACKED).toBeGreaterThan(10);
      expect((await figures()).work).toEqual({
        processingDate: '2026-09-16',
        pending: counts.PENDING,
        packed: counts.PACKED,
        estimateTotal: expected,
      });
    });

    it('counts the active customers: a disabled or archived one drops out', async () => {
      const active = async () => {
        const [{ n }] = (await db()
          .select({ n: count() })
          .from(customer)
          .where(and(eq(customer.isActive, true), isNull(customer.archivedAt)))) as [{ n: number }];
        return n;
      };
      const before = await active();
      expect((await figures()).totalCustomers).toBe(before);
      const [disabled, archived] = customers.filter((c) => c.isActive).slice(-2) as [
        SeededCustomer,
        SeededCustomer,
      ];

      await db().update(customer).set({ isActive: false }).where(eq(customer.id, disabled.id));
      expect((await figures()).totalCustomers).toBe(before - 1);
      await db().update(customer).set({ archivedAt: new Date() }).where(eq(customer.id, archived.id));
      expect((await figures()).totalCustomers).toBe(before - 2);
    });

    it('downloads every order of the history’s period and status, the pages read through, not one page', async () => {
      // March 2024: 47 orders, three pages of the history; others on either side of the range.
      const statuses = ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED'];
      for (let n = 0; n < 47; n++) {
        await placeOrder(`2024-03-${String(1 + (n % 31)).padStart(2, '0')}`, statuses[n % 4]!);
      }
      await placeOrder('2024-02-29', 'PACKED');
      await placeOrder('2024-04-01', 'PACKED');
      const range = { from: '2024-03-01', to: '2024-03-31' };
      const paged = async (filter: string) => {
        const rows: HistoryRow[] = [];
        for (let offset = 0; ; offset += 20) {
          const answer = await admin.graphql<{ adminOrders: HistoryExport }>(HISTORY_PAGE, {
            filter,
            ...range,
            offset,
          });
          expect(answer.errors).toBeUndefined();
          rows.push(...answer.data!.adminOrders.rows);
          if (answer.data!.adminOrders.rows.length < 20) return rows;
        }
      };
      const exported = async (filter: string) => {
        const answer = await admin.graphql<{ adminOrdersExport: HistoryExport }>(HISTORY_EXPORT, {
          filter,
          ...range,
        });
        expect(answer.errors).toBeUndefined();
        return answer.data!.adminOrdersExport;
      };

      const all = await exported('ALL');
      expect(all.rows).toHaveLength(47);
      expect(all.totalCount).toBe(47);
      expect(all.rows).toEqual(await paged('ALL'));
      expect(all.rows[0]).toMatchObject({
        processingDate: '2024-03-31',
        companyName: customers[1]!.companyName,
      });
      expect(all.rows.at(-1)?.processingDate).toBe('2024-03-01');

      const packed = await exported('PACKED');
      expect(packed.totalCount).toBe(12);
      expect(new Set(packed.rows.map((row) => row.status))).toEqual(new Set(['PACKED']));
      expect(packed.rows).toEqual(await paged('PACKED'));
    });

    it('stops a download at 10,000 orders and says how many the period holds', async () => {
      const c = customers[2]!;
      await db().execute(sql`
        insert into "order" (customer_id, customer_snapshot, status, processing_date, order_date)
        select ${c.id}::uuid, ${JSON.stringify(snapshotOf(c))}::jsonb, 'COMPLETED',
          date '2023-01-01' + (n % 365), timestamptz '2023-01-01' + n * interval '1 minute'
        from generate_series(1, 10003) as n`);
      const answer = await admin.graphql<{ adminOrdersExport: HistoryExport }>(HISTORY_EXPORT, {
        filter: 'COMPLETED',
        from: '2023-01-01',
        to: '2023-12-31',
      });
      expect(answer.errors).toBeUndefined();
      const { rows, totalCount } = answer.data!.adminOrdersExport;
      expect([rows.length, totalCount]).toEqual([10_000, 10_003]);
      // The newest: the three left out are the oldest processing dates'.
      expect(rows[0]!.processingDate).toBe('2023-12-31');
      expect(rows.at(-1)!.processingDate).toBe('2023-01-01');
    });

    it.each([
      ['2026-13-01', '2026-12-31', 'Dates must be real dates (YYYY-MM-DD).'],
      ['01/05/2026', '2026-05-31', 'Dates must be real dates (YYYY-MM-DD).'],
      ['2026-05-01', '', 'Dates must be real dates (YYYY-MM-DD).'],
      ['2026-06-01', '2026-05-31', 'The From date must be on or before the To date.'],
    ])('refuses %s to %s: %s', async (from, to, message) => {
      for (const query of [TOP, SALES_BY_DAY, ORDERS_BY_DAY]) {
        const answer = await admin.graphql(query, { from, to });
        expect(answer.data).toBeNull();
        expect(codeOf(answer)).toBe('BAD_INPUT');
        expect(answer.errors?.[0]?.message).toBe(message);
      }
    });

    it('refuses ranges too long: two years for the top customers, one for the charts', async () => {
      const refused = async (query: string, from: string, to: string) => {
        const answer = await admin.graphql(query, { from, to });
        return [codeOf(answer), answer.errors?.[0]?.message ?? null];
      };
      // 731 days (a leap day included) are fine; 732 are not.
      expect(await refused(TOP, '2026-01-01', '2027-12-31')).toEqual([null, null]);
      expect(await refused(TOP, '2027-01-01', '2028-12-31')).toEqual([null, null]);
      expect(await refused(TOP, '2027-01-01', '2029-01-01')).toEqual([
        'BAD_INPUT',
        'Choose a range of 731 days or fewer.',
      ]);
      expect(await refused(SALES_BY_DAY, '2028-01-01', '2028-12-31')).toEqual([null, null]);
      for (const query of [SALES_BY_DAY, ORDERS_BY_DAY]) {
        expect(await refused(query, '2028-01-01', '2029-01-01')).toEqual([
          'BAD_INPUT',
          'Choose a range of 366 days or fewer.',
        ]);
      }
    });

    it('gives guests and customers an error and no data from every dashboard query', async () => {
      await issue('2026-07-01T01:00:00Z', 1150, 150);
      const range = { from: '2026-07-01', to: '2026-07-01' };
      for (const [client, code] of [
        [guest, 'UNAUTHENTICATED'],
        [bistro, 'FORBIDDEN'],
      ] as const) {
        const answers = [
          await client.graphql(FIGURES),
          await client.graphql(TOP, range),
          await client.graphql(SALES_BY_DAY, range),
          await client.graphql(ORDERS_BY_DAY, range),
          await client.graphql(HISTORY_EXPORT, { filter: 'ALL', ...range }),
        ];
        expect(answers.map(codeOf)).toEqual([code, code, code, code, code]);
        expect(answers.map((a) => a.data)).toEqual([null, null, null, null, null]);
      }
      // The same questions answered for staff, so the refusals above are about who asked.
      const staff = await admin.graphql<{ salesByDay: Amount[] }>(SALES_BY_DAY, range);
      expect(staff.data?.salesByDay).toEqual([{ date: '2026-07-01', ...amount(1000, 1150, 1) }]);
    });
  });
}
