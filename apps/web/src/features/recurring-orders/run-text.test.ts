import { closedDays } from '@cleaver/domain/holidays';
import { nextRuns, runOf, runText } from '@cleaver/domain/recurring';
import { describe, expect, it } from 'vitest';
import { runParts } from './run-text';

const shown = (dueDate: string) => {
  const run = runOf(dueDate, closedDays());
  return runParts({ ...run, text: runText(run) });
};

describe('a run as the list shows it', () => {
  it('is the due day with its weekday when the delivery does not move', () => {
    expect(shown('2026-11-30')).toEqual({ day: 'Monday 30/11/2026', moved: null });
  });

  it('says where a closed day moved the delivery to, and why', () => {
    expect(shown('2026-04-06')).toEqual({
      day: 'Monday 06/04/2026',
      moved: 'moved to Tuesday 07/04/2026: Easter Monday',
    });
  });

  it('shows deliveries closed days put on one day under that day, and which they are', () => {
    // Fridays and Saturdays: Christmas Day and Boxing Day 2026 both go on Tuesday 29 December.
    const [run] = nextRuns(
      { frequency: 'WEEKLY', startingDate: '2026-12-01', selectedDays: [5, 6] },
      '2026-12-21',
      closedDays(),
      1,
    );
    expect(runParts({ ...run!, text: runText(run!) })).toEqual({
      day: 'Tuesday 29/12/2026',
      moved:
        'deliveries of 25/12 and 26/12 combined, closed days: Christmas Day, Boxing Day, Boxing Day (observed)',
    });
  });

  it('still says where it moved when the text is not the domain’s', () => {
    expect(runParts({ dueDate: '2026-04-06', processingDate: '2026-04-07', text: '' }).moved).toBe(
      'moved to Tuesday 07/04/2026',
    );
  });
});
