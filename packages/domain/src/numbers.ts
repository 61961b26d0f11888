// Numbers written as en-NZ writes them, without Intl: the first Intl format a page makes loads the browser's
// locale data, 70-120 ms on a phone (4x CPU slowdown) inside whatever first showed a number (docs/performance-log.md).

/** A string of digits with a comma between groups of three: '1234567' → '1,234,567'. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A number as `Intl.NumberFormat('en-NZ', { maximumFractionDigits })` writes it, for magnitudes below 10^15:
 * grouped, rounded half away from zero on the number's shortest decimal form (1.2345 → '1.235' to 3 places, as
 * Intl; `toFixed` would give 1.234), no trailing zeros. `formatNumber(1234)` → '1,234'; `formatNumber(2.5, 3)` → '2.5'.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const { whole, fraction } = roundDecimal(Math.abs(value), maximumFractionDigits);
  const kept = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(whole)}${kept ? `.${kept}` : ''}`;
}

/** The digits of a non-negative number's shortest decimal form, rounded half up to `places` decimals. */
function roundDecimal(magnitude: number, places: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [integer = '0', decimals = ''] = mantissa.split('.');
  // The digits without a point, and where the point goes (the exponent moves it).
  let digits = integer + decimals;
  let point = integer.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + places + 1, '0');
  const kept = digits.slice(0, point + places);
  const roundsUp = (digits[point + places] ?? '0') >= '5';
  const rounded = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(point + places, '0');
  const cut = rounded.length - places;
  return { whole: rounded.slice(0, cut).replace(/^0+(?=\d)/, ''), fraction: rounded.slice(cut) };
}
