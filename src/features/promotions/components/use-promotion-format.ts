import { useTranslation } from 'react-i18next';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { numberFormat } from '../../../lib/format/intl-formats';
import type { Promotion } from '../rules/promotion-actions';

/** Dates, periods and prizes of the promotions screens in the member's language and currency. */
export function usePromotionFormat() {
  const { t } = useTranslation();
  const { money, dateTime, locale } = useRecordFormats();
  const numbers = numberFormat(locale, { maximumFractionDigits: 2 });
  return {
    dateTime,
    period: (promotion: Pick<Promotion, 'startTime' | 'endTime'>) =>
      promotion.endTime
        ? t('promotions.period.range', {
            start: dateTime(promotion.startTime),
            end: dateTime(promotion.endTime),
          })
        : t('promotions.period.open', { start: dateTime(promotion.startTime) }),
    prizeValue: (prize: NonNullable<Promotion['prize']>) =>
      prize.prizeType === 'points'
        ? t('promotions.claim.points', { points: numbers.format(prize.amount) })
        : prize.prizeType === 'item'
          ? t('promotions.claim.item')
          : money(prize.amount),
  };
}
