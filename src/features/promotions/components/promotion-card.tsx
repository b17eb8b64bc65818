import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import type { Promotion } from '../rules/promotion-actions';
import { PromotionActionArea } from './promotion-action-area';
import { StatusPill } from './status-pill';
import { usePromotionFormat } from './use-promotion-format';

export const promotionDetailPath = (promotionId: number) => `/promoDetail?id=${promotionId}`;

/** One promotion of the list: banner, title (to its detail page), period, status and its action. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const format = usePromotionFormat();
  const titleId = useId();
  return (
    <article className="promotion-card" aria-labelledby={titleId} data-testid="promotion-card">
      <LazyImage
        src={promotion.image}
        alt=""
        width={480}
        height={200}
        className="promotion-card__image"
      />
      <div className="promotion-card__body">
        <div className="promotion-card__head">
          <h2 id={titleId} className="promotion-card__title">
            <Link to={promotionDetailPath(promotion.promotionId)}>{promotion.title}</Link>
          </h2>
          <StatusPill status={promotion.status} />
        </div>
        <p className="promotion-card__period">{format.period(promotion)}</p>
        <PromotionActionArea promotion={promotion} />
        <Link
          className="promotion-card__details"
          to={promotionDetailPath(promotion.promotionId)}
          aria-label={t('promotions.action.detailsOf', { title: promotion.title })}
        >
          {t('promotions.action.details')}
        </Link>
      </div>
    </article>
  );
}
