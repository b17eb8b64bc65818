/** Money with 2 decimals and thousands separators (section 9), after the currency symbol. */
export function formatMoney(amount: number, currencySymbol = 'P', locale = 'en-US'): string {
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${currencySymbol}${text}`;
}
