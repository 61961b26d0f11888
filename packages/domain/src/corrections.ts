import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { gstOn } from './gst.ts';
import type { InvoiceLine } from './invoice.ts';
import { type Cents, cents, sumCents, ZERO } from './money.ts';
import { toThousandths, toUnit, unitLabel } from './quantity.ts';

/**
 * Supply correction information (GST Act s 19N): once an order is invoiced the invoice never changes; a change to
 * what is billed is issued as a credit note (the amount went down) or a debit note (it went up) that refers to
 * the invoice. Pure: the server works out what is billed now and what was billed so far (the invoice, then the
 * state after its latest note) and stores what {@link correctionBetween} returns.
 *
 * Every figure of a note is the difference of two bills' own figures: a line's amount after minus before, its
 * GST after minus before (each rounded per line as the invoice rounds it, never GST on the difference). So for
 * any sequence of changes, the invoice's total plus the debit notes minus the credit notes is exactly what the
 * order bills now, to the cent.
 */

/** Why a note was issued; staff choose one (Other needs words of their own). */
export const CORRECTION_REASONS = [
  'RETURNED',
  'SHORT_SHIPPED',
  'WEIGHT_CORRECTED',
  'PRICE_CORRECTED',
  'CANCELLED',
  'OTHER',
] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/** How each reason prints on the note and reads on screen. */
export const CORRECTION_REASON_LABELS: Readonly<Record<CorrectionReason, string>> = {
  RETURNED: 'Returned',
  SHORT_SHIPPED: 'Short-shipped',
  WEIGHT_CORRECTED: 'Weight corrected',
  PRICE_CORRECTED: 'Price corrected',
  CANCELLED: 'Order cancelled',
  OTHER: 'Other',
};

/** A credit note takes money off the customer's account; a debit note adds to it. */
export type CorrectionKind = 'CREDIT' | 'DEBIT';

/** A billed line with the key that follows it from one bill to the next (the order line's id). */
export type BilledLine = InvoiceLine & { key: string };

/** What an order bills at one moment: the invoice's figures, or the state after a note. Excl. GST but `gst`. */
export type BilledState = { lines: readonly BilledLine[]; freight: Cents; cutting: Cents };

/** One side of a changed line: as billed before the note, or after it. */
export type CorrectionSide = { quantity: number; unitPrice: Cents; amount: Cents; gst: Cents };

/** A line the note changes, with before → after; `amount` and `gst` are after − before (negative: credited). */
export type CorrectionLine = {
  key: string;
  productName: string;
  productCode: string;
  unit: string;
  /** Null: the line was not billed before (added). */
  before: CorrectionSide | null;
  /** Null: the line is no longer billed (removed, or the order cancelled). */
  after: CorrectionSide | null;
  amount: Cents;
  gst: Cents;
};

/** Freight or cutting when it changed: before → after excl. GST; `amount` and `gst` are after − before. */
export type CorrectionCharge = { before: Cents; after: Cents; amount: Cents; gst: Cents };

export type Correction = {
  kind: CorrectionKind;
  lines: CorrectionLine[];
  freight: CorrectionCharge | null;
  cutting: CorrectionCharge | null;
  /**
   * As the note prints them, in its direction: amounts credited (a credit note) or debited (a debit note). The
   * total is never negative; a part can be, when it moved the other way (lines down, freight up more). `subTotal`
   * is the lines' part.
   */
  subTotal: Cents;
  gst: Cents;
  total: Cents;
  /** The same total with its direction: what the note does to the customer's balance (negative for a credit). */
  balanceChange: Cents;
};

function side(line: BilledLine): CorrectionSide {
  return { quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount, gst: line.gst };
}

function sameSide(a: CorrectionSide, b: CorrectionSide): boolean {
  return (
    toThousandths(a.quantity) === toThousandths(b.quantity) &&
    a.unitPrice === b.unitPrice &&
    a.amount === b.amount &&
    a.gst === b.gst
  );
}

function charge(before: Cents, after: Cents): CorrectionCharge | null {
  if (before === after) return null;
  return { before, after, amount: cents(after - before), gst: cents(gstOn(after) - gstOn(before)) };
}

/**
 * The note that takes what was billed (`billed`) to what the order bills now (`current`), or null when nothing
 * billed changed (a note, PO or address edit). Lines follow their `key`; lines the note leaves alone are not on
 * it. CREDIT when the total goes down, DEBIT when it goes up; a change that moves lines but not the total (one
 * line up exactly as much as another went down) is issued as a debit note of $0.00, so it is still on record.
 */
