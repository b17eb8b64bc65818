import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useGetPointsBalance } from '../api/use-get-points-balance';
import { useGetPointsConfig } from '../api/use-get-points-config';
import { convertAmount } from '../rules/points';
import { usePointsFormat } from './use-points-format';

/** The member's points, what they are worth (the ratio, the least a conversion takes), no expiry. */
export function PointsSummary() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const balance = useGetPointsBalance();
  const config = useGetPointsConfig();
  return (
    <dl className="points-mall__summary">
      <div className="points-mall__figure">
        <dt>{t('points-mall.summary.balance')}</dt>
        <dd data-testid="points-balance">
          <QueryState query={balance} failedText={t('points-mall.summary.balanceFailed')}>
            {(data) => format.number(data.points)}
          </QueryState>
        </dd>
      </div>
      <div className="points-mall__figure">
        <dt>{t('points-mall.summary.worth')}</dt>
        <dd>
          <QueryState query={config} failedText={t('points-mall.summary.configFailed')}>
            {(data) => (
              <>
                <span>
                  {t('points-mall.summary.ratio', {
                    points: format.number(data.ratio),
                    money: format.money(1),
                  })}
                </span>
                <span className="points-mall__small">
                  {t('points-mall.summary.minimum', {
                    points: format.number(data.minConvertPoints),
                    money: format.money(convertAmount(data.minConvertPoints, data.ratio)),
                  })}
                </span>
              </>
            )}
          </QueryState>
        </dd>
      </div>
      <div className="points-mall__figure">
        <dt>{t('points-mall.summary.expiry')}</dt>
        <dd className="points-mall__small">{t('points-mall.neverExpire')}</dd>
      </div>
    </dl>
  );
}
