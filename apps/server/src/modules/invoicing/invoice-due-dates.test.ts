import { randomUUID } from 'node:crypto';
import { addDays, aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, invoice, notification, order, orderLine, settings } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { pdfText } from '../../test/pdf.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const SETTINGS = `gstNumber address paymentTerms paymentTermsLabel paymentTermsDays bankAccount stopAfterOverdueDays
  reminderAfterDays xeroAccountCode xeroTaxType`;
const UPDATE_SETTINGS = `mutation ($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { ${SETTINGS} } }`;
const CREATE = `mutation ($id: ID!) { createInvoice(orderId: $id, sendCustomerEmail: false) {
  invoice { id number issuedAt dueDate pdfUrl } } }`;
const CREATE_MANY = `mutation ($ids: [ID!]!) { createInvoices(orderIds: $ids, sendCustomerEmail: false) { created invoiceIds } }`;
const GST = '49-091-850';
const BANK = '12-3456-0123456-00';

type InvoiceJson = { id: string; number: number; issuedAt: string; dueDate: string | null; pdfUrl: string };

/** The 20th of the month after an Auckland date: the test's own reading of the term. */
function twentiethFollowing(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-20` : `${year}-${String(month + 1).padStart(2, '0')}-20`;
}

describe.each(TEST_DATABASES)('due dates and how to pay on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let templateOrderId: string;
  const db = () => app.database.db;
  const settingsInput = {
    gstNumber: GST,
    address: '12 Butcher Lane\nOnehunga, Auckland 1061',
    paymentTerms: 'DAYS:7',
    bankAccount: BANK,
    stopAfterOverdueDays: 60 as number | null,
    reminderAfterDays: 7 as number | null,
    xeroAccountCode: '200',
    xeroTaxType: '15% GST on Income',
  };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const [template] = await db()
      .select({ id: order.id })
      .from(order)
      .innerJoin(orderLine, eq(orderLine.orderId, order.id))
      .where(eq(order.customerId, bistroId))
      .limit(1);
    templateOrderId = template!.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A packed copy of one of bistro's seeded orders, for `customerId`. */
  async function packedOrder(customerId: string): Promise<string> {
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
      .values({ ...rest, id, status: 'PACKED', customerId, version: 1, freight: '5.00', cutting: '0' });
    await db()
      .insert(orderLine)
      .values(
        lines.map(({ id: _l, orderId: _o, createdAt: _lc, updatedAt: _lu, ...line }) => ({
          ...line,
          orderId: id,
          packedWeight: line.quantity,
        })),
      );
    return id;
  }

  async function saveSettings(change: Partial<typeof settingsInput> = {}) {
    const answer = await admin.graphql<{ updateInvoiceSettings: Record<string, unknown> }>(UPDATE_SETTINGS, {
      input: { ...settingsInput, ...change },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.updateInvoiceSettings;
  }

  async function setTerms(customerId: string, paymentTerms: string | null) {
    await db().update(customer).set({ paymentTerms }).where(eq(customer.id, customerId));
  }

  async function invoiced(orderId: string): Promise<InvoiceJson> {
    const answer = await admin.graphql<{ createInvoice: { invoice: InvoiceJson } }>(CREATE, { id: orderId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createInvoice.invoice;
  }

  async function rowOf(invoiceId: string) {
    const [row] = await db().select().from(invoice).where(eq(invoice.id, invoiceId));
    return row!;
  }

  it('keeps the default terms with the old days column for terms of days, the bank account and the overdue days', async () => {
    expect(await saveSettings({ paymentTerms: 'DAYS:14' })).toMatchObject({
      paymentTerms: 'DAYS:14',
      paymentTermsLabel: '14 days',
      paymentTermsDays: 14,
      bankAccount: BANK,
      stopAfterOverdueDays: 60,
      reminderAfterDays: 7,
    });
    // Terms that are not days leave the old column as it was.
    expect(
      await saveSettings({
        paymentTerms: 'TWENTIETH_FOLLOWING',
        stopAfterOverdueDays: null,
        bankAccount: '',
      }),
    ).toMatchObject({
      paymentTerms: 'TWENTIETH_FOLLOWING',
      paymentTermsLabel: '20th of the month following',
      paymentTermsDays: 14,
      bankAccount: '',
      stopAfterOverdueDays: null,
    });
    const [row] = await db().select().from(settings);
    expect(row).toMatchObject({ paymentTerms: 'TWENTIETH_FOLLOWING', paymentTermsDays: 14, bankAccount: '' });
    const [notice] = await db()
      .select({ message: notification.message })
      .from(notification)
      .orderBy(desc(notification.createdAt))
      .limit(1);
    expect(notice?.message).toBe(
      `Invoice settings updated: GST number ${GST}, payment terms 20th of the month following`,
    );
    expect(codeOf(await bistro.graphql(UPDATE_SETTINGS, { input: settingsInput }))).toBe('FORBIDDEN');
  });

  it('dates each invoice of a batch by its customer’s terms, or the shop’s, on the Auckland date of issue', async () => {
    await saveSettings({ paymentTerms: 'DAYS:7' });
    await setTerms(bistroId, 'TWENTIETH_FOLLOWING');
    await setTerms(takeawayId, null);
    const bistroOrder = await packedOrder(bistroId);
    const takeawayOrder = await packedOrder(takeawayId);
    const batch = await admin.graphql<{ createInvoices: { created: number; invoiceIds: string[] } }>(
      CREATE_MANY,
      { ids: [bistroOrder, takeawayOrder] },
    );
    expect(batch.data?.createInvoices.created).toBe(2);
    const [onTwentieth, onDefault] = await Promise.all(batch.data!.createInvoices.invoiceIds.map(rowOf));

    const bistroIssued = aucklandDateString(onTwentieth!.issuedAt);
    expect(onTwentieth!.dueDate).toBe(twentiethFollowing(bistroIssued));
    expect(onTwentieth!.content!.dueDate).toBe(onTwentieth!.dueDate);
    expect(onTwentieth!.content!.payment).toEqual({
      terms: '20th of the month following',
      bankAccount: BANK,
    });

    const takeawayIssued = aucklandDateString(onDefault!.issuedAt);
    expect(onDefault!.dueDate).toBe(addDays(takeawayIssued, 7));
    expect(onDefault!.content!.payment).toEqual({ terms: '7 days', bankAccount: BANK });

    // Cash on delivery: due the day it is issued; the GraphQL invoice says so too.
    await setTerms(takeawayId, 'COD');
    const cod = await invoiced(await packedOrder(takeawayId));
    expect(cod.dueDate).toBe(aucklandDateString(new Date(cod.issuedAt)));
    expect((await rowOf(cod.id)).content!.payment?.terms).toBe('Cash on delivery');
  });

  it('prints the due date and how to pay on the invoice PDF, the bank account only when there is one', async () => {
    await saveSettings({ paymentTerms: 'DAYS:7' });
    await setTerms(bistroId, 'TWENTIETH_FOLLOWING');
    const withBank = await invoiced(await packedOrder(bistroId));
    const due = formatDateOnly(withBank.dueDate!);
    const text = pdfText(Buffer.from(await (await bistro.request(withBank.pdfUrl)).arrayBuffer())).replace(
      /\s+/g,
      ' ',
    );
    for (const expected of [
      `Due date ${due}`,
      'HOW TO PAY',
      `Terms: 20th of the month following. Please pay by ${due}.`,
      `Bank account: ${BANK}`,
      `Reference: invoice ${withBank.number}`,
    ]) {
      expect(text).toContain(expected);
    }

    await saveSettings({ bankAccount: '' });
    const without = await invoiced(await packedOrder(bistroId));
    const plain = pdfText(Buffer.from(await (await admin.request(without.pdfUrl)).arrayBuffer()));
    expect(plain).toContain(`Reference: invoice ${without.number}`);
    expect(plain).not.toContain('Bank account');
  });
});
