import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useGetMissionSummary } from '../../../lib/member/api/use-get-mission-summary';
import { useClaimMission } from '../api/use-claim-mission';
import { useGetMissionLeaderboard } from '../api/use-get-mission-leaderboard';
import { progressPercent } from '../rules/engagement-figures';
import { ActivityStatusBadge } from './activity-status-badge';
import { useEngagementFormat } from './use-engagement-format';
import './engagement.css';

type Mission = components['schemas']['Mission'];

/**
 * Mission activity (`missionLeaderboard`): the totals (missions to claim, rewards claimed), each
 * mission with its progress, status and a Claim button when completed, and the leaderboard of the
 * period with the member's own row. A claim lowers the mission badge: the summary the centre's
 * menu reads is asked for again.
 */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const summary = useGetMissionSummary(true);
  const claim = useClaimMission();
  const [failure, setFailure] = useState<{ missionId: number; key: string } | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);
  const headingId = useId();

  const claimMission = async (mission: Mission) => {
    setFailure(null);
    setClaimed(null);
    try {
      const answer = await claim.mutateAsync({
        params: { path: { missionId: mission.missionId } },
      });
      setClaimed(
        t('engagement.missions.claimed', {
          title: mission.title,
          amount: format.money(answer.value.rewardAmount),
        }),
      );
    } catch (error) {
      setFailure({
        missionId: mission.missionId,
        key: isApiError(error) ? error.key : 'unknown_error',
      });
    }
  };

  return (
    <div className="engagement-page">
      <p className="engagement-done" role="status">
        {claimed}
      </p>
      <QueryState query={summary} failedText={t('engagement.missions.loadFailed')}>
        {(data) => (
          <>
            <dl className="engagement-figures">
              <div>
                <dt>{t('engagement.missions.claimableCount')}</dt>
                <dd>{format.number(data.claimableCount)}</dd>
              </div>
              <div>
                <dt>{t('engagement.missions.claimedAmount')}</dt>
                <dd>{format.money(data.claimedAmount)}</dd>
              </div>
            </dl>
            <section aria-labelledby={headingId} className="engagement-page">
              <h4 id={headingId}>{t('engagement.missions.title')}</h4>
              {data.missions.length === 0 ? (
                <p className="engagement-intro">{t('engagement.missions.empty')}</p>
              ) : (
                <ul className="engagement-list">
                  {data.missions.map((mission) => (
                    <li key={mission.missionId}>
                      <MissionCard
                        mission={mission}
                        busy={
                          claim.isPending &&
                          claim.variables?.params.path.missionId === mission.missionId
                        }
                        failure={failure?.missionId === mission.missionId ? failure.key : null}
                        onClaim={() => void claimMission(mission)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
      <Leaderboard />
    </div>
  );
}

function MissionCard({
  mission,
  busy,
  failure,
  onClaim,
}: {
  mission: Mission;
  busy: boolean;
  failure: string | null;
  onClaim(): void;
}) {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const percent = progressPercent(mission.progress, mission.target);
  return (
    <article className="engagement-card" aria-label={mission.title}>
      <div className="engagement-card__head">
        <h4>{mission.title}</h4>
        <ActivityStatusBadge status={mission.status} />
      </div>
      <p className="engagement-card__amount">{format.money(mission.rewardAmount)}</p>
      {mission.description ? (
        <p className="engagement-card__description">{mission.description}</p>
      ) : null}
      <div className="engagement-progress">
        <span>
          {t('engagement.missions.progress', {
            progress: format.number(mission.progress),
            target: format.number(mission.target),
          })}
        </span>
        <progress
          max={100}
          value={percent}
          aria-label={t('engagement.missions.progressOf', { title: mission.title })}
        >
          {`${percent}%`}
        </progress>
      </div>
      <dl className="engagement-card__details">
        <div>
          <dt>{t('engagement.missions.period')}</dt>
          <dd>{t(`engagement.missions.periods.${mission.period}`)}</dd>
        </div>
        {mission.endTime ? (
          <div>
            <dt>{t('engagement.missions.ends')}</dt>
            <dd>{format.date(mission.endTime)}</dd>
          </div>
        ) : null}
        {mission.claimTime ? (
          <div>
            <dt>{t('engagement.rewards.claimedAt')}</dt>
            <dd>{format.date(mission.claimTime)}</dd>
          </div>
        ) : null}
      </dl>
      {mission.status === 'claim' || failure ? (
        <div className="engagement-card__actions">
          {mission.status === 'claim' ? (
            <Button
              busy={busy}
              onClick={onClaim}
              aria-label={t('engagement.missions.claimNamed', { title: mission.title })}
            >
              {t('engagement.claim')}
            </Button>
          ) : null}
          {failure ? (
            <p className="engagement-error" role="alert">
              {t(`errors.${failure}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const board = useGetMissionLeaderboard();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="engagement-page">
      <h4 id={headingId}>{t('engagement.leaderboard.title')}</h4>
      <QueryState query={board} failedText={t('engagement.leaderboard.loadFailed')}>
        {(data) => (
          <>
            <p className="engagement-intro">
              {t('engagement.leaderboard.period', {
                start: format.date(data.startTime),
                end: format.date(data.endTime),
                updated: format.date(data.updateTime),
              })}
            </p>
            <p>
              {data.self
                ? t('engagement.leaderboard.self', {
                    rank: data.self.rank,
                    score: format.number(data.self.score),
                  })
                : t('engagement.leaderboard.noScore')}
            </p>
            {data.list.length === 0 ? (
              <p className="engagement-intro">{t('engagement.leaderboard.empty')}</p>
            ) : (
              <div className="engagement-table-wrap">
                <table className="engagement-table">
                  <caption className="visually-hidden">{t('engagement.leaderboard.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('engagement.leaderboard.rank')}</th>
                      <th scope="col">{t('engagement.leaderboard.player')}</th>
                      <th scope="col" className="engagement-table__number">
                        {t('engagement.leaderboard.score')}
                      </th>
                      <th scope="col" className="engagement-table__number">
                        {t('engagement.leaderboard.prize')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <tr
                        key={row.rank}
                        aria-current={data.self?.rank === row.rank ? true : undefined}
                      >
                        <td>{row.rank}</td>
                        <td>{row.player}</td>
                        <td className="engagement-table__number">{format.number(row.score)}</td>
                        <td className="engagement-table__number">
                          {row.prize === null ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">
                                {t('engagement.leaderboard.noPrize')}
                              </span>
                            </>
                          ) : (
                            format.money(row.prize)
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
