// Proof of delivery (issue 50, decision 039): who took a delivery, and how the shop says it was delivered. The
// server, the driver's page and staff's order screen check the name by this one rule and word it the same.
import { formatTimeAndDay } from './dates.ts';

/** The longest name a delivery is recorded to. */
export const RECEIVED_BY_MAX = 80;

/** The name as it is recorded: trimmed, runs of spaces made one. */
export function cleanReceivedBy(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** What is wrong with the name a delivery is recorded to, or null when it will do. */
export function receivedByProblem(name: string): string | null {
  const cleaned = cleanReceivedBy(name);
  if (cleaned === '') return 'Enter who took the delivery.';
  if (cleaned.length > RECEIVED_BY_MAX) return `The name may be at most ${RECEIVED_BY_MAX} characters.`;
  return null;
}

/** 'Delivered 10:42 am to Sam' on the day, 'Delivered 10:42 am on 08/12/2026 to Sam' after it. */
export function deliveredText(
  proof: { deliveredAt: string; receivedBy: string },
  now: Date | number = Date.now(),
): string {
  return `Delivered ${formatTimeAndDay(proof.deliveredAt, now)} to ${proof.receivedBy}`;
}
