import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import {
  type BilledLine,
  type BilledState,
  type CorrectionKind,
  type CorrectionReason,
  correctionBetween,
  reasonText,
} from '@cleaver/domain/corrections';
import { aucklandDateString } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { invoiceFromOrder } from '@cleaver/domain/invoice';
import { cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { shortOrderId } from '@cleaver/domain/status';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  type CorrectionNoteContent,
  correctionNote,
  invoice,
  order,
  orderLine,
  settings,
} from '../../db/schema.ts';
import { type Actor, actorName } from '../../db/staff-change.ts';
import type { OrderSync } from '../../integrations/order-sync.ts';
import { queueNoteMail } from './correction-note-mail.ts';
import { buyerNow, invoiceSourceLines, supplierOf } from './invoice-documents.ts';
import { paymentNow } from './payment-terms.ts';

type InvoiceRow = typeof invoice.$inferSelect;
type OrderRow = typeof order.$inferSelect;
type LineRow = typeof orderLine.$inferSelect;
export type CorrectionNoteRow = typeof correctionNote.$inferSelect;

// The transaction-scoped advisory locks each note series is numbered under (fixed bigints, used for nothing else).
const NOTE_NUMBER_LOCK: Readonly<Record<CorrectionKind, number>> = {
  CREDIT: 5_207_130_021,
  DEBIT: 5_207_130_022,
};

/** Why staff corrected the invoice: one of the list and, for Other (or to say more), their words. */
export type NoteReason = { reason: CorrectionReason; reasonText: string | null };

/** What an order bills now, line by line, keyed by the order line's id. */
export function billedNow(current: OrderRow, lines: readonly LineRow[]): BilledState {
  const freight = toCents(current.freight);
  const cutting = toCents(current.cutting);
  if (current.status === 'CANCELLED') return { lines: [], freight: cents(0), cutting: cents(0) };
  const bill = invoiceFromOrder({
    lines: invoiceSourceLines(lines),
    freight,
    cutting,
  });
  return {
    lines: keyed(
      bill.lines,
      lines.map((l) => l.id),
    ),
    freight,
    cutting,
  };
}

function keyed(lines: readonly Omit<BilledLine, 'key'>[], keys: readonly string[]): BilledLine[] {
  return lines.map((line, i) => ({ ...line, key: keys[i] ?? `invoice-line-${i}` }));
}

/**
 * What the invoice billed, keyed as {@link billedNow} keys the order: the invoice's lines were written from the
 * order's lines in position order, and any later change to what is billed issues a note, so while the order's
 * lines still read the same products in the same order they are the invoice's lines. Otherwise (an invoice
 * from before notes, revised since) each invoice line gets a key of its own: a note then lists every line as
 * removed and added again, and its totals are still exact.
 */
function billedByInvoice(row: InvoiceRow, lines: readonly LineRow[]): BilledState {
  const content = row.content?.lines ?? [];
  const sameLines =
    content.length === lines.length &&
    content.every((l, i) => l.productCode === lines[i]?.productCode && l.unit === lines[i]?.unit);
  const billed = content.map((l) => ({
    productName: l.productName,
    productCode: l.productCode,
    unit: l.unit,
    quantity: l.quantity,
    unitPrice: cents(l.unitPrice),
    amount: cents(l.amount),
    gst: cents(l.gst),
  }));
  return {
    lines: keyed(billed, sameLines ? lines.map((l) => l.id) : []),
    freight: toCents(row.freight),
    cutting: toCents(row.cutting),
  };
}

/**
 * Credit and debit notes (decision 026): the one place they are issued. `issueIfBilledChanged` runs inside the
 * transaction that changed the order, after the change: it compares what the order bills now with what was
 * billed so far (the invoice, or the state after its latest note) and, when they differ, numbers and stores the
 * note. The invoice itself is never written.
 */
export class CorrectionNotes {
  constructor(private readonly deps: { orderSync: Pick<OrderSync, 'queue'> }) {}

  /**
   * What was billed so far: the state after the invoice's latest note, or the invoice's own lines; null for an
   * invoice kept without its lines (from before the ledger kept them) and no note yet.
   */
  private async billedSoFar(
    tx: Executor,
    row: InvoiceRow,
    lines: readonly LineRow[],
  ): Promise<BilledState | null> {
    const [latest] = await tx
      .select({ billedAfter: correctionNote.billedAfter })
      .from(correctionNote)
      .where(eq(correctionNote.invoiceId, row.id))
      .orderBy(desc(correctionNote.issuedAt), desc(correctionNote.createdAt))
      .limit(1);
    if (latest) return latest.billedAfter;
    return row.content ? billedByInvoice(row, lines) : null;
  }

