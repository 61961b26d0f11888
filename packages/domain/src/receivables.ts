import { z } from 'zod';
import { addDays, isDateOnly } from './dates.ts';
import { type Cents, cents, formatNZD } from './money.ts';

// ---- payment terms ----

/**
 * When a customer pays: a number of days after the document's date (7, 14, or any other), the 20th of the month
 * following (the usual New Zealand trade term), or cash on delivery (due the day it is issued).
 */
export type PaymentTerms = { kind: 'DAYS'; days: number } | { kind: 'TWENTIETH_FOLLOWING' } | { kind: 'COD' };

/** The terms staff pick from; any other number of days is typed in. */
export const COMMON_TERMS: readonly PaymentTerms[] = [
  { kind: 'DAYS', days: 7 },
  { kind: 'DAYS', days: 14 },
  { kind: 'TWENTIETH_FOLLOWING' },
  { kind: 'COD' },
];

/** The most days staff may give. */
export const MAX_TERMS_DAYS = 365;

/**
 * Terms as stored and sent: 'DAYS:7', 'TWENTIETH_FOLLOWING', 'COD'. One short text keeps a column, a GraphQL field
 * and a select option the same value.
 */
export function termsCode(terms: PaymentTerms): string {
  return terms.kind === 'DAYS' ? `DAYS:${terms.days}` : terms.kind;
}

/** The terms a code names, or null for anything else. */
export function parseTerms(code: string): PaymentTerms | null {
  if (code === 'TWENTIETH_FOLLOWING' || code === 'COD') return { kind: code };
  const days = /^DAYS:(\d{1,3})$/.exec(code)?.[1];
  if (days === undefined) return null;
  const n = Number(days);
  return n <= MAX_TERMS_DAYS ? { kind: 'DAYS', days: n } : null;
}

/** As staff and customers read them: '7 days', '20th of the month following', 'Cash on delivery'. */
export function termsLabel(terms: PaymentTerms): string {
  switch (terms.kind) {
    case 'DAYS':
      return terms.days === 0 ? 'Due on the day' : `${terms.days} ${terms.days === 1 ? 'day' : 'days'}`;
    case 'TWENTIETH_FOLLOWING':
      return '20th of the month following';
    case 'COD':
      return 'Cash on delivery';
  }
}

/** A terms code from a form or the API: one of the kinds, days 0 to 365. */
export const termsCodeSchema = z
  .string()
  .trim()
  .refine((code) => parseTerms(code) !== null, {
    message: `Choose payment terms: a number of days from 0 to ${MAX_TERMS_DAYS}, the 20th of the month following, or cash on delivery.`,
  });

/**
 * The terms a customer's documents are issued on: their own (a code, null when they have none), else the shop's
 * default from Settings, else the 20th of the month following.
 */
export function effectiveTerms(customerCode: string | null, defaultCode: string | null): PaymentTerms {
  return parseTerms(customerCode ?? '') ?? parseTerms(defaultCode ?? '') ?? { kind: 'TWENTIETH_FOLLOWING' };
}

/**
 * The day a document issued on `issuedDate` (YYYY-MM-DD, the Pacific/Auckland date it was issued) is due. The 20th
 * of the month following is the 20th of the next calendar month, whatever day of this month it was issued (an
 * invoice of 31 December is due 20 January).
 */
export function dueDateFor(issuedDate: string, terms: PaymentTerms): string {
  if (!isDateOnly(issuedDate)) throw new Error(`Not a date: ${issuedDate}`);
  switch (terms.kind) {
    case 'DAYS':
      return addDays(issuedDate, terms.days);
    case 'COD':
      return issuedDate;
    case 'TWENTIETH_FOLLOWING': {
      const [year, month] = issuedDate.split('-').map(Number) as [number, number];
      const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
      return `${next.y}-${String(next.m).padStart(2, '0')}-20`;
    }
  }
}

// ---- the ledger: documents, payments, allocations ----

/** A document the customer owes on: an invoice or a debit note, with what is still open on it. */
export type OpenDocument = {
  id: string;
  /** YYYY-MM-DD. */
  issuedDate: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Cents still owed on it (total less its credit notes and what payments were allocated to it). */
  open: Cents;
};

export type Allocation = { documentId: string; amount: Cents };

/**
 * How a payment of `amount` is allocated: to the documents staff chose, in their order, else to the oldest open
 * documents first (by due date, then date of issue, then id, so it is the same every time). Each allocation takes
 * at most what is open on its document; what is left stays as credit on the account (`unallocated`).
 */
