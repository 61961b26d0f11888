import { noteNumber } from '@cleaver/domain/corrections';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents } from '@cleaver/domain/money';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customer, outbox, paymentReminder, paymentReminderDocument, settings } from '../../db/schema.ts';
import { lockAccount } from './ledger-rows.ts';

/** The outbox topic of overdue reminder mails: the mail goes out after the reminder is recorded. */
export const REMINDER_MAIL_TOPIC = 'receivables.reminder.mail';

/** A document as a reminder listed it; kept in payment_reminder.documents, so staff see what was sent. */
export type RemindedDocument = {
  id: string;
  kind: 'INVOICE' | 'DEBIT_NOTE';
  /** As printed: 1042, DN-0001. */
  number: string;
  issuedDate: string;
  dueDate: string;
  daysOverdue: number;
  /** Cents still owed on the day of the reminder. */
  open: Cents;
};

export type ReminderView = {
  id: string;
  customerId: string;
  sentOn: string;
  toEmail: string;
  documents: RemindedDocument[];
  total: Cents;
};

type DueRow = {
  customer_id: string;
  email: string;
  id: string;
  kind: 'INVOICE' | 'DEBIT_NOTE';
  number: number | string;
  issued_date: string;
  due_date: string;
  days: number | string;
  open: number | string;
};

/**
 * The invoices and debit notes due a reminder on `today` (YYYY-MM-DD, Auckland): something still owed on them, at
 * least `afterDays` days past due, and not listed by a reminder in the last `afterDays` days; of customers not
 * archived and with an email address. Open amounts are worked out as the receivables list does (receivables-sql.ts).
 * One statement for every customer, or one customer's when `customerId` is given; by customer, oldest due first.
 */
async function dueDocuments(
  executor: Executor,
  today: string,
  afterDays: number,
  customerId?: string,
): Promise<DueRow[]> {
  const day = sql`${today}::date`;
  const holders = sql`select id, email from customer
    where archived_at is null and btrim(email) <> '' ${customerId ? sql`and id = ${customerId}` : sql``}`;
  const result = (await executor.execute(sql`
    with holders as (${holders}),
    credited as (
      select n.invoice_id, sum(n.total) as amount
      from correction_note n join invoice i on i.id = n.invoice_id join holders h on h.id = i.customer_id
      where n.kind = 'CREDIT' group by n.invoice_id),
    allocated as (
      select a.invoice_id, a.note_id, sum(a.amount) as amount
      from payment_allocation a join payment p on p.id = a.payment_id join holders h on h.id = p.customer_id
      where p.reversed_at is null group by a.invoice_id, a.note_id),
    documents as (
      select i.customer_id, h.email, i.id, 'INVOICE' as kind, i.invoice_number as number,
        (i.issued_at at time zone 'Pacific/Auckland')::date as issued_date,
        coalesce(i.due_date, (i.issued_at at time zone 'Pacific/Auckland')::date) as due_date,
        i.total - coalesce(c.amount, 0) - coalesce(a.amount, 0) as open,
        exists (select 1 from payment_reminder_document r
          where r.invoice_id = i.id and r.sent_on > ${day} - ${afterDays}::int) as reminded
      from invoice i join holders h on h.id = i.customer_id
        left join credited c on c.invoice_id = i.id
        left join allocated a on a.invoice_id = i.id
      union all
      select i.customer_id, h.email, n.id, 'DEBIT_NOTE', n.number,
        (n.issued_at at time zone 'Pacific/Auckland')::date,
        coalesce(n.due_date, (n.issued_at at time zone 'Pacific/Auckland')::date),
        n.total - coalesce(a.amount, 0),
        exists (select 1 from payment_reminder_document r
          where r.note_id = n.id and r.sent_on > ${day} - ${afterDays}::int)
      from correction_note n join invoice i on i.id = n.invoice_id join holders h on h.id = i.customer_id
        left join allocated a on a.note_id = n.id
      where n.kind = 'DEBIT')
    select customer_id, email, id, kind, number, issued_date::text as issued_date, due_date::text as due_date,
      ${day} - due_date as days, (open * 100)::bigint as open
    from documents
    where open > 0 and ${day} - due_date >= ${afterDays}::int and not reminded
    order by customer_id, due_date, issued_date, kind, number`)) as unknown as { rows: DueRow[] };
  return result.rows;
}

