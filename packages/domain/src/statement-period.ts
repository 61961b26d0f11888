import { addDays, aucklandDateString } from './dates.ts';

// A statement covers one calendar month in Pacific/Auckland, written YYYY-MM.

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** True for a month written YYYY-MM ('2026-11'). */
export function isStatementPeriod(period: string): boolean {
  return PERIOD.test(period);
}

function parts(period: string): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month as read: '2026-11' → 'November 2026'. */
export function periodLabel(period: string): string {
  const { year, month } = parts(period);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** The month's first day, YYYY-MM-DD. */
export function periodStart(period: string): string {
  parts(period);
  return `${period}-01`;
}

/** The month's last day, YYYY-MM-DD: the date a statement is dated. */
export function periodEnd(period: string): string {
  return addDays(periodStart(nextPeriod(period)), -1);
}

/** The month after: '2026-12' → '2027-01'. */
export function nextPeriod(period: string): string {
  const { year, month } = parts(period);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The month before: '2027-01' → '2026-12'. */
export function previousPeriod(period: string): string {
  const { year, month } = parts(period);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The Pacific/Auckland month an instant falls in. */
export function periodOf(instant: Date): string {
  return aucklandDateString(instant).slice(0, 7);
}

/** The month statements are sent for by default: the one before `now`'s (Pacific/Auckland). */
export function defaultStatementPeriod(now: Date): string {
  return previousPeriod(periodOf(now));
}

/** Whether the month is over on `now` (Pacific/Auckland): a statement is issued only for a month that has ended. */
export function periodHasEnded(period: string, now: Date): boolean {
  return periodStart(nextPeriod(period)) <= aucklandDateString(now);
}

/** The `count` months up to and including `last`, newest first: the months the Send statements dialog offers. */
export function recentPeriods(last: string, count: number): string[] {
  const periods: string[] = [];
  let period = last;
  for (let i = 0; i < count; i += 1) {
    periods.push(period);
    period = previousPeriod(period);
  }
  return periods;
}
