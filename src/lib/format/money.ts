/**
 * Money with 2 decimals and thousands separators (section 9), after the currency symbol:
 * `P1,234,567.50`, `₫-12.35`.
 *
 * Written out rather than with `Intl.NumberFormat('en-US')`, with the same result (the test
 * compares them): the page's first number format costs a phone ~130 ms while it loads the
 * locale's data, in the middle of the home page's first render (the jackpot), and every later
 * `new Intl.NumberFormat` still costs more than the formatting. Like Intl (ICU), it rounds the
 * shortest decimal that names the double (`String(amount)`: 0.015 is "0.015", not the
 * 0.01499… the double holds) half away from zero.
 */
export function formatMoney(amount: number, currencySymbol = 'P'): string {
  const magnitude = Math.abs(amount);
  if (!Number.isFinite(amount) || magnitude >= 1e21)
    return `${currencySymbol}${intlFallback(amount)}`;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const cents = centsOf(magnitude);
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `${currencySymbol}${sign}${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** A non-negative finite amount below 1e21 in whole cents, rounded half up on its shortest decimal. */
function centsOf(magnitude: number): bigint {
  const text = String(magnitude);
  // Below 1e-6 String() writes an exponent; anything under half a cent is 0.00.
  if (text.includes('e')) return 0n;
  const [whole = '0', fraction = ''] = text.split('.');
  const twoPlaces = fraction.slice(0, 2).padEnd(2, '0');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  return BigInt(whole + twoPlaces) + (roundsUp ? 1n : 0n);
}

/** Infinity, NaN and amounts `toFixed` would write with an exponent: what Intl writes. */
function intlFallback(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
