import { toCents } from '@cleaver/domain/money';
import { nextPeriod, periodEnd, periodStart } from '@cleaver/domain/statement-period';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { correctionNote, customer, invoice, payment, paymentAllocation } from '../../db/schema.ts';
import type { LedgerRows } from './ledger-book.ts';

// Every customer's ledger rows up to a month's end in one read per table, for sending a month's statements to
// hundreds of customers without four queries each. ledger-rows.ts reads one customer's rows the same way.

export type StatementCustomer = typeof customer.$inferSelect;

/** Customers not archived: the ones statements are sent to. */
export async function statementCustomers(executor: Executor): Promise<StatementCustomer[]> {
  return executor.select().from(customer).where(isNull(customer.archivedAt));
}

/**
 * The ledger rows of the customers named, as far as the month's last day (Pacific/Auckland): documents issued and
 * payments received by then; reversals after it are left to rowsAsAt (statement-book.ts), which reads them as not
 * yet reversed.
 */
export async function ledgerRowsUpTo(
  executor: Executor,
  customerIds: readonly string[],
  period: string,
): Promise<Map<string, LedgerRows>> {
  const rowsOf = new Map<string, LedgerRows>(
    customerIds.map((id) => [id, { invoices: [], notes: [], payments: [], allocations: [] }]),
  );
  if (customerIds.length === 0) return rowsOf;
  // Auckland midnight starting the next month, as an instant.
  const before = sql`(${periodStart(nextPeriod(period))}::timestamp at time zone 'Pacific/Auckland')`;
  const ids = [...customerIds];
  const invoices = await executor
    .select({
      customerId: invoice.customerId,
      id: invoice.id,
      number: invoice.invoiceNumber,
      orderId: invoice.orderId,
      issuedAt: invoice.issuedAt,
      total: invoice.total,
      dueDate: invoice.dueDate,
    })
    .from(invoice)
    .where(and(inArray(invoice.customerId, ids), sql`${invoice.issuedAt} < ${before}`));
  const notes = await executor
    .select({
      customerId: invoice.customerId,
      id: correctionNote.id,
      kind: correctionNote.kind,
      number: correctionNote.number,
      invoiceId: correctionNote.invoiceId,
      issuedAt: correctionNote.issuedAt,
      total: correctionNote.total,
      dueDate: correctionNote.dueDate,
      reason: sql<string>`${correctionNote.content}->>'reason'`,
    })
    .from(correctionNote)
    .innerJoin(invoice, eq(invoice.id, correctionNote.invoiceId))
    .where(and(inArray(invoice.customerId, ids), sql`${correctionNote.issuedAt} < ${before}`));
  const payments = await executor
    .select()
    .from(payment)
    .where(and(inArray(payment.customerId, ids), lte(payment.receivedOn, periodEnd(period))));
  const allocations = await executor
    .select({
      customerId: payment.customerId,
      paymentId: paymentAllocation.paymentId,
      invoiceId: paymentAllocation.invoiceId,
      noteId: paymentAllocation.noteId,
      amount: paymentAllocation.amount,
    })
    .from(paymentAllocation)
    .innerJoin(payment, eq(payment.id, paymentAllocation.paymentId))
    .where(and(inArray(payment.customerId, ids), lte(payment.receivedOn, periodEnd(period))));
  const push = <K extends keyof LedgerRows>(
    customerId: string | null,
    key: K,
    row: LedgerRows[K][number],
  ) => {
    const rows = customerId ? rowsOf.get(customerId) : undefined;
    if (rows) (rows[key] as Array<LedgerRows[K][number]>).push(row);
  };
  for (const { customerId, ...i } of invoices)
    push(customerId, 'invoices', { ...i, total: toCents(i.total) });
  for (const { customerId, ...n } of notes) {
    push(customerId, 'notes', { ...n, total: toCents(n.total), reason: n.reason ?? '' });
  }
  for (const p of payments) {
    push(p.customerId, 'payments', {
      id: p.id,
      receivedOn: p.receivedOn,
      createdAt: p.createdAt,
      amount: toCents(p.amount),
      method: p.method,
      reference: p.reference,
      actorName: p.actorName,
      reversedAt: p.reversedAt,
      reversedReason: p.reversedReason,
      reversedByName: p.reversedByName,
    });
  }
  for (const { customerId, ...a } of allocations)
    push(customerId, 'allocations', { ...a, amount: toCents(a.amount) });
  return rowsOf;
}
