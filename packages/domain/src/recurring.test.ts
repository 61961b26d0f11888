import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, aucklandDateString, weekdayOf } from './dates.ts';
import { closedDays } from './holidays.ts';
import {
  firstDayToCome,
  frequencyText,
  isDueDay,
  nextRuns,
  type RecurringPlan,
  runsBetween,
  runText,
  sortWeekdays,
} from './recurring.ts';

const closed = closedDays([{ date: '2026-12-29', name: 'Christmas shutdown' }]);
const MON = 1;
const THU = 4;

const due = (plan: RecurringPlan, from: string, to: string) =>
  runsBetween(plan, from, to, closed).map((r) => r.dueDate);

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

describe('the first day to come', () => {
  it('is today until the mark covers it', () => {
    expect(firstDayToCome('2026-11-25', null)).toBe('2026-11-25');
    expect(firstDayToCome('2026-11-25', '2026-11-24')).toBe('2026-11-25');
    expect(firstDayToCome('2026-11-25', '2026-11-25')).toBe('2026-11-26');
  });
});

describe('texts', () => {
  it('keeps the days in week order and names them', () => {
    expect(sortWeekdays([4, 1, 4, 9, 0])).toEqual([0, 1, 4]);
    expect(frequencyText({ frequency: 'WEEKLY', selectedDays: [4, 1] })).toBe('Weekly: Monday, Thursday');
    expect(frequencyText({ frequency: 'DAILY', selectedDays: [1] })).toBe('Daily');
  });
});
