import { formatDateOnly } from '@cleaver/domain/dates';
import { cents, formatNZD } from '@cleaver/domain/money';
import { PAYMENT_METHOD_LABELS } from '@cleaver/domain/receivables';
import type { LedgerPayment } from './api/customer-ledger';

const KIND_LABELS: Readonly<Record<string, string>> = {
  INVOICE: 'Invoice',
  DEBIT_NOTE: 'Debit note',
  CREDIT_NOTE: 'Credit note',
  PAYMENT: 'Payment',
  REVERSAL: 'Reversal',
};

/** A ledger line's or open document's kind as staff read it: 'Invoice', 'Credit note', 'Payment'. */
export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** Cents as NZD: 12050 → '$120.50'. */
export function nzd(amount: number): string {
  return formatNZD(cents(amount));
}

/** One payment in a line: '$120.50 by bank transfer on 03/12/2026, ref INV 1042'. */
export function paymentSummary(payment: LedgerPayment): string {
  const method = PAYMENT_METHOD_LABELS[payment.method].toLowerCase();
  const reference = payment.reference ? `, ref ${payment.reference}` : '';
  return `${nzd(payment.amount)} by ${method} on ${formatDateOnly(payment.receivedOn)}${reference}`;
}
