import { randomUUID } from 'node:crypto';
import type { CorrectionKind } from '@cleaver/domain/corrections';
import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { cents, toDecimalString } from '@cleaver/domain/money';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import fc, { type AsyncCommand } from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CorrectionNoteContent,
  correctionNote,
  customer,
  invoice,
  notification,
  order,
  orderLine,
  payment,
  paymentAllocation,
  product,
  settings,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { CorrectionNotes } from '../invoicing/correction-notes.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';

// Dates are set back from today (Pacific/Auckland): the server ages what is open against its own clock, and
// moving that clock would end the test's sessions.
const TODAY = aucklandDateString(new Date());
const ago = (days: number) => addDays(TODAY, -days);

const AGEING = 'ageing { current days1to30 days31to60 days61to90 days90plus }';
const ACCOUNT = `customerId companyName code balance overdue credit ${AGEING} onStop onStopReason creditLimit terms
  termsLabel oldestOverdueDays`;
const LEDGER = `account { ${ACCOUNT} }
  entries { id kind date number description dueDate debit credit runningBalance pdfUrl }
  openDocuments { id kind number issuedDate dueDate total open daysOverdue pdfUrl }
  payments { id receivedOn amount method reference actorName reversedAt reversedReason reversedByName
    allocations { documentNumber amount } unallocated }
  source readAt`;
const CUSTOMER_LEDGER = `query ($id: ID!) { customerLedger(customerId: $id) { ${LEDGER} } }`;
const MY_LEDGER = `query { myLedger { ${LEDGER} } }`;
const RECORD = `mutation ($id: ID!, $input: PaymentInput!, $to: [ID!]) {
  recordPayment(customerId: $id, input: $input, allocateTo: $to) { ${LEDGER} } }`;
const REVERSE = `mutation ($id: ID!, $reason: String!) { reversePayment(paymentId: $id, reason: $reason) { ${LEDGER} } }`;
const RECEIVABLES = `query ($search: String, $filter: ReceivablesFilter!, $offset: Int!, $limit: Int!) {
  receivables(search: $search, filter: $filter, offset: $offset, limit: $limit) {
    rows { ${ACCOUNT} } totalCount totals { current days1to30 days31to60 days61to90 days90plus } balance source readAt } }`;

type Ageing = {
  current: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  days90plus: number;
};
type Account = {
  customerId: string;
  code: string;
  balance: number;
  overdue: number;
  credit: number;
  ageing: Ageing;
  onStop: boolean;
  onStopReason: string;
  terms: string;
  termsLabel: string;
  oldestOverdueDays: number | null;
};
type Ledger = {
  account: Account;
  entries: Array<{
    id: string;
    kind: string;
    date: string;
    number: string;
    debit: number;
    credit: number;
    runningBalance: number;
    pdfUrl: string | null;
  }>;
  openDocuments: Array<{ id: string; kind: string; number: string; open: number; daysOverdue: number }>;
  payments: Array<{
    id: string;
    amount: number;
    actorName: string;
    reversedAt: string | null;
    reversedReason: string | null;
    reversedByName: string | null;
    allocations: Array<{ documentNumber: string; amount: number }>;
    unallocated: number;
  }>;
  source: string;
};
type Page = { rows: Account[]; totalCount: number; totals: Ageing; balance: number; source: string };

