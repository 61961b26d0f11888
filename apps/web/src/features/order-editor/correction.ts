import { type CorrectionKind, correctionReasonSchema, creditProblem } from '@cleaver/domain/corrections';
import { billedQuantity } from '@cleaver/domain/invoice';
import { type Cents, cents } from '@cleaver/domain/money';
import { parseQuantity, toUnit, unitLabel } from '@cleaver/domain/quantity';
import { z } from 'zod';
import type { AdminOrder, AdminOrderLine } from './api/admin-order';

/** Why staff correct an invoice and whether the customer is mailed the note: both correction dialogs' form. */
export const correctionFormSchema = z.object({ sendCustomerEmail: z.boolean() }).and(correctionReasonSchema);
export type CorrectionFormValues = z.input<typeof correctionFormSchema>;
/** As the server takes it (InvoiceCorrectionInput): a reason of the list, staff's words or null, the mail. */
export type CorrectionAnswer = z.output<typeof correctionFormSchema>;

/**
 * What an invoiced order bills with GST as stored and after a save at `total` with `status`: a cancelled order
 * bills nothing (cancelling credits everything billed).
 */
export function billedChange(
  order: { status: string; totals: { total: number } },
  status: string,
  total: number,
): { before: Cents; after: Cents } {
  return {
    before: cents(order.status === 'CANCELLED' ? 0 : order.totals.total),
    after: cents(status === 'CANCELLED' ? 0 : total),
  };
}

/** The note a change of what is billed issues: a credit note when it goes down, else a debit note. */
export function noteKind(before: number, after: number): CorrectionKind {
  return after < before ? 'CREDIT' : 'DEBIT';
}

type Note = AdminOrder['correctionNotes'][number];

/** The note a save or a return issued: the newest of the order's notes that was not on it before; null for none. */
export function issuedNote(before: readonly Note[], after: readonly Note[]): Note | null {
  const known = new Set(before.map((note) => note.id));
  return after.findLast((note) => !known.has(note.id)) ?? null;
}

/** The snackbar's words for a note issued: 'Credit note CN-0007 issued.'. */
export function noteIssuedText(note: Note): string {
  return `${note.kind === 'CREDIT' ? 'Credit' : 'Debit'} note ${note.number} issued.`;
}

/** What a Returned field holds: how much came back, or why it cannot be credited (null while it is empty). */
export type ReturnedReading =
  | { returned: number; problem: null }
  | { returned: null; problem: string | null };

/**
 * Reads a Credit / Return quantity typed for a line billed at `billed` (in `unit`), by the server's own rule
 * (creditProblem): more than nothing, whole units unless sold by weight, at most what is billed on the line.
 */
export function readReturned(text: string, billed: number, unit: string): ReturnedReading {
  if (text.trim() === '') return { returned: null, problem: null };
  const returned = parseQuantity(text);
  if (returned === null) return { returned: null, problem: 'Enter a number like 1.5.' };
  const problem = creditProblem(billed, returned, unit);
  return problem === null ? { returned, problem: null } : { returned: null, problem };
}

/**
 * The stored line a Credit / Return is recorded on, for the card of `productId`: on an invoiced order that is not
 * cancelled, a saved line with something still billed; null for any other (a line added and not saved yet).
 */
export function returnableLine(order: AdminOrder | null, productId: string): AdminOrderLine | null {
  if (!order?.invoice || order.status === 'CANCELLED') return null;
  const line = order.lines.find((candidate) => (candidate.productId ?? candidate.id) === productId);
  return line && lineBilled(line) > 0 ? line : null;
}

/** What the invoice and its notes bill on a line now: its packed weight, or its quantity where none was packed. */
export function lineBilled(line: Pick<AdminOrderLine, 'quantity' | 'packedWeight'>): number {
  return billedQuantity({ quantity: line.quantity, packedWeight: line.packedWeight });
}

/** A unit as fields and figures name it: 'KG', 'Each', 'CTN'; an unknown one as stored. */
export function unitText(unit: string): string {
  const known = toUnit(unit);
  return known ? unitLabel(known) : unit;
}
