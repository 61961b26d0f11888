import { type BankCsvLine, bankMatchHints, proposeBankMatch } from '@cleaver/domain/bank-csv';
import { noteNumber } from '@cleaver/domain/corrections';
import { DomainError } from '@cleaver/domain/errors';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { bankLine, correctionNote, customer, invoice, payment } from '../../db/schema.ts';

export type BankLineStatus = 'OPEN' | 'MATCHED' | 'IGNORED';

/** Who a bank line is proposed as from, with the documents it pays, and why. */
export type BankLineProposal = {
  customerId: string;
  companyName: string;
  customerCode: string;
  documents: Array<{ id: string; number: string }>;
  reason: string;
};

const ALREADY: Readonly<Record<Exclude<BankLineStatus, 'OPEN'>, string>> = {
  MATCHED: 'This bank line is already matched to a payment.',
  IGNORED: 'This bank line was ignored.',
};

/**
 * Locks an open bank line for the payment about to be recorded from it, so a second confirmation of the same line
 * waits, then is refused; NOT_FOUND, or BAD_INPUT when it is matched or ignored already.
 */
export async function claimBankLine(tx: Transaction, key: string): Promise<void> {
  const [line] = await tx
    .select({ status: bankLine.status })
    .from(bankLine)
    .where(eq(bankLine.key, key))
    .for('update');
  if (!line) throw new DomainError('NOT_FOUND', 'This bank line was not found.');
  if (line.status !== 'OPEN')
    throw new DomainError('BAD_INPUT', ALREADY[line.status as 'MATCHED' | 'IGNORED']);
}

/** Marks a claimed line matched to the payment recorded from it. */
export async function matchBankLine(tx: Transaction, key: string, paymentId: string): Promise<void> {
  await tx.update(bankLine).set({ status: 'MATCHED', paymentId }).where(eq(bankLine.key, key));
}

/**
 * A payment recorded from a bank line was reversed: the line is open again, to be matched to the right customer,
 * and the reversed payment lets go of the line's key (kept unique across payments so a line is paid once).
 */
export async function reopenBankLineOf(tx: Transaction, paymentId: string): Promise<void> {
  const [reopened] = await tx
    .update(bankLine)
    .set({ status: 'OPEN', paymentId: null })
    .where(eq(bankLine.paymentId, paymentId))
    .returning({ key: bankLine.key });
  if (reopened) await tx.update(payment).set({ bankLineKey: null }).where(eq(payment.id, paymentId));
}

/** The proposals for lines, each by its key: document numbers and customer codes looked up in a few statements. */
export async function proposalsFor(
  executor: Executor,
  lines: ReadonlyArray<Pick<BankCsvLine, 'key' | 'particulars' | 'code' | 'reference' | 'otherParty'>>,
): Promise<Map<string, BankLineProposal>> {
  const hints = new Map(lines.map((l) => [l.key, bankMatchHints(l)]));
  const all = [...hints.values()].flat();
  const invoiceNumbers = [
    ...new Set(all.flatMap((h) => (h.kind === 'INVOICE' && h.number <= 2_147_483_647 ? [h.number] : []))),
  ];
  const noteNumbers = [
    ...new Set(all.flatMap((h) => (h.kind === 'DEBIT_NOTE' ? [Number(h.number.slice(3))] : []))),
  ];
  const codes = [...new Set(all.flatMap((h) => (h.kind === 'CODE' ? [h.code] : [])))];
  const [invoices, notes, customers] = await Promise.all([
    invoiceNumbers.length === 0
      ? []
      : executor
          .select({ number: invoice.invoiceNumber, id: invoice.id, customerId: invoice.customerId })
          .from(invoice)
          .where(inArray(invoice.invoiceNumber, invoiceNumbers)),
    noteNumbers.length === 0
      ? []
      : executor
          .select({
            number: correctionNote.number,
            id: correctionNote.id,
            customerId: correctionNote.customerId,
          })
          .from(correctionNote)
          .where(and(eq(correctionNote.kind, 'DEBIT'), inArray(correctionNote.number, noteNumbers))),
    codes.length === 0
      ? []
      : executor
          .select({ code: customer.code, id: customer.id })
          .from(customer)
          .where(and(inArray(sql`upper(${customer.code})`, codes), isNull(customer.archivedAt))),
  ]);
  const found = {
    invoices: invoices.flatMap((d) => (d.customerId ? [{ ...d, customerId: d.customerId }] : [])),
    debitNotes: notes.flatMap((d) =>
      d.customerId ? [{ id: d.id, customerId: d.customerId, number: noteNumber('DEBIT', d.number) }] : [],
    ),
    customers,
  };
  const proposals = new Map<string, ReturnType<typeof proposeBankMatch>>();
  for (const [key, lineHints] of hints) proposals.set(key, proposeBankMatch(lineHints, found));
  const customerIds = [...new Set([...proposals.values()].flatMap((p) => (p ? [p.customerId] : [])))];
  const holders =
    customerIds.length === 0
      ? []
      : await executor
          .select({ id: customer.id, companyName: customer.companyName, code: customer.code })
          .from(customer)
          .where(inArray(customer.id, customerIds));
  const holderById = new Map(holders.map((h) => [h.id, h]));
  const numberOf = new Map([
    ...found.invoices.map((d) => [d.id, String(d.number)] as const),
    ...found.debitNotes.map((d) => [d.id, d.number] as const),
  ]);
  const answer = new Map<string, BankLineProposal>();
  for (const [key, proposal] of proposals) {
    const holder = proposal ? holderById.get(proposal.customerId) : undefined;
    if (!proposal || !holder) continue;
    answer.set(key, {
      customerId: holder.id,
      companyName: holder.companyName,
      customerCode: holder.code,
      documents: proposal.documentIds.map((id) => ({ id, number: numberOf.get(id) ?? '' })),
      reason: proposal.reason,
    });
  }
  return answer;
}
