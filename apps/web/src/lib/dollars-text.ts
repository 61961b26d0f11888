import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';

/** Dollars as typed in a money field: digits and at most one decimal point with up to 2 decimals. */
const DOLLARS_TEXT = /^\d{1,5}(\.\d{0,2})?$|^\.\d{1,2}$/;

/** The freight and cutting fields' money, in cents; null when the text is not 0–99999 with 2 decimals. */
export function dollarsToCents(text: string): Cents | null {
  const typed = text.trim();
  if (typed === '') return cents(0);
  return DOLLARS_TEXT.test(typed) ? toCents(typed) : null;
}

/** Cents as a money field shows them: 500 → '5.00'. */
export function centsToDollars(amount: number): string {
  return toDecimalString(cents(amount));
}
