import { groupDigits } from './numbers.ts';

/**
 * An amount of New Zealand money in whole cents. The brand keeps cents and dollars apart at compile time:
 * a plain number must go through {@link cents} or {@link toCents} first.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Zero cents. */
export const ZERO = 0 as Cents;

/**
 * Brands a whole number of cents.
 * @throws RangeError when `n` is not a safe integer.
 */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of cents: ${n}`);
  // `+ 0` turns -0 into 0 so it never prints as "-0.00".
  return (n + 0) as Cents;
}

/** True when `x` is a safe integer, i.e. a valid {@link Cents} value. */
export function isCents(x: unknown): x is Cents {
  return typeof x === 'number' && Number.isSafeInteger(x);
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Converts dollars to cents, rounding half away from zero to the cent.
 *
 * Strings are parsed as exact decimals, so database `numeric(12,2)` values such as `"12.50"` convert without
 * floating-point error. Numbers are read through their shortest decimal form, so `1.005` rounds to 101 cents
 * as a person would expect (its binary value is slightly below 1.005).
 * @throws RangeError for NaN, infinities, text that is not a decimal number, or amounts beyond safe integers.
 */
export function toCents(dollars: number | string): Cents {
  if (typeof dollars === 'number' && !Number.isFinite(dollars)) {
    throw new RangeError(`Not an amount of money: ${dollars}`);
  }
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  const match = DECIMAL.exec(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole.length + fraction.length === 0) {
    throw new RangeError(`Not an amount of money: ${JSON.stringify(dollars)}`);
  }
  // Any JS number fits within ±400; the bound keeps a hostile string from padding megabytes of zeros.
  const shift = Number(exponent);
  if (Math.abs(shift) > 400) throw new RangeError(`Not an amount of money: ${JSON.stringify(dollars)}`);
  // Move the decimal point by the exponent on the digit string, never on a float.
  const digits = whole + fraction;
  const point = whole.length + shift;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point + 3, '0');
  const at = Math.max(point, 0);
  const centDigits = `${padded.slice(0, at)}${padded.slice(at, at + 2)}`;
  const roundUp = (padded.charCodeAt(at + 2) || 48) >= 53; // third decimal digit >= '5'
  const magnitude = Number(centDigits || '0') + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Amount too large: ${text}`);
  return cents(sign === '-' ? -magnitude : magnitude);
}

/** Cents as a dollar number, e.g. for charts. Do not do further money arithmetic on the result. */
export function toDollars(c: Cents): number {
  return c / 100;
}

/** Cents as a fixed two-decimal string for `numeric(12,2)` columns: 1250 → "12.50", -5 → "-0.05". */
export function toDecimalString(c: Cents): string {
  const magnitude = Math.abs(c);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${c < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * Cents as New Zealand dollars for display, as `Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' })`
 * writes them (but zero is never '-$0.00'): 123450 → "$1,234.50", -5 → "-$0.05". Written out rather than through Intl (see numbers.ts): the
 * first price on a page made the format, 72 ms at 4x CPU slowdown inside the cart's first render.
 */
export function formatNZD(c: Cents): string {
  const [whole = '0', fraction = '00'] = toDecimalString(c).replace('-', '').split('.');
  return `${c < 0 ? '-' : ''}$${groupDigits(whole)}.${fraction}`;
}

/** Adds amounts of cents; an empty list sums to {@link ZERO}. */
export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return cents(total);
}

/**
 * Divides an integer by a positive integer divisor, rounding halves away from zero
 * (so halves round up for the non-negative amounts the shop deals in).
 * @throws RangeError unless both are safe integers and the divisor is positive.
 */
export function divideRounded(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${divisor} exactly`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = (magnitude - (magnitude % divisor)) / divisor;
  const rounded = magnitude % divisor >= divisor / 2 ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}
