import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useLocale } from '../../../hooks/use-language-code';
import { formatEndTime } from '../../../lib/format/end-time';
import { numberFormat } from '../../../lib/format/intl-formats';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';

type Prize = Pick<components['schemas']['LuckyDrawResult'], 'prizeType' | 'amount' | 'points'>;

/** Money with the site's currency, points with the locale's separators, times in its language. */
export function useDrawFormat() {
  const { t } = useTranslation();
  const symbol = useAtomValue(currencySymbolAtom);
  const locale = useLocale();
  const numbers = numberFormat(locale, { maximumFractionDigits: 0 });
  const money = (amount: number) => formatMoney(amount, symbol);
  const time = (iso: string) => formatEndTime(iso, locale) ?? iso;
  /** What a prize is, in words: "¥3.88", "100 points", "Better luck next time". */
  const prize = (p: Prize) =>
    p.prizeType === 'cash'
      ? money(p.amount)
      : p.prizeType === 'points'
        ? t('lucky-draws.points', { count: p.points, points: numbers.format(p.points) })
        : t('lucky-draws.prize.none');
  return { money, time, prize };
}
