import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, outbox, paymentReminder, paymentReminderDocument, settings } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, waitForMail } from '../../test/eml.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { auckland, nothingOverdue, overdueDebitNote, overdueInvoice } from '../../test/overdue.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { PaymentReminders, REMINDER_MAIL_TOPIC, type RemindedDocument } from './reminders.ts';

const REMINDERS = `query ($customerId: ID!) {
  customerReminders(customerId: $customerId) {
    id sentOn toEmail total documents { kind number issuedDate dueDate daysOverdue open } } }`;

type Listed = Pick<RemindedDocument, 'kind' | 'number' | 'daysOverdue' | 'open'>;

const STAFF = { firstName: 'Office', lastName: 'Staff', email: 'admin@demo.test' };

describe.each(TEST_DATABASES)('overdue reminders on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let bistroEmail: string;
  let bistroCode: string;
  let brand: string;
  const issuedAt = auckland('2030-02-20', '10:00');
  const invoices: Record<'a' | 'b' | 'c' | 'paid', { id: string; number: number }> = {} as never;
  let debitNumber = '';

  const db = () => app.database.db;
  const reminders = () => new PaymentReminders({ db: db() });
  const remindersOf = (customerId: string) =>
    db()
      .select()
      .from(paymentReminder)
      .where(eq(paymentReminder.customerId, customerId))
      .orderBy(asc(paymentReminder.sentOn));
  const listed = (documents: unknown): Listed[] =>
    (documents as RemindedDocument[]).map(({ kind, number, daysOverdue, open }) => ({
      kind,
      number,
      daysOverdue,
      open,
    }));
  const setAfterDays = (days: number | null) => db().update(settings).set({ reminderAfterDays: days });

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    const [row] = await db()
      .select({ email: customer.email, code: customer.code })
      .from(customer)
      .where(eq(customer.id, bistroId));
    bistroEmail = row!.email;
    bistroCode = row!.code;
    await db().update(settings).set({ bankAccount: '12-3100-0123456-00', stopAfterOverdueDays: null });
    const [business] = await db().select({ brand: settings.brand }).from(settings);
    brand = business!.brand;
    await nothingOverdue(db());

    invoices.a = await overdueInvoice(db(), bistroId, 11500, '2030-03-01', issuedAt);
    invoices.b = await overdueInvoice(db(), bistroId, 4250, '2030-03-03', issuedAt);
    invoices.c = await overdueInvoice(db(), bistroId, 8000, '2030-03-08', issuedAt);
    invoices.paid = await overdueInvoice(db(), bistroId, 5000, '2030-03-01', issuedAt);
    const debit = await overdueDebitNote(
      db(),
      { invoiceId: invoices.a.id, customerId: bistroId },
      1000,
      '2030-03-02',
      issuedAt,
    );
    debitNumber = `DN-${String(debit.number).padStart(4, '0')}`;
    await app.services.receivables.recordPayment(
      STAFF,
      bistroId,
      { receivedOn: '2030-03-05', amount: 5000, method: 'BANK_TRANSFER', reference: 'paid' },
      [invoices.paid.id],
    );

    // Two more customers owing as long: one archived, one with no email address. Neither is mailed.
    const others = await db()
      .select({ id: customer.id })
      .from(customer)
      .where(ne(customer.id, bistroId))
      .orderBy(asc(customer.code))
      .limit(2);
    const [archived, noEmail] = others;
    await overdueInvoice(db(), archived!.id, 9900, '2030-03-01', issuedAt);
    await overdueInvoice(db(), noEmail!.id, 9900, '2030-03-01', issuedAt);
    await db().update(customer).set({ archivedAt: new Date() }).where(eq(customer.id, archived!.id));
    await db().update(customer).set({ email: '' }).where(eq(customer.id, noEmail!.id));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends nothing while Settings have no reminder days (off by default)', async () => {
    await setAfterDays(null);
    expect(await reminders().send('2030-03-10')).toBe(0);
    expect(await db().select().from(paymentReminder)).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.topic, REMINDER_MAIL_TOPIC))).toEqual([]);
  });

  it('mails one reminder N days after the due date, listing every overdue document but the paid one', async () => {
    await setAfterDays(7);
    const seen = mailFiles(app.dataDir);
    expect(await reminders().send('2030-03-10')).toBe(1);

    const [reminder, ...more] = await db().select().from(paymentReminder);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ customerId: bistroId, sentOn: '2030-03-10', toEmail: bistroEmail });
    // Oldest due first; C is only 2 days overdue, and the paid invoice owes nothing.
    expect(listed(reminder!.documents)).toEqual([
      { kind: 'INVOICE', number: String(invoices.a.number), daysOverdue: 9, open: 11500 },
      { kind: 'DEBIT_NOTE', number: debitNumber, daysOverdue: 8, open: 1000 },
      { kind: 'INVOICE', number: String(invoices.b.number), daysOverdue: 7, open: 4250 },
    ]);
    const documents = await db()
      .select()
      .from(paymentReminderDocument)
      .where(eq(paymentReminderDocument.reminderId, reminder!.id));
    expect(documents).toHaveLength(3);
    const [queued] = await db().select().from(outbox).where(eq(outbox.topic, REMINDER_MAIL_TOPIC));
    expect(queued).toMatchObject({
      idempotencyKey: `reminder:${bistroId}:2030-03-10`,
      payload: { reminderId: reminder!.id },
    });

    await app.outbox.drain();
    const mail = await waitForMail(app.dataDir, bistroEmail, { seen, timeoutMs: 15_000 });
    expect(mail.headers.get('subject')).toBe(`Overdue account reminder from ${brand}`);
    const text = mailText(mail);
    expect(text).toContain(`Your account with ${brand} has amounts overdue`);
    expect(text).toMatch(
      new RegExp(
        `Invoice ${invoices.a.number}:\\s+dated 20/02/2030, due 01/03/2030, 9 days overdue, \\$115\\.00 owing`,
      ),
    );
    expect(text).toMatch(
      new RegExp(`Debit note ${debitNumber}:\\s+dated 20/02/2030, due 02/03/2030, 8 days overdue`),
    );
    expect(text).toMatch(new RegExp(`Invoice ${invoices.b.number}:\\s+.*7 days overdue, \\$42\\.50 owing`));
    expect(text).not.toContain(`Invoice ${invoices.c.number}:`);
    expect(text).not.toContain(`Invoice ${invoices.paid.number}:`);
    expect(text).toMatch(/Total overdue:\s+\$167\.50/);
    expect(text).toMatch(/Bank account:\s+12-3100-0123456-00/);
    expect(text).toMatch(new RegExp(`Reference:\\s+${bistroCode}`));
    const html = mail.parts.find((part) => part.contentType === 'text/html')?.body ?? '';
    expect(html).toContain('Total overdue');
  });

  it('sends nothing more the same day, nor the next day for the documents already reminded', async () => {
    expect(await reminders().send('2030-03-10')).toBe(0);
    expect(await reminders().send('2030-03-11')).toBe(0);
    expect(await remindersOf(bistroId)).toHaveLength(1);
  });

  it('reminds of a document once it is N days overdue, and of the others N days after their last reminder', async () => {
    // C falls 7 days overdue on 15 March: it alone is listed, the others were reminded 5 days before.
    expect(await reminders().send('2030-03-15')).toBe(1);
    // B is paid meanwhile; A and the debit note were reminded 7 days before, C only 2.
    await app.services.receivables.recordPayment(
      STAFF,
      bistroId,
      { receivedOn: '2030-03-16', amount: 4250, method: 'BANK_TRANSFER', reference: 'B' },
      [invoices.b.id],
    );
    expect(await reminders().send('2030-03-17')).toBe(1);
    const [, march15, march17] = await remindersOf(bistroId);
    expect(march15?.sentOn).toBe('2030-03-15');
    expect(listed(march15!.documents)).toEqual([
      { kind: 'INVOICE', number: String(invoices.c.number), daysOverdue: 7, open: 8000 },
    ]);
    expect(march17?.sentOn).toBe('2030-03-17');
    expect(listed(march17!.documents)).toEqual([
      { kind: 'INVOICE', number: String(invoices.a.number), daysOverdue: 16, open: 11500 },
      { kind: 'DEBIT_NOTE', number: debitNumber, daysOverdue: 15, open: 1000 },
    ]);
  });

  it('reminds once when two runs go at once', async () => {
    const [first, second] = await Promise.all([
      reminders().send('2030-03-24'),
      reminders().send('2030-03-24'),
    ]);
    expect(first + second).toBe(1);
    const day = await db()
      .select()
      .from(paymentReminder)
      .where(and(eq(paymentReminder.customerId, bistroId), eq(paymentReminder.sentOn, '2030-03-24')));
    expect(day).toHaveLength(1);
    // A and the debit note (reminded on the 17th) and C (on the 15th).
    expect(listed(day[0]!.documents).map((d) => d.number)).toEqual([
      String(invoices.a.number),
      debitNumber,
      String(invoices.c.number),
    ]);
    const queued = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `reminder:${bistroId}:2030-03-24`));
    expect(queued).toHaveLength(1);
  });

  it('shows staff the reminders sent, and no one else', async () => {
    const answer = await admin.graphql<{
      customerReminders: Array<{ sentOn: string; toEmail: string; total: number; documents: Listed[] }>;
    }>(REMINDERS, { customerId: bistroId });
    expect(answer.errors).toBeUndefined();
    const sent = answer.data!.customerReminders;
    expect(sent.map((r) => r.sentOn)).toEqual(['2030-03-24', '2030-03-17', '2030-03-15', '2030-03-10']);
    expect(sent[3]).toMatchObject({ toEmail: bistroEmail, total: 16750 });
    expect(sent[3]!.documents.map((d) => d.number)).toEqual([
      String(invoices.a.number),
      debitNumber,
      String(invoices.b.number),
    ]);

    expect(codeOf(await bistro.graphql(REMINDERS, { customerId: bistroId }))).toBe('FORBIDDEN');
    expect(codeOf(await guest.graphql(REMINDERS, { customerId: bistroId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await admin.graphql(REMINDERS, { customerId: randomUUID() }))).toBe('NOT_FOUND');
  });
});
