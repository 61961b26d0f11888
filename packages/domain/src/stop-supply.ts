import { z } from 'zod';
import { type Cents, cents, formatNZD } from './money.ts';
import { onStopMessage, overCreditLimitMessage } from './receivables.ts';

/** A customer's account as ordering reads it: on stop and why, the credit limit (null: none), what it owes now. */
export type Standing = {
  onStop: boolean;
  /** Why, as staff wrote it (or the automatic rule's words); '' when not on stop. */
  reason: string;
  creditLimit: Cents | null;
  /** Invoices and debit notes less credit notes and payments not reversed; negative is credit. */
  balance: Cents;
};

/** Why an order is refused for its account: the customer is on stop, or the order would take them over their limit. */
export type OrderRefusal =
  | { kind: 'ON_STOP'; reason: string }
  | { kind: 'OVER_CREDIT_LIMIT'; balance: Cents; order: Cents; limit: Cents };

/**
 * Whether an order of `order` cents (GST included) may be placed on the account: null when it may, else why not.
 * On stop is said first; an order that takes the balance to exactly the limit is within it.
 * @example orderRefusal({ onStop: false, reason: '', creditLimit: cents(200000), balance: cents(180000) }, cents(35000))
 *   // { kind: 'OVER_CREDIT_LIMIT', balance: 180000, order: 35000, limit: 200000 }
 */
export function orderRefusal(account: Standing, order: Cents): OrderRefusal | null {
  if (account.onStop) return { kind: 'ON_STOP', reason: account.reason };
  if (account.creditLimit !== null && account.balance + order > account.creditLimit) {
    return { kind: 'OVER_CREDIT_LIMIT', balance: account.balance, order, limit: account.creditLimit };
  }
  return null;
}

/** What the customer is told when the server refuses their order: the shop's phone to call, and the figures. */
export function customerRefusalMessage(refusal: OrderRefusal, phone: string): string {
  return refusal.kind === 'ON_STOP'
    ? onStopMessage(phone)
    : overCreditLimitMessage(refusal.balance, refusal.order, refusal.limit, phone);
}

/**
 * What staff taking an order for the customer are told: why, in staff's words, and that a reason takes it anyway.
 * @example staffRefusalMessage({ kind: 'ON_STOP', reason: '90 days overdue' }, 'Bistro Ltd')
 *   // 'Bistro Ltd is on stop: 90 days overdue. Give a reason to take this order anyway.'
 */
export function staffRefusalMessage(refusal: OrderRefusal, company: string): string {
  const anyway = 'Give a reason to take this order anyway.';
  if (refusal.kind === 'ON_STOP') {
    return `${company} is on stop${refusal.reason ? `: ${refusal.reason}` : ''}. ${anyway}`;
  }
  const after = cents(refusal.balance + refusal.order);
  return `This order of ${formatNZD(refusal.order)} would take ${company} to ${formatNZD(after)}, over their credit limit of ${formatNZD(refusal.limit)}. ${anyway}`;
}

/**
 * What an order taken anyway keeps in its history and staff's notice: 'Taken while on stop: paid by phone today'.
 */
export function stopOverrideText(refusal: OrderRefusal, reason: string): string {
  return refusal.kind === 'ON_STOP'
    ? `Taken while on stop: ${reason}`
    : `Taken over the credit limit (${formatNZD(cents(refusal.balance + refusal.order))} of ${formatNZD(refusal.limit)}): ${reason}`;
}

/** The standing-order run's words for a day it skipped: named in its summary beside the customer. */
export const REFUSAL_SKIP_REASONS: Readonly<Record<OrderRefusal['kind'], string>> = {
  ON_STOP: 'on stop',
  OVER_CREDIT_LIMIT: 'over credit limit',
};

/**
 * Whether the automatic rule puts an account on stop: its oldest overdue amount is more than `afterDays` days past
 * due (Settings; null: never). An account on stop already is left as it is.
 */
export function stopsAutomatically(oldestOverdueDays: number | null, afterDays: number | null): boolean {
  return afterDays !== null && oldestOverdueDays !== null && oldestOverdueDays > afterDays;
}

/** The reason the automatic rule writes: 'Automatic: 45 days overdue'. */
export function automaticStopReason(oldestOverdueDays: number): string {
  return `Automatic: ${oldestOverdueDays} days overdue`;
}

/** The most a stop reason or an override reason may be. */
export const STOP_REASON_MAX = 200;

/** Why staff take an order for a customer on stop or over their limit: required, trimmed, at most 200 characters. */
export const stopOverrideSchema = z
  .string()
  .trim()
  .min(1, 'Give a reason to take this order anyway.')
  .max(STOP_REASON_MAX, `Keep the reason to ${STOP_REASON_MAX} characters.`);

/** Why staff put a customer on stop: required, trimmed, at most 200 characters. */
export const stopReasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why the customer is put on stop.')
  .max(STOP_REASON_MAX, `Keep the reason to ${STOP_REASON_MAX} characters.`);
