import { salesRangeProblem } from '@cleaver/domain/dashboard';
import { isDateOnly } from '@cleaver/domain/dates';
import { z } from 'zod';

const dateField = z
  .string()
  .trim()
  .min(1, { message: 'Enter the date', abort: true })
  .refine(isDateOnly, 'Enter a date as DD/MM/YYYY');

/** A From–To form's rules: two real dates, From on or before To, at most `maxDays` days; problems show on To. */
export function rangeFormSchema(maxDays: number) {
  return z.object({ from: dateField, to: dateField }).superRefine(({ from, to }, context) => {
    // Each date's own problem is said on its field already.
    if (!isDateOnly(from) || !isDateOnly(to)) return;
    const problem = salesRangeProblem(from, to, maxDays);
    if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
}

export type RangeFormValues = z.infer<ReturnType<typeof rangeFormSchema>>;
