import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, invoice, order, orderLine, settings, xeroConnection, xeroLink } from '../../db/schema.ts';
import { XeroAccounting, XeroLimiter } from '../../integrations/xero/xero-accounting.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { startXeroContractServer, type XeroContractServer } from '../../test/xero-contract-server.ts';
import { CorrectionNotes } from '../invoicing/correction-notes.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';
import { XERO_CONNECT_PATH } from './xero-routes.ts';
import { XeroSync } from './xero-sync.ts';

const AUTH_SECRET = 'the-test-auth-secret-for-xero-pushes-0123456789abcdef';
const TENANT = 'tenant-kauri';
const INVOICES = '/api.xro/2.0/Invoices';
const CREATE_MANY = `mutation ($ids: [ID!]!) { createInvoices(orderIds: $ids, sendCustomerEmail: false) { created invoiceIds } }`;
const PROBLEMS = '{ xeroPushProblems { kind localId document error attempts } }';
const RETRY =
  'mutation ($kind: XeroLinkKind!, $id: ID!) { retryXeroPush(kind: $kind, localId: $id) { localId } }';
const SET_MAPPING = `mutation ($sales: String!) { setXeroMapping(salesAccountCode: $sales, freightAccountCode: "200",
  cuttingAccountCode: "200", taxType: "OUTPUT2", contactMatch: NUMBER_THEN_NAME) { salesAccountCode taxType } }`;

