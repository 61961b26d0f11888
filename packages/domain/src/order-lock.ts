import { formatCutoffTime } from './cutoff.ts';
import { aucklandDateString, aucklandParts, formatDateOnly, weekdayName } from './dates.ts';
import type { OrderStatus } from './status.ts';

/** Why a customer can no longer change their order themselves. */
export type OrderLockReason = 'CUTOFF_PASSED' | 'PACKING_STARTED' | 'PACKED' | 'CLOSED';

/** What the edit lock needs to know of an order. */
export type LockableOrder = {
  status: OrderStatus;
  /** `YYYY-MM-DD`, Pacific/Auckland. */
  processingDate: string;
  /** True once staff have typed a packed weight on any line (packing has started), before it is marked packed. */
  packingStarted: boolean;
};

/** Whether the customer may still change or cancel an order: until when, or why not. */
export type CustomerChangeWindow = { open: true; reason: null } | { open: false; reason: OrderLockReason };

/**
 * Whether a customer may change or cancel their own order at `now`: only a PENDING order nobody has started
 * packing, before the cutoff hour (Pacific/Auckland wall clock) of its processing date. At the cutoff minute
 * itself it is locked, as a new order placed then goes to the next day. Read off the Auckland wall clock, so it
 * is right across daylight-saving changes (on the day clocks go forward a 02:00 cutoff locks at 03:00 NZDT, the
 * same instant).
 * @example customerChangeWindow({ status: 'PENDING', processingDate: '2026-12-04', packingStarted: false },
 *   new Date('2026-12-03T15:59:00Z'), 5) // { open: true, reason: null } (Fri 04:59 NZDT)
 * @throws RangeError when `cutoffHour` is not a whole hour from 0 to 23.
 */
export function customerChangeWindow(
  order: LockableOrder,
  now: Date,
  cutoffHour: number,
): CustomerChangeWindow {
  formatCutoffTime(cutoffHour);
  if (order.status === 'PACKED') return { open: false, reason: 'PACKED' };
  if (order.status !== 'PENDING') return { open: false, reason: 'CLOSED' };
  if (order.packingStarted) return { open: false, reason: 'PACKING_STARTED' };
  const today = aucklandDateString(now);
  const passed =
    today > order.processingDate || (today === order.processingDate && aucklandParts(now).hour >= cutoffHour);
  return passed ? { open: false, reason: 'CUTOFF_PASSED' } : { open: true, reason: null };
}

/** 'Thursday 04/12/2026'. */
function dayText(date: string): string {
  return `${weekdayName(date)} ${formatDateOnly(date)}`;
}

function callUs(phone: string): string {
  const number = phone.trim();
  return number ? `Call us on ${number} to change it.` : 'Call us to change it.';
}

/**
 * What the customer reads when their order is locked, with the shop's phone to call, e.g. 'This order is locked:
 * the cutoff for Thursday 04/12/2026 passed at 14:00. Call us on 09 555 0123 to change it.'
 */
export function orderLockedMessage(
  reason: OrderLockReason,
  order: Pick<LockableOrder, 'processingDate'>,
  cutoffHour: number,
  phone: string,
): string {
  const why =
    reason === 'CUTOFF_PASSED'
      ? `the cutoff for ${dayText(order.processingDate)} passed at ${formatCutoffTime(cutoffHour)}`
      : reason === 'PACKING_STARTED'
        ? 'we have started packing it'
        : reason === 'PACKED'
          ? 'it has been packed'
          : 'it is no longer open';
  return `This order is locked: ${why}. ${callUs(phone)}`;
}

/** What an open order says of its lock: 'You can change or cancel this order until 05:00 on Thursday 04/12/2026.' */
export function changeUntilText(order: Pick<LockableOrder, 'processingDate'>, cutoffHour: number): string {
  return `You can change or cancel this order until ${formatCutoffTime(cutoffHour)} on ${dayText(order.processingDate)}.`;
}