export function correctionBetween(billed: BilledState, current: BilledState): Correction | null {
  const lines: CorrectionLine[] = [];
  const currentByKey = new Map(current.lines.map((l) => [l.key, l]));
  const billedKeys = new Set(billed.lines.map((l) => l.key));
  for (const was of billed.lines) {
    const now = currentByKey.get(was.key);
    const before = side(was);
    const after = now ? side(now) : null;
    if (after && sameSide(before, after)) continue;
    const line = now ?? was;
    lines.push({
      key: was.key,
      productName: line.productName,
      productCode: line.productCode,
      unit: line.unit,
      before,
      after,
      amount: cents((after?.amount ?? 0) - before.amount),
      gst: cents((after?.gst ?? 0) - before.gst),
    });
  }
  for (const now of current.lines) {
    if (billedKeys.has(now.key)) continue;
    lines.push({
      key: now.key,
      productName: now.productName,
      productCode: now.productCode,
      unit: now.unit,
      before: null,
      after: side(now),
      amount: now.amount,
      gst: now.gst,
    });
  }
  const freight = charge(billed.freight, current.freight);
  const cutting = charge(billed.cutting, current.cutting);
  if (lines.length === 0 && !freight && !cutting) return null;

  const subTotal = sumCents(lines.map((l) => l.amount));
  const gst = sumCents([...lines.map((l) => l.gst), freight?.gst ?? ZERO, cutting?.gst ?? ZERO]);
  const balanceChange = sumCents([subTotal, freight?.amount ?? ZERO, cutting?.amount ?? ZERO, gst]);
  const sign = balanceChange < 0 ? -1 : 1;
  return {
    kind: balanceChange < 0 ? 'CREDIT' : 'DEBIT',
    lines,
    freight,
    cutting,
    subTotal: cents(sign * subTotal),
    gst: cents(sign * gst),
    total: cents(sign * balanceChange),
    balanceChange,
  };
}

/** A bill's total with GST: its lines, freight and cutting, and the GST of each. */
export function billedTotal(state: BilledState): Cents {
  return sumCents([
    ...state.lines.map((l) => cents(l.amount + l.gst)),
    state.freight,
    gstOn(state.freight),
    state.cutting,
    gstOn(state.cutting),
  ]);
}

/**
 * Why a return or credit of `returned` on a line billed at `billed` (in `unit`) cannot be recorded, or null when it
 * can: more than nothing, whole units unless the line is sold by weight, and at most what is still billed on it.
 */
export function creditProblem(billed: number, returned: number, unit = 'KG'): string | null {
  if (!Number.isFinite(returned) || toThousandths(returned) <= 0)
    return 'Enter how much came back, more than 0.';
  if (toUnit(unit) !== 'KG' && toThousandths(returned) % 1000 !== 0) {
    return `Enter whole units: ${unitLabel(toUnit(unit) ?? 'EACH')} lines come back whole.`;
  }
  if (toThousandths(returned) > toThousandths(billed)) {
    return 'You cannot credit more than was billed on this line.';
  }
  return null;
}

/** The prefix of each series: credit notes CN-0001, CN-0002…; debit notes DN-0001… (decision 026). */
export const NOTE_PREFIX: Readonly<Record<CorrectionKind, string>> = { CREDIT: 'CN', DEBIT: 'DN' };

/** A note's number as printed: the series' prefix and at least four digits. `noteNumber('CREDIT', 7)` → 'CN-0007'. */
export function noteNumber(kind: CorrectionKind, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a note number: ${n}`);
  return `${NOTE_PREFIX[kind]}-${String(n).padStart(4, '0')}`;
}

/** What a note is called on screen and on its PDF. */
export function noteTitle(kind: CorrectionKind): string {
  return kind === 'CREDIT' ? 'Credit Note' : 'Debit Note';
}

/** Staff's reason for a note: one of the list, with words of their own (required for Other), 200 characters at most. */
export const correctionReasonSchema = z
  .object({
    reason: z.enum(CORRECTION_REASONS, { error: ADMIN_MESSAGES.correctionReasonMissing }),
    reasonText: z
      .string()
      .trim()
      .max(200, 'Keep the reason to 200 characters.')
      .transform((text) => (text === '' ? null : text))
      .nullable()
      .default(null),
  })
  .refine((r) => r.reason !== 'OTHER' || r.reasonText !== null, {
    message: 'Say why the invoice is being corrected.',
    path: ['reasonText'],
  });
export type CorrectionReasonInput = z.input<typeof correctionReasonSchema>;

/** The reason as the note prints it: the label, then staff's words. 'Returned: two cartons warm on arrival'. */
export function reasonText(reason: CorrectionReason, words: string | null): string {
  const label = CORRECTION_REASON_LABELS[reason];
  if (!words) return label;
  return reason === 'OTHER' ? words : `${label}: ${words}`;
}
