import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';

/**
 * A run as the list and editor show it: the due day, and where its delivery moved to (or null). Deliveries closed
 * days put on one day show that day, and which deliveries it holds.
 */
export function runParts(run: { dueDate: string; processingDate: string; text: string }): {
  day: string;
  moved: string | null;
} {
  const day = `${weekdayName(run.dueDate)} ${formatDateOnly(run.dueDate)}`;
  if (run.processingDate === run.dueDate) return { day, moved: null };
  const processingDay = `${weekdayName(run.processingDate)} ${formatDateOnly(run.processingDate)}`;
  // The domain's text: 'Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)', or for deliveries put on
  // one day, that day first: 'Wednesday 30/12/2026 (deliveries of 25/12 and 26/12 combined, closed days: …)'.
  const lead = [day, processingDay].find((start) => run.text.startsWith(start));
  const rest = lead ? run.text.slice(lead.length).trim() : '';
  const moved = rest.replace(/^\((.*)\)$/, '$1');
  return { day: lead ?? day, moved: moved || `moved to ${processingDay}` };
}
