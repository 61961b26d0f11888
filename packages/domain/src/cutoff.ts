import { addDays, aucklandDateString, aucklandParts, formatDateOnly, weekdayName } from './dates.ts';
import { type ClosedDay, type ClosedDayLookup, nextProcessingDay } from './holidays.ts';

export { BUSINESS_TIME_ZONE } from './dates.ts';

/** Cutoff hour used until settings load (05:00). */
export const DEFAULT_CUTOFF_HOUR = 5;

/** The hours staff can choose as cutoff: 0 (00:00) to 23 (23:00). */
export const CUTOFF_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** Why an order's processing date is not the day it was placed. */
export type CutoffReason = 'none' | 'after-cutoff' | 'sunday';

/** The day an order placed at some instant is processed. */
export type ProcessingDate = {
  /** Processing date in Pacific/Auckland, `YYYY-MM-DD`. */
  date: string;
  /** True when the date is later than the day the order was placed. */
  moved: boolean;
  reason: CutoffReason;
  /** Closed days (public holidays, staff's closed days) the date was moved past, first first. */
  closed: ClosedDay[];
};

function assertCutoffHour(cutoffHour: number): void {
  if (!Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 23) {
    throw new RangeError(`Cutoff hour must be a whole hour from 0 to 23: ${cutoffHour}`);
  }
}

const SUNDAY = 0;
const SATURDAY = 6;

/** No day is closed: only the cutoff and Sunday rules apply. */
const NOTHING_CLOSED: ClosedDayLookup = () => null;

/**
 * The processing date of an order placed at `now`, in Pacific/Auckland time:
 * Sunday → Monday; Monday–Saturday before the cutoff hour → today; at or after it → tomorrow,
 * except Saturday → Monday (the business is closed on Sunday). A closed day (`closed`: public holidays and
 * staff's closed days) moves the date on to the next day the shop processes.
 * Days are added on the calendar date, so the answer is right across daylight-saving changes.
 * @throws RangeError when `cutoffHour` is not a whole hour from 0 to 23.
 */
export function processingDate(
  now: Date,
  cutoffHour: number,
  closed: ClosedDayLookup = NOTHING_CLOSED,
): ProcessingDate {
  assertCutoffHour(cutoffHour);
  const { weekday, hour } = aucklandParts(now);
  const today = aucklandDateString(now);
  const [first, reason]: [string, CutoffReason] =
    weekday === SUNDAY
      ? [addDays(today, 1), 'sunday']
      : hour < cutoffHour
        ? [today, 'none']
        : [addDays(today, weekday === SATURDAY ? 2 : 1), 'after-cutoff'];
  const open = nextProcessingDay(first, closed);
  return { date: open.date, moved: open.date !== today, reason, closed: open.skipped };
}

/**
 * The day the packing floor works on at `now` (Pacific/Auckland): today when the shop processes today, whatever
 * the hour (the cutoff decides when new orders go to tomorrow, not when today's packing stops); on a Sunday or a
 * closed day (`closed`: public holidays and staff's closed days) the next day the shop processes. At 06:00 on a
 * Monday, after a 05:00 cutoff, it is that Monday: new orders go to Tuesday, the work waiting is Monday's.
 * @throws RangeError when no processing day comes within 400 days.
 */
export function packingDay(now: Date, closed: ClosedDayLookup = NOTHING_CLOSED): string {
  return nextProcessingDay(aucklandDateString(now), closed).date;
}

/**
 * The notice shown before confirming an order whose processing date moved, e.g.
 * 'Orders placed after 05:00 are processed on Monday 23/11/2026', with the closed day it moved past:
 * 'Orders placed now are processed on Tuesday 07/04/2026 (Monday 06/04/2026 is closed: Easter Monday)';
 * null when it did not move.
 */
export function cutoffNotice(result: ProcessingDate, cutoffHour: number): string | null {
  if (!result.moved) return null;
  const when = `${weekdayName(result.date)} ${formatDateOnly(result.date)}`;
  const base =
    result.reason === 'after-cutoff'
      ? `Orders placed after ${formatCutoffTime(cutoffHour)} are processed on ${when}`
      : result.reason === 'sunday'
        ? `Orders placed on Sunday are processed on ${when}`
        : `Orders placed now are processed on ${when}`;
  return result.closed.length === 0 ? base : `${base} (${closedDaysText(result.closed)})`;
}

/** 'Monday 06/04/2026 is closed: Easter Monday', or several joined with '; '. */
export function closedDaysText(days: readonly ClosedDay[]): string {
  return days.map((d) => `${weekdayName(d.date)} ${formatDateOnly(d.date)} is closed: ${d.name}`).join('; ');
}

/**
 * A cutoff hour as the `HH:00` text settings store and show: 5 → '05:00'.
 * @throws RangeError when the hour is not a whole hour from 0 to 23.
 */
export function formatCutoffTime(hour: number): string {
  assertCutoffHour(hour);
  return `${String(hour).padStart(2, '0')}:00`;
}

const CUTOFF_TIME = /^([01]?\d|2[0-3]):00$/;

/**
 * Reads an `HH:00` cutoff time: '05:00' → 5. Only whole hours from 00:00 to 23:00 are accepted.
 * @throws RangeError for anything else.
 */
export function parseCutoffTime(text: string): number {
  const match = CUTOFF_TIME.exec(text.trim());
  if (!match) throw new RangeError(`Not a cutoff time (HH:00): ${JSON.stringify(text)}`);
  return Number(match[1]);
}
