import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { QueryState } from '../../../components/query-state';
import { useGetMissionSummary } from '../../../lib/member/api/use-get-mission-summary';
import { useClaimMission } from '../api/use-claim-mission';
import { useGetMissionLeaderboard } from '../api/use-get-mission-leaderboard';
import { progressPercent } from '../rules/engagement-figures';
import { ClaimDone, ClaimList, useClaimOutcome } from './claim-list';
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
  const outcome = useClaimOutcome<number>();
  const headingId = useId();

  return (
    <div className="engagement-page">
      <ClaimDone text={outcome.claimed} />
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
              <ClaimList
                rows={data.missions}
                outcome={outcome}
                empty={<p className="engagement-intro">{t('engagement.missions.empty')}</p>}
                rowKey={(mission) => mission.missionId}
                card={(mission) => ({
                  title: mission.title,
                  status: mission.status,
                  amount: format.money(mission.rewardAmount),
                  details: <MissionDetails mission={mission} />,
                  claimLabel: t('engagement.missions.claimNamed', { title: mission.title }),
                })}
                claim={async (mission) => {
                  const answer = await claim.mutateAsync({
                    params: { path: { missionId: mission.missionId } },
                  });
                  return t('engagement.missions.claimed', {
                    title: mission.title,
                    amount: format.money(answer.value.rewardAmount),
                  });
                }}
              />
            </section>
          </>
        )}
      </QueryState>
      <Leaderboard />
    </div>
  );
}

function MissionDetails({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const format = useEngagementFormat();
  const percent = progressPercent(mission.progress, mission.target);
  return (
    <>
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
    </>
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
