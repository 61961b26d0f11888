import { isDateOnly } from '@cleaver/domain/dates';

/** A DD/MM/YYYY date as typed into `YYYY-MM-DD`; the text unchanged when it is not a real date (the form then refuses it). */
export function dateFromDayFirst(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDateOnly(date) ? date : text;
}
