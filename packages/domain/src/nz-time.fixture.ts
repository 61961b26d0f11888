// Test oracle: New Zealand wall-clock time computed from the daylight-saving rules themselves
// (NZDT, UTC+13, from the last Sunday of September 02:00 NZST to the first Sunday of April 03:00 NZDT;
// otherwise NZST, UTC+12), independent of Intl.

import fc from 'fast-check';

function sundayOnOrAfter(year: number, monthIndex: number, day: number): number {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return day + ((7 - date.getUTCDay()) % 7);
}

/** UTC offset of New Zealand at an instant, in hours. */
export function nzOffsetHours(instant: number): 12 | 13 {
  const year = new Date(instant).getUTCFullYear();
  // First Sunday of April, 03:00 NZDT = 14:00 UTC the day before.
  const dstEnds = Date.UTC(year, 3, sundayOnOrAfter(year, 3, 1), 3 - 13);
  // Last Sunday of September, 02:00 NZST = 14:00 UTC the day before.
  const dstStarts = Date.UTC(year, 8, sundayOnOrAfter(year, 8, 24), 2 - 12);
  return instant < dstEnds || instant >= dstStarts ? 13 : 12;
}

/** Wall-clock parts in New Zealand, read off a shifted UTC date. */
export function nzWallClock(instant: number): { date: string; weekday: number; hour: number } {
  const local = new Date(instant + nzOffsetHours(instant) * 3_600_000);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay(), hour: local.getUTCHours() };
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Instants from 2025 to 2030, biased towards whole minutes near the daylight-saving changes. */
export const instants: fc.Arbitrary<Date> = fc
  .oneof(
    fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 31) }),
    fc
      .constantFrom(
        Date.UTC(2026, 3, 4, 14),
        Date.UTC(2026, 8, 26, 14),
        Date.UTC(2027, 3, 3, 14),
        Date.UTC(2027, 8, 25, 14),
      )
      .chain((change) => fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }).map((m) => change + m * 60_000)),
  )
  .map((ms) => new Date(ms));
