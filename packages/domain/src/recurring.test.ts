import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, aucklandDateString, weekdayOf } from './dates.ts';
import { closedDays } from './holidays.ts';
import {
  firstDayMovedOnto,
  firstDayToCome,
  firstDueDay,
  frequencyText,
  isDueDay,
  nextRuns,
  type RecurringPlan,
  runOf,
  runsBetween,
  runText,
  sortWeekdays,
  startMark,
} from './recurring.ts';

const closed = closedDays([{ date: '2026-12-29', name: 'Christmas shutdown' }]);
const MON = 1;
const THU = 4;

/** Every due day from `from` to `to`, whether its run is its own or one closed days combined it into. */
const due = (plan: RecurringPlan, from: string, to: string) =>
  runsBetween(plan, from, to, closed)
    .flatMap((r) => [r.dueDate, ...r.combined])
    .filter((d) => d <= to);

describe('due days', () => {
  it('Daily: every day the shop processes, not Sundays or holidays', () => {
    const plan: RecurringPlan = { frequency: 'DAILY', startingDate: '2026-04-01', selectedDays: [] };
    // Easter 2026: Good Friday 3rd, Sunday 5th, Easter Monday 6th.
    expect(due(plan, '2026-03-30', '2026-04-08')).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-04',
      '2026-04-07',
      '2026-04-08',
    ]);
  });

  it('Weekly: the selected days from the starting date', () => {
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-11-26', selectedDays: [MON, THU] };
    expect(due(plan, '2026-11-20', '2026-12-08')).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
    ]);
  });

  it('Fortnightly: every second week counted from the starting week, across the year end', () => {
    // Starting Wednesday 23 December 2026: that week (Sun 20 Dec) is week 0.
    const plan: RecurringPlan = {
      frequency: 'FORTNIGHTLY',
      startingDate: '2026-12-23',
      selectedDays: [MON, THU],
    };
    expect(due(plan, '2026-12-20', '2027-01-24')).toEqual([
      '2026-12-24',
      '2027-01-04',
      '2027-01-07',
      '2027-01-18',
      '2027-01-21',
    ]);
    // The fortnight boundary: a Saturday ends week 0, the next Sunday opens week 1 (not due).
    const weekend: RecurringPlan = {
      frequency: 'FORTNIGHTLY',
      startingDate: '2026-11-22',
      selectedDays: [0, 6],
    };
    expect(due(weekend, '2026-11-22', '2026-12-13')).toEqual([
      '2026-11-22',
      '2026-11-28',
      '2026-12-06',
      '2026-12-12',
    ]);
  });

  it('nothing before the starting date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: -30, max: 30 }), (offset, before) => {
        const startingDate = addDays('2026-01-01', offset);
        const plan: RecurringPlan = { frequency: 'DAILY', startingDate, selectedDays: [] };
        expect(isDueDay(plan, addDays(startingDate, -Math.abs(before) - 1), closed)).toBe(false);
      }),
    );
  });

  it('a fortnightly plan is due half as often as the weekly one with the same days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }),
        (offset, days) => {
          const startingDate = addDays('2026-01-01', offset);
          const to = addDays(startingDate, 7 * 12 - 1 + (6 - weekdayOf(addDays(startingDate, 7 * 12 - 1))));
          const weekly = due({ frequency: 'WEEKLY', startingDate, selectedDays: days }, startingDate, to);
          const fortnightly = due(
            { frequency: 'FORTNIGHTLY', startingDate, selectedDays: days },
            startingDate,
            to,
          );
          expect(fortnightly.every((d) => weekly.includes(d))).toBe(true);
          expect(Math.abs(weekly.length - 2 * fortnightly.length)).toBeLessThanOrEqual(days.length);
        },
      ),
    );
  });
});

