import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aucklandDayStart,
  aucklandSpan,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DateRange,
  daysBetween,
  MAX_CHART_DAYS,
  MAX_TOP_CUSTOMER_DAYS,
  monthRange,
  ORDERS_HISTORY_PAGE,
  periodRange,
  previousMonthRange,
  salesRangeProblem,
  splitIntoWholeMonths,
  TOP_CUSTOMERS,
} from './dashboard.ts';
import { addDays, aucklandDateString } from './dates.ts';
import { nzOffsetHours, nzWallClock } from './nz-time.fixture.ts';

const HOUR = 3_600_000;

describe('limits', () => {
  it('are the spec’s and the design’s', () => {
    expect([TOP_CUSTOMERS, ORDERS_HISTORY_PAGE, MAX_CHART_DAYS, MAX_TOP_CUSTOMER_DAYS]).toEqual([
      10, 20, 366, 731,
    ]);
    expect(DASHBOARD_PERIODS).toEqual(['TODAY', 'THIS_WEEK', 'THIS_MONTH']);
  });
});

describe('periodRange', () => {
  it.each<[DashboardPeriod, string, DateRange]>([
    ['TODAY', '2026-11-25', { from: '2026-11-25', to: '2026-11-25' }],
    // Weeks run Monday to Sunday.
    ['THIS_WEEK', '2026-11-23', { from: '2026-11-23', to: '2026-11-29' }], // Monday
    ['THIS_WEEK', '2026-11-25', { from: '2026-11-23', to: '2026-11-29' }], // Wednesday
    ['THIS_WEEK', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }], // Sunday
    ['THIS_WEEK', '2026-12-31', { from: '2026-12-28', to: '2027-01-03' }], // across a year
    ['THIS_WEEK', '2026-04-05', { from: '2026-03-30', to: '2026-04-05' }], // daylight saving ends
    ['THIS_MONTH', '2026-11-25', { from: '2026-11-01', to: '2026-11-30' }],
    ['THIS_MONTH', '2026-01-01', { from: '2026-01-01', to: '2026-01-31' }],
    ['THIS_MONTH', '2028-02-10', { from: '2028-02-01', to: '2028-02-29' }], // leap year
    ['THIS_MONTH', '2027-02-28', { from: '2027-02-01', to: '2027-02-28' }],
  ])('%s on %s', (period, today, range) => {
    expect(periodRange(period, today)).toEqual(range);
  });

  it('always holds today, a week being seven days from a Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.constantFrom(...DASHBOARD_PERIODS), (n, period) => {
        const today = addDays('2025-01-01', n);
        const { from, to } = periodRange(period, today);
        expect(from <= today && today <= to).toBe(true);
        if (period === 'THIS_WEEK') {
          expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(addDays(from, 6)).toBe(to);
        }
      }),
    );
  });
});