  /**
   * What the order's invoice has billed so far, read before a change to the order (null when it has no invoice).
   * Pass it to {@link issueIfBilledChanged}: for an invoice kept without its lines, the order as it stands before
   * the change is what was billed (such invoices were revised with every change, so their totals are the order's).
   */
  async billedBeforeChange(tx: Transaction, orderId: string): Promise<BilledState | null> {
    const [row] = await tx.select().from(invoice).where(eq(invoice.orderId, orderId));
    if (!row) return null;
    const [current] = await tx.select().from(order).where(eq(order.id, orderId));
    if (!current) return null;
    const lines = await tx
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, orderId))
      .orderBy(asc(orderLine.position));
    return (await this.billedSoFar(tx, row, lines)) ?? billedNow(current, lines);
  }

  /**
   * Issues the note that takes what the order's invoice billed so far to what the order bills now, inside `tx`
   * (which holds the order's row lock), or returns null when the order has no invoice or bills the same.
   * `before` is {@link billedBeforeChange}, read in the same transaction before the change. A note needs a
   * reason: without one (`why` null) the change is refused. The note goes to the accounting system with the
   * transaction (an invoice update, the order as it bills now: the middleware knows no notes) and, when asked,
   * to the customer by mail.
   */
  async issueIfBilledChanged(
    tx: Transaction,
    actor: Actor & { userId?: string | null },
    orderId: string,
    why: NoteReason | null,
    before: BilledState | null,
    options: { sendCustomerEmail?: boolean } = {},
  ): Promise<CorrectionNoteRow | null> {
    const [row] = await tx.select().from(invoice).where(eq(invoice.orderId, orderId)).for('update');
    if (!row) return null;
    const [current] = await tx.select().from(order).where(eq(order.id, orderId));
    if (!current) return null;
    const lines = await tx
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, orderId))
      .orderBy(asc(orderLine.position));
    const billed = (await this.billedSoFar(tx, row, lines)) ?? before;
    // An invoice without its lines and no bill read before the change: a note would bill every line again.
    if (!billed) throw new Error(`Invoice ${row.invoiceNumber} has no lines: read billedBeforeChange first`);
    const after = billedNow(current, lines);
    const correction = correctionBetween(billed, after);
    if (!correction) return null;
    if (!why) throw new DomainError('BAD_INPUT', ADMIN_MESSAGES.correctionReasonMissing);

    // The number: max + 1 of the series under its lock, held until commit, the time of issue read after it, so
    // numbers rise with issued_at and a rollback leaves no gap.
    await tx.execute(sql`select pg_advisory_xact_lock(${NOTE_NUMBER_LOCK[correction.kind]}::bigint)`);
    const result = (await tx.execute(
      sql`select coalesce(max(number), 0) + 1 as number, clock_timestamp() as at
        from correction_note where kind = ${correction.kind}`,
    )) as unknown as { rows: Array<{ number: number | string; at: Date | string }> };
    const next = result.rows[0];
    if (!next) throw new Error('No note number');
    const issuedAt = new Date(next.at);
    // A debit note is owed as an invoice is: due by the customer's terms as they are when it is issued.
    const owed = correction.kind === 'DEBIT' ? await paymentNow(tx, current.customerId, issuedAt) : null;
    const content: CorrectionNoteContent = {
      // An invoice kept without its content printed from today's settings and customer: its note says the same.
      supplier: row.content?.supplier ?? supplierOf((await tx.select().from(settings).limit(1))[0]),
      buyer: row.content?.buyer ?? (await buyerNow(tx, current)),
      invoice: { number: row.invoiceNumber, issuedDate: aucklandDateString(row.issuedAt) },
      orderShortId: shortOrderId(current.id),
      purchaseOrder: current.purchaseOrder,
      reason: reasonText(why.reason, why.reasonText),
      correction,
      ...(owed ?? {}),
    };
    const [note] = await tx
      .insert(correctionNote)
      .values({
        invoiceId: row.id,
        orderId,
        customerId: current.customerId,
        kind: correction.kind,
        number: Number(next.number),
        issuedAt,
        reason: why.reason,
        reasonText: why.reasonText,
        subTotal: toDecimalString(correction.subTotal),
        gst: toDecimalString(correction.gst),
        total: toDecimalString(correction.total),
        content,
        billedAfter: after,
        dueDate: owed?.dueDate ?? null,
        actorUserId: actor.userId ?? null,
        actorName: actorName(actor),
      })
      .returning();
    if (!note) throw new Error('The note was not stored');
    await this.deps.orderSync.queue(tx, 'accounting.invoice.update', orderId, {
      invoiceId: row.id,
      noteId: note.id,
    });
    if (options.sendCustomerEmail) await queueNoteMail(tx, note.id);
    return note;
  }
}