describe('runs moved past closed days', () => {
  it('moves a Monday on Easter Monday to Tuesday, and says so', () => {
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-03-01', selectedDays: [MON] };
    const [run] = runsBetween(plan, '2026-04-06', '2026-04-06', closed);
    expect(run).toEqual({
      dueDate: '2026-04-06',
      processingDate: '2026-04-07',
      movedPast: [{ date: '2026-04-06', name: 'Easter Monday' }],
      combined: [],
    });
    expect(runText(run!)).toBe('Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)');
  });

  it('moves a Friday on Matariki to Saturday, a Sunday to Monday', () => {
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-07-01', selectedDays: [0, 5] };
    expect(
      runsBetween(plan, '2026-07-10', '2026-07-12', closed).map((r) => [r.dueDate, r.processingDate]),
    ).toEqual([
      ['2026-07-10', '2026-07-11'],
      ['2026-07-12', '2026-07-13'],
    ]);
  });

  it('moves past the Mondayised Boxing Day and staff shutdown at year end', () => {
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-12-01', selectedDays: [MON] };
    const [run] = nextRuns(plan, '2026-12-22', closed, 1);
    expect(run?.processingDate).toBe('2026-12-30');
    expect(run?.movedPast.map((d) => d.name)).toEqual(['Boxing Day (observed)', 'Christmas shutdown']);
  });

  it('never processes on a Sunday or closed day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }),
        (offset, days) => {
          const from = addDays('2025-06-01', offset);
          for (const run of nextRuns(
            { frequency: 'WEEKLY', startingDate: from, selectedDays: days },
            from,
            closed,
          )) {
            expect(weekdayOf(run.processingDate)).not.toBe(0);
            expect(closed(run.processingDate)).toBeNull();
            expect(run.processingDate >= run.dueDate).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the coming runs', () => {
  it('gives five, from the starting date when it is later', () => {
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-12-01', selectedDays: [THU] };
    expect(nextRuns(plan, '2026-11-25', closed).map((r) => r.dueDate)).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(nextRuns({ ...plan, selectedDays: [] }, '2026-11-25', closed)).toEqual([]);
  });

  it('counts days in Auckland across both daylight-saving changes', () => {
    // 00:00 on the Monday after each change, in Auckland: the plan's day is that calendar date.
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-01-01', selectedDays: [MON] };
    for (const [instant, monday] of [
      ['2026-04-05T12:00:00Z', '2026-04-06'], // NZST from 5 April: Monday 00:00 = Sunday 12:00 UTC
      ['2026-09-27T11:00:00Z', '2026-09-28'], // NZDT from 27 September: Monday 00:00 = Sunday 11:00 UTC
    ] as const) {
      const today = aucklandDateString(new Date(instant));
      expect(today).toBe(monday);
      expect(isDueDay(plan, today, closed)).toBe(true);
      expect(aucklandDateString(new Date(Date.parse(instant) - 1))).toBe(addDays(monday, -1));
    }
  });
});

describe('deliveries closed days move onto one day', () => {
  const FRI = 5;
  const SAT = 6;
  // Christmas 2026: Friday 25 and Saturday 26 are closed, then Sunday, Boxing Day observed on Monday 28, and
  // staff's shutdown on Tuesday 29: everything due from Friday to Wednesday goes on Wednesday 30.
  const yearEnd: RecurringPlan = {
    frequency: 'WEEKLY',
    startingDate: '2026-12-01',
    selectedDays: [FRI, SAT],
  };

  it('are one run: one order on the day they move to, named by its first due day', () => {
    expect(runsBetween(yearEnd, '2026-12-18', '2026-12-26', closed)).toEqual([
      expect.objectContaining({ dueDate: '2026-12-18', processingDate: '2026-12-18', combined: [] }),
      expect.objectContaining({ dueDate: '2026-12-19', processingDate: '2026-12-19', combined: [] }),
      expect.objectContaining({
        dueDate: '2026-12-25',
        processingDate: '2026-12-30',
        combined: ['2026-12-26'],
      }),
    ]);
    // A run that reaches only the first of them already knows the rest.
    expect(runsBetween(yearEnd, '2026-12-25', '2026-12-25', closed)).toEqual([
      expect.objectContaining({ dueDate: '2026-12-25', combined: ['2026-12-26'] }),
    ]);
    // The due day the shop is open on joins the ones moved onto it.
    const withWednesday = { ...yearEnd, selectedDays: [3, FRI, SAT] };
    expect(nextRuns(withWednesday, '2026-12-24', closed, 2).map((r) => [r.dueDate, r.combined])).toEqual([
      ['2026-12-25', ['2026-12-26', '2026-12-30']],
      ['2027-01-01', ['2027-01-02']],
    ]);
  });

  it('counts as one of the next runs, and the preview says so in words', () => {
    const runs = nextRuns(yearEnd, '2026-12-21', closed, 3);
    expect(runs.map(runText)).toEqual([
      'Wednesday 30/12/2026 (deliveries of 25/12 and 26/12 combined, closed days: Christmas Day, Boxing Day, Boxing Day (observed), Christmas shutdown)',
      "Tuesday 05/01/2027 (deliveries of 01/01 and 02/01 combined, closed days: New Year's Day, Day after New Year's Day, Day after New Year's Day (observed))",
      'Friday 08/01/2027',
    ]);
  });

  it('never happens to Daily, whose days are the days the shop is open', () => {
    const daily: RecurringPlan = { frequency: 'DAILY', startingDate: '2026-12-01', selectedDays: [] };
    const runs = runsBetween(daily, '2026-12-21', '2027-01-09', closed);
    expect(runs.every((r) => r.combined.length === 0 && r.processingDate === r.dueDate)).toBe(true);
    expect(new Set(runs.map((r) => r.processingDate)).size).toBe(runs.length);
  });

  it('start the day after the previous day the shop processes', () => {
    expect(firstDayMovedOnto('2026-12-30', closed)).toBe('2026-12-25');
    expect(firstDayMovedOnto('2026-12-24', closed)).toBe('2026-12-24');
    expect(firstDayMovedOnto('2026-04-07', closed)).toBe('2026-04-05');
  });

  it('never give one processing day two runs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }),
        (offset, days) => {
          const from = addDays('2025-06-01', offset);
          const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: from, selectedDays: days };
          const to = addDays(from, 60);
          const runs = runsBetween(plan, from, to, closed);
          expect(new Set(runs.map((r) => r.processingDate)).size).toBe(runs.length);
          // Every due day is in exactly one run, the one for the day its delivery goes on.
          const dates = Array.from({ length: 61 }, (_, i) => addDays(from, i));
          expect(due(plan, from, to)).toEqual(dates.filter((d) => isDueDay(plan, d, closed)));
          for (const run of runs) {
            for (const day of run.combined)
              expect(runOf(day, closed).processingDate).toBe(run.processingDate);
          }
        },
      ),
    );
  });
});

