// Numbers written as en-NZ writes them, without Intl: the first Intl format a page makes loads the browser's
// locale data, 70-120 ms on a phone (4x CPU slowdown) inside whatever first showed a number (docs/performance.md).

/** A string of digits with a comma between groups of three: '1234567' → '1,234,567'. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A number as `Intl.NumberFormat('en-NZ', { maximumFractionDigits })` writes it: grouped, rounded half away
 * from zero, no trailing zeros. `formatNumber(1234)` → '1,234'; `formatNumber(2.5)` → '2.5'.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const kept = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(whole)}${kept ? `.${kept}` : ''}`;
}
