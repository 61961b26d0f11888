import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { billedTotal } from '@cleaver/domain/corrections';
import { addDays, aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { toCents } from '@cleaver/domain/money';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  correctionNote,
  customer,
  invoice,
  order,
  orderChange,
  orderLine,
  product,
  settings,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { waitForMail } from '../../test/eml.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { pdfText } from '../../test/pdf.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';
import { noteMail, queueNoteMail } from './correction-note-mail.ts';
import { billedNow, CorrectionNotes } from './correction-notes.ts';

const CREATE = `mutation ($id: ID!) { createInvoice(orderId: $id, sendCustomerEmail: false) { id invoice { number } } }`;
const ACTOR = { firstName: 'Office', lastName: 'Staff', email: 'office@demo.test' };

describe.each(TEST_DATABASES)('credit and debit notes on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  // No accounting system here: the built-in ledger needs no push.
  const notes = new CorrectionNotes({ orderSync: { queue: async () => {} } });
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    await db().update(settings).set({ gstNumber: '49-091-850' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A packed order of bistro's: 5.5 kg of a product sold by the kilo and 2 of one sold by the box, invoiced. */
  async function invoicedOrder(): Promise<{ orderId: string; kgLineId: string; boxLineId: string }> {
    const [kg] = await db()
      .select()
      .from(product)
      .where(eq(product.unit, 'KG'))
      .orderBy(asc(product.code))
      .limit(1);
    const [box] = await db()
      .select()
      .from(product)
      .where(eq(product.unit, 'CTN'))
      .orderBy(asc(product.code))
      .limit(1);
    const [source] = await db().select().from(order).where(eq(order.customerId, bistroId)).limit(1);
    const orderId = randomUUID();
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = source!;
    await db()
      .insert(order)
      .values({ ...rest, id: orderId, status: 'PACKED', version: 1, freight: '5.00', cutting: '0' });
    const kgLineId = randomUUID();
    const boxLineId = randomUUID();
    const line = (p: typeof kg, id: string, position: number, quantity: string) => ({
      id,
      orderId,
      position,
      productId: p!.id,
      productName: p!.name,
      productCode: p!.code,
      unit: p!.unit,
      quantity,
      packedWeight: quantity,
      unitPrice: '18.49',
      defaultPrice: '18.49',
      categoryName: 'Test',
    });
    await db()
      .insert(orderLine)
      .values([line(kg, kgLineId, 0, '5.500'), line(box, boxLineId, 1, '2.000')]);
    const answer = await admin.graphql(CREATE, { id: orderId });
    expect(answer.errors).toBeUndefined();
    return { orderId, kgLineId, boxLineId };
  }

  /** Packs `lineId` at `weight` and issues the note for it, in one transaction, as a return would. */
  async function reweigh(orderId: string, lineId: string, weight: number) {
    return db().transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
      const before = await notes.billedBeforeChange(tx, orderId);
      await recordOrderProgress(tx, current!, {
        actor: { userId: null, name: 'Office Staff' },
        at: new Date(),
        weights: new Map([[lineId, weight]]),
        summary: 'Returned',
        changes: [],
      });
      return notes.issueIfBilledChanged(tx, ACTOR, orderId, { reason: 'RETURNED', reasonText: null }, before);
    });
  }

  async function billed(orderId: string) {
    const [row] = await db().select().from(order).where(eq(order.id, orderId));
    const lines = await db()
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, orderId))
      .orderBy(asc(orderLine.position));
    return billedTotal(billedNow(row!, lines));
  }

  it('credits a 1.2 kg return against the invoice, which stays as issued', async () => {
    const { orderId, kgLineId } = await invoicedOrder();
    const [before] = await db().select().from(invoice).where(eq(invoice.orderId, orderId));

    const note = await reweigh(orderId, kgLineId, 4.3);

    expect(note).toMatchObject({ kind: 'CREDIT', reason: 'RETURNED', orderId, invoiceId: before!.id });
    // 1.2 kg at $18.49 is $22.19 (rounded per line), and its GST $3.33.
    expect(note!.subTotal).toBe('22.19');
    expect(note!.gst).toBe('3.33');
    expect(note!.total).toBe('25.52');
    expect(note!.content.invoice).toMatchObject({ number: before!.invoiceNumber });
    expect(note!.content.reason).toBe('Returned');
    expect(note!.content.correction.lines).toEqual([
      expect.objectContaining({
        key: kgLineId,
        before: expect.objectContaining({ quantity: 5.5 }),
        after: expect.objectContaining({ quantity: 4.3 }),
      }),
    ]);
    const [after] = await db().select().from(invoice).where(eq(invoice.orderId, orderId));
    expect(after).toEqual(before);
    expect(toCents(before!.total) - toCents(note!.total)).toBe(await billed(orderId));
  });

  it('lists an order’s notes to staff and its customer, and serves the PDF to them only', async () => {
    const { orderId, kgLineId } = await invoicedOrder();
    const note = await reweigh(orderId, kgLineId, 4.3);
    const [row] = await db().select().from(invoice).where(eq(invoice.orderId, orderId));
    const fields = 'number kind title reason invoiceNumber total gst pdfUrl';
    const expected = {
      number: `CN-${String(note!.number).padStart(4, '0')}`,
      kind: 'CREDIT',
      title: 'Credit Note',
      reason: 'Returned',
      invoiceNumber: row!.invoiceNumber,
      total: 2552,
      gst: 333,
      pdfUrl: `/api/notes/${note!.id}.pdf`,
    };
    const staffView = await admin.graphql<{ adminOrder: { correctionNotes: unknown[] } }>(
      `query ($id: ID!) { adminOrder(id: $id) { correctionNotes { ${fields} } } }`,
      { id: orderId },
    );
    expect(staffView.data?.adminOrder.correctionNotes).toEqual([expected]);
    const mine = await bistro.graphql<{ getMyOrder: { correctionNotes: unknown[] } }>(
      `query ($id: ID!) { getMyOrder(id: $id) { correctionNotes { ${fields} } } }`,
      { id: orderId },
    );
    expect(mine.data?.getMyOrder.correctionNotes).toEqual([expected]);
    const theirs = await takeaway.graphql(
      `query ($id: ID!) { getMyOrder(id: $id) { correctionNotes { ${fields} } } }`,
      { id: orderId },
    );
    expect(theirs.data?.getMyOrder ?? null).toBeNull();

    expect((await guest.request(expected.pdfUrl)).status).toBe(401);
    expect((await takeaway.request(expected.pdfUrl)).status).toBe(404);
    expect((await bistro.request(`/api/notes/${randomUUID()}.pdf`)).status).toBe(404);
    expect((await admin.request(expected.pdfUrl)).status).toBe(200);
    const own = await bistro.request(expected.pdfUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await own.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number ${expected.number}`);
    expect(text).toContain(`Corrects invoice ${row!.invoiceNumber}`);
    expect(text).toContain('GST number: 49-091-850');
    expect(text).toContain('Total credited (incl. GST) $25.52');
  });

  it('gives a debit note a due date by the customer’s terms when issued, and how to pay it; a credit note none', async () => {
    await db().update(settings).set({ paymentTerms: 'DAYS:7', bankAccount: '12-3456-0123456-00' });
    await db().update(customer).set({ paymentTerms: 'DAYS:14' }).where(eq(customer.id, bistroId));
    try {
      const { orderId, kgLineId } = await invoicedOrder();
      const debit = await reweigh(orderId, kgLineId, 6.5);
      expect(debit).toMatchObject({ kind: 'DEBIT' });
      const due = addDays(aucklandDateString(debit!.issuedAt), 14);
      expect(debit!.dueDate).toBe(due);
      expect(debit!.content).toMatchObject({
        dueDate: due,
        payment: { terms: '14 days', bankAccount: '12-3456-0123456-00' },
      });
      const printed = `DN-${String(debit!.number).padStart(4, '0')}`;
      const pdf = await admin.request(`/api/notes/${debit!.id}.pdf`);
      const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
      for (const expected of [
        `Due date ${formatDateOnly(due)}`,
        'HOW TO PAY',
        `Terms: 14 days. Please pay by ${formatDateOnly(due)}.`,
        'Bank account: 12-3456-0123456-00',
        `Reference: ${printed}`,
      ]) {
        expect(text).toContain(expected);
      }

      const credit = await reweigh(orderId, kgLineId, 4.3);
      expect(credit).toMatchObject({ kind: 'CREDIT', dueDate: null });
      expect(credit!.content.dueDate).toBeUndefined();
      expect(credit!.content.payment).toBeUndefined();
    } finally {
      await db().update(customer).set({ paymentTerms: null }).where(eq(customer.id, bistroId));
    }
  });

  it('credits an invoice kept without its lines from the order as it stood before the change', async () => {
    const { orderId, kgLineId } = await invoicedOrder();
    // As invoices issued before the ledger kept their lines (the demo's seeded ones among them).
    await db().update(invoice).set({ content: null }).where(eq(invoice.orderId, orderId));
    const note = await reweigh(orderId, kgLineId, 4.3);
    expect(note).toMatchObject({ kind: 'CREDIT', subTotal: '22.19', gst: '3.33', total: '25.52' });
    // It prints the supplier's GST number and the buyer from today's settings and customer, as the invoice does.
    expect(note!.content.supplier.gstNumber).toBe('49-091-850');
    expect(note!.content.buyer.companyName).toBeTruthy();
    expect(note!.content.correction.lines).toHaveLength(1);
    // Without the bill read before the change the issuer refuses rather than bill every line again.
    const fresh = await invoicedOrder();
    await db().update(invoice).set({ content: null }).where(eq(invoice.orderId, fresh.orderId));
    await expect(
      db().transaction((tx) =>
        notes.issueIfBilledChanged(tx, ACTOR, fresh.orderId, { reason: 'RETURNED', reasonText: null }, null),
      ),
    ).rejects.toThrow(/has no lines/);
  });

  it('mails the note to the customer with its PDF once the note is committed, and marks it emailed', async () => {
    const { orderId, kgLineId } = await invoicedOrder();
    const note = await db().transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
      const before = await notes.billedBeforeChange(tx, orderId);
      await recordOrderProgress(tx, current!, {
        actor: { userId: null, name: 'Office Staff' },
        at: new Date(),
        weights: new Map([[kgLineId, 4.3]]),
        summary: 'Returned',
        changes: [],
      });
      const issued = await notes.issueIfBilledChanged(
        tx,
        ACTOR,
        orderId,
        { reason: 'RETURNED', reasonText: 'warm' },
        before,
      );
      await queueNoteMail(tx, issued!.id);
      return issued!;
    });
    app.outbox.wake();
    const printed = `CN-${String(note.number).padStart(4, '0')}`;
    const mail = await waitForMail(app.dataDir, 'bistro@demo.test', { timeoutMs: 15_000 });
    expect(mail.headers.get('subject')).toMatch(new RegExp(`^Credit Note ${printed} from `));
    // The body as the handler builds it (the test's reader does not open a mail with an attachment).
    const document = await app.services.invoiceDocuments.note(note.id);
    const text = noteMail({ document: document!, to: 'bistro@demo.test', pdf: Buffer.alloc(0) }).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`corrects tax invoice ${note.content.invoice.number}`);
    expect(text).toContain('Returned: warm');
    expect(text).toContain('$25.52');
    const raw = readFileSync(mail.file, 'utf8');
    expect(raw).toContain('application/pdf');
    expect(raw).toContain(`Credit-Note-${printed}.pdf`);
    await expect
      .poll(
        async () =>
          (await db().select().from(correctionNote).where(eq(correctionNote.id, note.id)))[0]?.emailedAt,
      )
      .not.toBeNull();
  });

  describe('Credit / Return', () => {
    const request = (orderId: string, lineId: string, returned: number, reason = 'RETURNED') => ({
      orderId,
      lineId,
      returned,
      reason,
      reasonText: null,
      sendCustomerEmail: false,
    });
    const versionOf = async (orderId: string) =>
      (await db().select({ version: order.version }).from(order).where(eq(order.id, orderId)))[0]!.version;
    const notesOf = async (orderId: string) =>
      db().select().from(correctionNote).where(eq(correctionNote.orderId, orderId));

    it('previews the credit without writing, then records it: the line down, the note, the history', async () => {
      const { orderId, kgLineId } = await invoicedOrder();
      const version = await versionOf(orderId);
      const preview = await app.services.creditReturns.preview(request(orderId, kgLineId, 1.2));
      expect(preview).toMatchObject({ kind: 'CREDIT', subTotal: 2219, gst: 333, total: 2552 });
      expect(await versionOf(orderId)).toBe(version);
      expect(await notesOf(orderId)).toEqual([]);

      const note = await app.services.creditReturns.record(ACTOR, request(orderId, kgLineId, 1.2));
      expect(note).toMatchObject({ kind: 'CREDIT', total: '25.52', reason: 'RETURNED' });
      const [line] = await db().select().from(orderLine).where(eq(orderLine.id, kgLineId));
      expect(line!.packedWeight).toBe('4.300');
      expect(await versionOf(orderId)).toBe(version + 1);
      const [history] = await db()
        .select()
        .from(orderChange)
        .where(eq(orderChange.orderId, orderId))
        .orderBy(desc(orderChange.version))
        .limit(1);
      expect(history!.summary).toBe(`1.200 KG of ${line!.productName} returned`);
    });

    it('refuses with a message and changes nothing: no invoice, another order’s line, none or too much back, no reason', async () => {
      const { orderId, kgLineId, boxLineId } = await invoicedOrder();
      const other = await invoicedOrder();
      const version = await versionOf(orderId);
      const [uninvoiced] = await db()
        .select({ id: order.id, lineId: orderLine.id })
        .from(order)
        .innerJoin(orderLine, eq(orderLine.orderId, order.id))
        .where(eq(order.status, 'PENDING'))
        .limit(1);
      const refusal = async (asked: Parameters<typeof app.services.creditReturns.record>[1]) => {
        const error = await app.services.creditReturns.record(ACTOR, asked).then(
          () => null,
          (e: Error) => e.message,
        );
        const previewed = await app.services.creditReturns.preview(asked).then(
          () => null,
          (e: Error) => e.message,
        );
        expect(previewed).toBe(error);
        return error;
      };
      expect(await refusal(request(uninvoiced!.id, uninvoiced!.lineId, 1))).toMatch(
        /has no invoice yet: change the order itself instead\.$/,
      );
      expect(await refusal(request(orderId, other.kgLineId, 1))).toBe('That line is not on this order.');
      expect(await refusal(request(orderId, kgLineId, 0))).toBe('Enter how much came back, more than 0.');
      expect(await refusal(request(orderId, boxLineId, 3))).toBe(
        'You cannot credit more than was billed on this line.',
      );
      expect(await refusal(request(orderId, boxLineId, 1.5))).toBe(
        'Enter whole units: CTN lines come back whole.',
      );
      expect(await refusal(request(orderId, kgLineId, 1, 'LOST'))).toBe(
        'Choose why the invoice is being corrected.',
      );
      const cancelled = await invoicedOrder();
      await db().update(order).set({ status: 'CANCELLED' }).where(eq(order.id, cancelled.orderId));
      expect(await refusal(request(cancelled.orderId, cancelled.kgLineId, 1))).toMatch(
        /is cancelled: there is nothing to return\.$/,
      );
      expect(await refusal(request(orderId, kgLineId, 1, 'OTHER'))).toBe(
        'Say why the invoice is being corrected.',
      );
      expect(await versionOf(orderId)).toBe(version);
      expect(await notesOf(orderId)).toEqual([]);
    });

    it('over GraphQL: staff only; the preview is what is recorded; the customer sees the note on their order', async () => {
      const { orderId, kgLineId } = await invoicedOrder();
      const input = { ...request(orderId, kgLineId, 1.2), reasonText: 'Warm on arrival' };
      const PREVIEW = `query ($input: ReturnInput!) { returnPreview(input: $input) {
        kind title subTotal gst total lines { productName unit amount before { quantity } after { quantity } } } }`;
      const RECORD = `mutation ($input: ReturnInput!) { recordReturn(input: $input) {
        id version correctionNotes { number kind total reason } } }`;
      for (const [client, code] of [
        [bistro, 'FORBIDDEN'],
        [guest, 'UNAUTHENTICATED'],
      ] as const) {
        expect(codeOf(await client.graphql(PREVIEW, { input }))).toBe(code);
        expect(codeOf(await client.graphql(RECORD, { input }))).toBe(code);
      }
      expect(await notesOf(orderId)).toEqual([]);
      const tooMuch = await admin.graphql(PREVIEW, { input: { ...input, returned: 9 } });
      expect(codeOf(tooMuch)).toBe('BAD_INPUT');
      expect(tooMuch.errors?.[0]?.message).toBe('You cannot credit more than was billed on this line.');

      const preview = await admin.graphql<{ returnPreview: { total: number; lines: unknown[] } }>(PREVIEW, {
        input,
      });
      expect(preview.data!.returnPreview).toMatchObject({
        kind: 'CREDIT',
        title: 'Credit Note',
        total: 2552,
        gst: 333,
        lines: [{ unit: 'KG', amount: -2219, before: { quantity: 5.5 }, after: { quantity: 4.3 } }],
      });
      const recorded = await admin.graphql<{
        recordReturn: { correctionNotes: Array<{ number: string; total: number; reason: string }> };
      }>(RECORD, { input });
      expect(recorded.errors).toBeUndefined();
      const [note] = recorded.data!.recordReturn.correctionNotes;
      expect(note).toMatchObject({ total: 2552, reason: 'Returned: Warm on arrival' });
      const MINE = `query ($id: ID!) { getMyOrder(id: $id) { correctionNotes { number total } } }`;
      const mine = await bistro.graphql<{ getMyOrder: { correctionNotes: unknown[] } }>(MINE, {
        id: orderId,
      });
      expect(mine.data!.getMyOrder.correctionNotes).toEqual([{ number: note!.number, total: 2552 }]);
      expect(codeOf(await takeaway.graphql(MINE, { id: orderId }))).toBe('ORDER_NOT_FOUND');
    });

    it('two staff returning the same line at once cannot credit more than was billed on it', async () => {
      const { orderId, kgLineId } = await invoicedOrder();
      const results = await Promise.allSettled([
        app.services.creditReturns.record(ACTOR, request(orderId, kgLineId, 3)),
        app.services.creditReturns.record(ACTOR, request(orderId, kgLineId, 3)),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.message).toBe('You cannot credit more than was billed on this line.');
      const [line] = await db().select().from(orderLine).where(eq(orderLine.id, kgLineId));
      expect(line!.packedWeight).toBe('2.500');
      expect(await notesOf(orderId)).toHaveLength(1);
    });
  });

  it('issues nothing when what is billed did not change, and nothing for an order with no invoice', async () => {
    const { orderId, kgLineId } = await invoicedOrder();
    expect(await reweigh(orderId, kgLineId, 5.5)).toBeNull();
    const [uninvoiced] = await db()
      .select({ id: order.id })
      .from(order)
      .where(eq(order.status, 'PENDING'))
      .limit(1);
    const none = await db().transaction((tx) =>
      notes.issueIfBilledChanged(tx, ACTOR, uninvoiced!.id, { reason: 'OTHER', reasonText: 'test' }, null),
    );
    expect(none).toBeNull();
  });

  it('numbers 50 notes issued at once without a gap, each against what the one before left billed', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => invoicedOrder()));
    const issued = await Promise.all(
      orders.flatMap(({ orderId, kgLineId, boxLineId }) =>
        Array.from({ length: 10 }, (_, i) =>
          // Up and down: five returns of the kilo line, five extra boxes.
          i % 2 === 0 ? reweigh(orderId, kgLineId, 5.5 - (i + 1) * 0.1) : reweigh(orderId, boxLineId, 2 + i),
        ),
      ),
    );
    expect(issued.every((n) => n !== null)).toBe(true);
    const all = await db()
      .select()
      .from(correctionNote)
      .orderBy(asc(correctionNote.kind), asc(correctionNote.number));
    for (const kind of ['CREDIT', 'DEBIT'] as const) {
      const series = all.filter((n) => n.kind === kind);
      expect(series.map((n) => n.number)).toEqual(series.map((_, i) => i + 1));
      const times = series.map((n) => n.issuedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    // For each order: the invoice, plus its debit notes, less its credit notes, is what it bills now.
    for (const { orderId } of orders) {
      const [row] = await db().select().from(invoice).where(eq(invoice.orderId, orderId));
      const mine = all.filter((n) => n.orderId === orderId);
      expect(mine).toHaveLength(10);
      const net = mine.reduce((sum, n) => sum + (n.kind === 'DEBIT' ? 1 : -1) * toCents(n.total), 0);
      expect(toCents(row!.total) + net).toBe(await billed(orderId));
    }
  }, 120_000);
});
