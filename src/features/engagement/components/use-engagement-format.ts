import { useAtomValue } from 'jotai';
import { useLocale } from '../../../hooks/use-language-code';
import { formatEndTime } from '../../../lib/format/end-time';
import { numberFormat } from '../../../lib/format/intl-formats';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';

/** Money (section 9: symbol, 2 decimals, thousands separators), dates and plain numbers for these pages. */
export function useEngagementFormat() {
  const symbol = useAtomValue(currencySymbolAtom);
  const locale = useLocale();
  const numbers = numberFormat(locale, { maximumFractionDigits: 2 });
  return {
    money: (amount: number) => formatMoney(amount, symbol),
    number: (value: number) => numbers.format(value),
    date: (iso: string) => formatEndTime(iso, locale) ?? iso,
  };
}
