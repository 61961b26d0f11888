import { COMMON_TERMS, MAX_TERMS_DAYS, parseTerms, termsCode, termsLabel } from '@cleaver/domain/receivables';

// Payment terms as the forms (Settings → Invoicing, the customer dialog) hold them: a select of the common terms
// and "Other number of days", with the days typed beside it; '' is "Shop default" where a form offers it.

/** The select's value for a number of days not in the list. */
export const OTHER_DAYS = 'OTHER';

/** The common terms, then Other, as the select lists them. */
export const TERMS_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  ...COMMON_TERMS.map((terms) => ({ value: termsCode(terms), label: termsLabel(terms) })),
  { value: OTHER_DAYS, label: 'Other number of days' },
];

export const OTHER_DAYS_MESSAGE = `Enter a whole number of days, 0 to ${MAX_TERMS_DAYS}`;

/** A stored terms code (null: the shop's default) as the form holds it: the select's value and the days typed. */
export function termsChoiceOf(code: string | null): { choice: string; days: string } {
  const terms = code === null ? null : parseTerms(code);
  if (!terms) return { choice: '', days: '' };
  const listed = termsCode(terms);
  if (TERMS_OPTIONS.some((option) => option.value === listed)) return { choice: listed, days: '' };
  return { choice: OTHER_DAYS, days: terms.kind === 'DAYS' ? String(terms.days) : '' };
}

/** Whether the days typed for Other are a whole number from 0 to 365 (surrounding spaces aside). */
export function isOtherDays(days: string): boolean {
  const typed = days.trim();
  return /^\d{1,3}$/.test(typed) && Number(typed) <= MAX_TERMS_DAYS;
}

/** The terms code the form's choice names; null for the shop's default (''). The days must pass isOtherDays. */
export function termsCodeOf(choice: string, days: string): string | null {
  if (choice === '') return null;
  return choice === OTHER_DAYS ? `DAYS:${Number(days.trim())}` : choice;
}
