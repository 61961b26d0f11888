import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  CUTOFF_HOURS,
  cutoffNotice,
  DEFAULT_CUTOFF_HOUR,
  formatCutoffTime,
  type ProcessingDate,
  packingDay,
  parseCutoffTime,
  processingDate,
} from './cutoff.ts';
import { addDays } from './dates.ts';
import { closedDays, isProcessingDay } from './holidays.ts';
import { daysBetween, instants, nzWallClock } from './nz-time.fixture.ts';

const cutoffHour = fc.integer({ min: 0, max: 23 });

describe('processingDate', () => {
  it('runs on Auckland time with a 05:00 default', () => {
    expect([BUSINESS_TIME_ZONE, DEFAULT_CUTOFF_HOUR]).toEqual(['Pacific/Auckland', 5]);
  });

  it.each<[string, string, number, string, ProcessingDate['reason']]>([
    // [instant, Auckland wall clock, cutoff hour, processing date, reason]
    ['2026-11-20T15:59:00Z', 'Sat 04:59 NZDT', 5, '2026-11-21', 'none'],
    ['2026-11-20T16:00:00Z', 'Sat 05:00 NZDT', 5, '2026-11-23', 'after-cutoff'],
    ['2026-11-21T15:59:00Z', 'Sun 04:59 NZDT', 5, '2026-11-23', 'sunday'],
    ['2026-11-21T16:00:00Z', 'Sun 05:00 NZDT', 5, '2026-11-23', 'sunday'],
    ['2026-11-20T11:00:00Z', 'Sat 00:00 NZDT', 5, '2026-11-21', 'none'],
    ['2026-11-21T11:00:00Z', 'Sun 00:00 NZDT', 5, '2026-11-23', 'sunday'],
    ['2026-11-22T10:59:00Z', 'Sun 23:59 NZDT', 5, '2026-11-23', 'sunday'],
    ['2026-11-22T11:00:00Z', 'Mon 00:00 NZDT', 5, '2026-11-23', 'none'],
    ['2026-11-22T16:00:00Z', 'Mon 05:00 NZDT', 5, '2026-11-24', 'after-cutoff'],
    ['2026-11-19T16:30:00Z', 'Fri 05:30 NZDT', 5, '2026-11-21', 'after-cutoff'],
    ['2026-11-20T10:30:00Z', 'Fri 23:30 NZDT', 5, '2026-11-21', 'after-cutoff'],
    ['2026-11-22T11:00:00Z', 'Mon 00:00 NZDT', 0, '2026-11-24', 'after-cutoff'],
    ['2026-11-23T09:59:00Z', 'Mon 22:59 NZDT', 23, '2026-11-23', 'none'],
    ['2026-11-23T10:00:00Z', 'Mon 23:00 NZDT', 23, '2026-11-24', 'after-cutoff'],
    ['2026-11-23T01:00:00Z', 'Mon 14:00 NZDT', 14, '2026-11-24', 'after-cutoff'],
    // Daylight saving ends Sun 2026-04-05 03:00 NZDT → 02:00 NZST.
    ['2026-04-03T15:59:00Z', 'Sat 04:59 NZDT', 5, '2026-04-04', 'none'],
    ['2026-04-03T16:00:00Z', 'Sat 05:00 NZDT', 5, '2026-04-06', 'after-cutoff'],
    ['2026-04-03T11:30:00Z', 'Sat 00:30 NZDT', 0, '2026-04-06', 'after-cutoff'], // +48 h would land on Sunday
    ['2026-04-04T13:30:00Z', 'Sun 02:30 NZDT', 5, '2026-04-06', 'sunday'],
    ['2026-04-04T14:30:00Z', 'Sun 02:30 NZST', 5, '2026-04-06', 'sunday'],
    ['2026-04-05T16:59:00Z', 'Mon 04:59 NZST', 5, '2026-04-06', 'none'],
    ['2026-04-05T17:00:00Z', 'Mon 05:00 NZST', 5, '2026-04-07', 'after-cutoff'],
    // Daylight saving starts Sun 2026-09-27 02:00 NZST → 03:00 NZDT.
    ['2026-09-25T16:59:00Z', 'Sat 04:59 NZST', 5, '2026-09-26', 'none'],
    ['2026-09-25T17:00:00Z', 'Sat 05:00 NZST', 5, '2026-09-28', 'after-cutoff'],
    ['2026-09-26T11:30:00Z', 'Sat 23:30 NZST', 5, '2026-09-28', 'after-cutoff'], // +48 h would land on Tuesday
    ['2026-09-26T13:30:00Z', 'Sun 01:30 NZST', 5, '2026-09-28', 'sunday'],
    ['2026-09-26T14:30:00Z', 'Sun 03:30 NZDT', 5, '2026-09-28', 'sunday'],
    ['2026-09-27T15:59:00Z', 'Mon 04:59 NZDT', 5, '2026-09-28', 'none'],
    ['2026-09-27T16:00:00Z', 'Mon 05:00 NZDT', 5, '2026-09-29', 'after-cutoff'],
    // 2027 changes: ends Sun 2027-04-04, starts Sun 2027-09-26.
    ['2027-04-02T16:00:00Z', 'Sat 05:00 NZDT', 5, '2027-04-05', 'after-cutoff'],
    ['2027-04-03T14:30:00Z', 'Sun 02:30 NZST', 5, '2027-04-05', 'sunday'],
    ['2027-09-24T17:00:00Z', 'Sat 05:00 NZST', 5, '2027-09-27', 'after-cutoff'],
    ['2027-09-25T11:30:00Z', 'Sat 23:30 NZST', 5, '2027-09-27', 'after-cutoff'],
    // Across the year end.
    ['2026-12-31T09:00:00Z', 'Thu 22:00 NZDT', 5, '2027-01-01', 'after-cutoff'],
    ['2026-12-31T15:00:00Z', 'Fri 04:00 NZDT', 5, '2027-01-01', 'none'],
    ['2027-01-01T17:00:00Z', 'Sat 06:00 NZDT', 5, '2027-01-04', 'after-cutoff'],
  ])('%s (%s), cutoff %d → %s (%s)', (iso, _wallClock, hour, date, reason) => {
    expect(processingDate(new Date(iso), hour)).toEqual({
      date,
      moved: reason !== 'none',
      reason,
      closed: [],
    });
  });

  it.each([-1, 24, 4.5, Number.NaN])('rejects cutoff hour %d', (hour) => {
    expect(() => processingDate(new Date('2026-11-20T16:00:00Z'), hour)).toThrow(RangeError);
  });

  it('is never a Sunday, and is today, tomorrow or the day after in Auckland', () => {
    fc.assert(
      fc.property(instants, cutoffHour, (now, hour) => {
        const result = processingDate(now, hour);
        const today = nzWallClock(now.getTime()).date;
        expect(new Date(`${result.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
        expect([0, 1, 2]).toContain(daysBetween(today, result.date));
        expect(result.moved).toBe(result.date !== today);
        expect(result.reason === 'none').toBe(!result.moved);
      }),
    );
  });

  it('follows the rule on the Auckland wall clock', () => {
    fc.assert(
      fc.property(instants, cutoffHour, (now, hour) => {
        const { date, weekday, hour: localHour } = nzWallClock(now.getTime());
        const expected =
          weekday === 0 ? addDays(date, 1) : localHour < hour ? date : addDays(date, weekday === 6 ? 2 : 1);
        expect(processingDate(now, hour).date).toBe(expected);
      }),
    );
  });

  it('never goes backwards as time passes', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 7 * 24 * 60 }), cutoffHour, (now, minutes, hour) => {
        const later = new Date(now.getTime() + minutes * 60_000);
        expect(processingDate(later, hour).date >= processingDate(now, hour).date).toBe(true);
      }),
    );
  });

  it('a later cutoff never makes the date later', () => {
    fc.assert(
      fc.property(instants, cutoffHour, cutoffHour, (now, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(processingDate(now, late).date <= processingDate(now, early).date).toBe(true);
      }),
    );
  });
});

describe('cutoffNotice', () => {
  it.each<[ProcessingDate, number, string | null]>([
    [
      { date: '2026-11-23', moved: true, reason: 'after-cutoff', closed: [] },
      5,
      'Orders placed after 05:00 are processed on Monday 23/11/2026',
    ],
    [
      { date: '2026-11-23', moved: true, reason: 'sunday', closed: [] },
      5,
      'Orders placed on Sunday are processed on Monday 23/11/2026',
    ],
    [
      { date: '2026-11-21', moved: true, reason: 'after-cutoff', closed: [] },
      14,
      'Orders placed after 14:00 are processed on Saturday 21/11/2026',
    ],
    [{ date: '2026-11-21', moved: false, reason: 'none', closed: [] }, 5, null],
  ])('%j with cutoff %d → %j', (result, hour, notice) => {
    expect(cutoffNotice(result, hour)).toBe(notice);
  });

  it('speaks of the processing date whenever it moved', () => {
    fc.assert(
      fc.property(instants, cutoffHour, (now, hour) => {
        const result = processingDate(now, hour);
        const notice = cutoffNotice(result, hour);
        if (!result.moved) expect(notice).toBeNull();
        else {
          const [year, month, day] = result.date.split('-');
          expect(notice).toMatch(
            new RegExp(`^Orders placed .+ are processed on [A-Z][a-z]+day ${day}/${month}/${year}$`),
          );
        }
      }),
    );
  });
});

describe('closed days', () => {
  const closed = closedDays([{ date: '2026-12-30', name: 'Christmas shutdown' }]);

  it('moves past a public holiday and names it', () => {
    // Thursday 2 April 2026 after the cutoff: Friday is Good Friday, Saturday is open.
    const result = processingDate(new Date('2026-04-01T17:00:00Z'), 5, closed);
    expect(result).toEqual({
      date: '2026-04-04',
      moved: true,
      reason: 'after-cutoff',
      closed: [{ date: '2026-04-03', name: 'Good Friday' }],
    });
    expect(cutoffNotice(result, 5)).toBe(
      'Orders placed after 05:00 are processed on Saturday 04/04/2026 (Friday 03/04/2026 is closed: Good Friday)',
    );
  });

  it('moves an order placed on a holiday before the cutoff, and past Sunday and Easter Monday', () => {
    // Saturday 4 April 2026 after the cutoff → Monday is Easter Monday → Tuesday.
    const result = processingDate(new Date('2026-04-03T17:00:00Z'), 5, closed);
    expect(result.date).toBe('2026-04-07');
    expect(result.closed).toEqual([{ date: '2026-04-06', name: 'Easter Monday' }]);
    // Good Friday itself at 03:00, before the cutoff.
    const onHoliday = processingDate(new Date('2026-04-02T14:00:00Z'), 5, closed);
    expect(cutoffNotice(onHoliday, 5)).toBe(
      'Orders placed now are processed on Saturday 04/04/2026 (Friday 03/04/2026 is closed: Good Friday)',
    );
  });

  it("moves past staff's closed days and the Mondayised holidays at year end", () => {
    // Wednesday 23 December 2026 after the cutoff: Thursday 24th is open.
    expect(processingDate(new Date('2026-12-22T17:00:00Z'), 5, closed).date).toBe('2026-12-24');
    // Thursday 24 December after the cutoff: Christmas (Fri), Boxing Day (Sat), Sunday, Boxing Day observed (Mon).
    const result = processingDate(new Date('2026-12-23T17:00:00Z'), 5, closed);
    expect(result.date).toBe('2026-12-29');
    expect(result.closed.map((d) => d.name)).toEqual([
      'Christmas Day',
      'Boxing Day',
      'Boxing Day (observed)',
    ]);
  });

  it('never lands on a Sunday or a closed day', () => {
    fc.assert(
      fc.property(instants, cutoffHour, (now, hour) => {
        const { date } = processingDate(now, hour, closed);
        expect(isProcessingDay(date, closed)).toBe(true);
      }),
    );
  });
});

describe('packingDay', () => {
  const closed = closedDays([{ date: '2026-12-30', name: 'Christmas shutdown' }]);

  it.each<[string, string, string, string]>([
    // [instant, Auckland wall clock, packing day, new orders' processing date (cutoff 05:00)]
    ['2026-11-22T15:59:00Z', 'Mon 04:59 NZDT', '2026-11-23', '2026-11-23'],
    ['2026-11-22T16:00:00Z', 'Mon 05:00 NZDT', '2026-11-23', '2026-11-24'],
    ['2026-11-22T17:00:00Z', 'Mon 06:00 NZDT', '2026-11-23', '2026-11-24'],
    ['2026-11-22T23:30:00Z', 'Mon 12:30 NZDT', '2026-11-23', '2026-11-24'], // still Sunday in UTC
    ['2026-11-23T10:59:00Z', 'Mon 23:59 NZDT', '2026-11-23', '2026-11-24'],
    ['2026-11-20T17:00:00Z', 'Sat 06:00 NZDT', '2026-11-21', '2026-11-23'],
    ['2026-11-21T11:00:00Z', 'Sun 00:00 NZDT', '2026-11-23', '2026-11-23'],
    ['2026-11-21T17:00:00Z', 'Sun 06:00 NZDT', '2026-11-23', '2026-11-23'],
    // Public holidays: Good Friday 03/04/2026 (Saturday is open), Easter Monday 06/04/2026.
    ['2026-04-02T17:00:00Z', 'Fri 06:00 NZDT', '2026-04-04', '2026-04-04'],
    ['2026-04-03T17:00:00Z', 'Sat 06:00 NZDT', '2026-04-04', '2026-04-07'],
    ['2026-04-05T18:00:00Z', 'Mon 06:00 NZST', '2026-04-07', '2026-04-07'],
    // Daylight saving ends Sun 05/04/2026 03:00 NZDT → 02:00 NZST (and Monday is Easter Monday).
    ['2026-04-04T13:30:00Z', 'Sun 02:30 NZDT', '2026-04-07', '2026-04-07'],
    ['2026-04-04T14:30:00Z', 'Sun 02:30 NZST', '2026-04-07', '2026-04-07'],
    ['2026-04-06T17:00:00Z', 'Tue 05:00 NZST', '2026-04-07', '2026-04-08'],
    // Daylight saving starts Sun 27/09/2026 02:00 NZST → 03:00 NZDT.
    ['2026-09-26T11:30:00Z', 'Sat 23:30 NZST', '2026-09-26', '2026-09-28'],
    ['2026-09-26T14:30:00Z', 'Sun 03:30 NZDT', '2026-09-28', '2026-09-28'],
    ['2026-09-27T11:00:00Z', 'Mon 00:00 NZDT', '2026-09-28', '2026-09-28'],
    ['2026-09-27T17:00:00Z', 'Mon 06:00 NZDT', '2026-09-28', '2026-09-29'],
    // Year end: Boxing Day observed Mon 28/12, staff's Christmas shutdown Wed 30/12,
    // New Year Fri 01/01, the day after Sat 02/01 (observed Mon 04/01).
    ['2026-12-27T17:00:00Z', 'Mon 06:00 NZDT', '2026-12-29', '2026-12-29'],
    ['2026-12-28T17:00:00Z', 'Tue 06:00 NZDT', '2026-12-29', '2026-12-31'],
    ['2026-12-29T17:00:00Z', 'Wed 06:00 NZDT', '2026-12-31', '2026-12-31'],
    ['2026-12-31T17:00:00Z', 'Fri 06:00 NZDT', '2027-01-05', '2027-01-05'],
  ])('%s (%s): the floor packs %s; new orders go to %s', (iso, _wallClock, day, newOrders) => {
    const now = new Date(iso);
    expect(packingDay(now, closed)).toBe(day);
    expect(processingDate(now, 5, closed).date).toBe(newOrders);
  });

  it('is today whenever the shop processes today, at any hour', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const today = nzWallClock(now.getTime()).date;
        if (isProcessingDay(today, closed)) expect(packingDay(now, closed)).toBe(today);
      }),
    );
  });

  it('is a processing day, and never after the date new orders get', () => {
    fc.assert(
      fc.property(instants, cutoffHour, (now, hour) => {
        const day = packingDay(now, closed);
        expect(isProcessingDay(day, closed)).toBe(true);
        expect(day <= processingDate(now, hour, closed).date).toBe(true);
        expect(day >= nzWallClock(now.getTime()).date).toBe(true);
      }),
    );
  });
});

describe('cutoff time text', () => {
  it.each([
    [0, '00:00'],
    [5, '05:00'],
    [12, '12:00'],
    [23, '23:00'],
  ])('hour %d is %s', (hour, text) => {
    expect(formatCutoffTime(hour)).toBe(text);
    expect(parseCutoffTime(text)).toBe(hour);
  });

  it.each(['5:00', ' 05:00 '])('reads the lenient form %j', (text) => {
    expect(parseCutoffTime(text)).toBe(5);
  });

  it.each(['24:00', '05:30', '5', '', 'five', '-1:00', '05:00pm'])('rejects %j', (text) => {
    expect(() => parseCutoffTime(text)).toThrow(RangeError);
  });

  it.each([-1, 24, 1.5])('cannot format hour %d', (hour) => {
    expect(() => formatCutoffTime(hour)).toThrow(RangeError);
  });

  it('offers every hour from 00:00 to 23:00, and each reads back', () => {
    expect(CUTOFF_HOURS.map(formatCutoffTime)).toHaveLength(24);
    fc.assert(fc.property(cutoffHour, (hour) => parseCutoffTime(formatCutoffTime(hour)) === hour));
  });
});
