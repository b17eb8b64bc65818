import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-language-code';
import { formatEndTime } from '../../../lib/format/end-time';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import type { AmountLimits, AmountProblem } from '../rules/amounts';
import type { FormMessages } from '../schemas/wallet-forms';

/**
 * Money (section 9: the currency symbol, 2 decimals, thousands separators) and times (the local
 * date format) as the wallet pages show them, and the form messages that name the limits.
 */
export function useWalletFormat() {
  const { t } = useTranslation();
  const symbol = useAtomValue(currencySymbolAtom);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, symbol);
  const time = (iso: string) => formatEndTime(iso, locale) ?? iso;
  const messages: FormMessages = {
    required: t('wallet.form.required'),
    amount: (problem: AmountProblem, limits: AmountLimits) =>
      t(`wallet.amount.${problem}`, {
        min: money(limits.min ?? 0),
        max: money(limits.max ?? 0),
        available: money(limits.available ?? 0),
      }),
  };
  return { money, time, messages };
}
