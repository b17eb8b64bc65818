import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';

/** Money as the portal shows it (2 decimals, thousands separators, the member's currency symbol). */
export function useMoney(): (amount: number) => string {
  const symbol = useAtomValue(currencySymbolAtom);
  return useCallback((amount: number) => formatMoney(amount, symbol), [symbol]);
}
