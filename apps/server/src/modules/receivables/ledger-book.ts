import { type CorrectionKind, noteNumber } from '@cleaver/domain/corrections';
import { aucklandDateString } from '@cleaver/domain/dates';
import { type Cents, cents } from '@cleaver/domain/money';
import {
  type Ageing,
  ageingOf,
  daysOverdue,
  overdueOf,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@cleaver/domain/receivables';
import { shortOrderId } from '@cleaver/domain/status';

// One customer's ledger worked out from its rows, no IO: the service reads the rows, this says what they add up
// to. The receivables list sums the same in SQL (receivables-sql.ts); a test holds the two equal.

export type InvoiceRow = {
  id: string;
  number: number;
  orderId: string;
  issuedAt: Date;
  total: Cents;
  /** Null only for an invoice no terms were given for: due the day it was issued. */
  dueDate: string | null;
};

export type NoteRow = {
  id: string;
  kind: CorrectionKind;
  number: number;
  invoiceId: string;
  issuedAt: Date;
  total: Cents;
  dueDate: string | null;
  /** As printed: 'Returned: two cartons warm on arrival'. */
  reason: string;
};

export type PaymentRow = {
  id: string;
  receivedOn: string;
  createdAt: Date;
  amount: Cents;
  method: PaymentMethod;
  reference: string;
  actorName: string;
  reversedAt: Date | null;
  reversedReason: string | null;
  reversedByName: string | null;
};

export type AllocationRow = {
  paymentId: string;
  invoiceId: string | null;
  noteId: string | null;
  amount: Cents;
};

export type LedgerRows = {
  invoices: readonly InvoiceRow[];
  notes: readonly NoteRow[];
  payments: readonly PaymentRow[];
  allocations: readonly AllocationRow[];
};

export type DocumentKind = 'INVOICE' | 'DEBIT_NOTE';

/** An invoice or debit note with what is open on it; a negative open is credit on the account. */
export type LedgerDocument = {
  id: string;
  kind: DocumentKind;
  number: string;
  issuedDate: string;
  dueDate: string;
  total: Cents;
  open: Cents;
  pdfUrl: string;
};

export type Figures = {
  balance: Cents;
  overdue: Cents;
  /** Credit on the account: documents credited past what they billed, and payments not allocated. */
  credit: Cents;
  ageing: Ageing;
  /** Days the oldest overdue document is past its due date; null when nothing is overdue. */
  oldestOverdueDays: number | null;
};

export type LedgerEntryKind = 'INVOICE' | 'CREDIT_NOTE' | 'DEBIT_NOTE' | 'PAYMENT' | 'REVERSAL';

export type LedgerEntry = {
  id: string;
  kind: LedgerEntryKind;
  date: string;
  number: string;
  description: string;
  dueDate: string | null;
  debit: Cents;
  credit: Cents;
  runningBalance: Cents;
  pdfUrl: string | null;
};

export type PaymentView = {
  id: string;
  receivedOn: string;
  amount: Cents;
  method: PaymentMethod;
  reference: string;
  actorName: string;
  reversedAt: Date | null;
  reversedReason: string | null;
  reversedByName: string | null;
  allocations: Array<{ documentId: string; documentNumber: string; amount: Cents }>;
  unallocated: Cents;
};

export const invoicePdfUrl = (id: string) => `/api/invoices/${id}.pdf`;
export const notePdfUrl = (id: string) => `/api/notes/${id}.pdf`;

/**
 * The rows as one consistent set: a note whose invoice is not among the invoices, or an allocation whose payment is
 * not among the payments (written between two reads), is left out, so the figures always add up.
 */
export function consistent(rows: LedgerRows): LedgerRows {
  const invoiceIds = new Set(rows.invoices.map((i) => i.id));
  const paymentIds = new Set(rows.payments.map((p) => p.id));
  const notes = rows.notes.filter((n) => invoiceIds.has(n.invoiceId));
  const documentIds = new Set([...invoiceIds, ...notes.filter((n) => n.kind === 'DEBIT').map((n) => n.id)]);
  return {
    invoices: rows.invoices,
    notes,
    payments: rows.payments,
    allocations: rows.allocations.filter(
      (a) => paymentIds.has(a.paymentId) && documentIds.has(a.invoiceId ?? a.noteId ?? ''),
    ),
  };
}

/** Each invoice and debit note with what is open on it (total − its credit notes − active allocations). */
export function documentsOf(rows: LedgerRows): LedgerDocument[] {
  const active = new Set(rows.payments.filter((p) => p.reversedAt === null).map((p) => p.id));
  const taken = new Map<string, number>();
  const add = (id: string, amount: number) => taken.set(id, (taken.get(id) ?? 0) + amount);
  for (const a of rows.allocations) {
    if (active.has(a.paymentId)) add(a.invoiceId ?? a.noteId ?? '', a.amount);
  }
  for (const n of rows.notes) if (n.kind === 'CREDIT') add(n.invoiceId, n.total);
  const invoices = rows.invoices.map((i): LedgerDocument => {
    const issuedDate = aucklandDateString(i.issuedAt);
    return {
      id: i.id,
      kind: 'INVOICE',
      number: String(i.number),
      issuedDate,
      dueDate: i.dueDate ?? issuedDate,
      total: i.total,
      open: cents(i.total - (taken.get(i.id) ?? 0)),
      pdfUrl: invoicePdfUrl(i.id),
    };
  });
  const debitNotes = rows.notes
    .filter((n) => n.kind === 'DEBIT')
    .map((n): LedgerDocument => {
      const issuedDate = aucklandDateString(n.issuedAt);
      return {
        id: n.id,
        kind: 'DEBIT_NOTE',
        number: noteNumber('DEBIT', n.number),
        issuedDate,
        dueDate: n.dueDate ?? issuedDate,
        total: n.total,
        open: cents(n.total - (taken.get(n.id) ?? 0)),
        pdfUrl: notePdfUrl(n.id),
      };
    });
  return [...invoices, ...debitNotes];
}

/** What each payment left unallocated, by payment id. */
function unallocatedOf(rows: LedgerRows): Map<string, Cents> {
  const allocated = new Map<string, number>();
  for (const a of rows.allocations) allocated.set(a.paymentId, (allocated.get(a.paymentId) ?? 0) + a.amount);
  return new Map(rows.payments.map((p) => [p.id, cents(p.amount - (allocated.get(p.id) ?? 0))]));
}

/** Balance, ageing (as of `today`, YYYY-MM-DD in Auckland), overdue and credit. */
export function figuresOf(rows: LedgerRows, today: string): Figures {
  const documents = documentsOf(rows);
  const active = rows.payments.filter((p) => p.reversedAt === null);
  const unallocated = unallocatedOf(rows);
  const billed =
    sum(rows.invoices.map((i) => i.total)) +
    sum(rows.notes.map((n) => (n.kind === 'DEBIT' ? n.total : -n.total)));
  const balance = cents(billed - sum(active.map((p) => p.amount)));
  const credit = cents(
    sum(documents.map((d) => (d.open < 0 ? -d.open : 0))) +
      sum(active.map((p) => unallocated.get(p.id) ?? 0)),
  );
  const ageing = ageingOf(documents, today);
  const overdueDays = documents
    .filter((d) => d.open > 0)
    .map((d) => daysOverdue(d.dueDate, today))
    .filter((days) => days > 0);
  return {
    balance,
    overdue: overdueOf(ageing),
    credit,
    ageing,
    oldestOverdueDays: overdueDays.length > 0 ? Math.max(...overdueDays) : null,
  };
}

/**
 * The running ledger: each invoice, debit note, credit note, payment and reversal by date, then time (a payment's
 * time is when it was recorded), with what it added (debit) or took off (credit) and the balance after it.
 */
export function entriesOf(rows: LedgerRows): LedgerEntry[] {
  const invoiceNumbers = new Map(rows.invoices.map((i) => [i.id, i.number]));
  type Unsorted = Omit<LedgerEntry, 'runningBalance'> & { at: Date };
  const entries: Unsorted[] = [];
  for (const i of rows.invoices) {
    const date = aucklandDateString(i.issuedAt);
    entries.push({
      id: i.id,
      kind: 'INVOICE',
      date,
      at: i.issuedAt,
      number: String(i.number),
      description: `Invoice for order ${shortOrderId(i.orderId)}`,
      dueDate: i.dueDate ?? date,
      debit: i.total,
      credit: cents(0),
      pdfUrl: invoicePdfUrl(i.id),
    });
  }
  for (const n of rows.notes) {
    const date = aucklandDateString(n.issuedAt);
    const debit = n.kind === 'DEBIT';
    entries.push({
      id: n.id,
      kind: debit ? 'DEBIT_NOTE' : 'CREDIT_NOTE',
      date,
      at: n.issuedAt,
      number: noteNumber(n.kind, n.number),
      description: `${debit ? 'Debit' : 'Credit'} note on invoice ${invoiceNumbers.get(n.invoiceId) ?? ''}: ${n.reason}`,
      dueDate: debit ? (n.dueDate ?? date) : null,
      debit: debit ? n.total : cents(0),
      credit: debit ? cents(0) : n.total,
      pdfUrl: notePdfUrl(n.id),
    });
  }
  for (const p of rows.payments) {
    const method = PAYMENT_METHOD_LABELS[p.method];
    entries.push({
      id: p.id,
      kind: 'PAYMENT',
      date: p.receivedOn,
      at: p.createdAt,
      number: p.reference,
      description: `Payment: ${method}`,
      dueDate: null,
      debit: cents(0),
      credit: p.amount,
      pdfUrl: null,
    });
    if (p.reversedAt) {
      entries.push({
        id: `${p.id}:reversal`,
        kind: 'REVERSAL',
        date: aucklandDateString(p.reversedAt),
        at: p.reversedAt,
        number: p.reference,
        description: `Payment of ${p.receivedOn} reversed: ${p.reversedReason ?? ''}`,
        dueDate: null,
        debit: p.amount,
        credit: cents(0),
        pdfUrl: null,
      });
    }
  }
  entries.sort(
    (a, b) => a.date.localeCompare(b.date) || a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id),
  );
  let running = 0;
  return entries.map(({ at: _at, ...entry }) => {
    running += entry.debit - entry.credit;
    return { ...entry, runningBalance: cents(running) };
  });
}

/** Payments, newest first, each with where it went and what it left as credit (kept after a reversal). */
export function paymentsOf(rows: LedgerRows): PaymentView[] {
  const numbers = new Map(documentsOf(rows).map((d) => [d.id, d.number]));
  const unallocated = unallocatedOf(rows);
  return [...rows.payments]
    .sort((a, b) => b.receivedOn.localeCompare(a.receivedOn) || b.createdAt.getTime() - a.createdAt.getTime())
    .map((p) => ({
      id: p.id,
      receivedOn: p.receivedOn,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      actorName: p.actorName,
      reversedAt: p.reversedAt,
      reversedReason: p.reversedReason,
      reversedByName: p.reversedByName,
      allocations: rows.allocations
        .filter((a) => a.paymentId === p.id)
        .map((a) => {
          const documentId = a.invoiceId ?? a.noteId ?? '';
          return { documentId, documentNumber: numbers.get(documentId) ?? '', amount: a.amount };
        }),
      unallocated: unallocated.get(p.id) ?? cents(0),
    }));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
