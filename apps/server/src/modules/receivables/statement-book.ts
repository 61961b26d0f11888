import { aucklandDateString } from '@cleaver/domain/dates';
import { type Cents, cents } from '@cleaver/domain/money';
import { type Ageing, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@cleaver/domain/receivables';
import { periodEnd, periodLabel, periodStart } from '@cleaver/domain/statement-period';
import type { InvoiceContent } from '../../db/schema.ts';
import { consistent, entriesOf, figuresOf, type LedgerEntryKind, type LedgerRows } from './ledger-book.ts';

// A month's statement worked out from a customer's ledger rows, no IO. Each line sits in the month of its own
// date: a document on the Auckland date it was issued, a payment on the day it was received, a reversal on the
// day it was reversed (so a payment reversed after its month stays on that month's statement, and the reversal
// is a line of the month it happened in). The opening balance is everything dated before the month; the closing
// balance is the ledger's balance as at the month's last day.

export type StatementLine = {
  id: string;
  kind: LedgerEntryKind;
  /** YYYY-MM-DD. */
  date: string;
  /** 1042, CN-0001, DN-0001; a payment's reference. */
  number: string;
  description: string;
  /** Invoices and debit notes: YYYY-MM-DD. */
  dueDate: string | null;
  /** Payments and reversals: how it was paid. */
  method: string | null;
  debit: Cents;
  credit: Cents;
  runningBalance: Cents;
};

/** A statement as issued and kept (the `content` of a statement row): it prints from this alone, the same every time. */
export type StatementContent = {
  period: string;
  /** 'November 2026'. */
  periodLabel: string;
  /** The month's last day, YYYY-MM-DD: the date the statement bears. */
  statementDate: string;
  supplier: InvoiceContent['supplier'];
  buyer: InvoiceContent['buyer'];
  customerCode: string;
  openingBalance: Cents;
  lines: StatementLine[];
  closingBalance: Cents;
  /** What was open at the month's end, by days past due on its last day. */
  ageing: Ageing;
  /** Credit on the account at the month's end (shown apart from the ageing). */
  credit: Cents;
  howToPay: { bankAccount: string; reference: string; terms: string };
};

/** The rows as they stood at the end of `lastDay`: what was issued or received by then, reversals after it undone. */
export function rowsAsAt(rows: LedgerRows, lastDay: string): LedgerRows {
  const byThen = (at: Date) => aucklandDateString(at) <= lastDay;
  return consistent({
    invoices: rows.invoices.filter((i) => byThen(i.issuedAt)),
    notes: rows.notes.filter((n) => byThen(n.issuedAt)),
    payments: rows.payments
      .filter((p) => p.receivedOn <= lastDay)
      .map((p) =>
        p.reversedAt && !byThen(p.reversedAt)
          ? { ...p, reversedAt: null, reversedReason: null, reversedByName: null }
          : p,
      ),
    allocations: rows.allocations,
  });
}

export type StatementParties = {
  supplier: InvoiceContent['supplier'];
  buyer: InvoiceContent['buyer'];
  customerCode: string;
  bankAccount: string;
  termsLabel: string;
};

/** The customer's statement for `period` (YYYY-MM) from all their ledger rows. */
export function statementOf(rows: LedgerRows, period: string, parties: StatementParties): StatementContent {
  const first = periodStart(period);
  const last = periodEnd(period);
  const entries = entriesOf(rowsAsAt(rows, last));
  let opening = 0;
  for (const entry of entries) if (entry.date < first) opening += entry.debit - entry.credit;
  let running = opening;
  const methods = new Map(rows.payments.map((p) => [p.id, p.method]));
  const lines = entries
    .filter((entry) => entry.date >= first)
    .map((entry): StatementLine => {
      running += entry.debit - entry.credit;
      return {
        id: entry.id,
        kind: entry.kind,
        date: entry.date,
        number: entry.number,
        description: entry.description,
        dueDate: entry.dueDate,
        method: methodOf(entry, methods),
        debit: entry.debit,
        credit: entry.credit,
        runningBalance: cents(running),
      };
    });
  const figures = figuresOf(rowsAsAt(rows, last), last);
  return {
    period,
    periodLabel: periodLabel(period),
    statementDate: last,
    supplier: parties.supplier,
    buyer: parties.buyer,
    customerCode: parties.customerCode,
    openingBalance: cents(opening),
    lines,
    closingBalance: cents(running),
    ageing: figures.ageing,
    credit: figures.credit,
    howToPay: {
      bankAccount: parties.bankAccount,
      reference: parties.customerCode,
      terms: parties.termsLabel,
    },
  };
}

function methodOf(
  entry: { id: string; kind: LedgerEntryKind },
  methods: Map<string, PaymentMethod>,
): string | null {
  if (entry.kind !== 'PAYMENT' && entry.kind !== 'REVERSAL') return null;
  const method = methods.get(entry.id.replace(/:reversal$/, ''));
  return method ? PAYMENT_METHOD_LABELS[method] : null;
}

/** Whether the customer gets a statement when statements are sent: something owed or in credit, or a line. */
export function worthSending(content: Pick<StatementContent, 'closingBalance' | 'lines'>): boolean {
  return content.closingBalance !== 0 || content.lines.length > 0;
}
