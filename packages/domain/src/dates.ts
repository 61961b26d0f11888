/** The business runs on New Zealand time, whatever the clock of the server or browser says. */
export const BUSINESS_TIME_ZONE = 'Pacific/Auckland';

/** English weekday names, index 0 = Sunday as in `Date#getDay`. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A weekday name. */
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Wall-clock parts of an instant in Pacific/Auckland. `weekday` is 0 = Sunday … 6 = Saturday. */
export type AucklandParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};

// The formats are made at their first use, not as the module loads: making one with a time zone costs a phone
// about 30 ms (115 ms at 4x CPU slowdown in the cart's first load), which lengthened the evaluation of every page
// chunk that imports this module, whether it showed a date or not (docs/performance-log.md).
let partsFormat: Intl.DateTimeFormat | undefined;
const newPartsFormat = () =>
  new Intl.DateTimeFormat('en-NZ', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });

function toDate(d: Date | number | string): Date {
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(d)}`);
  return date;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * The Pacific/Auckland wall-clock parts of an instant.
 * @throws RangeError for an invalid date.
 */
export function aucklandParts(d: Date | number | string): AucklandParts {
  const parts: Record<string, number> = {};
  partsFormat ??= newPartsFormat();
  for (const part of partsFormat.formatToParts(toDate(d))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? Number.NaN;
  const month = parts.month ?? Number.NaN;
  const day = parts.day ?? Number.NaN;
  // Some engines print midnight as hour 24 even with h23.
  const hour = (parts.hour ?? Number.NaN) % 24;
  const minute = parts.minute ?? Number.NaN;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour, minute, weekday };
}

/** The Pacific/Auckland calendar date of an instant as `YYYY-MM-DD`. */
export function aucklandDateString(d: Date | number | string): string {
  const { year, month, day } = aucklandParts(d);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a `YYYY-MM-DD` calendar date as a UTC midnight, the neutral form for day arithmetic.
 * @throws RangeError when the text is not a real calendar date.
 */
function parseDateOnly(date: string): Date {
  const match = DATE_ONLY.exec(date);
  const utc = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!utc || utc.toISOString().slice(0, 10) !== date) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return utc;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isDateOnly(date: string): boolean {
  try {
    parseDateOnly(date);
    return true;
  } catch {
    return false;
  }
}

/** Adds whole calendar days to a `YYYY-MM-DD` date (no instants involved, so daylight saving cannot shift it). */
export function addDays(date: string, days: number): string {
  const utc = parseDateOnly(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** Weekday of a `YYYY-MM-DD` date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return parseDateOnly(date).getUTCDay();
}

/** English weekday name of a `YYYY-MM-DD` date, e.g. '2026-11-23' → 'Monday'. */
export function weekdayName(date: string): WeekdayName {
  return WEEKDAY_NAMES[weekdayOf(date)] ?? 'Sunday';
}

/** A `YYYY-MM-DD` date as DD/MM/YYYY, with no time-zone shift: '2026-11-23' → '23/11/2026'. */
export function formatDateOnly(date: string): string {
  parseDateOnly(date);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * An instant as DD/MM/YYYY in Pacific/Auckland. Accepts a Date, epoch milliseconds or an ISO string;
 * a bare `YYYY-MM-DD` string is taken as that calendar date.
 * @throws RangeError for an invalid date.
 */
export function formatDate(d: Date | number | string): string {
  if (typeof d === 'string' && DATE_ONLY.test(d)) return formatDateOnly(d);
  return formatDateOnly(aucklandDateString(d));
}

let longFormat: Intl.DateTimeFormat | undefined;
const newLongFormat = () =>
  new Intl.DateTimeFormat('en-NZ', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });

/**
 * An instant in the long form used for notifications, in Pacific/Auckland:
 * 'Saturday, 21 November 2026 at 5:04 am'. Assembled from parts so it reads the same in every browser.
 */
export function formatLongDateTime(d: Date | number | string): string {
  const parts: Record<string, string> = {};
  longFormat ??= newLongFormat();
  for (const part of longFormat.formatToParts(toDate(d))) parts[part.type] = part.value;
  const { weekday, day, month, year, hour, minute, dayPeriod = '' } = parts;
  return `${weekday}, ${day} ${month} ${year} at ${hour}:${minute} ${dayPeriod.toLowerCase()}`;
}

/**
 * The time of an instant on an Auckland clock: '9:05 am', '12:30 pm'.
 * @throws RangeError for an invalid date.
 */
export function formatClockTime(d: Date | number | string): string {
  const { hour, minute } = aucklandParts(d);
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * When something happened, as the shop says it: '10:42 am' on the day it happened (in Auckland), '10:42 am on
 * 08/12/2026' after it.
 * @throws RangeError for an invalid date.
 */
export function formatTimeAndDay(d: Date | number | string, now: Date | number = Date.now()): string {
  const day = aucklandDateString(d);
  const time = formatClockTime(d);
  return day === aucklandDateString(now) ? time : `${time} on ${formatDateOnly(day)}`;
}
