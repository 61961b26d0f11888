import { addDays, weekdayOf } from './dates.ts';

/** A day the shop does not process orders, and why. */
export type ClosedDay = { date: string; name: string };

/**
 * Matariki's dates as the Te Kāhui o Matariki Public Holiday Act 2022 publishes them (a Friday near the
 * rising of the Matariki cluster, fixed by the Act for 2022–2052). Years outside the table have no
 * Matariki until the Act is extended.
 */
export const MATARIKI_DATES: Readonly<Record<number, string>> = {
  2022: '2022-06-24',
  2023: '2023-07-14',
  2024: '2024-06-28',
  2025: '2025-06-20',
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
  2036: '2036-07-18',
  2037: '2037-07-10',
  2038: '2038-06-25',
  2039: '2039-07-15',
  2040: '2040-07-06',
  2041: '2041-07-19',
  2042: '2042-07-11',
  2043: '2043-07-03',
  2044: '2044-06-24',
  2045: '2045-07-07',
  2046: '2046-06-29',
  2047: '2047-07-19',
  2048: '2048-07-03',
  2049: '2049-06-25',
  2050: '2050-07-15',
  2051: '2051-06-30',
  2052: '2052-06-21',
};

/**
 * One-off national public holidays, by year: Queen Elizabeth II Memorial Day (Queen Elizabeth II Memorial Day
 * Act 2022), a Monday.
 */
export const ONE_OFF_HOLIDAYS: Readonly<Record<number, readonly ClosedDay[]>> = {
  2022: [{ date: '2022-09-26', name: 'Queen Elizabeth II Memorial Day' }],
};

/** The June holiday took the new sovereign's name from 2023, the first one after Charles III's accession. */
const FIRST_KINGS_BIRTHDAY = 2023;

