import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';

/** A run as the list and editor show it: the due day, and where its delivery moved to (or null). */
export function runParts(run: { dueDate: string; processingDate: string; text: string }): {
  day: string;
  moved: string | null;
} {
  const day = `${weekdayName(run.dueDate)} ${formatDateOnly(run.dueDate)}`;
  if (run.processingDate === run.dueDate) return { day, moved: null };
  // The domain's text: 'Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)'.
  const rest = run.text.startsWith(day) ? run.text.slice(day.length).trim() : '';
  const moved = rest.replace(/^\((.*)\)$/, '$1');
  return {
    day,
    moved: moved || `moved to ${weekdayName(run.processingDate)} ${formatDateOnly(run.processingDate)}`,
  };
}
