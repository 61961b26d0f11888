import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  aucklandDateString,
  aucklandParts,
  formatDate,
  formatDateOnly,
  formatLongDateTime,
  isDateOnly,
  weekdayName,
  weekdayOf,
} from './dates.ts';
import { instants, nzOffsetHours, nzWallClock } from './nz-time.fixture.ts';

const dateOnly = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('the test oracle', () => {
  it.each([
    ['2026-04-04T13:59:00Z', 13], // Sun 02:59 NZDT, just before clocks go back
    ['2026-04-04T14:00:00Z', 12], // Sun 02:00 NZST
    ['2026-09-26T13:59:00Z', 12], // Sun 01:59 NZST, just before clocks go forward
    ['2026-09-26T14:00:00Z', 13], // Sun 03:00 NZDT
    ['2026-12-31T12:00:00Z', 13],
    ['2026-07-01T00:00:00Z', 12],
  ])('%s is UTC+%d in New Zealand', (iso, offset) => {
    expect(nzOffsetHours(Date.parse(iso))).toBe(offset);
  });
});

describe('aucklandDateString and aucklandParts', () => {
  it.each([
    ['2026-11-20T10:59:00Z', '2026-11-20', 23], // Fri 23:59 NZDT
    ['2026-11-20T11:00:00Z', '2026-11-21', 0], // Sat 00:00 NZDT
    ['2026-06-30T11:59:00Z', '2026-06-30', 23], // NZST
    ['2026-06-30T12:00:00Z', '2026-07-01', 0],
    ['2026-12-31T11:00:00Z', '2027-01-01', 0], // New Year in Auckland, still 31 Dec in UTC
    ['2026-04-04T13:30:00Z', '2026-04-05', 2], // 02:30 NZDT…
    ['2026-04-04T14:30:00Z', '2026-04-05', 2], // …and 02:30 NZST an hour later
    ['2026-09-26T13:59:00Z', '2026-09-27', 1], // 01:59 NZST, then clocks jump to 03:00
    ['2026-09-26T14:00:00Z', '2026-09-27', 3],
  ])('%s is %s, hour %d in Auckland', (iso, date, hour) => {
    expect(aucklandDateString(new Date(iso))).toBe(date);
    expect(aucklandParts(new Date(iso)).hour).toBe(hour);
  });

  it('matches the daylight-saving rules', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const expected = nzWallClock(now.getTime());
        const parts = aucklandParts(now);
        expect(aucklandDateString(now)).toBe(expected.date);
        expect([parts.weekday, parts.hour]).toEqual([expected.weekday, expected.hour]);
      }),
    );
  });

  it('rejects an invalid date', () => {
    expect(() => aucklandDateString(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it.each<[Date | number | string, string]>([
    [new Date('2026-11-20T16:04:00Z'), '21/11/2026'],
    [Date.parse('2026-11-20T10:59:00Z'), '20/11/2026'],
    ['2026-06-30T12:00:00Z', '01/07/2026'],
    ['2026-11-23', '23/11/2026'], // a calendar date is not shifted
    ['2026-01-05T08:00:00+13:00', '05/01/2026'],
  ])('%j shows as %s', (input, text) => {
    expect(formatDate(input)).toBe(text);
  });

  it.each(['', 'yesterday', Number.NaN])('rejects %j', (input) => {
    expect(() => formatDate(input)).toThrow(RangeError);
  });

  it('is DD/MM/YYYY of the Auckland calendar date', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const [year, month, day] = nzWallClock(now.getTime()).date.split('-');
        expect(formatDate(now)).toBe(`${day}/${month}/${year}`);
      }),
    );
  });
});

describe('formatDateOnly', () => {
  it.each([
    ['2026-11-23', '23/11/2026'],
    ['2027-01-01', '01/01/2027'],
    ['2028-02-29', '29/02/2028'],
  ])('%s shows as %s', (date, text) => {
    expect(formatDateOnly(date)).toBe(text);
  });

  it.each(['2026-02-29', '2026-13-01', '23/11/2026', '2026-1-5', ''])('rejects %j', (date) => {
    expect(() => formatDateOnly(date)).toThrow(RangeError);
    expect(isDateOnly(date)).toBe(false);
  });

  it('reverses to the same calendar date', () => {
    fc.assert(
      fc.property(dateOnly, (date) => {
        const [day, month, year] = formatDateOnly(date).split('/');
        expect(`${year}-${month}-${day}`).toBe(date);
      }),
    );
  });
});

describe('formatLongDateTime', () => {
  it.each([
    ['2026-11-20T16:04:00Z', 'Saturday, 21 November 2026 at 5:04 am'],
    ['2026-11-21T00:30:00Z', 'Saturday, 21 November 2026 at 1:30 pm'],
    ['2026-11-21T11:00:00Z', 'Sunday, 22 November 2026 at 12:00 am'],
    ['2026-11-20T23:00:00Z', 'Saturday, 21 November 2026 at 12:00 pm'],
    ['2026-07-01T00:05:00Z', 'Wednesday, 1 July 2026 at 12:05 pm'],
    ['2026-09-26T14:00:00Z', 'Sunday, 27 September 2026 at 3:00 am'],
  ])('%s reads %s', (iso, text) => {
    expect(formatLongDateTime(new Date(iso))).toBe(text);
  });

  it('always has the weekday, date, "at" and a lower-case am/pm time', () => {
    fc.assert(
      fc.property(instants, (now) => {
        expect(formatLongDateTime(now)).toMatch(
          /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m$/,
        );
      }),
    );
  });
});

describe('calendar-day helpers', () => {
  it.each([
    ['2026-11-21', 2, '2026-11-23'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-09-26', 2, '2026-09-28'], // across the start of daylight saving
    ['2026-04-04', 2, '2026-04-06'], // across its end
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-21', 6, 'Saturday'],
    ['2026-11-22', 0, 'Sunday'],
    ['2026-11-23', 1, 'Monday'],
    ['2027-04-04', 0, 'Sunday'],
  ])('%s is weekday %d, %s', (date, weekday, name) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(weekdayName(date)).toBe(name);
  });

  it('adding and taking away days returns the same date, and weekdays advance with it', () => {
    fc.assert(
      fc.property(dateOnly, fc.integer({ min: -400, max: 400 }), (date, days) => {
        expect(addDays(addDays(date, days), -days)).toBe(date);
        expect(weekdayOf(addDays(date, days))).toBe((((weekdayOf(date) + days) % 7) + 7) % 7);
      }),
    );
  });
});
