import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import type { DateRange } from '@cleaver/domain/dashboard';
import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { cents, formatNZD, toDecimalString } from '@cleaver/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '@cleaver/domain/status';
import type { CsvValue } from '../../lib/csv';

/** Cents as NZ dollars: 123450 → '$1,234.50'. */
export const money = (amount: number) => formatNZD(cents(amount));

/** Cents as a CSV amount a spreadsheet sums: 123450 → '1234.50'. */
export const csvMoney = (amount: number) => toDecimalString(cents(amount));

/** A date with its weekday: 'Thursday 18/06/2026'. */
export const dayText = (date: string) => `${weekdayName(date)} ${formatDateOnly(date)}`;

/** A chart axis's short date: '2026-06-18' → '18/06'. */
export const shortDay = (date: string) => formatDateOnly(date).slice(0, 5);

/** A range as people read it: '01/06/2026 – 30/06/2026', or one date when it is one day. */
export const rangeText = ({ from, to }: DateRange) =>
  from === to ? formatDateOnly(from) : `${formatDateOnly(from)} – ${formatDateOnly(to)}`;

/** A range in a file name: 'top-customers-2026-06-01-to-2026-06-30.csv'. */
export const csvFileName = (what: string, { from, to }: DateRange) => `${what}-${from}-to-${to}.csv`;

/** A count with its noun: 1 invoice, 3 invoices. */
export const countText = (count: number, noun: string) =>
  `${count.toLocaleString('en-NZ')} ${count === 1 ? noun : `${noun}s`}`;

/** The customer's name, or the spec's words when the record is gone and no name was kept. */
export const customerNameOf = (name: string | null | undefined) => name || ADMIN_MESSAGES.unknownCustomer;

type DaySalesRow = { date: string; exGst: number; incGst: number; invoiceCount: number };

/** Sales by day as CSV rows. */
export function salesByDayCsv(days: readonly DaySalesRow[]): CsvValue[][] {
  return [
    ['Date', 'Invoices', 'Sales excl. GST (NZD)', 'Sales incl. GST (NZD)'],
    ...days.map((day) => [
      formatDateOnly(day.date),
      day.invoiceCount,
      csvMoney(day.exGst),
      csvMoney(day.incGst),
    ]),
  ];
}

/** Orders by day, one count a status. */
export type DayOrdersRow = { date: string } & Record<Lowercase<OrderStatus>, number>;

/** The count of one status on a day. */
export const statusCount = (day: DayOrdersRow, status: OrderStatus) =>
  day[status.toLowerCase() as Lowercase<OrderStatus>];

/** Orders by day as CSV rows: a column a status, and the day's total. */
export function ordersByDayCsv(days: readonly DayOrdersRow[]): CsvValue[][] {
  return [
    ['Date', ...ORDER_STATUSES, 'Total'],
    ...days.map((day) => {
      const counts = ORDER_STATUSES.map((status) => statusCount(day, status));
      return [formatDateOnly(day.date), ...counts, counts.reduce((sum, count) => sum + count, 0)];
    }),
  ];
}

type HistoryRow = {
  shortId: string;
  companyName?: string | null;
  status: OrderStatus;
  processingDate: string;
};

/** The order history as CSV rows. */
export function historyCsv(rows: readonly HistoryRow[]): CsvValue[][] {
  return [
    ['Customer', 'Order', 'Status', 'Date'],
    ...rows.map((row) => [
      customerNameOf(row.companyName),
      row.shortId,
      row.status,
      formatDateOnly(row.processingDate),
    ]),
  ];
}
