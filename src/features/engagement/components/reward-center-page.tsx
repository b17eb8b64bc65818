import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useClaimReward } from '../api/use-claim-reward';
import { useListRewards } from '../api/use-list-rewards';
import { ClaimDone, ClaimList, useClaimOutcome } from './claim-list';
import { useEngagementFormat } from './use-engagement-format';
import './engagement.css';

type Reward = components['schemas']['Reward'];

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
  const format = useEngagementFormat();
  const { show } = useMemberCentreAddress();
  const [pageNo, setPageNo] = useState(1);
  const rewards = useListRewards(pageNo);
  const claim = useClaimReward();
  const outcome = useClaimOutcome<number>();

  const amount = (reward: Reward) =>
    reward.rewardType === 'cash'
      ? format.money(reward.amount)
      : reward.rewardType === 'points'
        ? t('engagement.rewards.points', {
            count: reward.amount,
            points: format.number(reward.amount),
          })
        : t('engagement.rewards.item');

  return (
    <div className="engagement-page">
      <ClaimDone text={outcome.claimed} />
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
            <ClaimList
              rows={data.list}
              outcome={outcome}
              rowKey={(reward) => reward.rewardId}
              card={(reward) => ({
                title: reward.title,
                status: reward.status,
                amount: amount(reward),
                details: <RewardDetails reward={reward} />,
                claimLabel: t('engagement.rewards.claimNamed', { title: reward.title }),
              })}
              claim={async (reward) => {
                await claim.mutateAsync({ params: { path: { rewardId: reward.rewardId } } });
                return t('engagement.rewards.claimed', { title: reward.title });
              }}
              refusalHelp={(_reward, errorKey) =>
                contactMissing.has(errorKey) ? (
                  <Button variant="secondary" onClick={() => show('securityCenter')}>
                    {t('engagement.rewards.addContact')}
                  </Button>
                ) : null
              }
            />
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

function RewardDetails({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  return (
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
  );
}
