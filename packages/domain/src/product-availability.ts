import { z } from 'zod';
import { formatDateOnly, WEEKDAY_NAMES, weekdayName, weekdayOf } from './dates.ts';

/**
 * When a product can be delivered (issue 50): some cuts must be ordered days ahead (a lamb rack from the works on
 * Wednesday), some come in on set weekdays only (whole ducks on Thursdays). Judged on an order's processing date.
 */
export type ProductAvailability = {
  /** Whole days between the day the order is placed and its processing date, at least; 0: none. */
  leadDays: number;
  /** The weekdays (1 Monday … 6 Saturday) it can be processed on; null: any day the shop processes. */
  weekdays: readonly number[] | null;
};

/** The most days ahead a product may ask for. */
export const MAX_LEAD_DAYS = 14;

export const productAvailabilitySchema = z.object({
  leadDays: z
    .number({ message: 'Order days ahead must be a whole number' })
    .int('Order days ahead must be a whole number')
    .min(0, 'Order days ahead cannot be negative')
    .max(MAX_LEAD_DAYS, `Order days ahead can be at most ${MAX_LEAD_DAYS}`),
  weekdays: z
    .array(z.number().int())
    .min(1, 'Choose at least one day, or any day')
    .refine((days) => days.every((d) => d >= 1 && d <= 6), 'Days are Monday to Saturday')
    .transform((days) => [...new Set(days)].sort((a, b) => a - b))
    .nullable()
    // Every day chosen is the same as any day.
    .transform((days) => (days && days.length === 6 ? null : days)),
});

/** Days from `from` to `to` (YYYY-MM-DD), calendar days. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'Thursdays', 'Tuesdays and Thursdays', 'Mondays, Wednesdays and Fridays'. */
function pluralDays(weekdays: readonly number[]): string {
  const names = [...weekdays].sort((a, b) => a - b).map((d) => `${WEEKDAY_NAMES[d] ?? d}s`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What the catalogue and the cart say on a product's line: 'Order 2 days ahead', 'Thursdays only', both joined
 * with ' · ', or null when it can be had any day.
 */
export function availabilityText(availability: ProductAvailability): string | null {
  const parts: string[] = [];
  if (availability.leadDays > 0) {
    parts.push(`Order ${availability.leadDays} ${availability.leadDays === 1 ? 'day' : 'days'} ahead`);
  }
  if (availability.weekdays && availability.weekdays.length > 0) {
    parts.push(`${pluralDays(availability.weekdays)} only`);
  }
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * Why a product cannot be processed on `processingDate` for an order placed on `orderedOn` (both YYYY-MM-DD in
 * Pacific/Auckland), naming it; null when it can.
 */
export function unavailableReason(
  name: string,
  availability: ProductAvailability,
  processingDate: string,
  orderedOn: string,
): string | null {
  const when = `${weekdayName(processingDate)} ${formatDateOnly(processingDate)}`;
  if (availability.weekdays && !availability.weekdays.includes(weekdayOf(processingDate))) {
    return `${name} can only be delivered on ${pluralDays(availability.weekdays)}; this order is for ${when}.`;
  }
  if (daysBetween(orderedOn, processingDate) < availability.leadDays) {
    const days = availability.leadDays === 1 ? '1 day' : `${availability.leadDays} days`;
    return `${name} must be ordered ${days} ahead; this order is for ${when}.`;
  }
  return null;
}

/** The short reason a standing order's run left a product off: 'Thursdays only', 'order 2 days ahead'. */
export function unavailableShortReason(
  availability: ProductAvailability,
  processingDate: string,
  orderedOn: string,
): string | null {
  if (availability.weekdays && !availability.weekdays.includes(weekdayOf(processingDate))) {
    return `${pluralDays(availability.weekdays)} only`;
  }
  if (daysBetween(orderedOn, processingDate) < availability.leadDays) {
    return `order ${availability.leadDays} ${availability.leadDays === 1 ? 'day' : 'days'} ahead`;
  }
  return null;
}
