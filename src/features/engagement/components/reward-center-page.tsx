import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useClaimReward } from '../api/use-claim-reward';
import { useListRewards } from '../api/use-list-rewards';
import { ActivityStatusBadge } from './activity-status-badge';
import { useEngagementFormat } from './use-engagement-format';
import './engagement.css';

type Reward = components['schemas']['Reward'];

/** A failed claim: the catalogue key, for the reward it was about. */
interface ClaimFailure {
  rewardId: number;
  key: string;
}

/** Keys of claims refused for a contact the profile lacks: the member adds it in My account. */
const contactMissing = new Set(['error_zalo', 'error_whatsapp']);

/**
 * The reward centre (`rewardCenter`): the member's rewards, newest first and paged, each with its
 * status (section 4) and a Claim button while claimable. A claim lowers the reward badge (the
 * count is asked for again); a reward that needs a Zalo number or WhatsApp id the profile lacks
 * says so and leads to My account.
 */
export default function RewardCenterPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const rewards = useListRewards(pageNo);
  const claim = useClaimReward();
  const [failure, setFailure] = useState<ClaimFailure | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);

  const claimReward = async (reward: Reward) => {
    setFailure(null);
    setClaimed(null);
    try {
      await claim.mutateAsync({ params: { path: { rewardId: reward.rewardId } } });
      setClaimed(t('engagement.rewards.claimed', { title: reward.title }));
    } catch (error) {
      setFailure({
        rewardId: reward.rewardId,
        key: isApiError(error) ? error.key : 'unknown_error',
      });
    }
  };

  return (
    <div className="engagement-page">
      <p className="engagement-done" role="status">
        {claimed}
      </p>
      <QueryState
        query={rewards}
        failedText={t('engagement.rewards.loadFailed')}
        isEmpty={(data) => data.totalCount === 0}
        empty={<p className="engagement-intro">{t('engagement.rewards.empty')}</p>}
      >
        {(data) => (
          <>
            <p className="engagement-intro">
              {t('engagement.rewards.claimable', { count: data.claimableCount })}
            </p>
            <ul className="engagement-list">
              {data.list.map((reward) => (
                <li key={reward.rewardId}>
                  <RewardCard
                    reward={reward}
                    busy={
                      claim.isPending && claim.variables.params.path.rewardId === reward.rewardId
                    }
                    failure={failure?.rewardId === reward.rewardId ? failure.key : null}
                    onClaim={() => void claimReward(reward)}
                  />
                </li>
              ))}
            </ul>
            <Pager
              current={data.pageNo}
              total={data.totalPages}
              label={t('engagement.rewards.pages')}
              onChoose={setPageNo}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

function RewardCard({
  reward,
  busy,
  failure,
  onClaim,
}: {
  reward: Reward;
  busy: boolean;
  failure: string | null;
  onClaim(): void;
}) {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const { show } = useMemberCentreAddress();
  const amount =
    reward.rewardType === 'cash'
      ? format.money(reward.amount)
      : reward.rewardType === 'points'
        ? t('engagement.rewards.points', {
            count: reward.amount,
            points: format.number(reward.amount),
          })
        : t('engagement.rewards.item');
  return (
    <article className="engagement-card" aria-label={reward.title}>
      <div className="engagement-card__head">
        <h4>{reward.title}</h4>
        <ActivityStatusBadge status={reward.status} />
      </div>
      <p className="engagement-card__amount">{amount}</p>
      <dl className="engagement-card__details">
        <div>
          <dt>{t('engagement.rewards.created')}</dt>
          <dd>{format.date(reward.createTime)}</dd>
        </div>
        {reward.expireTime && !reward.claimTime ? (
          <div>
            <dt>{t('engagement.rewards.expires')}</dt>
            <dd>{format.date(reward.expireTime)}</dd>
          </div>
        ) : null}
        {reward.claimTime ? (
          <div>
            <dt>{t('engagement.rewards.claimedAt')}</dt>
            <dd>{format.date(reward.claimTime)}</dd>
          </div>
        ) : null}
      </dl>
      {reward.status === 'claim' || failure ? (
        <div className="engagement-card__actions">
          {reward.status === 'claim' ? (
            <Button
              busy={busy}
              onClick={onClaim}
              aria-label={t('engagement.rewards.claimNamed', { title: reward.title })}
            >
              {t('engagement.claim')}
            </Button>
          ) : null}
          {failure ? (
            <p className="engagement-error" role="alert">
              {t(`errors.${failure}`)}
            </p>
          ) : null}
          {failure && contactMissing.has(failure) ? (
            <Button variant="secondary" onClick={() => show('securityCenter')}>
              {t('engagement.rewards.addContact')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
