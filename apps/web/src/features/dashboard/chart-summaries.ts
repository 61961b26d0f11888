import type { DateRange } from '@cleaver/domain/dashboard';
import { formatDateOnly } from '@cleaver/domain/dates';
import type { OrderStatus } from '@cleaver/domain/status';
import { countText, type DayOrdersRow, money, rangeText, statusCount } from './dashboard-text';

type DaySalesRow = { date: string; exGst: number; invoiceCount: number };

/** The sales chart in words: the range's sales and invoices, and its best day. */
export function salesSummary(days: readonly DaySalesRow[], range: DateRange): string {
  const title = `Sales by day bar chart, ${rangeText(range)}`;
  const total = days.reduce((sum, day) => sum + day.exGst, 0);
  const invoices = days.reduce((sum, day) => sum + day.invoiceCount, 0);
  const best = days.reduce<DaySalesRow | undefined>(
    (top, day) => (!top || day.exGst > top.exGst ? day : top),
    undefined,
  );
  if (!best || invoices === 0) return `${title}: no invoices.`;
  return `${title}: ${money(total)} excl. GST from ${countText(invoices, 'invoice')}; the best day ${formatDateOnly(best.date)} with ${money(best.exGst)}.`;
}

/** The orders chart in words: the range's orders by status, and its busiest day. */
export function ordersSummary(
  days: readonly DayOrdersRow[],
  statuses: readonly OrderStatus[],
  range: DateRange,
): string {
  const title = `Orders by day bar chart, ${rangeText(range)}`;
  const dayTotal = (day: DayOrdersRow) => statuses.reduce((sum, status) => sum + statusCount(day, status), 0);
  const total = days.reduce((sum, day) => sum + dayTotal(day), 0);
  if (total === 0) return `${title}: no orders.`;
  const byStatus = statuses
    .map((status) => `${days.reduce((sum, day) => sum + statusCount(day, status), 0)} ${status}`)
    .join(', ');
  const busiest = days.reduce((top, day) => (dayTotal(day) > dayTotal(top) ? day : top));
  return `${title}: ${countText(total, 'order')} (${byStatus}); the busiest day ${formatDateOnly(busiest.date)} with ${dayTotal(busiest)}.`;
}
