import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { cents, toDecimalString } from '@cleaver/domain/money';
import { periodEnd, previousPeriod } from '@cleaver/domain/statement-period';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, invoice, order, outbox, settings, statement, statementRun } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { waitForMail } from '../../test/eml.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { pdfText } from '../../test/pdf.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

// Months are counted back from today's (Pacific/Auckland): the server refuses a month not yet over against its own
// clock, and moving that clock would end the test's sessions.
const THIS_MONTH = aucklandDateString(new Date()).slice(0, 7);
const LAST_MONTH = previousPeriod(THIS_MONTH);
const monthsAgo = (n: number) => {
  let period = THIS_MONTH;
  for (let i = 0; i < n; i += 1) period = previousPeriod(period);
  return period;
};

const STATEMENT = 'id period periodLabel statementDate issuedAt openingBalance closingBalance pdfUrl';
const RUN = 'period periodLabel startedAt startedByName queued sent failed finishedAt';
const SEND = `mutation ($period: String) { sendStatements(period: $period) { ${RUN} } }`;
const RUN_QUERY = `query ($period: String) { statementRun(period: $period) { ${RUN} } }`;
const RECIPIENTS = `query ($period: String) { statementRecipients(period: $period) { period periodLabel customerCount } }`;
const ISSUE = `mutation ($id: ID!, $period: String!) { issueStatement(customerId: $id, period: $period) { ${STATEMENT} } }`;
const CUSTOMER_STATEMENTS = `query ($id: ID!) { customerStatements(customerId: $id) { ${STATEMENT} } }`;
const MY_STATEMENTS = `query { myStatements { ${STATEMENT} } }`;
const RECORD = `mutation ($id: ID!, $input: PaymentInput!) {
  recordPayment(customerId: $id, input: $input) { account { balance } payments { id } } }`;
const REVERSE = `mutation ($id: ID!) { reversePayment(paymentId: $id, reason: "Cheque bounced") { account { balance } } }`;
const LEDGER = `query ($id: ID!) { customerLedger(customerId: $id) { entries { date runningBalance } } }`;

type Statement = {
  id: string;
  period: string;
  periodLabel: string;
  statementDate: string;
  openingBalance: number;
  closingBalance: number;
  pdfUrl: string;
};
type Run = { period: string; queued: number; sent: number; failed: number; startedByName: string };

