import { processingDate } from './cutoff.ts';
import {
  addDays,
  aucklandDateString,
  formatDateOnly,
  WEEKDAY_NAMES,
  weekdayName,
  weekdayOf,
} from './dates.ts';
import { type ClosedDay, type ClosedDayLookup, isProcessingDay, nextProcessingDay } from './holidays.ts';

/** How often a standing order comes round. */
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'FORTNIGHTLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The list filter: every standing order, or one frequency. */
export const RECURRING_FILTERS = ['ALL', ...FREQUENCIES] as const;
export type RecurringFilter = (typeof RECURRING_FILTERS)[number];

/** Labels as the spec shows them. */
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Fortnightly',
};

/** How many coming dates the editor and the list show. */
export const NEXT_RUNS_SHOWN = 5;

/** What decides when a standing order comes round. */
export type RecurringPlan = {
  frequency: Frequency;
  /** `YYYY-MM-DD`: nothing is due before it; Fortnightly counts its weeks from this date's week. */
  startingDate: string;
  /** 0 = Sunday … 6 = Saturday; used by Weekly and Fortnightly. */
  selectedDays: readonly number[];
};

/**
 * One delivery of a standing order: the order is created at 00:00 of `dueDate` for `processingDate`. When closed
 * days move several due days onto one processing date, they are one run and one order.
 */
export type RecurringRun = {
  dueDate: string;
  /** The day the order is processed: the due day, or the next open day when the due day is closed. */
  processingDate: string;
  /** The closed days (and Sunday) the delivery moved past; empty when it did not move. */
  movedPast: ClosedDay[];
  /** The later due days whose deliveries go on the same processing date, in this run's one order; mostly none. */
  combined: string[];
};

const SUNDAY = 0;

/** The selected days, unique and in week order Sunday to Saturday, as the spec keeps them. */
export function sortWeekdays(days: readonly number[]): number[] {
  return [...new Set(days)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6).sort((a, b) => a - b);
}

