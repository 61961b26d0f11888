import { aucklandDateString, aucklandParts, formatDateOnly } from '@cleaver/domain/dates';

/**
 * When account figures were read, in New Zealand time: '10:42' today, '10:42 on 02/12/2026' another day (a
 * page left open overnight, or an accounting system's copy).
 */
export function readAtText(readAt: string, now: Date = new Date()): string {
  const { hour, minute } = aucklandParts(readAt);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const day = aucklandDateString(readAt);
  return day === aucklandDateString(now) ? time : `${time} on ${formatDateOnly(day)}`;
}

/** Where staff's account figures come from and when they were read: 'From the Cleaver ledger, read 10:42'. */
export function figuresSourceText(source: string, readAt: string, now: Date = new Date()): string {
  return `From the ${source}, read ${readAtText(readAt, now)}`;
}
