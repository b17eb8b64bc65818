import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { OperatorHtml } from '../../../components/operator-html';
import { QueryError, QueryLoading } from '../../../components/query-state';
import { useGetPromotion } from '../api/use-get-promotion';
import { promotionIdOf } from '../rules/categories';
import { PromotionActionArea } from './promotion-action-area';
import { StatusPill } from './status-pill';
import { usePromotionFormat } from './use-promotion-format';
import './promotions.css';

/**
 * One promotion (`/promoDetail?id=<promotionId>`): banner, title, dates, status with its action,
 * and the rules (operator HTML, sanitised by `OperatorHtml`). An id that is not a number or that
 * the backend does not know (404) shows a clear "not found" with the way back to the list.
 */
export default function PromotionDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const promotionId = promotionIdOf(params.get('id'));
  const query = useGetPromotion(promotionId);
  const format = usePromotionFormat();
  const titleId = useId();
  const back = (
    <Link className="promotion-detail__back" to="/promotions">
      {t('promotions.detail.back')}
    </Link>
  );

  if (promotionId === null || query.error?.status === 404)
    return (
      <section className="page promotion-detail" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('promotions.title')}</h1>
        <p role="alert">{t('promotions.detail.notFound')}</p>
        {back}
      </section>
    );

  const promotion = query.data;
  return (
    <section className="page promotion-detail" aria-labelledby={titleId}>
      {back}
      {!promotion ? (
        <>
          <h1 id={titleId}>{t('promotions.title')}</h1>
          {query.error ? (
            <QueryError
              error={query.error}
              onRetry={() => void query.refetch()}
              failedText={t('promotions.detail.failed')}
            />
          ) : (
            <QueryLoading />
          )}
        </>
      ) : (
        <>
          <LazyImage
            src={promotion.image}
            alt=""
            width={960}
            height={360}
            className="promotion-detail__image"
          />
          <div className="promotion-card__head">
            <h1 id={titleId}>{promotion.title}</h1>
            <StatusPill status={promotion.status} />
          </div>
          <dl className="promotion-detail__facts">
            <div>
              <dt>{t('promotions.detail.dates')}</dt>
              <dd>{format.period(promotion)}</dd>
            </div>
            <div>
              <dt>{t('promotions.detail.status')}</dt>
              <dd>
                <PromotionActionArea promotion={promotion} />
              </dd>
            </div>
          </dl>
          <h2 className="promotion-detail__rules-title">{t('promotions.detail.rules')}</h2>
          <OperatorHtml html={promotion.content} />
        </>
      )}
    </section>
  );
}