/** The Sunday starting the week of a date (weeks run Sunday to Saturday). */
function weekStart(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** Whole weeks from the week of `from` to the week of `to`. */
function weeksBetween(from: string, to: string): number {
  const days =
    (Date.parse(`${weekStart(to)}T00:00:00Z`) - Date.parse(`${weekStart(from)}T00:00:00Z`)) / 86_400_000;
  return Math.round(days / 7);
}

/**
 * True when a standing order comes round on a date. Daily: every day the shop processes (Monday to
 * Saturday, not a public holiday or staff's closed day). Weekly: the selected weekdays. Fortnightly: the
 * selected weekdays of every second week, counted from the starting date's week. Nothing before the
 * starting date.
 */
export function isDueDay(plan: RecurringPlan, date: string, closed: ClosedDayLookup): boolean {
  if (date < plan.startingDate) return false;
  switch (plan.frequency) {
    case 'DAILY':
      return isProcessingDay(date, closed);
    case 'WEEKLY':
      return plan.selectedDays.includes(weekdayOf(date));
    case 'FORTNIGHTLY':
      return plan.selectedDays.includes(weekdayOf(date)) && weeksBetween(plan.startingDate, date) % 2 === 0;
  }
}

/** The run of a due day: processed that day, or moved to the next open day when the shop is closed. */
export function runOf(dueDate: string, closed: ClosedDayLookup): RecurringRun {
  const next = nextProcessingDay(dueDate, closed);
  const movedPast =
    weekdayOf(dueDate) === SUNDAY ? [{ date: dueDate, name: 'Sunday' }, ...next.skipped] : next.skipped;
  return { dueDate, processingDate: next.date, movedPast, combined: [] };
}

/**
 * The runs from `from` on, until `done` says the runs so far are enough. A due day whose delivery goes on the
 * same day as the run before it (every day between them is closed) joins that run instead of making another.
 */
function runsFrom(
  plan: RecurringPlan,
  from: string,
  closed: ClosedDayLookup,
  done: (day: string, runs: readonly RecurringRun[]) => boolean,
): RecurringRun[] {
  const runs: RecurringRun[] = [];
  for (let day = from; ; day = addDays(day, 1)) {
    const last = runs.at(-1);
    // A later due day can still join the last run up to its processing date, whatever `done` says.
    const joins = last !== undefined && day <= last.processingDate;
    if (!joins && done(day, runs)) return runs;
    if (!isDueDay(plan, day, closed)) continue;
    if (joins) last.combined.push(day);
    else runs.push(runOf(day, closed));
  }
}

/**
 * The runs whose (first) due day falls from `from` to `to`, both included, in date order. A run's `combined` days
 * may fall after `to`: its order, made on its due day, is for them too.
 */
export function runsBetween(
  plan: RecurringPlan,
  from: string,
  to: string,
  closed: ClosedDayLookup,
): RecurringRun[] {
  return runsFrom(plan, from, closed, (day) => day > to);
}

/** Looks no further than this for the coming runs (a plan with no days selected has none). */
const LOOKAHEAD_DAYS = 400;

/** The next `count` runs whose (first) due day is `from` or later. */
export function nextRuns(
  plan: RecurringPlan,
  from: string,
  closed: ClosedDayLookup,
  count = NEXT_RUNS_SHOWN,
): RecurringRun[] {
  const start = from < plan.startingDate ? plan.startingDate : from;
  const end = addDays(start, LOOKAHEAD_DAYS);
  return runsFrom(plan, start, closed, (day, runs) => runs.length >= count || day >= end);
}

/**
 * The first day whose delivery goes on `processingDate`: the day after the shop's processing day before it, as
 * the closed days in between move their deliveries on to it. `processingDate` itself when the day before is open.
 * @throws RangeError when no processing day comes within 400 days before it.
 */
export function firstDayMovedOnto(processingDate: string, closed: ClosedDayLookup): string {
  let first = processingDate;
  for (let i = 0; i < LOOKAHEAD_DAYS; i++) {
    const before = addDays(first, -1);
    if (isProcessingDay(before, closed)) return first;
    first = before;
  }
  throw new RangeError(`The shop is closed for more than ${LOOKAHEAD_DAYS} days before ${processingDate}`);
}

/**
 * The first due day still to come for a standing order: today, or the day after the scheduler's mark when the
 * mark already covers today (today's order was made, or today was dealt with, or the standing order was set after
 * the cutoff and begins on a later day).
 */
export function firstDayToCome(today: string, lastGeneratedDate: string | null): string {
  return lastGeneratedDate !== null && lastGeneratedDate >= today ? addDays(lastGeneratedDate, 1) : today;
}

/**
 * The first day a standing order set or started at `now` can come round: the processing date the cutoff rule
 * gives an order placed at that moment (`processingDate`), or the closed days just before it (from today on),
 * whose deliveries move onto that same processing date. After the cutoff on an open day that is a later day, so
 * the standing order never makes an order for a day already closed to new orders; set on a closed day (a Sunday,
 * New Year's Day), the closed days' deliveries are still made, on the first processing day.
 * @throws RangeError when `cutoffHour` is not a whole hour from 0 to 23.
 */
export function firstDueDay(now: Date, cutoffHour: number, closed: ClosedDayLookup): string {
  const today = aucklandDateString(now);
  let first = processingDate(now, cutoffHour, closed).date;
  while (addDays(first, -1) >= today && !isProcessingDay(addDays(first, -1), closed))
    first = addDays(first, -1);
  return first;
}

/**
 * The scheduler's mark for a standing order set or started at `now`: the day before its first due day
 * (`firstDueDay`), so every day before that counts as dealt with. It is after today when the standing order
 * begins after tomorrow.
 */
export function startMark(now: Date, cutoffHour: number, closed: ClosedDayLookup): string {
  return addDays(firstDueDay(now, cutoffHour, closed), -1);
}

/** 'Weekly: Monday, Thursday'; 'Daily' (the list's Frequency column). */
export function frequencyText(plan: Pick<RecurringPlan, 'frequency' | 'selectedDays'>): string {
  const label = FREQUENCY_LABELS[plan.frequency];
  if (plan.frequency === 'DAILY' || plan.selectedDays.length === 0) return label;
  const days = sortWeekdays(plan.selectedDays).map((d) => WEEKDAY_NAMES[d]);
  return `${label}: ${days.join(', ')}`;
}

/** '25/12', '25/12 and 26/12', '25/12, 26/12 and 30/12'. */
function dayMonthList(dates: readonly string[]): string {
  const days = dates.map((d) => formatDateOnly(d).slice(0, 5));
  return days.length < 2 ? days.join('') : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/**
 * 'Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)'; 'Thursday 09/04/2026' when not moved; for
 * deliveries closed days put on one day, that day first: 'Wednesday 30/12/2026 (deliveries of 25/12 and 26/12
 * combined, closed days: Christmas Day, Boxing Day, …)'.
 */
export function runText(run: RecurringRun): string {
  const due = `${weekdayName(run.dueDate)} ${formatDateOnly(run.dueDate)}`;
  if (run.processingDate === run.dueDate) return due;
  const to = `${weekdayName(run.processingDate)} ${formatDateOnly(run.processingDate)}`;
  const closedNames = run.movedPast.map((d) => d.name).join(', ');
  if (run.combined.length === 0) return `${due} (moved to ${to}: ${closedNames})`;
  const days = dayMonthList([run.dueDate, ...run.combined]);
  return `${to} (deliveries of ${days} combined, closed days: ${closedNames})`;
}
