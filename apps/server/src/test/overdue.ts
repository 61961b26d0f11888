import { aucklandParts } from '@cleaver/domain/dates';
import { cents, toDecimalString } from '@cleaver/domain/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { correctionNote, invoice, order } from '../db/schema.ts';

/** The instant a Pacific/Auckland wall-clock time falls on (NZST +12 or NZDT +13, whichever matches). */
export function auckland(date: string, time = '00:00:30'): Date {
  for (const offset of ['+13:00', '+12:00']) {
    const instant = new Date(`${date}T${time}${offset}`);
    const parts = aucklandParts(instant);
    const wall = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
    if (parts.day === Number(date.slice(8, 10)) && wall === time.slice(0, 5)) return instant;
  }
  throw new Error(`no Auckland instant for ${date} ${time}`);
}

/** Nothing the seed issued is overdue from here on: every invoice and note falls due in 2099. */
export async function nothingOverdue(db: Database): Promise<void> {
  await db.update(invoice).set({ dueDate: '2099-12-31' });
  await db.update(correctionNote).set({ dueDate: '2099-12-31' });
}

/**
 * An invoice of `amount` cents to the customer, due on `dueDate`, written straight into the ledger's table on an
 * order not yet invoiced (any customer's: the ledger goes by the invoice's customer). Answers its id and number.
 */
export async function overdueInvoice(
  db: Database,
  customerId: string,
  amount: number,
  dueDate: string,
  issuedAt: Date,
): Promise<{ id: string; number: number }> {
  const [open] = await db
    .select({ id: order.id })
    .from(order)
    .where(sql`not exists (select 1 from ${invoice} where ${invoice.orderId} = ${order.id})`)
    .limit(1);
  if (!open) throw new Error('no order left to invoice');
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${invoice.invoiceNumber}), 1000)::int + 1` })
    .from(invoice);
  const money = toDecimalString(cents(amount));
  const [issued] = await db
    .insert(invoice)
    .values({
      orderId: open.id,
      invoiceNumber: next,
      customerId,
      issuedAt,
      subTotal: money,
      freight: '0',
      cutting: '0',
      gst: '0',
      total: money,
      dueDate,
    })
    .returning({ id: invoice.id, number: invoice.invoiceNumber });
  if (!issued) throw new Error('the invoice was not written');
  return issued;
}

/** A debit note of `amount` cents on the invoice, due on `dueDate`. Answers its id and number. */
export async function overdueDebitNote(
  db: Database,
  on: { invoiceId: string; customerId: string },
  amount: number,
  dueDate: string,
  issuedAt: Date,
): Promise<{ id: string; number: number }> {
  const [found] = await db
    .select({ orderId: invoice.orderId })
    .from(invoice)
    .where(sql`${invoice.id} = ${on.invoiceId}`);
  const [{ number } = { number: 0 }] = await db
    .select({ number: sql<number>`coalesce(max(${correctionNote.number}), 0)::int + 1` })
    .from(correctionNote)
    .where(sql`${correctionNote.kind} = 'DEBIT'`);
  const money = toDecimalString(cents(amount));
  const [note] = await db
    .insert(correctionNote)
    .values({
      invoiceId: on.invoiceId,
      orderId: found!.orderId,
      customerId: on.customerId,
      kind: 'DEBIT',
      number,
      reason: 'OTHER',
      subTotal: money,
      gst: '0',
      total: money,
      content: {} as never,
      billedAfter: {} as never,
      actorName: 'Test',
      issuedAt,
      dueDate,
    })
    .returning({ id: correctionNote.id, number: correctionNote.number });
  if (!note) throw new Error('the debit note was not written');
  return note;
}
