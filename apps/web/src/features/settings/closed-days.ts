import { formatDateOnly, isDateOnly, weekdayName } from '@cleaver/domain/dates';
import { type ClosedDay, nzPublicHolidays } from '@cleaver/domain/holidays';
import { closedDaySchema } from '@cleaver/domain/schemas';
import { z } from 'zod';

/** A DD/MM/YYYY date as typed, as `YYYY-MM-DD`; null until it is a real date. */
export function readDayFirst(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDateOnly(date) ? date : null;
}

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
 * A closed day as the form holds it: the date typed as DD/MM/YYYY (today, `YYYY-MM-DD` in Auckland, or
 * later) and the reason; gives what `addClosedDay` takes.
 */
export function closedDayFormSchema(today: string) {
  return z
    .object({
      date: z.string().superRefine((text, ctx) => {
        const message = dateProblem(text, today);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      name: closedDaySchema.shape.name,
    })
    .transform((form) => ({ date: readDayFirst(form.date) ?? '', name: form.name }));
}

/** What is wrong with a typed closed day's date, or null when it is a real date from `today` on. */
function dateProblem(text: string, today: string): string | null {
  if (text.trim() === '') return 'Enter the date';
  const date = readDayFirst(text);
  if (date === null) return 'Enter a date as DD/MM/YYYY';
  return date < today ? 'Choose today or a later date' : null;
}
