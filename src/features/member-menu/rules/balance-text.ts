import { formatMoney } from '../../../lib/format/money';

/** What stands for the amount while the balance is masked. */
export const balanceMask = '••••••';

/**
 * The header's balance text (section 4): null while the first answer is on its way (the caller
 * shows the "updating…" placeholder), the currency symbol and a mask when masked, otherwise the
 * symbol and the amount with 2 decimals and thousands separators.
 */
export function balanceText(balance: number | null, currencySymbol: string, masked: boolean) {
  if (balance === null) return null;
  if (masked) return `${currencySymbol}${balanceMask}`;
  return formatMoney(balance, currencySymbol);
}
