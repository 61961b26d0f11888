import { describe, expect, it } from 'vitest';
import {
  defaultStatementPeriod,
  isStatementPeriod,
  nextPeriod,
  periodEnd,
  periodHasEnded,
  periodLabel,
  previousPeriod,
  recentPeriods,
} from './statement-period.ts';

describe('statement periods', () => {
  it.each([
    ['2026-11', true],
    ['2026-01', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['November', false],
    ['', false],
  ])('%s is a month: %s', (period, ok) => {
    expect(isStatementPeriod(period)).toBe(ok);
  });

  it.each([
    ['2026-11', 'November 2026', '2026-11-30', '2026-12', '2026-10'],
    ['2026-12', 'December 2026', '2026-12-31', '2027-01', '2026-11'],
    ['2027-01', 'January 2027', '2027-01-31', '2027-02', '2026-12'],
    ['2028-02', 'February 2028', '2028-02-29', '2028-03', '2028-01'],
    ['2027-02', 'February 2027', '2027-02-28', '2027-03', '2027-01'],
  ])('%s reads %s, ends %s, then %s, after %s', (period, label, end, next, previous) => {
    expect(periodLabel(period)).toBe(label);
    expect(periodEnd(period)).toBe(end);
    expect(nextPeriod(period)).toBe(next);
    expect(previousPeriod(period)).toBe(previous);
  });

  it('takes the month in Auckland time: 1 December 00:30 NZDT is still 30 November in UTC', () => {
    const justAfterMidnight = new Date('2026-11-30T11:30:00Z');
    expect(defaultStatementPeriod(justAfterMidnight)).toBe('2026-11');
    expect(periodHasEnded('2026-11', justAfterMidnight)).toBe(true);
    expect(periodHasEnded('2026-11', new Date('2026-11-30T10:59:00Z'))).toBe(false);
    expect(periodHasEnded('2026-12', justAfterMidnight)).toBe(false);
  });

  it('offers the months back from the newest', () => {
    expect(recentPeriods('2027-02', 3)).toEqual(['2027-02', '2027-01', '2026-12']);
  });
});
