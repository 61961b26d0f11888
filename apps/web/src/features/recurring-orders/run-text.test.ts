import { closedDays } from '@cleaver/domain/holidays';
import { runOf, runText } from '@cleaver/domain/recurring';
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

  it('still says where it moved when the text is not the domain’s', () => {
    expect(runParts({ dueDate: '2026-04-06', processingDate: '2026-04-07', text: '' }).moved).toBe(
      'moved to Tuesday 07/04/2026',
    );
  });
});
