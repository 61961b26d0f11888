import { addDays, formatDateOnly, WEEKDAY_NAMES, weekdayName, weekdayOf } from './dates.ts';
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

/** One day a standing order comes round: the order is created at 00:00 of `dueDate` for `processingDate`. */
export type RecurringRun = {
  dueDate: string;
  /** The day the order is processed: the due day, or the next open day when the due day is closed. */
  processingDate: string;
  /** The closed days (and Sunday) the delivery moved past; empty when it did not move. */
  movedPast: ClosedDay[];
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
  return { dueDate, processingDate: next.date, movedPast };
}

/** The runs whose due day falls from `from` to `to`, both included, in date order. */
export function runsBetween(
  plan: RecurringPlan,
  from: string,
  to: string,
  closed: ClosedDayLookup,
): RecurringRun[] {
  const runs: RecurringRun[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isDueDay(plan, day, closed)) runs.push(runOf(day, closed));
  }
  return runs;
}

/** Looks no further than this for the coming runs (a plan with no days selected has none). */
const LOOKAHEAD_DAYS = 400;

/** The next `count` runs whose due day is `from` or later. */
export function nextRuns(
  plan: RecurringPlan,
  from: string,
  closed: ClosedDayLookup,
  count = NEXT_RUNS_SHOWN,
): RecurringRun[] {
  const runs: RecurringRun[] = [];
  const start = from < plan.startingDate ? plan.startingDate : from;
  for (let i = 0; i < LOOKAHEAD_DAYS && runs.length < count; i++) {
    const day = addDays(start, i);
    if (isDueDay(plan, day, closed)) runs.push(runOf(day, closed));
  }
  return runs;
}

/**
 * The first due day still to come for a standing order: today, or the day after the scheduler's mark when the
 * mark already covers today (today's order was made, or today was dealt with).
 */
export function firstDayToCome(today: string, lastGeneratedDate: string | null): string {
  return lastGeneratedDate !== null && lastGeneratedDate >= today ? addDays(lastGeneratedDate, 1) : today;
}

/** 'Weekly: Monday, Thursday'; 'Daily' (the list's Frequency column). */
export function frequencyText(plan: Pick<RecurringPlan, 'frequency' | 'selectedDays'>): string {
  const label = FREQUENCY_LABELS[plan.frequency];
  if (plan.frequency === 'DAILY' || plan.selectedDays.length === 0) return label;
  const days = sortWeekdays(plan.selectedDays).map((d) => WEEKDAY_NAMES[d]);
  return `${label}: ${days.join(', ')}`;
}

/** 'Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)'; 'Thursday 09/04/2026' when not moved. */
export function runText(run: RecurringRun): string {
  const due = `${weekdayName(run.dueDate)} ${formatDateOnly(run.dueDate)}`;
  if (run.processingDate === run.dueDate) return due;
  const to = `${weekdayName(run.processingDate)} ${formatDateOnly(run.processingDate)}`;
  return `${due} (moved to ${to}: ${run.movedPast.map((d) => d.name).join(', ')})`;
}