function remindedOf(row: DueRow): RemindedDocument {
  const number = Number(row.number);
  return {
    id: row.id,
    kind: row.kind,
    number: row.kind === 'INVOICE' ? String(number) : noteNumber('DEBIT', number),
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    daysOverdue: Number(row.days),
    open: cents(Number(row.open)),
  };
}

export function reminderTotal(documents: readonly RemindedDocument[]): Cents {
  return cents(documents.reduce((sum, d) => sum + d.open, 0));
}

/**
 * Overdue reminders (issue 46): Settings' `reminderAfterDays` (N; empty: none) days after a document's due date,
 * the customer gets one mail listing every document then overdue that no reminder listed in the last N days, so a
 * document is reminded at most once every N days. Each reminder is recorded with its documents in the transaction
 * that queues its mail through the outbox.
 */
export class PaymentReminders {
  constructor(private readonly deps: { db: Database }) {}

  /**
   * Records and queues the reminders due on `today` (YYYY-MM-DD, Auckland); answers how many customers were
   * reminded. Safe to run twice, at once or one after the other: each customer is reminded under their account lock
   * and at most once a day (the unique customer and day of payment_reminder).
   */
  async send(today: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ afterDays: settings.reminderAfterDays })
      .from(settings)
      .limit(1);
    const afterDays = row?.afterDays ?? null;
    if (afterDays === null) return 0;
    const due = await dueDocuments(this.deps.db, today, afterDays);
    const customers = [...new Set(due.map((d) => d.customer_id))];
    let reminded = 0;
    for (const customerId of customers) {
      if (await this.remind(customerId, today, afterDays)) reminded += 1;
    }
    return reminded;
  }

  /** One customer's reminder, read again under their account lock (a payment recorded meanwhile counts). */
  private async remind(customerId: string, today: string, afterDays: number): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      await lockAccount(tx, customerId);
      const due = await dueDocuments(tx, today, afterDays, customerId);
      const [first] = due;
      if (!first) return false;
      const documents = due.map(remindedOf);
      const [reminder] = await tx
        .insert(paymentReminder)
        .values({ customerId, sentOn: today, toEmail: first.email.trim(), documents })
        .onConflictDoNothing()
        .returning({ id: paymentReminder.id });
      if (!reminder) return false;
      await tx.insert(paymentReminderDocument).values(
        documents.map((d) => ({
          reminderId: reminder.id,
          invoiceId: d.kind === 'INVOICE' ? d.id : null,
          noteId: d.kind === 'INVOICE' ? null : d.id,
          sentOn: today,
        })),
      );
      await tx
        .insert(outbox)
        .values({
          topic: REMINDER_MAIL_TOPIC,
          subject: `reminder:${reminder.id}`,
          payload: { reminderId: reminder.id },
          idempotencyKey: `reminder:${customerId}:${today}`,
        })
        .onConflictDoNothing();
      return true;
    });
  }

  /** The reminders a customer was sent, newest first; NOT_FOUND for an unknown customer. */
  async remindersOf(customerId: string): Promise<ReminderView[]> {
    const [holder] = await this.deps.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (!holder) throw new DomainError('NOT_FOUND');
    const rows = await this.deps.db
      .select()
      .from(paymentReminder)
      .where(eq(paymentReminder.customerId, customerId))
      .orderBy(desc(paymentReminder.sentOn));
    return rows.map((row) => {
      const documents = row.documents as unknown as RemindedDocument[];
      return {
        id: row.id,
        customerId: row.customerId,
        sentOn: row.sentOn,
        toEmail: row.toEmail,
        documents,
        total: reminderTotal(documents),
      };
    });
  }
}