describe.each(TEST_DATABASES)('statements on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let template: typeof order.$inferSelect;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    await db().update(settings).set({ bankAccount: '12-3456-7890123-00' });
    const [source] = await db().select().from(order).where(eq(order.customerId, bistroId)).limit(1);
    template = source!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  async function newCustomer(name: string): Promise<{ id: string; code: string; email: string }> {
    const code = `ST${randomUUID().slice(0, 8)}`.toUpperCase();
    const email = `${code.toLowerCase()}@statements.test`;
    const [row] = await db()
      .insert(customer)
      .values({ code, firstName: 'Hine', lastName: 'Payer', email, companyName: name, addr1: name })
      .returning({ id: customer.id });
    return { id: row!.id, code, email };
  }

  /** An invoice issued at noon Auckland on `issued`, due `due`. */
  async function invoiceFor(customerId: string, total: number, issued: string, due = addDays(issued, 20)) {
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = template;
    const orderId = randomUUID();
    await db()
      .insert(order)
      .values({ ...rest, id: orderId, customerId, status: 'COMPLETED', version: 1, recurringOrderId: null });
    const [{ highest } = { highest: 0 }] = await db()
      .select({ highest: sql<number>`coalesce(max(${invoice.invoiceNumber}), 0)::int` })
      .from(invoice);
    const [row] = await db()
      .insert(invoice)
      .values({
        orderId,
        invoiceNumber: Number(highest) + 1,
        customerId,
        issuedAt: new Date(`${issued}T12:00:00+12:00`),
        subTotal: toDecimalString(cents(total)),
        freight: '0.00',
        cutting: '0.00',
        gst: '0.00',
        total: toDecimalString(cents(total)),
        dueDate: due,
      })
      .returning({ id: invoice.id, number: invoice.invoiceNumber });
    return row!;
  }

  async function pay(customerId: string, amount: number, receivedOn: string, reference = 'STATEMENT') {
    const answer = await admin.graphql<{ recordPayment: { payments: Array<{ id: string }> } }>(RECORD, {
      id: customerId,
      input: { receivedOn, amount, method: 'BANK_TRANSFER', reference },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.recordPayment.payments[0]!.id;
  }

  async function issue(customerId: string, period: string): Promise<Statement> {
    const answer = await admin.graphql<{ issueStatement: Statement }>(ISSUE, { id: customerId, period });
    expect(answer.errors).toBeUndefined();
    return answer.data!.issueStatement;
  }

  async function pdfOf(client: ApiClient, path: string): Promise<Response> {
    return client.request(path);
  }

  it('issues a month: opening, the month’s lines, closing equal to the ledger at the month’s end, ageing', async () => {
    const deli = await newCustomer('Kāpiti Deli');
    const month = LAST_MONTH;
    const before = previousPeriod(month);
    await invoiceFor(deli.id, 50_000, `${before}-12`, `${month}-05`);
    await pay(deli.id, 10_000, `${before}-20`, 'DELI EARLY');
    const november = await invoiceFor(deli.id, 23_450, `${month}-09`, addDays(periodEnd(month), 20));
    const chequeId = await pay(deli.id, 30_000, `${month}-18`, 'CHQ 100234');
    // Reversed now, after the month ended: on the month's statement it still counts; the reversal is this month's.
    expect((await admin.graphql(REVERSE, { id: chequeId })).errors).toBeUndefined();
    // A payment after the month is not on it.
    await pay(deli.id, 1_000, aucklandDateString(new Date()), 'LATER');

    const issued = await issue(deli.id, month);

    expect(issued).toMatchObject({
      period: month,
      statementDate: periodEnd(month),
      openingBalance: 40_000,
      closingBalance: 40_000 + 23_450 - 30_000,
      pdfUrl: `/api/statements/${issued.id}.pdf`,
    });
    // The ledger's running balance after its last line dated in or before the month.
    const ledger = await admin.graphql<{
      customerLedger: { entries: Array<{ date: string; runningBalance: number }> };
    }>(LEDGER, { id: deli.id });
    const asAtEnd = ledger.data!.customerLedger.entries.filter((e) => e.date <= periodEnd(month)).at(-1);
    expect(issued.closingBalance).toBe(asAtEnd?.runningBalance);

    const [row] = await db().select().from(statement).where(eq(statement.id, issued.id));
    expect(row!.content).toMatchObject({
      customerCode: deli.code,
      lines: [
        expect.objectContaining({ kind: 'INVOICE', number: String(november.number), debit: 23_450 }),
        expect.objectContaining({ kind: 'PAYMENT', number: 'CHQ 100234', credit: 30_000 }),
      ],
      // The older invoice: 50,000 less 10,000 and the cheque's 30,000 (it counts at the month's end), past due.
      ageing: { current: 23_450, days1to30: 10_000, days31to60: 0, days61to90: 0, days90plus: 0 },
      howToPay: { bankAccount: '12-3456-7890123-00', reference: deli.code },
    });

    const pdf = await pdfOf(admin, issued.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Kāpiti Deli');
    expect(text).toMatch(/Opening balance\s+\$400\.00/);
    expect(text).toMatch(/Closing balance\s+\$334\.50/);
    expect(text).toContain('CHQ 100234');
    expect(text).not.toContain('LATER');
    expect(text).toContain('Bank account: 12-3456-7890123-00');
  });

  it('keeps an issued statement as it was after a later payment into its month, and prints it the same', async () => {
    const shop = await newCustomer('Ōtaki Butchery');
    const month = monthsAgo(2);
    await invoiceFor(shop.id, 12_000, `${month}-03`);
    const issued = await issue(shop.id, month);
    const first = Buffer.from(await (await pdfOf(admin, issued.pdfUrl)).arrayBuffer());

    await pay(shop.id, 5_000, `${month}-25`, 'BACKDATED');
    const again = await issue(shop.id, month);

    expect(again).toEqual(issued);
    expect(again.closingBalance).toBe(12_000);
    const reprint = Buffer.from(await (await pdfOf(admin, issued.pdfUrl)).arrayBuffer());
    expect(reprint.equals(first)).toBe(true);
    expect(
      await db()
        .select()
        .from(statement)
        .where(and(eq(statement.customerId, shop.id), eq(statement.period, month))),
    ).toHaveLength(1);
  });

  it('lets staff and the customer themselves see a statement, and nobody else', async () => {
    const own = await issue(bistroId, monthsAgo(3));
    const other = await newCustomer('Other Cafe');
    await invoiceFor(other.id, 1_000, `${monthsAgo(3)}-02`);
    const theirs = await issue(other.id, monthsAgo(3));

    expect((await pdfOf(guest, own.pdfUrl)).status).toBe(401);
    expect((await pdfOf(bistro, own.pdfUrl)).status).toBe(200);
    expect((await pdfOf(bistro, theirs.pdfUrl)).status).toBe(404);
    expect((await pdfOf(bistro, `/api/statements/${randomUUID()}.pdf`)).status).toBe(404);
    expect((await pdfOf(admin, theirs.pdfUrl)).status).toBe(200);

    const mine = await bistro.graphql<{ myStatements: Statement[] }>(MY_STATEMENTS);
    expect(mine.data!.myStatements.map((s) => s.id)).toContain(own.id);
    expect(mine.data!.myStatements.map((s) => s.id)).not.toContain(theirs.id);
    expect(codeOf(await admin.graphql(MY_STATEMENTS))).toBe('FORBIDDEN');
    expect(codeOf(await guest.graphql(MY_STATEMENTS))).toBe('UNAUTHENTICATED');

    const listed = await admin.graphql<{ customerStatements: Statement[] }>(CUSTOMER_STATEMENTS, {
      id: other.id,
    });
    expect(listed.data!.customerStatements).toEqual([theirs]);
    for (const client of [bistro, guest]) {
      const refused = [
        await client.graphql(CUSTOMER_STATEMENTS, { id: other.id }),
        await client.graphql(ISSUE, { id: other.id, period: monthsAgo(3) }),
        await client.graphql(SEND, { period: monthsAgo(3) }),
        await client.graphql(RUN_QUERY, { period: monthsAgo(3) }),
        await client.graphql(RECIPIENTS, { period: monthsAgo(3) }),
      ];
      for (const answer of refused) {
        expect(codeOf(answer)).toBe(client === guest ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
  });

  it('refuses a month not yet over or malformed, and writes nothing', async () => {
    for (const [period, message] of [
      [THIS_MONTH, 'The month has not ended yet.'],
      ['2999-01', 'The month has not ended yet.'],
      ['2026-13', 'Choose a month as YYYY-MM.'],
      ['November', 'Choose a month as YYYY-MM.'],
    ] as const) {
      const answer = await admin.graphql(SEND, { period });
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(answer.errors?.[0]?.message).toBe(message);
    }
    expect(await db().select().from(statementRun).where(eq(statementRun.period, THIS_MONTH))).toEqual([]);
    expect(await db().select().from(statement).where(eq(statement.period, THIS_MONTH))).toEqual([]);
  });

  it('sends a month to everyone with a balance or a line in it, once however often pressed', async () => {
    const month = monthsAgo(4);
    const owing = await newCustomer('Paekākāriki Pies');
    await invoiceFor(owing.id, 8_800, `${month}-14`);
    const settled = await newCustomer('Settled Up');
    await invoiceFor(settled.id, 2_000, `${previousPeriod(month)}-14`);
    await pay(settled.id, 2_000, `${month}-02`);
    const quiet = await newCustomer('Nothing Doing');

    const preview = await admin.graphql<{ statementRecipients: { customerCount: number; period: string } }>(
      RECIPIENTS,
      { period: month },
    );
    expect(preview.errors).toBeUndefined();
    const expected = preview.data!.statementRecipients.customerCount;
    expect(expected).toBeGreaterThanOrEqual(2);

    // Two tabs pressing at once, then once more.
    const [first, second] = await Promise.all([
      admin.graphql<{ sendStatements: Run }>(SEND, { period: month }),
      admin.graphql<{ sendStatements: Run }>(SEND, { period: month }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    const third = await admin.graphql<{ sendStatements: Run }>(SEND, { period: month });
    expect(third.data!.sendStatements).toMatchObject({ period: month, queued: expected });

    const issued = await db().select().from(statement).where(eq(statement.period, month));
    expect(issued).toHaveLength(expected);
    const byCustomer = new Set(issued.map((s) => s.customerId));
    expect(byCustomer.size).toBe(expected);
    expect(byCustomer.has(owing.id)).toBe(true);
    expect(byCustomer.has(settled.id)).toBe(true);
    expect(byCustomer.has(quiet.id)).toBe(false);
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'statement.mail'), sql`${outbox.payload}->>'period' = ${month}`));
    expect(mails).toHaveLength(expected);
    expect(await db().select().from(statementRun).where(eq(statementRun.period, month))).toHaveLength(1);

    app.outbox.wake();
    const mail = await waitForMail(app.dataDir, owing.email, { timeoutMs: 20_000 });
    expect(mail.headers.get('subject')).toMatch(/^Statement for .+ \d{4} from /);
    const raw = readFileSync(mail.file, 'utf8');
    expect(raw).toContain('application/pdf');
    expect(raw).toContain(`Statement-${month}-${owing.code}.pdf`);
    await expect
      .poll(
        async () => {
          app.outbox.wake();
          const run = await admin.graphql<{ statementRun: Run }>(RUN_QUERY, { period: month });
          return run.data!.statementRun.sent + run.data!.statementRun.failed;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(expected);
    const settledMails = (await db().select().from(outbox).where(eq(outbox.topic, 'statement.mail'))).filter(
      (m) => m.subject === `statement:${issued.find((s) => s.customerId === settled.id)!.id}`,
    );
    expect(settledMails).toHaveLength(1);
  });

  it('defaults to the month before this one', async () => {
    const answer = await admin.graphql<{ statementRecipients: { period: string; periodLabel: string } }>(
      RECIPIENTS,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.statementRecipients.period).toBe(LAST_MONTH);
    const run = await admin.graphql<{ statementRun: Run | null }>(RUN_QUERY);
    expect(run.errors).toBeUndefined();
    expect(run.data!.statementRun).toBeNull();
  });
});