describe.each(TEST_DATABASES)('pushing to Xero on $name', ({ url }) => {
  let xero: XeroContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let templateOrderId: string;
  /** The virtual time the contract server and the test's limiter share (pacing without waiting minutes). */
  let t = Date.now();
  let slept = 0;
  const db = () => app.database.db;

  beforeAll(async () => {
    xero = await startXeroContractServer({
      organisations: [{ tenantId: TENANT, tenantName: 'Kauri Meats Ltd' }],
      now: () => t,
    });
    app = await startTestApp({ databaseUrl: url, extraEnv: { ...xero.env, AUTH_SECRET } });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    await db().update(settings).set({ gstNumber: '49-091-850' });
    const [template] = await db()
      .select({ id: order.id })
      .from(order)
      .innerJoin(orderLine, eq(orderLine.orderId, order.id))
      .where(eq(order.customerId, bistroId))
      .limit(1);
    templateOrderId = template!.id;
    await connect();
    // A contact the bookkeeper keeps in Xero already, with bistro's code as its account number.
    const [bistroRow] = await db().select().from(customer).where(eq(customer.id, bistroId));
    xero.books(TENANT).saveContact({ Name: 'Bistro (from Xero)', AccountNumber: bistroRow!.code }, false);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await xero?.close();
  });
  beforeEach(() => {
    xero.limits = { perMinute: 60, concurrent: 5, perDay: 5000 };
    xero.refreshAnswer = 'rotate';
  });

  async function connect() {
    const start = await admin.request(XERO_CONNECT_PATH, { redirect: 'manual' });
    const back = await xero.consent(start.headers.get('location') ?? '');
    const done = await admin.request(`${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(done.status).toBe(302);
  }

  /** A sync whose limiter keeps the contract server's virtual time: its waits move the clock, not the test. */
  function pacedSync(limits: { perMinute?: number; concurrent?: number } = {}) {
    const limiter = new XeroLimiter({
      ...limits,
      now: () => t,
      sleep: async (ms) => {
        slept += ms;
        t += ms;
      },
    });
    return new XeroSync({
      db: db(),
      connections: app.services.xero,
      accounting: new XeroAccounting(xero.env.XERO_API_URL, limiter),
      clock: () => new Date(),
      logError: (error) => {
        throw error;
      },
    });
  }

  /** A packed copy of one of bistro's orders (or `customerId`'s), with a purchase order. */
  async function packedOrder(customerId = bistroId, purchaseOrder = `PO-${randomUUID().slice(0, 6)}`) {
    const [source] = await db().select().from(order).where(eq(order.id, templateOrderId));
    const lines = await db()
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, templateOrderId))
      .orderBy(asc(orderLine.position));
    const id = randomUUID();
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = source!;
    await db()
      .insert(order)
      .values({
        ...rest,
        id,
        status: 'PACKED',
        customerId,
        purchaseOrder,
        version: 1,
        freight: '5.00',
        cutting: '0',
      });
    await db()
      .insert(orderLine)
      .values(
        lines.map(({ id: _l, orderId: _o, createdAt: _lc, updatedAt: _lu, ...line }) => ({
          ...line,
          orderId: id,
          packedWeight: String(Number(line.quantity) + 0.125),
        })),
      );
    return id;
  }

  /** Invoices packed orders in batches of 50, as staff do from the Invoicing screen; the invoices' ids. */
  async function invoiceOrders(count: number, customerOf: (i: number) => string = () => bistroId) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await packedOrder(customerOf(i)));
    const invoiceIds: string[] = [];
    for (let start = 0; start < ids.length; start += 50) {
      const answer = await admin.graphql<{ createInvoices: { created: number; invoiceIds: string[] } }>(
        CREATE_MANY,
        { ids: ids.slice(start, start + 50) },
      );
      expect(answer.errors).toBeUndefined();
      invoiceIds.push(...answer.data!.createInvoices.invoiceIds);
    }
    expect(invoiceIds).toHaveLength(count);
    return invoiceIds;
  }

  const numbersOf = async (invoiceIds: string[]) =>
    (
      await db().select({ n: invoice.invoiceNumber }).from(invoice).where(inArray(invoice.id, invoiceIds))
    ).map((r) => String(r.n));
  const inXero = (number: string) =>
    [...xero.books(TENANT).invoices.values()].filter((held) => held.number === number);
  const putsTo = (path: string) => xero.requestsTo(path).filter((r) => r.method === 'PUT');

  it('pushes a day’s packed orders invoiced in one batch: contacts matched or created, every invoice once', async () => {
    const invoiceIds = await invoiceOrders(6, (i) => (i % 2 === 0 ? bistroId : takeawayId));
    const putsBefore = putsTo(INVOICES).length;
    const summary = await app.services.xeroSync!.run();
    expect(summary).toMatchObject({ invoices: 6, refused: 0 });
    expect(summary.stopped).toBeUndefined();
    // One call for the six.
    const puts = putsTo(INVOICES).slice(putsBefore);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.query.summarizeErrors).toBe('false');
    expect(puts[0]!.headers['idempotency-key']).toMatch(/^cleaver-invoice-[0-9a-f]{40}$/);
    for (const number of await numbersOf(invoiceIds)) expect(inXero(number)).toHaveLength(1);

    // Bistro matched the contact Xero had by account number; takeaway was created with its code.
    const [bistroLink] = await db()
      .select()
      .from(xeroLink)
      .where(and(eq(xeroLink.kind, 'CONTACT'), eq(xeroLink.localId, bistroId)));
    const books = xero.books(TENANT);
    expect(books.contacts.get(bistroLink!.xeroId!)?.fields.Name).toBe('Bistro (from Xero)');
    const [takeawayRow] = await db().select().from(customer).where(eq(customer.id, takeawayId));
    const created = [...books.contacts.values()].filter((c) => c.fields.AccountNumber === takeawayRow!.code);
    expect(created).toHaveLength(1);

    // As Cleaver prints it: the number, the purchase order, GST exclusive, packed weights, freight on its line.
    const [first] = await db().select().from(invoice).where(eq(invoice.id, invoiceIds[0]!));
    const sent = puts[0]!.body.Invoices.find(
      (i: { InvoiceNumber: string }) => i.InvoiceNumber === String(first!.invoiceNumber),
    );
    const [po] = await db()
      .select({ po: order.purchaseOrder })
      .from(order)
      .where(eq(order.id, first!.orderId));
    expect(sent).toMatchObject({
      Type: 'ACCREC',
      Reference: po!.po,
      LineAmountTypes: 'Exclusive',
      Status: 'AUTHORISED',
      Contact: { ContactID: bistroLink!.xeroId },
    });
    expect(sent.LineItems.map((l: { Quantity: number }) => l.Quantity)).toEqual([
      ...first!.content!.lines.map((l) => l.quantity),
      1,
    ]);
    expect(sent.LineItems.at(-1)).toMatchObject({
      Description: 'Freight',
      UnitAmount: 5,
      AccountCode: '200',
    });
    expect(sent.LineItems[0]).toMatchObject({ AccountCode: '200', TaxType: 'OUTPUT2' });
    const held = inXero(String(first!.invoiceNumber))[0]!;
    expect(books.totalCents(held.lines, held.lineAmountTypes)).toBe(Math.round(Number(first!.total) * 100));

    // Nothing twice: the next run finds nothing to push.
    expect(await app.services.xeroSync!.run()).toMatchObject({ invoices: 0 });
    expect(putsTo(INVOICES).length).toBe(putsBefore + 1);
    expect(xero.invalidRequests()).toEqual([]);
  }, 60_000);

  it('pushes 120 invoices in batches of at most 50, paced within the minute limit, none refused', async () => {
    const invoiceIds = await invoiceOrders(120);
    // A tight limit, so pacing is needed: 2 calls a minute, and the limiter held to the same.
    xero.limits = { perMinute: 2, concurrent: 5, perDay: 5000 };
    t += 61_000;
    const limitedBefore = xero.limited.length;
    const putsBefore = putsTo(INVOICES).length;
    const sleptBefore = slept;
    const summary = await pacedSync({ perMinute: 2 }).run();
    expect(summary).toMatchObject({ invoices: 120, refused: 0 });
    const puts = putsTo(INVOICES).slice(putsBefore);
    expect(puts.map((r) => r.body.Invoices.length)).toEqual([50, 50, 20]);
    expect(xero.limited.length).toBe(limitedBefore);
    expect(xero.busiestMinute(TENANT)).toBeLessThanOrEqual(60);
    // The third call waited for the minute to roll on.
    expect(slept - sleptBefore).toBeGreaterThan(0);
    for (const number of await numbersOf(invoiceIds)) expect(inXero(number)).toHaveLength(1);
    expect(xero.invalidRequests()).toEqual([]);
  }, 120_000);

  it('waits out a 429’s Retry-After before calling again', async () => {
    const [invoiceId] = await invoiceOrders(1);
    xero.limits = { perMinute: 1, concurrent: 5, perDay: 5000 };
    t += 61_000;
    // A call of the minute spent already (the payments poll, say).
    const accounting = new XeroAccounting(xero.env.XERO_API_URL, new XeroLimiter({ now: () => t }));
    await accounting.contacts(await app.services.xero.token());
    const limitedBefore = xero.limited.length;
    const sleptBefore = slept;
    const summary = await pacedSync().run();
    expect(summary).toMatchObject({ invoices: 1 });
    // Refused once, and not called again until the seconds Xero asked for had passed.
    expect(xero.limited.length - limitedBefore).toBe(1);
    expect(slept - sleptBefore).toBeGreaterThanOrEqual(59_000);
    expect(inXero((await numbersOf([invoiceId!]))[0]!)).toHaveLength(1);
  }, 60_000);

  it('stops for the day when Xero’s daily limit is spent, without calling again until it resets', async () => {
    const [invoiceId] = await invoiceOrders(1);
    xero.limits = { perMinute: 60, concurrent: 5, perDay: 1 };
    t += 61_000;
    const logged: unknown[] = [];
    const accounting = new XeroAccounting(
      xero.env.XERO_API_URL,
      new XeroLimiter({
        now: () => t,
        sleep: async (ms) => {
          t += ms;
        },
      }),
    );
    const sync = new XeroSync({
      db: db(),
      connections: app.services.xero,
      accounting,
      clock: () => new Date(),
      logError: (error) => logged.push(error),
    });
    const before = xero.requests.length;
    expect(await sync.run()).toMatchObject({ invoices: 0, stopped: 'FAILED' });
    expect(xero.limited.at(-1)).toMatchObject({ limit: 'day' });
    expect(String(logged[0])).toMatch(/limit was reached/);
    const calls = xero.requests.length;
    expect(calls - before).toBe(1);
    // The next run makes no call while the day's limit lasts.
    expect(await sync.run()).toMatchObject({ stopped: 'FAILED' });
    expect(xero.requests.length).toBe(calls);
    // A day on, it goes.
    xero.limits = { perMinute: 60, concurrent: 5, perDay: 5000 };
    t += 86_400_000;
    // A day on Xero's clock ended the access token too: Cleaver refreshes it first.
    await db()
      .update(xeroConnection)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await sync.run()).toMatchObject({ invoices: 1 });
    expect(inXero((await numbersOf([invoiceId!]))[0]!)).toHaveLength(1);
  }, 60_000);

  it('allocates a credit note to its invoice', async () => {
    const [invoiceId] = await invoiceOrders(1);
    await app.services.xeroSync!.run();
    const [row] = await db().select().from(invoice).where(eq(invoice.id, invoiceId!));
    const [line] = await db()
      .select()
      .from(orderLine)
      .where(and(eq(orderLine.orderId, row!.orderId), eq(orderLine.unit, 'KG')))
      .limit(1);
    const RECORD = `mutation ($input: ReturnInput!) { recordReturn(input: $input) { correctionNotes { number total } } }`;
    const recorded = await admin.graphql<{
      recordReturn: { correctionNotes: Array<{ number: string; total: number }> };
    }>(RECORD, {
      input: {
        orderId: row!.orderId,
        lineId: line!.id,
        returned: 1,
        reason: 'RETURNED',
        reasonText: 'Warm on arrival',
        sendCustomerEmail: false,
      },
    });
    expect(recorded.errors).toBeUndefined();
    const [note] = recorded.data!.recordReturn.correctionNotes;
    const summary = await app.services.xeroSync!.run();
    expect(summary).toMatchObject({ creditNotes: 1, refused: 0 });
    const books = xero.books(TENANT);
    const held = [...books.creditNotes.values()].filter((n) => n.number === note!.number);
    expect(held).toHaveLength(1);
    expect(books.totalCents(held[0]!.lines, held[0]!.lineAmountTypes)).toBe(note!.total);
    const invoiceInXero = inXero(String(row!.invoiceNumber))[0]!;
    const allocations = [...books.allocations.values()].filter((a) => a.creditNoteId === held[0]!.id);
    expect(allocations).toEqual([
      expect.objectContaining({ invoiceId: invoiceInXero.id, cents: note!.total }),
    ]);
    expect(xero.invalidRequests()).toEqual([]);
  }, 60_000);

  it('pushes a debit note as an invoice numbered DN-…, its lines what it adds', async () => {
    const [invoiceId] = await invoiceOrders(1);
    await app.services.xeroSync!.run();
    const [row] = await db().select().from(invoice).where(eq(invoice.id, invoiceId!));
    const [line] = await db()
      .select()
      .from(orderLine)
      .where(and(eq(orderLine.orderId, row!.orderId), eq(orderLine.unit, 'KG')))
      .limit(1);
    // The line re-weighed heavier after invoicing: a debit note for the difference.
    const notes = new CorrectionNotes({ orderSync: { queue: async () => {} } });
    const debit = await db().transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, row!.orderId)).for('update');
      const before = await notes.billedBeforeChange(tx, row!.orderId);
      await recordOrderProgress(tx, current!, {
        actor: { userId: null, name: 'Office Staff' },
        at: new Date(),
        weights: new Map([[line!.id, Number(line!.packedWeight) + 1]]),
        summary: 'Re-weighed',
        changes: [],
      });
      return notes.issueIfBilledChanged(
        tx,
        { firstName: 'Office', lastName: 'Staff', email: 'office@demo.test' },
        row!.orderId,
        { reason: 'WEIGHT_CORRECTED', reasonText: null },
        before,
      );
    });
    expect(debit).toMatchObject({ kind: 'DEBIT' });
    const number = `DN-${String(debit!.number).padStart(4, '0')}`;
    const putsBefore = putsTo(INVOICES).length;
    expect(await app.services.xeroSync!.run()).toMatchObject({ debitNotes: 1, refused: 0 });
    const [sent] = putsTo(INVOICES)
      .slice(putsBefore)
      .flatMap((r) => r.body.Invoices);
    expect(sent).toMatchObject({ Type: 'ACCREC', InvoiceNumber: number, Status: 'AUTHORISED' });
    expect(sent.LineItems).toEqual([expect.objectContaining({ Quantity: 1, AccountCode: '200' })]);
    const held = inXero(number);
    expect(held).toHaveLength(1);
    expect(xero.books(TENANT).totalCents(held[0]!.lines, held[0]!.lineAmountTypes)).toBe(
      Math.round(Number(debit!.total) * 100),
    );
    expect(xero.invalidRequests()).toEqual([]);
  }, 60_000);

  it('previews how each customer would match Xero’s contacts, for staff only', async () => {
    const PREVIEW = '{ xeroContactPreview { customerId code name match contactName } }';
    expect(codeOf(await bistro.graphql(PREVIEW))).toBe('FORBIDDEN');
    expect(codeOf(await guest.graphql(PREVIEW))).toBe('UNAUTHENTICATED');
    const [lonely] = await db()
      .select()
      .from(customer)
      .where(and(isNull(customer.archivedAt), notInArray(customer.id, [bistroId, takeawayId])))
      .limit(1);
    xero.books(TENANT).saveContact({ Name: lonely!.companyName }, false);
    const answer = await admin.graphql<{
      xeroContactPreview: Array<{ customerId: string; match: string; contactName: string | null }>;
    }>(PREVIEW);
    expect(answer.errors).toBeUndefined();
    const byId = new Map(answer.data!.xeroContactPreview.map((p) => [p.customerId, p]));
    expect(byId.get(bistroId)).toMatchObject({ match: 'LINKED', contactName: 'Bistro (from Xero)' });
    expect(byId.get(lonely!.id)).toMatchObject({ match: 'NAME', contactName: lonely!.companyName });
    expect([...byId.values()].some((p) => p.match === 'CREATE')).toBe(true);
  }, 60_000);

  it('keeps Xero’s refusal in words, shows it to staff only, and pushes after the fix and a retry', async () => {
    const [invoiceId] = await invoiceOrders(1);
    // The sales account was archived in Xero after mapping.
    const [connection] = await db().select().from(xeroConnection);
    await db()
      .update(xeroConnection)
      .set({ mapping: { ...(connection!.mapping ?? {}), salesAccountCode: '9999' } });
    const summary = await app.services.xeroSync!.run();
    expect(summary).toMatchObject({ invoices: 0, refused: 1 });
    const [number] = await numbersOf([invoiceId!]);
    const problems = await admin.graphql<{ xeroPushProblems: Array<Record<string, unknown>> }>(PROBLEMS);
    expect(problems.data!.xeroPushProblems).toEqual([
      {
        kind: 'INVOICE',
        localId: invoiceId,
        document: `Invoice ${number}`,
        error: "Account code '9999' is not a valid code for this document.",
        attempts: 1,
      },
    ]);
    // On the order's documents too, for staff.
    const [{ orderId } = { orderId: '' }] = await db()
      .select({ orderId: invoice.orderId })
      .from(invoice)
      .where(eq(invoice.id, invoiceId!));
    const onOrder = await admin.graphql<{ adminOrder: { invoice: { xeroProblem: string | null } } }>(
      'query ($id: ID!) { adminOrder(id: $id) { invoice { xeroProblem } } }',
      { id: orderId },
    );
    expect(onOrder.data?.adminOrder.invoice.xeroProblem).toBe(
      "Account code '9999' is not a valid code for this document.",
    );
    for (const [client, code] of [
      [bistro, 'FORBIDDEN'],
      [guest, 'UNAUTHENTICATED'],
    ] as const) {
      expect(codeOf(await client.graphql(PROBLEMS))).toBe(code);
      expect(codeOf(await client.graphql(RETRY, { kind: 'INVOICE', id: invoiceId }))).toBe(code);
      expect(codeOf(await client.graphql(SET_MAPPING, { sales: '200' }))).toBe(code);
    }
    // Not tried again on its own.
    const putsBefore = putsTo(INVOICES).length;
    await app.services.xeroSync!.run();
    expect(putsTo(INVOICES).length).toBe(putsBefore);
    // A code Xero does not have is refused in words, and nothing changes.
    const wrong = await admin.graphql(SET_MAPPING, { sales: '9999' });
    expect(wrong.errors?.[0]?.message).toBe(
      'Xero has no active account 9999 (the sales account code). Check the chart of accounts in Xero.',
    );
    const fixed = await admin.graphql(SET_MAPPING, { sales: '200' });
    expect(fixed.errors).toBeUndefined();
    const nothing = await admin.graphql(RETRY, { kind: 'INVOICE', id: randomUUID() });
    expect(nothing.errors?.[0]?.message).toBe('Xero has not refused that document: nothing to retry.');
    const retried = await admin.graphql<{ retryXeroPush: unknown[] }>(RETRY, {
      kind: 'INVOICE',
      id: invoiceId,
    });
    expect(retried.data?.retryXeroPush).toEqual([]);
    await app.services.xeroSync!.run();
    expect(inXero(number!)).toHaveLength(1);
    expect((await admin.graphql<{ xeroPushProblems: unknown[] }>(PROBLEMS)).data!.xeroPushProblems).toEqual(
      [],
    );
  }, 60_000);

  it('stops when the refresh fails mid-batch, marks the connection broken, and pushes nothing twice after reconnecting', async () => {
    const invoiceIds = await invoiceOrders(70);
    const putsBefore = putsTo(INVOICES).length;
    let broke = false;
    const sync = new XeroSync({
      db: db(),
      connections: {
        token: async () => {
          if (!broke && putsTo(INVOICES).length > putsBefore) {
            // Xero refuses the refresh once the first batch went: the access token ends and its refresh is revoked.
            broke = true;
            xero.refreshAnswer = 'invalid_grant';
            await db()
              .update(xeroConnection)
              .set({ expiresAt: new Date(Date.now() - 1000) });
          }
          return app.services.xero.token();
        },
      },
      accounting: new XeroAccounting(xero.env.XERO_API_URL, new XeroLimiter()),
      clock: () => new Date(),
      logError: (error) => {
        throw error;
      },
    });
    const summary = await sync.run();
    expect(summary).toMatchObject({ invoices: 50, stopped: 'AUTHORIZATION_LOST' });
    const [row] = await db().select().from(xeroConnection);
    expect(row?.status).toBe('BROKEN');
    // While broken, runs do nothing.
    expect(await app.services.xeroSync!.run()).toMatchObject({ stopped: 'NOT_CONNECTED' });

    xero.refreshAnswer = 'rotate';
    await connect();
    expect(await app.services.xeroSync!.run()).toMatchObject({ invoices: 20, refused: 0 });
    expect(putsTo(INVOICES).length).toBe(putsBefore + 2);
    for (const number of await numbersOf(invoiceIds)) expect(inXero(number)).toHaveLength(1);
    expect(xero.invalidRequests()).toEqual([]);
  }, 120_000);
});
