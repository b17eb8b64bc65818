import { useAtomValue } from 'jotai';
import { useLocale } from './use-language-code';
import { formatMoney } from '../lib/format/money';
import { currencySymbolAtom } from '../lib/stores/public-atoms';
import { formatDateTime, formatDay, formatSignedMoney } from '../lib/records/record-formats';

/** The records' formats bound to the member's currency symbol and language. */
export function useRecordFormats() {
  const symbol = useAtomValue(currencySymbolAtom);
  const locale = useLocale();
  return {
    locale,
    money: (amount: number) => formatMoney(amount, symbol),
    signed: (amount: number) => formatSignedMoney(amount, symbol),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    day: (day: string) => formatDay(day, locale),
  };
}
