import { isDateOnly } from '@cleaver/domain/dates';

/** A DD/MM/YYYY date as typed, as `YYYY-MM-DD`; null until it is a real date. */
export function readDayFirst(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDateOnly(date) ? date : null;
}

/** A DD/MM/YYYY date as typed into `YYYY-MM-DD`; the text unchanged when it is not a real date (the form then refuses it). */
export function dateFromDayFirst(text: string): string {
  return readDayFirst(text) ?? text;
}