describe.each(TEST_DATABASES)('receivables on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let template: typeof order.$inferSelect;
  let customers = 0;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    await db().update(settings).set({ gstNumber: '49-091-850' });
    const [source] = await db().select().from(order).where(eq(order.customerId, bistroId)).limit(1);
    template = source!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A customer of the test's own, with no documents yet. */
  async function newCustomer(name = 'Ledger Test'): Promise<{ id: string; code: string }> {
    customers += 1;
    const code = `RCV${customers}${randomUUID().slice(0, 6)}`.toUpperCase();
    const [row] = await db()
      .insert(customer)
      .values({
        code,
        firstName: 'Pat',
        lastName: 'Payer',
        email: `${code.toLowerCase()}@receivables.test`,
        companyName: `${name} ${code}`,
      })
      .returning({ id: customer.id });
    return { id: row!.id, code };
  }

  /** A completed order of the customer's, with no lines. */
  async function orderOf(customerId: string): Promise<string> {
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = template;
    const orderId = randomUUID();
    await db()
      .insert(order)
      .values({
        ...rest,
        id: orderId,
        customerId,
        status: 'COMPLETED',
        version: 1,
        recurringOrderId: null,
        recurringDueDate: null,
      });
    return orderId;
  }

  /** An invoice row as the built-in ledger writes it, issued at noon Auckland on `issued`, due `due`. */
  async function invoiceFor(
    customerId: string,
    total: number,
    issued = ago(14),
    due = addDays(issued, 20),
  ): Promise<{ id: string; number: string }> {
    const orderId = await orderOf(customerId);
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
    // As invoicing announces an invoice issued (the receivables list forgets its sums).
    app.events.publish('order', { action: 'UPDATED', orderId, customerId });
    return { id: row!.id, number: String(row!.number) };
  }

  /** A credit or debit note on the invoice, as a row (the notes' own tests issue them from orders). */
  async function noteFor(
    invoiceId: string,
    kind: CorrectionKind,
    total: number,
    issued = ago(10),
  ): Promise<{ id: string }> {
    const [of] = await db().select().from(invoice).where(eq(invoice.id, invoiceId));
    const [{ highest } = { highest: 0 }] = await db()
      .select({ highest: sql<number>`coalesce(max(${correctionNote.number}), 0)::int` })
      .from(correctionNote)
      .where(eq(correctionNote.kind, kind));
    const [row] = await db()
      .insert(correctionNote)
      .values({
        invoiceId,
        orderId: of!.orderId,
        customerId: of!.customerId,
        kind,
        number: Number(highest) + 1,
        issuedAt: new Date(`${issued}T12:00:00+12:00`),
        reason: 'RETURNED',
        subTotal: toDecimalString(cents(total)),
        gst: '0.00',
        total: toDecimalString(cents(total)),
        content: { reason: 'Returned' } as CorrectionNoteContent,
        billedAfter: { lines: [], freight: cents(0), cutting: cents(0) },
        dueDate: kind === 'DEBIT' ? addDays(issued, 20) : null,
        actorName: 'Office Staff',
      })
      .returning({ id: correctionNote.id });
    app.events.publish('order', {
      action: 'UPDATED',
      orderId: of!.orderId ?? '',
      customerId: of!.customerId,
    });
    return { id: row!.id };
  }

  async function ledgerOf(customerId: string): Promise<Ledger> {
    const answer = await admin.graphql<{ customerLedger: Ledger }>(CUSTOMER_LEDGER, { id: customerId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.customerLedger;
  }

  async function pay(
    customerId: string,
    amount: number,
    options: { to?: string[]; receivedOn?: string; reference?: string } = {},
  ) {
    return admin.graphql<{ recordPayment: Ledger }>(RECORD, {
      id: customerId,
      input: {
        receivedOn: options.receivedOn ?? ago(5),
        amount,
        method: 'BANK_TRANSFER',
        reference: options.reference ?? 'INV',
      },
      to: options.to,
    });
  }

  async function paid(customerId: string, amount: number, options: Parameters<typeof pay>[2] = {}) {
    const answer = await pay(customerId, amount, options);
    expect(answer.errors).toBeUndefined();
    return answer.data!.recordPayment;
  }

  async function page(variables: { search?: string; filter?: string; offset?: number; limit?: number }) {
    return admin.graphql<{ receivables: Page }>(RECEIVABLES, {
      filter: 'ALL',
      offset: 0,
      limit: 100,
      ...variables,
    });
  }

  it('leaves the rest of a part payment open, aged by due date, oldest due paid first', async () => {
    const { id } = await newCustomer();
    const old = await invoiceFor(id, 10_000, ago(75), ago(56));
    const recent = await invoiceFor(id, 5_000, ago(14), addDays(TODAY, 6));

    const ledger = await paid(id, 6_000, { reference: 'BISTRO MAY' });

    expect(ledger.account).toMatchObject({
      balance: 9_000,
      overdue: 4_000,
      credit: 0,
      ageing: { current: 5_000, days1to30: 0, days31to60: 4_000, days61to90: 0, days90plus: 0 },
      oldestOverdueDays: 56,
    });
    expect(ledger.openDocuments).toEqual([
      expect.objectContaining({
        id: old.id,
        kind: 'INVOICE',
        number: old.number,
        open: 4_000,
        daysOverdue: 56,
      }),
      expect.objectContaining({ id: recent.id, open: 5_000, daysOverdue: 0 }),
    ]);
    expect(ledger.payments).toEqual([
      expect.objectContaining({
        amount: 6_000,
        actorName: expect.stringMatching(/\S/),
        allocations: [{ documentNumber: old.number, amount: 6_000 }],
        unallocated: 0,
      }),
    ]);
    expect(ledger.entries.map((e) => [e.kind, e.number, e.debit, e.credit, e.runningBalance])).toEqual([
      ['INVOICE', old.number, 10_000, 0, 10_000],
      ['INVOICE', recent.number, 5_000, 0, 15_000],
      ['PAYMENT', 'BISTRO MAY', 0, 6_000, 9_000],
    ]);
    expect(ledger.entries[0]!.pdfUrl).toBe(`/api/invoices/${old.id}.pdf`);
    expect(ledger.source).toBe('Cleaver ledger');
    const [notice] = await db().select().from(notification).orderBy(desc(notification.createdAt)).limit(1);
    expect(notice!.message).toMatch(/^Payment of \$60\.00 \(bank transfer\) recorded for Ledger Test/);
  });

  it('allocates to the documents staff choose, and refuses another customer’s', async () => {
    const { id } = await newCustomer();
    await invoiceFor(id, 10_000, ago(75), ago(56));
    const chosen = await invoiceFor(id, 5_000, ago(14), addDays(TODAY, 6));
    const debit = await noteFor(chosen.id, 'DEBIT', 1_000);

    const ledger = await paid(id, 5_500, { to: [debit.id, chosen.id] });

    expect(ledger.payments[0]!.allocations).toEqual([
      { documentNumber: expect.stringMatching(/^DN-\d{4}$/), amount: 1_000 },
      { documentNumber: chosen.number, amount: 4_500 },
    ]);
    expect(ledger.account.balance).toBe(10_500);
    expect(ledger.account.overdue).toBe(10_000);

    const other = await invoiceFor(takeawayId, 1_000);
    const refused = await pay(id, 1_000, { to: [other.id] });
    expect(codeOf(refused)).toBe('BAD_INPUT');
    expect((await ledgerOf(id)).payments).toHaveLength(1);
  });

  it('keeps an overpayment as credit on the account', async () => {
    const { id } = await newCustomer();
    await invoiceFor(id, 10_000);

    const ledger = await paid(id, 15_000);

    expect(ledger.account).toMatchObject({ balance: -5_000, credit: 5_000, overdue: 0 });
    expect(ledger.openDocuments).toEqual([]);
    expect(ledger.payments[0]).toMatchObject({ unallocated: 5_000 });
  });

  it('reverses a payment with a reason: the invoice opens again and the history stays', async () => {
    const { id } = await newCustomer();
    const bill = await invoiceFor(id, 10_000, ago(75), ago(56));
    const paidLedger = await paid(id, 10_000);
    expect(paidLedger.openDocuments).toEqual([]);
    const paymentId = paidLedger.payments[0]!.id;

    expect(codeOf(await admin.graphql(REVERSE, { id: paymentId, reason: '  ' }))).toBe('BAD_INPUT');
    const answer = await admin.graphql<{ reversePayment: Ledger }>(REVERSE, {
      id: paymentId,
      reason: 'Cheque bounced',
    });
    expect(answer.errors).toBeUndefined();
    const ledger = answer.data!.reversePayment;

    expect(ledger.account).toMatchObject({ balance: 10_000, overdue: 10_000, credit: 0 });
    expect(ledger.openDocuments).toEqual([expect.objectContaining({ id: bill.id, open: 10_000 })]);
    expect(ledger.payments[0]).toMatchObject({
      id: paymentId,
      reversedReason: 'Cheque bounced',
      reversedByName: expect.stringMatching(/\S/),
      reversedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // Where it went is kept, though it no longer counts.
      allocations: [{ documentNumber: bill.number, amount: 10_000 }],
    });
    expect(ledger.entries.map((e) => [e.kind, e.debit, e.credit, e.runningBalance])).toEqual([
      ['INVOICE', 10_000, 0, 10_000],
      ['PAYMENT', 0, 10_000, 0],
      ['REVERSAL', 10_000, 0, 10_000],
    ]);
    expect(
      await db().select().from(paymentAllocation).where(eq(paymentAllocation.paymentId, paymentId)),
    ).toHaveLength(1);

    const again = await admin.graphql(REVERSE, { id: paymentId, reason: 'Twice' });
    expect(codeOf(again)).toBe('BAD_INPUT');
    expect(again.errors?.[0]?.message).toBe('This payment was already reversed.');
  });

  it('refuses a payment for an unknown or archived customer, and bad input with the form’s message', async () => {
    expect(codeOf(await pay(randomUUID(), 1_000))).toBe('NOT_FOUND');
    const { id } = await newCustomer();
    const zero = await pay(id, 0);
    expect(codeOf(zero)).toBe('BAD_INPUT');
    expect(zero.errors?.[0]?.message).toBe('Enter an amount more than $0.00.');
    await db().update(customer).set({ archivedAt: new Date() }).where(eq(customer.id, id));
    expect(codeOf(await pay(id, 1_000))).toBe('NOT_FOUND');
  });

  it('turns a credit note issued after full payment into credit on the account', async () => {
    const { id } = await newCustomer('Credit After');
    const [kg] = await db()
      .select()
      .from(product)
      .where(eq(product.unit, 'KG'))
      .orderBy(asc(product.code))
      .limit(1);
    const orderId = await orderOf(id);
    await db()
      .update(order)
      .set({ status: 'PACKED', freight: '0.00', cutting: '0' })
      .where(eq(order.id, orderId));
    const lineId = randomUUID();
    await db().insert(orderLine).values({
      id: lineId,
      orderId,
      position: 0,
      productId: kg!.id,
      productName: kg!.name,
      productCode: kg!.code,
      unit: kg!.unit,
      quantity: '5.000',
      packedWeight: '5.000',
      unitPrice: '20.00',
      defaultPrice: '20.00',
      categoryName: 'Test',
    });
    const created = await admin.graphql(
      `mutation ($id: ID!) { createInvoice(orderId: $id, sendCustomerEmail: false) { id } }`,
      { id: orderId },
    );
    expect(created.errors).toBeUndefined();
    const owed = (await ledgerOf(id)).account.balance;
    expect(owed).toBe(11_500);
    // Received the day it was invoiced, before the credit note.
    await paid(id, owed, { receivedOn: TODAY });

    const notes = new CorrectionNotes({ orderSync: { queue: async () => {} } });
    const note = await db().transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
      const before = await notes.billedBeforeChange(tx, orderId);
      await recordOrderProgress(tx, current!, {
        actor: { userId: null, name: 'Office Staff' },
        at: new Date(),
        weights: new Map([[lineId, 4]]),
        summary: 'Returned',
        changes: [],
      });
      return notes.issueIfBilledChanged(
        tx,
        { firstName: 'Office', lastName: 'Staff', email: 'office@demo.test' },
        orderId,
        { reason: 'RETURNED', reasonText: null },
        before,
      );
    });
    const credited = Math.round(Number(note!.total) * 100);

    const ledger = await ledgerOf(id);
    expect(ledger.account).toMatchObject({ balance: -credited, credit: credited, overdue: 0 });
    expect(ledger.openDocuments).toEqual([]);
    expect(ledger.entries.at(-1)).toMatchObject({
      kind: 'CREDIT_NOTE',
      number: `CN-${String(note!.number).padStart(4, '0')}`,
      credit: credited,
      runningBalance: -credited,
      pdfUrl: `/api/notes/${note!.id}.pdf`,
    });
  });

  it('lists receivables by amount overdue with totals, searched and filtered, as each ledger sums them', async () => {
    const tag = `Page${randomUUID().slice(0, 6)}`;
    const late = await newCustomer(tag);
    const due = await newCustomer(tag);
    const inCredit = await newCustomer(tag);
    const stopped = await newCustomer(tag);
    await newCustomer(tag); // nothing owed: not listed
    await invoiceFor(late.id, 3_000, ago(200), ago(145));
    await invoiceFor(late.id, 2_000, ago(44), ago(25));
    await invoiceFor(due.id, 50_000, ago(5), addDays(TODAY, 36));
    await invoiceFor(inCredit.id, 1_000);
    await paid(inCredit.id, 1_500);
    await db()
      .update(customer)
      .set({ onStop: true, onStopReason: 'Cheques bounce' })
      .where(eq(customer.id, stopped.id));

    const answer = await page({ search: tag.toLowerCase() });
    expect(answer.errors).toBeUndefined();
    const listed = answer.data!.receivables;
    expect(listed.rows.map((r) => r.customerId)).toEqual([late.id, due.id, stopped.id, inCredit.id]);
    expect(listed.totalCount).toBe(4);
    expect(listed.totals).toEqual({
      current: 50_000,
      days1to30: 2_000,
      days31to60: 0,
      days61to90: 0,
      days90plus: 3_000,
    });
    expect(listed.balance).toBe(54_500);
    expect(listed.source).toBe('Cleaver ledger');
    expect(listed.rows[0]).toMatchObject({ overdue: 5_000, oldestOverdueDays: 145 });
    for (const row of listed.rows) expect(row).toEqual((await ledgerOf(row.customerId)).account);

    const overdue = await page({ search: tag, filter: 'OVERDUE' });
    expect(overdue.data!.receivables.rows.map((r) => r.customerId)).toEqual([late.id]);
    const onStop = await page({ search: tag, filter: 'ON_STOP' });
    expect(onStop.data!.receivables.rows).toEqual([
      expect.objectContaining({
        customerId: stopped.id,
        onStop: true,
        onStopReason: 'Cheques bounce',
        balance: 0,
      }),
    ]);
    const second = await page({ search: tag, offset: 1, limit: 2 });
    expect(second.data!.receivables.rows.map((r) => r.customerId)).toEqual([due.id, stopped.id]);
    expect(second.data!.receivables.totalCount).toBe(4);
    expect(codeOf(await page({ limit: 101 }))).toBe('BAD_INPUT');
  });

  it('serves the receivables CSV to staff only', async () => {
    const tag = `Csv${randomUUID().slice(0, 6)}`;
    const { id, code } = await newCustomer(tag);
    await invoiceFor(id, 12_345, ago(75), ago(56));
    const path = `/api/admin/receivables.csv?search=${tag}&filter=ALL`;

    expect((await guest.request(path)).status).toBe(401);
    expect((await bistro.request(path)).status).toBe(403);
    expect((await admin.request('/api/admin/receivables.csv?filter=SOME')).status).toBe(400);
    const response = await admin.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      '\uFEFFCompany,Code,Balance,Current,1–30,31–60,61–90,90+,Credit,On stop\r\n' +
        `${tag} ${code},${code},123.45,0.00,0.00,123.45,0.00,0.00,0.00,No\r\n`,
    );
  });

  it('lets only staff read and write a ledger, and shows a customer their own account alone', async () => {
    const mine = await invoiceFor(bistroId, 2_000);
    const theirs = await invoiceFor(takeawayId, 3_000);
    await paid(bistroId, 500);

    expect(codeOf(await bistro.graphql(CUSTOMER_LEDGER, { id: bistroId }))).toBe('FORBIDDEN');
    expect(codeOf(await guest.graphql(CUSTOMER_LEDGER, { id: bistroId }))).toBe('UNAUTHENTICATED');
    const customerPays = await bistro.graphql(RECORD, {
      id: bistroId,
      input: { receivedOn: TODAY, amount: 100, method: 'CASH' },
    });
    expect(codeOf(customerPays)).toBe('FORBIDDEN');
    expect(codeOf(await bistro.graphql(REVERSE, { id: randomUUID(), reason: 'x' }))).toBe('FORBIDDEN');
    expect(codeOf(await takeaway.graphql(RECEIVABLES, { filter: 'ALL', offset: 0, limit: 10 }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await guest.graphql(MY_LEDGER))).toBe('UNAUTHENTICATED');
    expect(codeOf(await admin.graphql(MY_LEDGER))).toBe('FORBIDDEN');

    const answer = await bistro.graphql<{ myLedger: Ledger }>(MY_LEDGER);
    expect(answer.errors).toBeUndefined();
    const own = answer.data!.myLedger;
    expect(own.account.customerId).toBe(bistroId);
    const ids = [...own.entries.map((e) => e.id), ...own.openDocuments.map((d) => d.id)];
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const staffView = await ledgerOf(bistroId);
    expect(own.account.balance).toBe(staffView.account.balance);
    // Who at the shop recorded it stays inside.
    expect(own.payments.every((p) => p.actorName === '' && p.reversedByName === null)).toBe(true);
    expect(staffView.payments.some((p) => p.actorName !== '')).toBe(true);
  });

  it('never allocates past what is open when payments are recorded at once', async () => {
    // Several rounds: without the account lock, the second payment reads the invoice before the first commits.
    for (let round = 0; round < 5; round += 1) {
      const { id } = await newCustomer();
      const bill = await invoiceFor(id, 10_000);

      const answers = await Promise.all([pay(id, 8_000), pay(id, 8_000), pay(id, 8_000)]);

      expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
      const [allocated] = await db()
        .select({ amount: sql<string>`sum(${paymentAllocation.amount})::text` })
        .from(paymentAllocation)
        .where(eq(paymentAllocation.invoiceId, bill.id));
      expect(allocated!.amount).toBe('100.00');
      expect((await ledgerOf(id)).account).toMatchObject({ balance: -14_000, credit: 14_000 });
    }
  });

  describe('any sequence of documents, payments and reversals', () => {
    type Model = {
      invoices: Array<{ id: string; total: number }>;
      debitNotes: Array<{ id: string; total: number }>;
      creditNotes: number[];
      payments: Array<{ id: string; amount: number; reversed: boolean }>;
    };
    type Real = { customerId: string; code: string };
    const day = (n: number) => ago(100 - n);

    class Invoice implements AsyncCommand<Model, Real> {
      constructor(
        readonly total: number,
        readonly issuedDay: number,
      ) {}
      check = () => true;
      async run(model: Model, real: Real) {
        const { id } = await invoiceFor(real.customerId, this.total, day(this.issuedDay));
        model.invoices.push({ id, total: this.total });
        await holds(model, real);
      }
      toString = () => `invoice ${this.total}`;
    }
    class Note implements AsyncCommand<Model, Real> {
      constructor(
        readonly kind: CorrectionKind,
        readonly which: number,
        readonly total: number,
      ) {}
      check = (model: Readonly<Model>) => model.invoices.length > 0;
      async run(model: Model, real: Real) {
        const on = model.invoices[this.which % model.invoices.length]!;
        const { id } = await noteFor(on.id, this.kind, this.total);
        if (this.kind === 'DEBIT') model.debitNotes.push({ id, total: this.total });
        else model.creditNotes.push(this.total);
        await holds(model, real);
      }
      toString = () => `${this.kind} note ${this.total} on #${this.which}`;
    }
    class Payment implements AsyncCommand<Model, Real> {
      constructor(
        readonly amount: number,
        readonly choose: boolean,
      ) {}
      check = () => true;
      async run(model: Model, real: Real) {
        const chosen = [...model.debitNotes, ...model.invoices]
          .slice(0, this.choose ? 2 : 0)
          .map((d) => d.id);
        const ledger = await paid(real.customerId, this.amount, { to: chosen });
        model.payments.push({ id: ledger.payments[0]!.id, amount: this.amount, reversed: false });
        await holds(model, real);
      }
      toString = () => `payment ${this.amount}${this.choose ? ' (chosen)' : ''}`;
    }
    class Reversal implements AsyncCommand<Model, Real> {
      constructor(readonly which: number) {}
      check = (model: Readonly<Model>) => model.payments.some((p) => !p.reversed);
      async run(model: Model, real: Real) {
        const active = model.payments.filter((p) => !p.reversed);
        const reversed = active[this.which % active.length]!;
        const answer = await admin.graphql(REVERSE, { id: reversed.id, reason: 'Keyed twice' });
        expect(answer.errors).toBeUndefined();
        reversed.reversed = true;
        await holds(model, real);
      }
      toString = () => `reversal #${this.which}`;
    }

    /** What must hold after every step, read back from the server and the rows. */
    async function holds(model: Model, real: Real) {
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const documents = sum(model.invoices.map((i) => i.total)) + sum(model.debitNotes.map((d) => d.total));
      const paidIn = sum(model.payments.filter((p) => !p.reversed).map((p) => p.amount));
      const ledger = await ledgerOf(real.customerId);
      expect(ledger.account.balance).toBe(documents - sum(model.creditNotes) - paidIn);
      expect(sum(ledger.openDocuments.map((d) => d.open)) - ledger.account.credit).toBe(
        ledger.account.balance,
      );
      expect(ledger.entries.at(-1)?.runningBalance ?? 0).toBe(ledger.account.balance);
      for (const p of ledger.payments) {
        expect(p.unallocated).toBeGreaterThanOrEqual(0);
        expect(sum(p.allocations.map((a) => a.amount)) + p.unallocated).toBe(p.amount);
      }
      // Each document: what the payments still counting put on it is at most its total.
      const allocated = await db()
        .select({
          document: sql<string>`coalesce(${paymentAllocation.invoiceId}, ${paymentAllocation.noteId})`,
          amount: sql<string>`sum(${paymentAllocation.amount})::text`,
        })
        .from(paymentAllocation)
        .innerJoin(payment, eq(payment.id, paymentAllocation.paymentId))
        .where(and(eq(payment.customerId, real.customerId), isNull(payment.reversedAt)))
        .groupBy(sql`1`);
      const totals = new Map([...model.invoices, ...model.debitNotes].map((d) => [d.id, d.total]));
      for (const row of allocated) {
        expect(Math.round(Number(row.amount) * 100)).toBeLessThanOrEqual(totals.get(row.document) ?? -1);
      }
      // The list sums in SQL what the ledger sums in code.
      const listed = await page({ search: real.code });
      const row = listed.data!.receivables.rows[0];
      if (row) expect(row).toEqual(ledger.account);
      else expect([ledger.account.balance, ledger.account.credit, ledger.account.overdue]).toEqual([0, 0, 0]);
    }

    it('keeps balance = documents − payments, and allocations within each payment and document', async () => {
      const amount = fc.integer({ min: 1, max: 50_000 });
      const commands = [
        fc.tuple(amount, fc.integer({ min: 0, max: 100 })).map(([t, d]) => new Invoice(t, d)),
        fc
          .tuple(fc.constantFrom<CorrectionKind>('CREDIT', 'DEBIT'), fc.nat(), amount)
          .map(([k, w, t]) => new Note(k, w, t)),
        fc.tuple(amount, fc.boolean()).map(([a, c]) => new Payment(a, c)),
        fc.nat().map((w) => new Reversal(w)),
      ];
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (steps) => {
          const { id, code } = await newCustomer('Model');
          const model: Model = { invoices: [], debitNotes: [], creditNotes: [], payments: [] };
          await fc.asyncModelRun(() => ({ model, real: { customerId: id, code } }), steps);
        }),
        { numRuns: 30 },
      );
    }, 240_000);
  });
});