const SUNDAY = 0;
const MONDAY = 1;
const SATURDAY = 6;

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The `n`th Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = isoDate(year, month, 1);
  const offset = (MONDAY - weekdayOf(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** A single holiday falling on a weekend is observed on the Monday after (Holidays Act 2003, s 45A). */
function mondayised(date: string): string {
  const weekday = weekdayOf(date);
  if (weekday === SATURDAY) return addDays(date, 2);
  if (weekday === SUNDAY) return addDays(date, 1);
  return date;
}

/**
 * A pair of holidays on consecutive days (Christmas and Boxing Day, 1 and 2 January): a day falling on a
 * weekend is observed on the next weekday that is not already the other holiday (Holidays Act 2003, s 45).
 */
function mondayisedPair(first: string, second: string): [string, string] {
  switch (weekdayOf(first)) {
    case 5: // Friday, Saturday → Friday, Monday
      return [first, addDays(second, 2)];
    case SATURDAY: // Saturday, Sunday → Monday, Tuesday
      return [addDays(first, 2), addDays(second, 2)];
    case SUNDAY: // Sunday, Monday → Tuesday, Monday
      return [addDays(first, 2), second];
    default:
      return [first, second];
  }
}

/**
 * A holiday as the shop keeps it: the day itself when it falls Monday to Saturday (the shop works Saturdays, so a
 * Saturday holiday is its holiday), and the Mondayised day too when it moved ("(observed)"). Sundays are closed
 * anyway.
 */
function kept(actual: string, observed: string, name: string): ClosedDay[] {
  if (observed === actual) return [{ date: actual, name }];
  const days = [{ date: observed, name: `${name} (observed)` }];
  return weekdayOf(actual) === SATURDAY ? [{ date: actual, name }, ...days] : days;
}

/**
 * New Zealand's national public holidays of a year as a shop open Monday to Saturday keeps them: the day itself,
 * and the weekday it is Mondayised to when it falls on a weekend (Holidays Act 2003, ss 45 and 45A), plus the
 * one-off holidays of `ONE_OFF_HOLIDAYS`. Regional anniversary days are not national and are not included; staff
 * add theirs as closed days.
 */
export function nzPublicHolidays(year: number): ClosedDay[] {
  const easter = easterSunday(year);
  const newYear = isoDate(year, 1, 1);
  const dayAfterNewYear = isoDate(year, 1, 2);
  const christmas = isoDate(year, 12, 25);
  const boxingDay = isoDate(year, 12, 26);
  const [newYearObserved, dayAfterObserved] = mondayisedPair(newYear, dayAfterNewYear);
  const [christmasObserved, boxingObserved] = mondayisedPair(christmas, boxingDay);
  const waitangi = isoDate(year, 2, 6);
  const anzac = isoDate(year, 4, 25);
  const holidays: ClosedDay[] = [
    ...kept(newYear, newYearObserved, "New Year's Day"),
    ...kept(dayAfterNewYear, dayAfterObserved, "Day after New Year's Day"),
    ...kept(waitangi, mondayised(waitangi), 'Waitangi Day'),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    ...kept(anzac, mondayised(anzac), 'Anzac Day'),
    {
      date: nthMonday(year, 6, 1),
      name: year >= FIRST_KINGS_BIRTHDAY ? "King's Birthday" : "Queen's Birthday",
    },
    { date: nthMonday(year, 10, 4), name: 'Labour Day' },
    ...kept(christmas, christmasObserved, 'Christmas Day'),
    ...kept(boxingDay, boxingObserved, 'Boxing Day'),
  ];
  const matariki = MATARIKI_DATES[year];
  if (matariki) holidays.push({ date: matariki, name: 'Matariki' });
  holidays.push(...(ONE_OFF_HOLIDAYS[year] ?? []));
  // Compared as strings, not by localeCompare, which would make a collator (loading the browser's locale data).
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Why the shop is closed on a date (public holiday or staff's closed day), or null when it is open. */
export type ClosedDayLookup = (date: string) => string | null;

/**
 * The shop's closed days: NZ public holidays plus the days staff added (a Christmas shutdown, say). Sundays
 * are not in it: the shop never processes on a Sunday (see `isProcessingDay`).
 */
export function closedDays(staffClosedDays: readonly ClosedDay[] = []): ClosedDayLookup {
  const byYear = new Map<number, Map<string, string>>();
  const staff = new Map(staffClosedDays.map((d) => [d.date, d.name]));
  return (date) => {
    const year = Number(date.slice(0, 4));
    let holidays = byYear.get(year);
    if (!holidays) {
      holidays = new Map(nzPublicHolidays(year).map((h) => [h.date, h.name]));
      byYear.set(year, holidays);
    }
    return holidays.get(date) ?? staff.get(date) ?? null;
  };
}

/** True when the shop processes orders on a date: Monday to Saturday and not a closed day. */
export function isProcessingDay(date: string, closed: ClosedDayLookup): boolean {
  return weekdayOf(date) !== SUNDAY && closed(date) === null;
}

/** Stops a run of closed days from looping for ever (staff could close a whole year). */
const MAX_DAYS_CLOSED_IN_A_ROW = 400;

/**
 * The first processing day on or after `date`, and the closed days (not Sundays) passed over to reach it.
 * @throws RangeError when no processing day comes within 400 days.
 */
export function nextProcessingDay(
  date: string,
  closed: ClosedDayLookup,
): { date: string; skipped: ClosedDay[] } {
  const skipped: ClosedDay[] = [];
  let day = date;
  for (let i = 0; i < MAX_DAYS_CLOSED_IN_A_ROW; i++) {
    if (weekdayOf(day) !== SUNDAY) {
      const name = closed(day);
      if (name === null) return { date: day, skipped };
      skipped.push({ date: day, name });
    }
    day = addDays(day, 1);
  }
  throw new RangeError(`The shop is closed for more than ${MAX_DAYS_CLOSED_IN_A_ROW} days from ${date}`);
}
