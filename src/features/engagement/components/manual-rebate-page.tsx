import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useClaimManualRebate } from '../api/use-claim-manual-rebate';
import { useGetManualRebate } from '../api/use-get-manual-rebate';
import { canClaimRebate } from '../rules/engagement-figures';
import { ClaimDone, ClaimRefused, useClaimOutcome } from './claim-list';
import { useEngagementFormat } from './use-engagement-format';
import './engagement.css';

/**
 * Rebate promo (`manualRebate`, only with MANPLAYREB3: the centre's menu hides it otherwise): what
 * the valid bets since the last claim pay back now, per game type, and a Claim for the whole of
 * it once it reaches the minimum. The claim credits the main wallet (the balance follows) and the
 * rebate starts again from zero.
 */
export default function ManualRebatePage() {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const rebate = useGetManualRebate();
  const claim = useClaimManualRebate();
  // One claim on this page: for the whole rebate.
  const outcome = useClaimOutcome<'rebate'>();
  const failure = outcome.failureOf('rebate');

  const claimRebate = () =>
    outcome.run('rebate', async () => {
      const answer = await claim.mutateAsync({});
      return t('engagement.rebate.claimed', { amount: format.money(answer.value.amount) });
    });

  return (
    <div className="engagement-page">
      <ClaimDone text={outcome.claimed} />
      <QueryState query={rebate} failedText={t('engagement.rebate.loadFailed')}>
        {(data) => (
          <>
            <dl className="engagement-figures">
              <div>
                <dt>{t('engagement.rebate.amount')}</dt>
                <dd>{format.money(data.rebatableAmount)}</dd>
              </div>
              <div>
                <dt>{t('engagement.rebate.minimum')}</dt>
                <dd>{format.money(data.minClaimAmount)}</dd>
              </div>
              <div>
                <dt>{t('engagement.rebate.since')}</dt>
                <dd>{format.date(data.periodStart)}</dd>
              </div>
              <div>
                <dt>{t('engagement.rebate.lastClaim')}</dt>
                <dd>
                  {data.lastClaimTime
                    ? format.date(data.lastClaimTime)
                    : t('engagement.rebate.never')}
                </dd>
              </div>
            </dl>
            <div className="engagement-card__actions">
              {canClaimRebate(data) ? (
                <Button busy={claim.isPending} onClick={() => void claimRebate()}>
                  {t('engagement.rebate.claim', { amount: format.money(data.rebatableAmount) })}
                </Button>
              ) : (
                <p className="engagement-intro">
                  {t('engagement.rebate.notYet', { amount: format.money(data.minClaimAmount) })}
                </p>
              )}
              {failure ? <ClaimRefused errorKey={failure} /> : null}
            </div>
            {data.items.length > 0 ? (
              <div className="engagement-table-wrap">
                <table className="engagement-table">
                  <caption>{t('engagement.rebate.byGameType')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('engagement.rebate.gameType')}</th>
                      <th scope="col" className="engagement-table__number">
                        {t('engagement.rebate.validBet')}
                      </th>
                      <th scope="col" className="engagement-table__number">
                        {t('engagement.rebate.rate')}
                      </th>
                      <th scope="col" className="engagement-table__number">
                        {t('engagement.rebate.rebate')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((item) => (
                      <tr key={item.gameType}>
                        <td>{t(`engagement.gameTypes.${item.gameType}`)}</td>
                        <td className="engagement-table__number">{format.money(item.validBet)}</td>
                        <td className="engagement-table__number">{`${format.number(item.rate)}%`}</td>
                        <td className="engagement-table__number">
                          {format.money(item.rebateAmount)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
