import { DASHBOARD_ORDERS_PAGE_SIZE } from './constants.ts';
import { addDays, aucklandParts, isDateOnly, weekdayOf } from './dates.ts';

/** The sales and orders charts' quick periods; a custom From–To range is the fourth choice. */
export const DASHBOARD_PERIODS = ['TODAY', 'THIS_WEEK', 'THIS_MONTH'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Labels as the spec shows them. */
export const DASHBOARD_PERIOD_LABELS: Readonly<Record<DashboardPeriod, string>> = {
  TODAY: 'Today',
  THIS_WEEK: 'This week',
  THIS_MONTH: 'This month',
};

/** Customers the top-customers donut names; everyone else is 'others'. */
export const TOP_CUSTOMERS = 10;
/** Rows per page of the dashboard's order history. */
export const ORDERS_HISTORY_PAGE = DASHBOARD_ORDERS_PAGE_SIZE;
/** Most days the sales and orders charts draw (a year, a leap year included). */
export const MAX_CHART_DAYS = 366;
/** Most days the top-customers range may cover (two years, a leap day included). */
export const MAX_TOP_CUSTOMER_DAYS = 731;

/** An inclusive range of calendar dates, both `YYYY-MM-DD`. */
export type DateRange = { from: string; to: string };

const MONDAY = 1;

/**
 * The first and last day of the month of a `YYYY-MM-DD` date.
 * @throws RangeError when the text is not a real calendar date.
 */
export function monthRange(today: string): DateRange {
  if (!isDateOnly(today)) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(lastDay).padStart(2, '0')}` };
}

/** The first and last day of the month before the one of a `YYYY-MM-DD` date. */
export function previousMonthRange(today: string): DateRange {
  return monthRange(addDays(monthRange(today).from, -1));
}

/**
 * The dates a quick period covers, by the New Zealand convention: TODAY is today; THIS_WEEK runs Monday to
 * Sunday (the whole week, days to come included); THIS_MONTH the 1st to the last day of the month.
 */
export function periodRange(period: DashboardPeriod, today: string): DateRange {
  switch (period) {
    case 'TODAY':
      return { from: today, to: today };
    case 'THIS_WEEK': {
      const monday = addDays(today, -((weekdayOf(today) - MONDAY + 7) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'THIS_MONTH':
      return monthRange(today);
  }
}

/** Every date from `from` to `to`, both included, in order; empty when `from` is after `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many dates an inclusive range covers (0 when `from` is after `to`). */
function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * What is wrong with a From–To range of dates, as the user reads it, or null when it is fine: both real
 * `YYYY-MM-DD` dates, From on or before To, at most `maxDays` days (both ends counted).
 */
export function salesRangeProblem(from: string, to: string, maxDays: number): string | null {
  if (!isDateOnly(from) || !isDateOnly(to)) return 'Dates must be real dates (YYYY-MM-DD).';
  if (from > to) return 'The From date must be on or before the To date.';
  if (dayCount(from, to) > maxDays) return `Choose a range of ${maxDays} days or fewer.`;
  return null;
}

/** The offset of Pacific/Auckland from UTC at an instant, in milliseconds (12 or 13 hours). */
function aucklandOffsetMs(instant: number): number {
  const p = aucklandParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a `YYYY-MM-DD` date starts in Pacific/Auckland (its 00:00). Consecutive starts are 23 or 25
 * hours apart on the days daylight saving changes (at 02:00 or 03:00, so midnight always exists once).
 * @throws RangeError when the text is not a real calendar date.
 */
export function aucklandDayStart(date: string): Date {
  if (!isDateOnly(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  // Daylight saving changes at 02:00 or 03:00, so the offset an hour either side of midnight is midnight's.
  const guess = midnightAsUtc - aucklandOffsetMs(midnightAsUtc);
  return new Date(midnightAsUtc - aucklandOffsetMs(guess));
}

/** The instants an inclusive range of dates covers, Auckland time: `start` included, `end` excluded. */
export function aucklandSpan(range: DateRange): { start: Date; end: Date } {
  return { start: aucklandDayStart(range.from), end: aucklandDayStart(addDays(range.to, 1)) };
}

/**
 * A range of dates split into the whole calendar months it covers and the days at either end outside them:
 * `months` runs from the 1st of the first whole month to the 1st of the last (null when there is none), and
 * `edges` are the remaining days, as ranges, in order. Whole months can be read from a per-month summary.
 * `2026-01-15`–`2026-04-10` → months 2026-02-01 to 2026-03-01; edges 01/15–01/31 and 04/01–04/10.
 */
export function splitIntoWholeMonths(range: DateRange): { months: DateRange | null; edges: DateRange[] } {
  const firstMonth = monthRange(range.from);
  const firstWhole = range.from === firstMonth.from ? range.from : addDays(firstMonth.to, 1);
  const lastMonth = monthRange(range.to);
  const lastWholeEnd = range.to === lastMonth.to ? range.to : addDays(lastMonth.from, -1);
  if (firstWhole > lastWholeEnd) return { months: null, edges: [range] };
  const edges: DateRange[] = [];
  if (range.from < firstWhole) edges.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (lastWholeEnd < range.to) edges.push({ from: addDays(lastWholeEnd, 1), to: range.to });
  return { months: { from: firstWhole, to: monthRange(lastWholeEnd).from }, edges };
}
