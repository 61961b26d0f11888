import { z } from 'zod';
import { processingDate } from './cutoff.ts';
import { aucklandParts, weekdayOf } from './dates.ts';
import { type DeliveryZone, deliveryProcessingDate, zoneCutoffHour } from './delivery-zones.ts';
import type { ClosedDayLookup } from './holidays.ts';

/** How many hours before the cutoff a reminder may be asked for: 1 to 12. */
export const REMINDER_HOURS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The weekdays a customer may choose, as weekdays of the processing date (the day the order is for): Monday (1) to
 * Saturday (6). Nothing is processed on a Sunday, so no reminder is ever for one.
 */
export const REMINDER_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** A customer's cutoff reminder: off, or N hours before the cutoff for orders processed on the chosen weekdays. */
export type CutoffReminderPreference = {
  enabled: boolean;
  /** 1 to 12. */
  hoursBefore: number;
  /** Weekdays of the processing date, 1 = Monday … 6 = Saturday, ascending. */
  weekdays: readonly number[];
};

/** Off, 6 hours before, every processing day: what a customer who never chose sees. */
export const DEFAULT_CUTOFF_REMINDER: CutoffReminderPreference = {
  enabled: false,
  hoursBefore: 6,
  weekdays: REMINDER_WEEKDAYS,
};

/** What a customer reads when their reminder choice cannot be saved. */
export const CUTOFF_REMINDER_MESSAGES = {
  hours: 'Choose from 1 to 12 hours before the cutoff.',
  weekday: 'Choose days from Monday to Saturday.',
  noDays: 'Choose at least one day to be reminded on.',
} as const;

/**
 * The choice as the server accepts it: whole hours 1–12, weekdays Monday–Saturday without repeats (sorted on the
 * way in), and at least one day when the reminder is on.
 */
export const cutoffReminderPreferenceSchema = z
  .object({
    enabled: z.boolean(),
    hoursBefore: z
      .number()
      .int(CUTOFF_REMINDER_MESSAGES.hours)
      .min(1, CUTOFF_REMINDER_MESSAGES.hours)
      .max(12, CUTOFF_REMINDER_MESSAGES.hours),
    weekdays: z
      .array(
        z
          .number()
          .int(CUTOFF_REMINDER_MESSAGES.weekday)
          .min(1, CUTOFF_REMINDER_MESSAGES.weekday)
          .max(6, CUTOFF_REMINDER_MESSAGES.weekday),
      )
      .max(6, CUTOFF_REMINDER_MESSAGES.weekday)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  })
  .refine((p) => !p.enabled || p.weekdays.length > 0, {
    message: CUTOFF_REMINDER_MESSAGES.noDays,
    path: ['weekdays'],
  });

const HOUR_MS = 3_600_000;
const NO_CLOSED_DAYS: ClosedDayLookup = () => null;

/**
 * The instant the Pacific/Auckland wall clock reads `hour`:00 on `date` (YYYY-MM-DD). On the day clocks go forward
 * an hour that does not exist (02:00) gives the instant the clocks jumped at (03:00 NZDT); on the day they go back,
 * an hour that happens twice gives its first time.
 */
export function aucklandWallClockInstant(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // NZDT (+13) first, so a repeated hour gives its first time; NZST (+12) otherwise.
  for (const offset of [13, 12]) {
    const instant = new Date(Date.UTC(year, month - 1, day, hour - offset));
    const parts = aucklandParts(instant);
    if (parts.year === year && parts.month === month && parts.day === day && parts.hour === hour)
      return instant;
  }
  return new Date(Date.UTC(year, month - 1, day, hour - 12));
}

/** When a reminder is due: for which processing date, from when, and until the cutoff it reminds of. */
export type DueReminder = {
  /** YYYY-MM-DD, Pacific/Auckland: the day an order placed now is processed. */
  processingDate: string;
  /** The cutoff less the chosen hours (elapsed hours, so right across a daylight-saving change). */
  sendFrom: Date;
  /** That processing date's cutoff: after it an order goes to the next day and the reminder is pointless. */
  cutoffAt: Date;
};

/**
 * Whether a reminder is due at `now` under `preference`, and for which processing date; null when not. The
 * processing date is the one an order placed now would get (the cutoff rule with Sundays and closed days; for a
 * customer in a delivery `zone`, the zone's next delivery day and its earlier cutoff, as their delivery orders go);
 * the reminder is due from its cutoff (that hour:00 Auckland wall clock on that date) less `hoursBefore` hours,
 * until that cutoff, when the date's weekday is one chosen. Whether the customer has ordered already, and whether it was
 * sent, is the caller's to know.
 * @example cutoffReminderDue({ enabled: true, hoursBefore: 6, weekdays: [5] }, new Date('2026-12-03T10:00:00Z'), 5)
 *   // { processingDate: '2026-12-04', sendFrom: Thu 23:00 NZDT, cutoffAt: Fri 05:00 NZDT }
 * @throws RangeError when `cutoffHour` is not a whole hour from 0 to 23.
 */
export function cutoffReminderDue(
  preference: CutoffReminderPreference,
  now: Date,
  cutoffHour: number,
  closed?: ClosedDayLookup,
  zone: Pick<DeliveryZone, 'weekdays' | 'cutoffHour'> | null = null,
): DueReminder | null {
  const date = zone
    ? deliveryProcessingDate(now, cutoffHour, closed ?? NO_CLOSED_DAYS, zone).date
    : processingDate(now, cutoffHour, closed).date;
  if (!preference.enabled || !preference.weekdays.includes(weekdayOf(date))) return null;
  const cutoffAt = aucklandWallClockInstant(date, zoneCutoffHour(zone, cutoffHour));
  const sendFrom = new Date(cutoffAt.getTime() - preference.hoursBefore * HOUR_MS);
  if (now < sendFrom || now >= cutoffAt) return null;
  return { processingDate: date, sendFrom, cutoffAt };
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Mon Tue Wed' for [1, 2, 3]; 'Mon–Sat' for every processing day. */
export function reminderDaysText(weekdays: readonly number[]): string {
  if (REMINDER_WEEKDAYS.every((d) => weekdays.includes(d))) return 'Mon–Sat';
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((d) => SHORT_DAYS[d] ?? '?')
    .join(' ');
}
