import { formatDateOnly, isDateOnly, weekdayName } from '@cleaver/domain/dates';
import { type ClosedDay, nzPublicHolidays } from '@cleaver/domain/holidays';
import { closedDaySchema } from '@cleaver/domain/schemas';
import { z } from 'zod';

/** 'Tuesday 29/12/2026'. */
export function dayText(date: string): string {
  return `${weekdayName(date)} ${formatDateOnly(date)}`;
}

/** New Zealand's public holidays from `today` (`YYYY-MM-DD`) up to the same day a year on, in date order. */
export function comingPublicHolidays(today: string): ClosedDay[] {
  const year = Number(today.slice(0, 4));
  const yearOn = `${year + 1}${today.slice(4)}`;
  return [...nzPublicHolidays(year), ...nzPublicHolidays(year + 1)].filter(
    (h) => h.date >= today && h.date < yearOn,
  );
}

/**
 * A closed day as the form holds it: the date as the shared date field gives it (`YYYY-MM-DD` once typed as a real
 * DD/MM/YYYY date, the text as typed until then), today (Auckland) or later, and the reason; what `addClosedDay`
 * takes.
 */
export function closedDayFormSchema(today: string) {
  return z.object({
    date: z.string().superRefine((date, ctx) => {
      const message = dateProblem(date, today);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    name: closedDaySchema.shape.name,
  });
}

/** What is wrong with a closed day's date, or null when it is a real date from `today` on. */
function dateProblem(date: string, today: string): string | null {
  if (date.trim() === '') return 'Enter the date';
  if (!isDateOnly(date)) return 'Enter a date as DD/MM/YYYY';
  return date < today ? 'Choose today or a later date' : null;
}
