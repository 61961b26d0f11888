import { formatDateOnly, formatLongDateTime, weekdayName } from './dates.ts';

/** At most this many skipped or failed standing orders are named in a run's summary; the rest are counted. */
export const NAMED_IN_SUMMARY = 10;

/** At most this many left-off products, moved days or customers are named in a notice; the rest are counted. */
export const DETAILS_IN_SUMMARY = 5;

/** One order a run created, as its summary counts it. */
export type CreatedOrderNote = {
  dueDate: string;
  processingDate: string;
  /** The closed days (and Sunday) the delivery moved past; empty when it did not move. */
  movedPast: readonly string[];
  /** The products left off the order and why ('unavailable', 'out of stock'). */
  leftOff: readonly { name: string; why: string }[];
};

/**
 * What a run tells staff: the orders it created, the due days it skipped, the standing orders that failed, and the
 * earlier runs it found cut short.
 */
export type RunTally = {
  orders: readonly CreatedOrderNote[];
  skipped: readonly { company: string; reason: string }[];
  failed: readonly { company: string; reason: string }[];
  interrupted?: readonly InterruptedRun[];
};

/** What an interrupted run had committed: its start and the orders it created, per customer. */
export type InterruptedRun = {
  startedAt: Date;
  created: readonly { company: string; orders: number }[];
};

function dayText(date: string): string {
  return `${weekdayName(date)} ${formatDateOnly(date)}`;
}

function ordersText(n: number): string {
  return n === 1 ? '1 order' : `${n} orders`;
}

/** 'a; b; and 3 more': the first `max` items, the rest counted. */
function bounded(items: readonly string[], max: number, separator = '; '): string {
  const shown = items.slice(0, max).join(separator);
  return items.length > max ? `${shown}${separator}and ${items.length - max} more` : shown;
}

/** Counts of equal keys, most first, then in key order. */
function tally(keys: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
}

/**
 * The one notice a run writes at its end: 'Recurring orders: 31 created, 1 skipped (Harbour Eats: customer
 * disabled). Left off: Lamb Rack (out of stock) on 31 orders. Moved past closed days: Monday 25/10/2027 to Tuesday
 * 26/10/2027 (Labour Day) for 31 orders.' Each order's own notice says the same for that order, but only the
 * newest 30 notices are kept, so a large run's summary is the one place staff are sure to read it.
 */
export function runSummaryText(run: RunTally): string {
  const named = (items: readonly string[]) => bounded([...new Set(items)], NAMED_IN_SUMMARY);
  let text = `Recurring orders: ${run.orders.length} created, ${run.skipped.length} skipped`;
  if (run.skipped.length > 0) text += ` (${named(run.skipped.map((s) => `${s.company}: ${s.reason}`))})`;
  if (run.failed.length > 0) {
    text += `, ${run.failed.length} failed (${named(run.failed.map((f) => `${f.company}: ${f.reason}`))})`;
  }
  const leftOff = tally(run.orders.flatMap((o) => o.leftOff.map((p) => `${p.name} (${p.why})`)));
  if (leftOff.length > 0) {
    const products = leftOff.map(([product, n]) => `${product} on ${ordersText(n)}`);
    text += `. Left off: ${bounded(products, DETAILS_IN_SUMMARY)}`;
  }
  // Keyed by the whole move, so orders moved the same way are counted together; in date order.
  const moves = tally(
    run.orders
      .filter((o) => o.processingDate !== o.dueDate)
      .map((o) => JSON.stringify([o.dueDate, o.processingDate, o.movedPast.join(', ')])),
  ).sort(([a], [b]) => a.localeCompare(b));
  if (moves.length > 0) {
    const days = moves.map(([move, n]) => {
      const [due, processing, closed] = JSON.parse(move) as [string, string, string];
      return `${dayText(due)} to ${dayText(processing)} (${closed}) for ${ordersText(n)}`;
    });
    text += `. Moved past closed days: ${bounded(days, DETAILS_IN_SUMMARY)}`;
  }
  if (leftOff.length > 0 || moves.length > 0) text += '.';
  // Said again here, though the run wrote it as a notice of its own first: that notice is soon among the oldest
  // of the 30 kept once this run's orders have each written theirs.
  const interrupted = run.interrupted ?? [];
  if (interrupted.length === 0) return text;
  const before = interrupted.map((earlier) => `the run started ${interruptionText(earlier)}`).join(' And ');
  return `${text.endsWith('.') ? text : `${text}.`} Before it, ${before} This run carried on where it stopped; nothing was created twice.`;
}

// 'Monday, 6 December 2027 at 12:00 am was interrupted before it finished. It had created 6 orders for 2
// customers: Bistro Ltd (4), Takeaway Co (2).'
function interruptionText(run: InterruptedRun): string {
  const total = run.created.reduce((sum, c) => sum + c.orders, 0);
  const customers = [...run.created]
    .sort((a, b) => b.orders - a.orders || a.company.localeCompare(b.company))
    .map((c) => `${c.company} (${c.orders})`);
  const created =
    total === 0
      ? 'It had created no orders.'
      : `It had created ${ordersText(total)} for ${customers.length === 1 ? '1 customer' : `${customers.length} customers`}: ${bounded(customers, DETAILS_IN_SUMMARY, ', ')}.`;
  return `${formatLongDateTime(run.startedAt)} was interrupted before it finished. ${created}`;
}

/**
 * The notice for a run that never finished (its server was killed, say), written by a later run: 'Recurring
 * orders: the run started Monday, 6 December 2027 at 12:00 am was interrupted before it finished. It had created
 * 6 orders for 2 customers: Bistro Ltd (4), Takeaway Co (2). Later runs carry on where it stopped; nothing is
 * created twice.'
 */
export function interruptedRunText(run: InterruptedRun): string {
  return `Recurring orders: the run started ${interruptionText(run)} Later runs carry on where it stopped; nothing is created twice.`;
}
