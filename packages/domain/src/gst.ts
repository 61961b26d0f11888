import { type Cents, cents, divideRounded } from './money.ts';

/** New Zealand GST rate: 15%. */
export const GST_RATE = 0.15;

/** The rate as an integer percentage, so GST is computed in whole numbers without float error. */
export const GST_PERCENT = 15;

/**
 * GST on an amount excluding GST: 15% rounded to the nearest cent, halves up (1.5 cents → 2 cents).
 * Negative amounts (credits) round symmetrically, so `gstOn(-x) === -gstOn(x)`.
 */
export function gstOn(amount: Cents): Cents {
  return cents(divideRounded(amount * GST_PERCENT, 100));
}

/** The amount plus its GST. */
export function withGst(amount: Cents): Cents {
  return cents(amount + gstOn(amount));
}

/** Inland Revenue's weights for the check digit of an IRD number; the secondary ones when the primary give 10. */
const IRD_PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const IRD_SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6] as const;

function irdCheckDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/**
 * True when a GST number (an IRD number: 8 or 9 digits; dashes and spaces ignored) passes Inland Revenue's
 * modulus 11 check (IRD's "IR number validation", RWT and NRWT specification): between 10,000,000 and
 * 150,000,000, and its last digit the check digit of the others padded to eight, by the primary weights or,
 * when those give 10, the secondary ones (10 again: no valid number).
 */
export function isValidGstNumber(written: string): boolean {
  const digits = written.replace(/[\s-]/g, '');
  if (!/^\d{8,9}$/.test(digits)) return false;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return false;
  const base = digits.slice(0, -1).padStart(8, '0');
  let check = irdCheckDigit(base, IRD_PRIMARY_WEIGHTS);
  if (check === 10) check = irdCheckDigit(base, IRD_SECONDARY_WEIGHTS);
  return check === Number(digits.slice(-1));
}
