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