export function allocatePayment(
  amount: Cents,
  documents: readonly OpenDocument[],
  chosen?: readonly string[],
): { allocations: Allocation[]; unallocated: Cents } {
  if (amount <= 0) throw new Error('A payment is more than $0.00');
  const byId = new Map(documents.map((d) => [d.id, d]));
  const order = chosen
    ? chosen.flatMap((id) => {
        const document = byId.get(id);
        return document ? [document] : [];
      })
    : [...documents].sort(oldestFirst);
  let left: number = amount;
  const allocations: Allocation[] = [];
  for (const document of order) {
    if (left === 0) break;
    if (document.open <= 0) continue;
    const take = Math.min(left, document.open);
    allocations.push({ documentId: document.id, amount: cents(take) });
    left -= take;
  }
  return { allocations, unallocated: cents(left) };
}

function oldestFirst(a: OpenDocument, b: OpenDocument): number {
  return (
    a.dueDate.localeCompare(b.dueDate) || a.issuedDate.localeCompare(b.issuedDate) || a.id.localeCompare(b.id)
  );
}

// ---- ageing ----

/** Ageing buckets: not yet due, then days overdue. */
export const AGEING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type Ageing = Record<AgeingBucket, Cents>;

export const AGEING_LABELS: Readonly<Record<AgeingBucket, string>> = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  days90plus: '90+ days',
};

/** Whole days from `dueDate` to `today` (both YYYY-MM-DD); 0 or less is not overdue. */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

export function bucketOf(dueDate: string, today: string): AgeingBucket {
  const days = daysOverdue(dueDate, today);
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'days90plus';
}

/**
 * What is open, by how overdue it is on `today`. Credit on the account not yet allocated (`unallocated`, from
 * payments or credit notes larger than what they could be set against) is shown apart, not taken off a bucket:
 * it is the customer's to use, and staff decide where.
 */
export function ageingOf(documents: readonly OpenDocument[], today: string): Ageing {
  const ageing: Record<AgeingBucket, number> = {
    current: 0,
    days1to30: 0,
    days31to60: 0,
    days61to90: 0,
    days90plus: 0,
  };
  for (const document of documents) {
    if (document.open > 0) ageing[bucketOf(document.dueDate, today)] += document.open;
  }
  return {
    current: cents(ageing.current),
    days1to30: cents(ageing.days1to30),
    days31to60: cents(ageing.days31to60),
    days61to90: cents(ageing.days61to90),
    days90plus: cents(ageing.days90plus),
  };
}

/** What is overdue: every bucket but Current. */
export function overdueOf(ageing: Ageing): Cents {
  return cents(ageing.days1to30 + ageing.days31to60 + ageing.days61to90 + ageing.days90plus);
}

// ---- payments ----

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'CARD', 'CASH', 'CHEQUE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  BANK_TRANSFER: 'Bank transfer',
  CARD: 'Card',
  CASH: 'Cash',
  CHEQUE: 'Cheque',
};

/** The largest single payment staff may record: the same ceiling as an order. */
export const MAX_PAYMENT_CENTS = 100_000_000;

/** A payment as staff record it: date, amount in cents, method, the reference the customer quoted. */
export const paymentInputSchema = z.object({
  receivedOn: z.string().refine(isDateOnly, { message: 'Enter the date the payment was received.' }),
  amount: z
    .number()
    .int('Enter the amount in dollars and cents.')
    .min(1, 'Enter an amount more than $0.00.')
    .max(MAX_PAYMENT_CENTS, `A payment is at most ${formatNZD(cents(MAX_PAYMENT_CENTS))}.`),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid.' }),
  reference: z.string().trim().max(100, 'Keep the reference to 100 characters.').default(''),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** Why a payment is reversed (a bounced cheque, a payment keyed against the wrong customer): required. */
export const reversalReasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why the payment is reversed.')
  .max(200, 'Keep the reason to 200 characters.');

// ---- stop-supply ----

/** What a customer on stop is told, in the storefront and when the server refuses their order. */
export function onStopMessage(phone: string): string {
  return `Your account is on hold. Please contact us on ${phone}.`;
}

/** What a customer over their credit limit is told, with the figures. */
export function overCreditLimitMessage(balance: Cents, order: Cents, limit: Cents, phone: string): string {
  return `This order of ${formatNZD(order)} would take your account to ${formatNZD(cents(balance + order))}, over its credit limit of ${formatNZD(limit)}. Please contact us on ${phone}.`;
}
