import { formatDateOnly } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, paymentReminder, settings } from '../../db/schema.ts';
import { type OutboxHandler, PermanentError } from '../../integrations/outbox-worker.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import { type RemindedDocument, reminderTotal } from './reminders.ts';

export type ReminderMailInput = {
  to: string;
  brand: string;
  /** Who the mail greets: the customer's first name, or their company. */
  greet: string;
  companyName: string;
  /** The reference to quote when paying: the customer's code. */
  code: string;
  bankAccount: string;
  phone: string;
  replyTo: string;
  documents: readonly RemindedDocument[];
};

function documentLabel(document: RemindedDocument): string {
  return document.kind === 'INVOICE' ? `Invoice ${document.number}` : `Debit note ${document.number}`;
}

function daysText(days: number): string {
  return days === 1 ? '1 day overdue' : `${days} days overdue`;
}

/** The overdue reminder: what is overdue, document by document, the total, and how to pay. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const { brand, documents } = input;
  const one = documents.length === 1;
  return brandedMail({
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: `Overdue account reminder from ${brand}`,
    brand,
    heading: `Your account with ${brand} has amounts overdue`,
    blocks: [
      { kind: 'paragraph', text: `Hello ${input.greet},` },
      {
        kind: 'paragraph',
        text:
          `Our records show ${one ? 'an amount' : 'some amounts'} on the account of ${input.companyName} ` +
          `past ${one ? 'its' : 'their'} due date. We would be grateful if you could arrange payment.`,
      },
      { kind: 'heading', text: 'Overdue' },
      {
        kind: 'fields',
        rows: documents.map((d) => ({
          label: documentLabel(d),
          value:
            `dated ${formatDateOnly(d.issuedDate)}, due ${formatDateOnly(d.dueDate)}, ` +
            `${daysText(d.daysOverdue)}, ${formatNZD(d.open)} owing`,
        })),
      },
      { kind: 'fields', rows: [{ label: 'Total overdue', value: formatNZD(reminderTotal(documents)) }] },
      { kind: 'heading', text: 'How to pay' },
      input.bankAccount
        ? {
            kind: 'fields',
            rows: [
              { label: 'Bank account', value: input.bankAccount },
              { label: 'Reference', value: input.code },
            ],
          }
        : { kind: 'paragraph', text: `Please get in touch to pay, quoting your reference ${input.code}.` },
      {
        kind: 'paragraph',
        text: 'If you have paid in the last few days, thank you, and please disregard this reminder.',
      },
      {
        kind: 'note',
        text: input.phone
          ? `Questions about your account? Call us on ${input.phone} or reply to this email.`
          : 'Questions about your account? Reply to this email.',
      },
    ],
  });
}

/**
 * Delivers 'receivables.reminder.mail' entries: mails the reminder recorded to the address it was recorded for,
 * with the business's name, bank account and phone as Settings have them now.
 */
export function reminderMailHandler(deps: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const { reminderId } = payload;
    if (typeof reminderId !== 'string') {
      throw new PermanentError('reminder mail: the outbox entry names no reminder');
    }
    const [reminder] = await deps.db
      .select({
        toEmail: paymentReminder.toEmail,
        documents: paymentReminder.documents,
        firstName: customer.firstName,
        companyName: customer.companyName,
        code: customer.code,
      })
      .from(paymentReminder)
      .innerJoin(customer, eq(customer.id, paymentReminder.customerId))
      .where(eq(paymentReminder.id, reminderId));
    if (!reminder) throw new PermanentError(`reminder mail: no reminder ${reminderId}`);
    const [business] = await deps.db
      .select({
        brand: settings.brand,
        bankAccount: settings.bankAccount,
        phone: settings.phone,
        email: settings.email,
      })
      .from(settings)
      .limit(1);
    await deps.mailer.send(
      reminderMail({
        to: reminder.toEmail,
        brand: business?.brand || 'Cleaver',
        greet: reminder.firstName.trim() || reminder.companyName,
        companyName: reminder.companyName,
        code: reminder.code,
        bankAccount: business?.bankAccount.trim() ?? '',
        phone: business?.phone.trim() ?? '',
        replyTo: business?.email.trim() ?? '',
        documents: reminder.documents as unknown as RemindedDocument[],
      }),
    );
  };
}
