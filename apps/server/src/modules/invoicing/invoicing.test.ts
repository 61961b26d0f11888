import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { aucklandDateString } from '@cleaver/domain/dates';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  invoice,
  invoiceRevision,
  notification,
  order,
  orderLine,
  outbox,
  product,
  settings,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { waitForMail } from '../../test/eml.ts';
import { clearThrottle, codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { monthSalesDrift } from '../../test/ledger.ts';
import { pdfText } from '../../test/pdf.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { XERO_COLUMNS } from './invoice-export.ts';

const INVOICE = 'id number revision issuedAt total pdfUrl emailedAt';
const ADMIN_ORDER = `id version status freight cutting invoiceNumber totals { subTotal freight cutting gst total }
  lines { productId quantity packedWeight unitPrice notes }
  invoice { ${INVOICE} } invoiceRevisions { revision actorName summary changes { field before after } total }`;
const CREATE = `mutation ($id: ID!, $mail: Boolean!) { createInvoice(orderId: $id, sendCustomerEmail: $mail) { ${ADMIN_ORDER} } }`;
const CREATE_MANY = `mutation ($ids: [ID!]!, $mail: Boolean!) {
  createInvoices(orderIds: $ids, sendCustomerEmail: $mail) { created skipped invoiceIds } }`;
const SETTINGS_FIELDS = `gstNumber address paymentTerms bankAccount stopAfterOverdueDays reminderAfterDays
  xeroAccountCode xeroTaxType`;
const UPDATE_SETTINGS = `mutation ($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const GST = '49-091-850';

type InvoiceJson = {
  id: string;
  number: number;
  revision: number;
  issuedAt: string;
  total: number;
  pdfUrl: string;
  emailedAt: string | null;
};
type NoteJson = { number: string; kind: string; total: number; reason: string; invoiceNumber: number };
type AdminOrderJson = {
  id: string;
  version: number;
  status: string;
  freight: number;
  cutting: number;
  totals: { total: number };
  lines: Array<{
    productId: string;
    quantity: number;
    packedWeight: number | null;
    unitPrice: number;
    notes: string;
  }>;
  invoice: InvoiceJson | null;
  invoiceRevisions: Array<{
    revision: number;
    summary: string;
    changes: Array<{ field: string; before: string | null; after: string | null }>;
    total: number;
  }>;
};

describe.each(TEST_DATABASES)('invoices on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let templateOrderId: string;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const [template] = await db()
      .select({ id: order.id })
      .from(order)
      .innerJoin(orderLine, eq(orderLine.orderId, order.id))
      .innerJoin(product, eq(product.id, orderLine.productId))
      .where(eq(order.customerId, bistroId))
      .limit(1);
    templateOrderId = template!.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await clearThrottle(app);
  });

  /**
   * A copy of one of bistro's seeded orders (or `customerId`'s), in `status`, with every line packed as
   * `packed(quantity, index)` says (null: not weighed).
   */
  async function makeOrder(
    status: string,
    options: {
      customerId?: string;
      freight?: string;
      packed?: (quantity: number, index: number) => number | null;
    } = {},
  ): Promise<string> {
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
        status,
        customerId: options.customerId ?? source!.customerId,
        version: 1,
        freight: options.freight ?? '5.00',
        cutting: '0',
        processingDate: '2031-03-02',
      });
    await db()
      .insert(orderLine)
      .values(
        lines.map(({ id: _l, orderId: _o, createdAt: _lc, updatedAt: _lu, ...line }, index) => {
          const packed = (options.packed ?? ((q) => q))(Number(line.quantity), index);
          return { ...line, orderId: id, packedWeight: packed === null ? null : String(packed) };
        }),
      );
    return id;
  }

  async function setGstNumber(gstNumber: string) {
    await db().update(settings).set({ gstNumber });
  }

  async function invoiceOf(orderId: string) {
    return db().select().from(invoice).where(eq(invoice.orderId, orderId));
  }

  it('refuses while the GST number is empty, and changes nothing', async () => {
    await setGstNumber('');
    const id = await makeOrder('PACKED');
    const notices = (await db().select({ value: count() }).from(notification))[0]?.value;
    const answer = await admin.graphql(CREATE, { id, mail: true });
    expect(codeOf(answer)).toBe('INVOICE_GST_NUMBER_MISSING');
    const many = await admin.graphql(CREATE_MANY, { ids: [id], mail: false });
    expect(codeOf(many)).toBe('INVOICE_GST_NUMBER_MISSING');
    expect(await invoiceOf(id)).toEqual([]);
    const [row] = await db().select().from(order).where(eq(order.id, id));
    expect(row).toMatchObject({ status: 'PACKED', version: 1 });
    const after = (await db().select({ value: count() }).from(notification))[0]?.value;
    expect(after).toBe(notices);
  });

  it('keeps the invoice settings, checks them, and lets staff only', async () => {
    const input = {
      gstNumber: GST,
      address: '12 Butcher Lane\nOnehunga, Auckland 1061',
      paymentTerms: 'TWENTIETH_FOLLOWING',
      bankAccount: '12-3456-0123456-00',
      stopAfterOverdueDays: null,
      reminderAfterDays: 14,
      xeroAccountCode: '200',
      xeroTaxType: '15% GST on Income',
    };
    const saved = await admin.graphql<{ updateInvoiceSettings: typeof input }>(UPDATE_SETTINGS, { input });
    expect(saved.data?.updateInvoiceSettings).toEqual(input);
    const read = await admin.graphql<{ invoiceSettings: typeof input }>(
      `{ invoiceSettings { ${SETTINGS_FIELDS} } }`,
    );
    expect(read.data?.invoiceSettings).toEqual(input);
    const bad = await admin.graphql(UPDATE_SETTINGS, { input: { ...input, gstNumber: '12345' } });
    expect(codeOf(bad)).toBe('BAD_INPUT');
    // Well written, but its check digit is wrong: refused with the reason, the saved number kept.
    const mistyped = await admin.graphql(UPDATE_SETTINGS, { input: { ...input, gstNumber: '123-456-789' } });
    expect(mistyped.errors?.[0]).toMatchObject({
      message: 'That GST number is not valid: check its digits.',
      extensions: { code: 'BAD_INPUT' },
    });
    expect((await db().select({ gstNumber: settings.gstNumber }).from(settings))[0]?.gstNumber).toBe(GST);
    for (const refused of [
      { paymentTerms: 'DAYS:400' },
      { paymentTerms: 'EOM' },
      { bankAccount: '12-3456-01234' },
      { stopAfterOverdueDays: 0 },
      { reminderAfterDays: 366 },
    ]) {
      const answer = await admin.graphql(UPDATE_SETTINGS, { input: { ...input, ...refused } });
      expect(codeOf(answer), JSON.stringify(refused)).toBe('BAD_INPUT');
    }
    expect(
      (await admin.graphql<{ invoiceSettings: typeof input }>(`{ invoiceSettings { ${SETTINGS_FIELDS} } }`))
        .data?.invoiceSettings,
    ).toEqual(input);
    expect(codeOf(await bistro.graphql(UPDATE_SETTINGS, { input }))).toBe('FORBIDDEN');
    expect(codeOf(await guest.graphql(`{ invoiceSettings { gstNumber } }`))).toBe('UNAUTHENTICATED');
    expect(codeOf(await bistro.graphql(CREATE, { id: templateOrderId, mail: false }))).toBe('FORBIDDEN');
    expect(codeOf(await guest.graphql('{ packedOrdersToInvoice }'))).toBe('UNAUTHENTICATED');
  });

  it('refuses a cancelled order and an unknown one', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('CANCELLED');
    expect(codeOf(await admin.graphql(CREATE, { id, mail: false }))).toBe('INVOICE_NOT_ALLOWED');
    expect(await invoiceOf(id)).toEqual([]);
    expect(codeOf(await admin.graphql(CREATE, { id: randomUUID(), mail: false }))).toBe('ORDER_NOT_FOUND');
  });

  it('creates: the next number, the packed weights billed, the order COMPLETED, history and a notice', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED', { packed: (q, i) => (i === 0 ? q + 0.13 : q) });
    const [{ max }] = (await db()
      .select({ max: invoice.invoiceNumber })
      .from(invoice)
      .orderBy(desc(invoice.invoiceNumber))
      .limit(1)) as [{ max: number }];
    const answer = await admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: false });
    expect(answer.errors).toBeUndefined();
    const created = answer.data!.createInvoice;
    expect(created.status).toBe('COMPLETED');
    expect(created.version).toBe(2);
    expect(created.invoice).toMatchObject({
      number: max + 1,
      revision: 1,
      pdfUrl: `/api/invoices/${created.invoice!.id}.pdf`,
    });
    // The invoice bills what the order screen shows on packed weights.
    expect(created.invoice!.total).toBe(created.totals.total);
    expect(created.invoiceRevisions).toEqual([
      expect.objectContaining({
        revision: 1,
        summary: `Invoice ${max + 1} created`,
        total: created.totals.total,
      }),
    ]);
    const [row] = await invoiceOf(id);
    expect(row!.content!.lines[0]!.quantity).toBe(created.lines[0]!.packedWeight);
    const notices = await db().select().from(notification).where(eq(notification.orderId, id));
    expect(notices.map((n) => n.message)).toEqual([
      expect.stringMatching(new RegExp(`^Invoice ${max + 1} created for `)),
    ]);
    // Nothing is pushed anywhere with the built-in ledger.
    const pushes = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `order:${id}`));
    expect(pushes).toEqual([]);
    // Not in the list of orders to invoice any more.
    const ready = await admin.graphql<{ packedOrdersToInvoice: string[] }>('{ packedOrdersToInvoice }');
    expect(ready.data!.packedOrdersToInvoice).not.toContain(id);
  });

  it('bills an unweighed line as ordered and fills its packed weight', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PENDING', { packed: () => null });
    const created = (await admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: false }))
      .data!.createInvoice;
    expect(created.lines.every((l) => l.packedWeight === l.quantity)).toBe(true);
    expect(created.invoice!.total).toBe(created.totals.total);
  });

  it('gives 50 concurrent invoices unique, gap-free numbers rising with their time of issue', async () => {
    await setGstNumber(GST);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await makeOrder('PACKED'));
    const answers = await Promise.all(ids.map((id) => admin.graphql(CREATE, { id, mail: false })));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const rows = await db()
      .select()
      .from(invoice)
      .where(inArray(invoice.orderId, ids))
      .orderBy(asc(invoice.issuedAt));
    expect(rows).toHaveLength(50);
    const numbers = rows.map((r) => r.invoiceNumber);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    // Nothing issued in between by anyone else: the 50 take a block of the sequence.
    const [{ max }] = (await db()
      .select({ max: invoice.invoiceNumber })
      .from(invoice)
      .orderBy(desc(invoice.invoiceNumber))
      .limit(1)) as [{ max: number }];
    expect(max).toBe(first + 49);
  }, 60_000);

  it('gives one order exactly one invoice under 10 concurrent creates', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: false }),
      ),
    );
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(await invoiceOf(id)).toHaveLength(1);
    const revisions = await db()
      .select()
      .from(invoiceRevision)
      .innerJoin(invoice, eq(invoice.id, invoiceRevision.invoiceId))
      .where(eq(invoice.orderId, id));
    expect(revisions).toHaveLength(1);
  }, 30_000);

  it('keeps an issued invoice as it is: a billed change is a note with staff’s reason, refused without one', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED', { customerId: takeawayId, freight: '5.00' });
    await db().update(order).set({ isDelivery: true }).where(eq(order.id, id));
    const created = (await admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: false }))
      .data!.createInvoice;
    const [source] = await db().select().from(order).where(eq(order.id, id));
    const [issued] = await invoiceOf(id);
    const pdfBefore = Buffer.from(await (await admin.request(created.invoice!.pdfUrl)).arrayBuffer());
    type Saved = { updateStaffOrder: { version: number; correctionNotes: NoteJson[] } };
    const save = (
      version: number,
      changes: { freight?: number; status?: string; customerId?: string },
      correction?: { reason: string; reasonText?: string; sendCustomerEmail: boolean },
    ) =>
      admin.graphql<Saved>(
        `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!, $correction: InvoiceCorrectionInput) {
          updateStaffOrder(id: $id, version: $version, input: $input, correction: $correction) {
            version correctionNotes { number kind total reason invoiceNumber } } }`,
        {
          id,
          version,
          correction,
          input: {
            customerId: changes.customerId ?? takeawayId,
            processingDate: source!.processingDate,
            status: changes.status ?? 'COMPLETED',
            isDelivery: true,
            line: source!.line,
            freight: changes.freight ?? 500,
            cutting: 0,
            purchaseOrder: source!.purchaseOrder,
            notes: source!.notes,
            lines: created.lines.map((l) => ({
              productId: l.productId,
              quantity: l.quantity,
              notes: l.notes,
            })),
          },
        },
      );
    // Without a reason the billed change is refused and nothing changes.
    const refused = await save(created.version, { freight: 1200 });
    expect(refused.errors?.[0]?.message).toBe('Choose why the invoice is being corrected.');
    expect(codeOf(refused)).toBe('BAD_INPUT');
    const [unchanged] = await db().select().from(order).where(eq(order.id, id));
    expect(unchanged!.version).toBe(created.version);
    // Nor may a bad reason, or an invoiced order's customer change.
    const other = await save(
      created.version,
      { freight: 1200 },
      { reason: 'OTHER', sendCustomerEmail: false },
    );
    expect(other.errors?.[0]?.message).toBe('Say why the invoice is being corrected.');
    const moved = await save(
      created.version,
      { customerId: bistroId },
      { reason: 'OTHER', reasonText: 'Wrong customer', sendCustomerEmail: false },
    );
    expect(moved.errors?.[0]?.message).toMatch(/is invoiced to .*, so its customer cannot change/);

    // With one: a debit note for the difference; the invoice stays as issued.
    const debited = await save(
      created.version,
      { freight: 1200 },
      { reason: 'PRICE_CORRECTED', reasonText: 'Freight to Māngere', sendCustomerEmail: false },
    );
    expect(debited.errors).toBeUndefined();
    const [debit] = debited.data!.updateStaffOrder.correctionNotes;
    expect(debit).toMatchObject({
      kind: 'DEBIT',
      total: 700 + 105,
      reason: 'Price corrected: Freight to Māngere',
      invoiceNumber: issued!.invoiceNumber,
    });
    expect(await invoiceOf(id)).toEqual([issued]);
    expect(await monthSalesDrift(db())).toEqual([]);
    // The same save again bills the same: no note, and no reason needed.
    const same = await save(debited.data!.updateStaffOrder.version, { freight: 1200 });
    expect(same.errors).toBeUndefined();
    expect(same.data!.updateStaffOrder.correctionNotes).toHaveLength(1);
    // Email Invoice (createInvoice again) only mails: still no revision, no note.
    await admin.graphql(CREATE, { id, mail: false });
    expect(await invoiceOf(id)).toEqual([issued]);

    // Cancelling credits everything billed so far: the invoice and its debit note.
    const cancelled = await save(
      same.data!.updateStaffOrder.version,
      { freight: 1200, status: 'CANCELLED' },
      { reason: 'CANCELLED', sendCustomerEmail: false },
    );
    expect(cancelled.errors).toBeUndefined();
    const [, credit] = cancelled.data!.updateStaffOrder.correctionNotes;
    expect(credit).toMatchObject({
      kind: 'CREDIT',
      total: created.invoice!.total + 805,
      reason: 'Order cancelled',
    });
    expect(await invoiceOf(id)).toEqual([issued]);
    expect(await monthSalesDrift(db())).toEqual([]);
    // The invoice prints as it did when issued, byte for byte.
    const pdfAfter = Buffer.from(await (await admin.request(created.invoice!.pdfUrl)).arrayBuffer());
    expect(pdfAfter.equals(pdfBefore)).toBe(true);
  });

  it('serves the PDF to staff and the order’s customer only, reading as a tax invoice', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED', { packed: (q, i) => (i === 0 ? q + 0.13 : q) });
    const created = (await admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: false }))
      .data!.createInvoice;
    const url = created.invoice!.pdfUrl;
    expect((await guest.request(url)).status).toBe(401);
    expect((await takeaway.request(url)).status).toBe(404);
    expect((await bistro.request(`/api/invoices/${randomUUID()}.pdf`)).status).toBe(404);
    const own = await bistro.request(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const staff = await admin.request(url);
    expect(staff.status).toBe(200);
    const text = pdfText(Buffer.from(await own.arrayBuffer()));
    const [row] = await invoiceOf(id);
    const content = row!.content!;
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`GST number: ${GST}`);
    expect(text).toContain(String(row!.invoiceNumber));
    expect(text).toContain(content.buyer.companyName);
    expect(text).toContain('Total (incl. GST)');
    const money = (c: number) =>
      new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(c / 100);
    for (const line of content.lines) {
      expect(text).toContain(line.productName);
      expect(text).toMatch(
        new RegExp(`${line.quantity.toFixed(line.unit === 'KG' ? 3 : 0).replace('.', '\\.')} `),
      );
      expect(text).toContain(money(line.amount));
    }
    expect(text).toContain(money(created.invoice!.total));
  });

  it('mails the customer the PDF once with the email flag', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED');
    const created = (await admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: true })).data!
      .createInvoice;
    const mail = await waitForMail(app.dataDir, 'bistro@demo.test', { timeoutMs: 15_000 });
    expect(mail.headers.get('subject')).toContain(`Tax invoice ${created.invoice!.number}`);
    const raw = readFileSync(mail.file, 'utf8');
    expect(raw).toContain('application/pdf');
    expect(raw).toContain(`Invoice-${created.invoice!.number}.pdf`);
    const entries = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'invoice.mail'), eq(outbox.subject, `invoice:${created.invoice!.id}`)));
    expect(entries).toHaveLength(1);
    await expect.poll(async () => (await invoiceOf(id))[0]!.emailedAt).not.toBeNull();
  });

  it('lists what a batch would invoice, with totals and what is worth a second look, to staff only', async () => {
    const plain = await makeOrder('PACKED');
    // The first line packed at 26 % over; the second at a mistyped 9,999 (the bound a weight may reach).
    const odd = await makeOrder('PACKED', { packed: (q, i) => (i === 0 ? q * 1.26 : i === 1 ? 9999 : q) });
    const pending = await makeOrder('PENDING');
    const PREVIEW =
      '{ invoiceBatchPreview { orderId shortId companyName processingDate total farOffLines unusuallyLarge } }';
    type Preview = {
      orderId: string;
      shortId: string;
      companyName: string;
      total: number;
      farOffLines: string[];
      unusuallyLarge: boolean;
    };
    const answer = await admin.graphql<{ invoiceBatchPreview: Preview[] }>(PREVIEW);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.invoiceBatchPreview;
    expect(rows.map((r) => r.orderId)).not.toContain(pending);
    const ready = (await admin.graphql<{ packedOrdersToInvoice: string[] }>('{ packedOrdersToInvoice }'))
      .data!.packedOrdersToInvoice;
    expect(rows.map((r) => r.orderId)).toEqual(ready);
    const plainRow = rows.find((r) => r.orderId === plain)!;
    const oddRow = rows.find((r) => r.orderId === odd)!;
    expect(plainRow).toMatchObject({ farOffLines: [], unusuallyLarge: false });
    expect(plainRow.companyName).not.toBe('');
    expect(oddRow.farOffLines).toHaveLength(2);
    expect(oddRow.farOffLines[0]).toMatch(/ packed, .* ordered \(26 % over ordered\)$/);
    expect(oddRow.unusuallyLarge).toBe(true);
    // The total shown is the total the invoice bills.
    await setGstNumber(GST);
    const made = await admin.graphql<{ createInvoice: { totals: { total: number } } }>(CREATE, {
      id: plain,
      mail: false,
    });
    expect(made.data!.createInvoice.totals.total).toBe(plainRow.total);
    for (const client of [guest, bistro]) {
      expect(codeOf(await client.graphql(PREVIEW))).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
    }
  });

  it('never issues an invoice past the total an order may come to, and says so in staff’s words', async () => {
    await setGstNumber(GST);
    const huge = await makeOrder('PACKED', { packed: () => 9999 });
    await db().update(orderLine).set({ unitPrice: '150.00' }).where(eq(orderLine.orderId, huge));
    const refused = await admin.graphql(CREATE, { id: huge, mail: false });
    expect(codeOf(refused)).toBe('STAFF_ORDER_TOO_LARGE');
    expect(refused.errors![0]!.message).toMatch(
      /^This order would come to \$[\d,]+\.\d\d, more than the \$1,000,000\.00/,
    );
    const batch = await admin.graphql(CREATE_MANY, { ids: [huge], mail: false });
    expect(codeOf(batch)).toBe('STAFF_ORDER_TOO_LARGE');
    expect(batch.errors![0]!.message).toMatch(/^Order [0-9A-F]{5} \(.+\): This order would come to/);
    expect(await invoiceOf(huge)).toEqual([]);
  });

  it('batch-invoices PACKED orders only, safely when run twice at once', async () => {
    await setGstNumber(GST);
    const packed: string[] = [];
    for (let i = 0; i < 6; i++) packed.push(await makeOrder('PACKED'));
    const pending = await makeOrder('PENDING');
    const invoiced = await makeOrder('PACKED');
    await admin.graphql(CREATE, { id: invoiced, mail: false });
    const ids = [...packed, pending, invoiced];
    const ready = (await admin.graphql<{ packedOrdersToInvoice: string[] }>('{ packedOrdersToInvoice }'))
      .data!.packedOrdersToInvoice;
    expect(ready).toEqual(expect.arrayContaining(packed));
    expect(ready).not.toContain(pending);
    const [a, b] = await Promise.all([
      admin.graphql<{ createInvoices: { created: number; skipped: number; invoiceIds: string[] } }>(
        CREATE_MANY,
        {
          ids,
          mail: false,
        },
      ),
      admin.graphql<{ createInvoices: { created: number; skipped: number; invoiceIds: string[] } }>(
        CREATE_MANY,
        {
          ids,
          mail: false,
        },
      ),
    ]);
    const results = [a.data!.createInvoices, b.data!.createInvoices];
    expect(results[0]!.created + results[1]!.created).toBe(6);
    expect(results[0]!.skipped + results[1]!.skipped).toBe(2 * ids.length - 6);
    const rows = await db().select().from(invoice).where(inArray(invoice.orderId, ids));
    expect(rows.map((r) => r.orderId).sort()).toEqual([...packed, invoiced].sort());
    const [pendingRow] = await db().select().from(order).where(eq(order.id, pending));
    expect(pendingRow!.status).toBe('PENDING');
    // One notice per call that invoiced something, none per order (the bell keeps 30).
    const batchNotices = await db()
      .select({ message: notification.message, orderId: notification.orderId })
      .from(notification)
      .where(inArray(notification.orderId, packed));
    expect(batchNotices).toEqual([]);
    const [newest] = await db().select().from(notification).orderBy(desc(notification.createdAt)).limit(1);
    expect(newest!.message).toMatch(/^Invoices? \d+(–\d+)? created for \d+ packed orders?$/);
    expect(
      codeOf(
        await admin.graphql(CREATE_MANY, {
          ids: Array.from({ length: 51 }, () => randomUUID()),
          mail: false,
        }),
      ),
    ).toBe('BAD_INPUT');
    // One merged PDF of the batch.
    const invoiceIds = [...results[0]!.invoiceIds, ...results[1]!.invoiceIds];
    const print = await admin.request('/api/admin/invoices/print', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl },
      body: JSON.stringify({ invoiceIds }),
    });
    expect(print.status).toBe(200);
    const printed = pdfText(Buffer.from(await print.arrayBuffer()));
    for (const row of rows.filter((r) => invoiceIds.includes(r.id)))
      expect(printed).toContain(String(row.invoiceNumber));
    expect(printed.match(/Tax Invoice/g)).toHaveLength(6);
    const denied = await bistro.request('/api/admin/invoices/print', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl },
      body: JSON.stringify({ invoiceIds }),
    });
    expect(denied.status).toBe(403);
  }, 30_000);

  it('exports a date range as Xero’s sales invoice CSV with the packed weights as quantities', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED', { packed: (q, i) => (i === 0 ? q + 0.137 : q) });
    await db().update(order).set({ purchaseOrder: '=HYPERLINK("x")' }).where(eq(order.id, id));
    await admin.graphql(CREATE, { id, mail: false });
    const [row] = await invoiceOf(id);
    const today = aucklandDateString(row!.issuedAt);
    const exportAs = (client: ApiClient, range: object) =>
      client.request('/api/admin/invoices/export.csv', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.baseUrl },
        body: JSON.stringify(range),
      });
    expect((await exportAs(guest, { from: today, to: today })).status).toBe(401);
    expect((await exportAs(bistro, { from: today, to: today })).status).toBe(403);
    expect((await exportAs(admin, { from: '2026-13-01', to: 'x' })).status).toBe(400);
    const answer = await exportAs(admin, { from: today, to: today });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const csv = await answer.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(XERO_COLUMNS.join(','));
    const own = lines.filter((l) => l.includes(`,${row!.invoiceNumber},`));
    const content = row!.content!;
    expect(own).toHaveLength(content.lines.length + 1); // + freight
    expect(own[0]).toContain(`,${content.lines[0]!.quantity.toFixed(3)},`);
    // The purchase order is the reference, defused as a formula.
    expect(own[0]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(own[0]).toContain(',200,15% GST on Income,');
    expect(own.at(-1)).toContain(',Freight,1,5.00,');
  });

  it('lists the invoices issued on given days for printing again, to staff only, refusing a bad range', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED');
    await admin.graphql(CREATE, { id, mail: false });
    const [row] = await invoiceOf(id);
    const today = aucklandDateString(row!.issuedAt);
    const ISSUED = `query ($from: String!, $to: String!) { issuedInvoices(from: $from, to: $to) {
      totalCount invoices { id number orderId shortId companyName issuedAt total } } }`;
    type Issued = {
      totalCount: number;
      invoices: Array<{ id: string; number: number; orderId: string; companyName: string; total: number }>;
    };
    const answer = await admin.graphql<{ issuedInvoices: Issued }>(ISSUED, { from: today, to: today });
    expect(answer.errors).toBeUndefined();
    const { invoices, totalCount } = answer.data!.issuedInvoices;
    expect(totalCount).toBe(invoices.length);
    const numbers = invoices.map((i) => i.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(invoices.find((i) => i.orderId === id)).toMatchObject({
      id: row!.id,
      number: row!.invoiceNumber,
      total: Math.round(Number(row!.total) * 100),
    });
    // Every one listed was issued today in Auckland, and none issued today is missing.
    const issuedToday = (await db().select({ id: invoice.id, at: invoice.issuedAt }).from(invoice)).filter(
      (i) => aucklandDateString(i.at) === today,
    );
    expect(new Set(invoices.map((i) => i.id))).toEqual(new Set(issuedToday.map((i) => i.id)));
    // A day with none: an empty list.
    const empty = await admin.graphql<{ issuedInvoices: Issued }>(ISSUED, {
      from: '2001-01-01',
      to: '2001-01-31',
    });
    expect(empty.data!.issuedInvoices).toEqual({ totalCount: 0, invoices: [] });
    for (const [from, to] of [
      ['2026-13-01', today],
      [today, '2001-01-01'],
      ['2020-01-01', '2026-01-01'],
    ]) {
      expect(codeOf(await admin.graphql(ISSUED, { from, to }))).toBe('BAD_INPUT');
    }
    for (const client of [guest, bistro]) {
      expect(codeOf(await client.graphql(ISSUED, { from: today, to: today }))).toMatch(
        /^(UNAUTHENTICATED|FORBIDDEN)$/,
      );
    }
  });

  it('shows the customer their own order’s invoice', async () => {
    await setGstNumber(GST);
    const id = await makeOrder('PACKED');
    const created = (await admin.graphql<{ createInvoice: AdminOrderJson }>(CREATE, { id, mail: false }))
      .data!.createInvoice;
    const query = `query ($id: ID!) { getMyOrder(id: $id) { id invoice { number total pdfUrl } } }`;
    const mine = await bistro.graphql<{ getMyOrder: { invoice: unknown } }>(query, { id });
    expect(mine.data?.getMyOrder.invoice).toEqual({
      number: created.invoice!.number,
      total: created.invoice!.total,
      pdfUrl: created.invoice!.pdfUrl,
    });
    expect(codeOf(await takeaway.graphql(query, { id }))).not.toBeNull();
  });
});
