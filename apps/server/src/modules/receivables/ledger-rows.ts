import { toCents } from '@cleaver/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { correctionNote, customer, invoice, payment, paymentAllocation, settings } from '../../db/schema.ts';
import type { LedgerRows } from './ledger-book.ts';

// The transaction-scoped advisory lock class a customer's payments are written under (two-int form: the class, then
// a hash of the customer's id), so two payments for one customer allocate one after the other.
const ACCOUNT_LOCK_CLASS = 520_713_003;

/** Holds the customer's account lock until the transaction ends. */
export async function lockAccount(tx: Transaction, customerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(ACCOUNT_LOCK_CLASS))}, hashtext(${customerId}::text))`,
  );
}

export type AccountHolder = Pick<
  typeof customer.$inferSelect,
  'id' | 'companyName' | 'code' | 'paymentTerms' | 'creditLimit' | 'onStop' | 'onStopReason' | 'archivedAt'
>;

export async function accountHolder(executor: Executor, customerId: string): Promise<AccountHolder | null> {
  const [row] = await executor
    .select({
      id: customer.id,
      companyName: customer.companyName,
      code: customer.code,
      paymentTerms: customer.paymentTerms,
      creditLimit: customer.creditLimit,
      onStop: customer.onStop,
      onStopReason: customer.onStopReason,
      archivedAt: customer.archivedAt,
    })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row ?? null;
}

/** The terms of customers without their own (Settings). */
export async function defaultTerms(executor: Executor): Promise<string> {
  const [row] = await executor.select({ terms: settings.paymentTerms }).from(settings).limit(1);
  return row?.terms ?? 'TWENTIETH_FOLLOWING';
}

/**
 * A customer's invoices, the credit and debit notes on them, their payments and what each payment went to. A note
 * belongs to the customer its invoice was issued to.
 */
export async function ledgerRows(executor: Executor, customerId: string): Promise<LedgerRows> {
  const invoices = await executor
    .select({
      id: invoice.id,
      number: invoice.invoiceNumber,
      orderId: invoice.orderId,
      issuedAt: invoice.issuedAt,
      total: invoice.total,
      dueDate: invoice.dueDate,
    })
    .from(invoice)
    .where(eq(invoice.customerId, customerId));
  const notes = await executor
    .select({
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
    .where(eq(invoice.customerId, customerId));
  const payments = await executor.select().from(payment).where(eq(payment.customerId, customerId));
  const allocations = await executor
    .select({
      paymentId: paymentAllocation.paymentId,
      invoiceId: paymentAllocation.invoiceId,
      noteId: paymentAllocation.noteId,
      amount: paymentAllocation.amount,
    })
    .from(paymentAllocation)
    .innerJoin(payment, eq(payment.id, paymentAllocation.paymentId))
    .where(eq(payment.customerId, customerId));
  return {
    invoices: invoices.map((i) => ({ ...i, total: toCents(i.total) })),
    notes: notes.map((n) => ({ ...n, total: toCents(n.total), reason: n.reason ?? '' })),
    payments: payments.map((p) => ({
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
    })),
    allocations: allocations.map((a) => ({ ...a, amount: toCents(a.amount) })),
  };
}
