import { describe, expect, it } from 'vitest';
import { readDayFirst } from '../../lib/day-first-date';
import { closedDayFormSchema, comingPublicHolidays, dayText } from './closed-days';

describe('closed days in Setting Variables', () => {
  it('reads a DD/MM/YYYY date, and nothing that is not a real one', () => {
    expect(readDayFirst(' 3/4/2026 ')).toBe('2026-04-03');
    expect(readDayFirst('29/12/2026')).toBe('2026-12-29');
    expect(readDayFirst('30/02/2026')).toBeNull();
    expect(readDayFirst('2026-12-29')).toBeNull();
    expect(dayText('2026-12-29')).toBe('Tuesday 29/12/2026');
  });

  it('lists the public holidays of the next 12 months, across the year end', () => {
    const coming = comingPublicHolidays('2026-11-25');
    expect(coming[0]).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
    // Boxing Day 2026 is a Saturday: closed, and observed on Monday 28 December as well.
    expect(coming.slice(1, 3)).toEqual([
      { date: '2026-12-26', name: 'Boxing Day' },
      { date: '2026-12-28', name: 'Boxing Day (observed)' },
    ]);
    expect(coming.map((h) => h.name)).toContain('Matariki');
    expect(coming.at(-1)).toEqual({ date: '2027-10-25', name: 'Labour Day' });
    expect(coming).toHaveLength(14);
    // Today counts; the same day next year does not.
    expect(comingPublicHolidays('2026-12-25')[0]?.name).toBe('Christmas Day');
    // Christmas 2027 is a Saturday, within the 12 months; its observed Monday 27/12/2027 is not.
    expect(comingPublicHolidays('2026-12-26').at(-1)).toEqual({ date: '2027-12-25', name: 'Christmas Day' });
  });

  it('asks for a real date from today on and a reason of at most 60 characters', () => {
    const schema = closedDayFormSchema('2026-11-25');
    expect(schema.parse({ date: '2026-12-29', name: ' Christmas shutdown ' })).toEqual({
      date: '2026-12-29',
      name: 'Christmas shutdown',
    });
    expect(schema.parse({ date: '2026-11-25', name: 'Power cut' }).date).toBe('2026-11-25');
    const message = (input: { date: string; name: string }) =>
      schema.safeParse(input).error?.issues[0]?.message;
    expect(message({ date: '', name: 'x' })).toBe('Enter the date');
    expect(message({ date: '31/11/2026', name: 'x' })).toBe('Enter a date as DD/MM/YYYY');
    expect(message({ date: '2026-11-31', name: 'x' })).toBe('Enter a date as DD/MM/YYYY');
    expect(message({ date: '2026-11-24', name: 'x' })).toBe('Choose today or a later date');
    expect(message({ date: '2026-12-29', name: '  ' })).toBe('Enter the reason the shop is closed');
    expect(message({ date: '2026-12-29', name: 'x'.repeat(61) })).toBe('At most 60 characters');
    // Both fields say what is wrong at once.
    expect(schema.safeParse({ date: '', name: '' }).error?.issues.map((i) => i.path[0])).toEqual([
      'date',
      'name',
    ]);
  });
});