describe('the first day to come', () => {
  it('is today until the mark covers it', () => {
    expect(firstDayToCome('2026-11-25', null)).toBe('2026-11-25');
    expect(firstDayToCome('2026-11-25', '2026-11-24')).toBe('2026-11-25');
    expect(firstDayToCome('2026-11-25', '2026-11-25')).toBe('2026-11-26');
    // A mark past today: the standing order was set after the cutoff and begins later.
    expect(firstDayToCome('2026-11-28', '2026-11-29')).toBe('2026-11-30');
  });

  it('of a standing order set or started is the processing date of an order placed then', () => {
    const CUTOFF = 5;
    // Auckland wall-clock times (NZDT, +13:00, in November and December; NZST, +12:00, in April).
    for (const [instant, first] of [
      ['2026-11-25T04:59:00+13:00', '2026-11-25'], // Wednesday before the cutoff: today
      ['2026-11-25T05:00:00+13:00', '2026-11-26'], // at the cutoff: tomorrow
      ['2026-11-25T22:00:00+13:00', '2026-11-26'],
      // Saturday after the cutoff: Sunday's delivery, made on Monday (today's is closed to new orders).
      ['2026-11-28T10:00:00+13:00', '2026-11-29'],
      ['2026-11-29T03:00:00+13:00', '2026-11-29'], // Sunday: today's delivery, made on Monday
      ['2026-04-03T03:00:00+13:00', '2026-04-03'], // Good Friday: today's delivery, made on Saturday
      // Christmas Eve after the cutoff: the closed days' deliveries, all made on the 30th.
      ['2026-12-24T10:00:00+13:00', '2026-12-25'],
    ] as const) {
      expect(firstDueDay(new Date(instant), CUTOFF, closed), instant).toBe(first);
      expect(startMark(new Date(instant), CUTOFF, closed), instant).toBe(addDays(first, -1));
    }
  });

  it('is never today once the cutoff has passed, for any plan', () => {
    // Set on Wednesday 25 November 2026 at 10:00, after a 05:00 cutoff, due every open day: Thursday first.
    const setAt = new Date('2026-11-25T10:00:00+13:00');
    const today = aucklandDateString(setAt);
    const daily: RecurringPlan = { frequency: 'DAILY', startingDate: today, selectedDays: [] };
    const from = firstDayToCome(today, startMark(setAt, 5, closed));
    expect(nextRuns(daily, from, closed, 2).map((r) => r.processingDate)).toEqual([
      '2026-11-26',
      '2026-11-27',
    ]);
    // Before the cutoff the same plan's first order is today's.
    const early = new Date('2026-11-25T04:00:00+13:00');
    expect(nextRuns(daily, firstDayToCome(today, startMark(early, 5, closed)), closed, 1)[0]?.dueDate).toBe(
      today,
    );
  });
});

describe('texts', () => {
  it('keeps the days in week order and names them', () => {
    expect(sortWeekdays([4, 1, 4, 9, 0])).toEqual([0, 1, 4]);
    expect(frequencyText({ frequency: 'WEEKLY', selectedDays: [4, 1] })).toBe('Weekly: Monday, Thursday');
    expect(frequencyText({ frequency: 'DAILY', selectedDays: [1] })).toBe('Daily');
  });
});
