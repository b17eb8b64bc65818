import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-language-code';
import { formatEndTime } from '../../../lib/format/end-time';
import { numberFormat } from '../../../lib/format/intl-formats';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import type { PointsFormMessages } from '../schemas/points-forms';

/**
 * Money (section 9: the currency symbol, 2 decimals, thousands separators), points (whole numbers
 * with the locale's separators), times in the member's language, and the forms' messages.
 */
export function usePointsFormat() {
  const { t } = useTranslation();
  const symbol = useAtomValue(currencySymbolAtom);
  const locale = useLocale();
  const numbers = numberFormat(locale, { maximumFractionDigits: 0 });
  const number = (value: number) => numbers.format(value);
  const money = (amount: number) => formatMoney(amount, symbol);
  const time = (iso: string) => formatEndTime(iso, locale) ?? iso;
  const points = (value: number) =>
    t('points-mall.points', { count: value, points: number(value) });
  const messages: PointsFormMessages = {
    quantity: (problem, limits) =>
      t(`points-mall.quantity.${problem}`, { min: number(limits.min), max: number(limits.max) }),
    points: (problem, limits) =>
      t(`points-mall.convert.${problem}`, { min: number(limits.min), max: number(limits.max) }),
    insufficient: (cost) => t('points-mall.redeem.insufficient', { points: number(cost) }),
    account: (type) =>
      type === 'zalo'
        ? t('errors.error_zalo')
        : type === 'whatsapp'
          ? t('errors.error_whatsapp')
          : t('points-mall.redeem.accountRequired'),
    address: t('points-mall.redeem.addressRequired'),
    required: t('points-mall.form.required'),
  };
  return { money, number, points, time, messages };
}
