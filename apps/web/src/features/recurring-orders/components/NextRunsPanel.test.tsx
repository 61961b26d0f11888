import { closedDays } from '@cleaver/domain/holidays';
import { nextRuns, type RecurringPlan } from '@cleaver/domain/recurring';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NextRunsPanel } from './NextRunsPanel';

afterEach(cleanup);

// Staff closed Tuesday 29 December 2026 as well as the public holidays.
const closed = closedDays([{ date: '2026-12-29', name: 'Christmas shutdown' }]);

describe('the next orders', () => {
  it('says in words when closed days put two deliveries on one day, and lists that day once', () => {
    // Fridays and Saturdays: Christmas Day (Friday 25) and Boxing Day (Saturday 26) both go on Wednesday 30.
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-12-01', selectedDays: [5, 6] };
    render(<NextRunsPanel runs={nextRuns(plan, '2026-12-21', closed, 3)} isActive />);

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wednesday 30/12/2026' +
        'deliveries of 25/12 and 26/12 combined, closed days: Christmas Day, Boxing Day, Boxing Day (observed), Christmas shutdown',
      'Tuesday 05/01/2027' +
        "deliveries of 01/01 and 02/01 combined, closed days: New Year's Day, Day after New Year's Day, Day after New Year's Day (observed)",
      'Friday 08/01/2027',
    ]);
  });

  it('still says where a single delivery moved', () => {
    const plan: RecurringPlan = { frequency: 'WEEKLY', startingDate: '2026-03-01', selectedDays: [1] };
    render(<NextRunsPanel runs={nextRuns(plan, '2026-04-06', closed, 1)} isActive />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Monday 06/04/2026moved to Tuesday 07/04/2026: Easter Monday',
    );
  });
});