describe('monthRange and previousMonthRange', () => {
  it.each<[string, DateRange, DateRange]>([
    ['2026-03-31', { from: '2026-03-01', to: '2026-03-31' }, { from: '2026-02-01', to: '2026-02-28' }],
    ['2026-04-01', { from: '2026-04-01', to: '2026-04-30' }, { from: '2026-03-01', to: '2026-03-31' }],
    ['2026-01-15', { from: '2026-01-01', to: '2026-01-31' }, { from: '2025-12-01', to: '2025-12-31' }],
    ['2028-03-01', { from: '2028-03-01', to: '2028-03-31' }, { from: '2028-02-01', to: '2028-02-29' }],
  ])('%s', (today, month, previous) => {
    expect(monthRange(today)).toEqual(month);
    expect(previousMonthRange(today)).toEqual(previous);
  });

  it('refuses a date that is not one', () => {
    expect(() => monthRange('2026-02-30')).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('lists every date, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(daysBetween('2026-05-06', '2026-05-05')).toEqual([]);
  });

  it('counts a leap year as 366 days', () => {
    expect(daysBetween('2028-01-01', '2028-12-31')).toHaveLength(366);
  });
});

describe('salesRangeProblem', () => {
  it.each<[string, string, number, string | null]>([
    ['2026-11-01', '2026-11-30', 366, null],
    ['2026-11-30', '2026-11-30', 366, null],
    ['2026-01-01', '2026-12-31', 366, null],
    ['2028-01-01', '2028-12-31', 366, null], // 366 days
    ['2026-01-01', '2027-01-01', 366, null], // 366 days
    ['2026-01-01', '2027-01-02', 366, 'Choose a range of 366 days or fewer.'], // 367 days
    ['2028-01-01', '2029-01-01', 366, 'Choose a range of 366 days or fewer.'], // 367 days
    ['2025-01-01', '2026-12-31', 731, null], // 730 days
    ['2025-01-01', '2027-01-02', 731, 'Choose a range of 731 days or fewer.'], // 732 days
    ['2026-12-01', '2026-11-30', 366, 'The From date must be on or before the To date.'],
    ['2026-02-30', '2026-03-01', 366, 'Dates must be real dates (YYYY-MM-DD).'],
    ['01/11/2026', '2026-11-30', 366, 'Dates must be real dates (YYYY-MM-DD).'],
    ['2026-11-01', '', 366, 'Dates must be real dates (YYYY-MM-DD).'],
  ])('%s to %s within %i days', (from, to, maxDays, problem) => {
    expect(salesRangeProblem(from, to, maxDays)).toBe(problem);
  });
});

describe('aucklandDayStart', () => {
  it.each<[string, string, number]>([
    // [date, its Auckland midnight in UTC, hours in the day]
    ['2026-11-25', '2026-11-24T11:00:00.000Z', 24], // NZDT
    ['2026-06-15', '2026-06-14T12:00:00.000Z', 24], // NZST
    ['2026-03-31', '2026-03-30T11:00:00.000Z', 24],
    ['2026-04-01', '2026-03-31T11:00:00.000Z', 24],
    // Daylight saving ends Sun 2026-04-05 03:00 NZDT → 02:00 NZST: a day of 25 hours.
    ['2026-04-05', '2026-04-04T11:00:00.000Z', 25],
    ['2026-04-06', '2026-04-05T12:00:00.000Z', 24],
    // Daylight saving starts Sun 2026-09-27 02:00 NZST → 03:00 NZDT: a day of 23 hours.
    ['2026-09-27', '2026-09-26T12:00:00.000Z', 23],
    ['2026-09-28', '2026-09-27T11:00:00.000Z', 24],
  ])('%s starts at %s and lasts %i hours', (date, start, hours) => {
    expect(aucklandDayStart(date).toISOString()).toBe(start);
    const next = aucklandDayStart(addDays(date, 1)).getTime();
    expect((next - aucklandDayStart(date).getTime()) / HOUR).toBe(hours);
  });

  it('is the Auckland midnight of the date, by the daylight-saving rules themselves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 * 366 }), (n) => {
        const date = addDays('2025-01-01', n);
        const start = aucklandDayStart(date).getTime();
        expect(nzWallClock(start)).toMatchObject({ date, hour: 0 });
        expect(nzWallClock(start - 60_000).date).toBe(addDays(date, -1));
        expect([12, 13]).toContain(nzOffsetHours(start));
        expect(aucklandDateString(start)).toBe(date);
      }),
    );
  });

  it('refuses a date that is not one', () => {
    expect(() => aucklandDayStart('2026-13-01')).toThrow(RangeError);
  });
});

describe('aucklandSpan', () => {
  it('runs from the first day’s midnight to the midnight after the last day', () => {
    const { start, end } = aucklandSpan({ from: '2026-04-01', to: '2026-04-30' });
    expect(start.toISOString()).toBe('2026-03-31T11:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-30T12:00:00.000Z');
  });
});

describe('splitIntoWholeMonths', () => {
  const r = (from: string, to: string): DateRange => ({ from, to });
  it.each([
    // Whole months with days either side, the year's last-12-months range among them.
    [
      r('2026-01-15', '2026-04-10'),
      r('2026-02-01', '2026-03-01'),
      [r('2026-01-15', '2026-01-31'), r('2026-04-01', '2026-04-10')],
    ],
    [
      r('2025-11-26', '2026-11-25'),
      r('2025-12-01', '2026-10-01'),
      [r('2025-11-26', '2025-11-30'), r('2026-11-01', '2026-11-25')],
    ],
    // Exactly whole months: no edges; a leap February's end.
    [r('2026-05-01', '2026-05-31'), r('2026-05-01', '2026-05-01'), []],
    [r('2027-12-01', '2028-02-29'), r('2027-12-01', '2028-02-01'), []],
    // A whole month at one end only.
    [r('2026-03-01', '2026-04-02'), r('2026-03-01', '2026-03-01'), [r('2026-04-01', '2026-04-02')]],
    [r('2026-02-27', '2026-03-31'), r('2026-03-01', '2026-03-01'), [r('2026-02-27', '2026-02-28')]],
    // No whole month: the range is one edge, whether within a month or across two.
    [r('2026-06-01', '2026-06-29'), null, [r('2026-06-01', '2026-06-29')]],
    [r('2026-06-02', '2026-06-30'), null, [r('2026-06-02', '2026-06-30')]],
    [r('2026-06-15', '2026-07-14'), null, [r('2026-06-15', '2026-07-14')]],
    [r('2026-06-15', '2026-06-15'), null, [r('2026-06-15', '2026-06-15')]],
  ])('%o → months %o, edges %o', (range, months, edges) => {
    expect(splitIntoWholeMonths(range)).toEqual({ months, edges });
  });

  it('covers every day of the range once', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 731 }), (from, length) => {
        const range = { from, to: addDays(from, length) };
        const { months, edges } = splitIntoWholeMonths(range);
        const covered = edges.flatMap((edge) => daysBetween(edge.from, edge.to));
        if (months) covered.push(...daysBetween(months.from, monthRange(months.to).to));
        expect(covered.sort()).toEqual(daysBetween(range.from, range.to));
      }),
    );
  });
});
