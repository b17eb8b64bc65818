import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { QueryState } from '../../../components/query-state';
import { formatMoney } from '../../../lib/format/money';
import { levelPillColors } from '../../../lib/member/label-colors';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import { memberLabelColorAtom } from '../../../lib/stores/session-atoms';
import { useGetPlayerRank } from '../api/use-get-player-rank';
import { nextRank, type NextRank } from '../rules/rank-progress';
import './account.css';

type PlayerRank = components['schemas']['PlayerRank'];

/** The member centre's VIP levels page (`playerRank`): the member's level, the next one, all levels. */
export default function PlayerRankPage() {
  const { t } = useTranslation();
  const rank = useGetPlayerRank();
  return (
    <div className="account">
      <QueryState query={rank} failedText={t('account.rank.failed')}>
        {(data) => <RankView rank={data} />}
      </QueryState>
    </div>
  );
}

function RankView({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const labelColor = useAtomValue(memberLabelColorAtom);
  const headingId = useId();
  const next = nextRank(rank);
  return (
    <>
      <section className="account__section" aria-labelledby={headingId}>
        <h4 id={headingId} className="account__heading">
          {t('account.rank.current')}
        </h4>
        <p className="account__rank-name">
          <span className="account__level" style={levelPillColors(labelColor)}>
            {rank.labelName}
          </span>
          <span className="account__note">
            {t('account.rank.levelNumber', { level: rank.rankLevel })}
          </span>
        </p>
        {next ? (
          <NextRankProgress rank={rank} next={next} />
        ) : (
          <p className="account__note">{t('account.rank.top')}</p>
        )}
      </section>
      <LevelTable rank={rank} />
    </>
  );
}

function NextRankProgress({ rank, next }: { rank: PlayerRank; next: NextRank }) {
  const { t } = useTranslation();
  const symbol = useAtomValue(currencySymbolAtom);
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, symbol);
  const { progress } = rank;
  const name = next.level.labelName;
  const requirements = [
    {
      key: 'deposit',
      label: t('account.rank.deposit'),
      done: progress.deposit,
      required: progress.depositRequired,
      toGo: next.depositToGo,
    },
    {
      key: 'validBet',
      label: t('account.rank.validBet'),
      done: progress.validBet,
      required: progress.validBetRequired,
      toGo: next.validBetToGo,
    },
  ];
  return (
    <div className="account__progress">
      <h4 id={headingId} className="account__heading">
        {t('account.rank.next', { name })}
      </h4>
      <div className="account__meter">
        <progress
          aria-labelledby={headingId}
          aria-valuetext={t('account.rank.percent', { percent: progress.percent })}
          value={progress.percent}
          max={100}
        />
        <span>{t('account.rank.percent', { percent: progress.percent })}</span>
      </div>
      <p className="account__note">{t('account.rank.needsBoth')}</p>
      <ul className="account__requirements">
        {requirements.map((r) => (
          <li key={r.key} data-requirement={r.key}>
            <span className="account__label">{r.label}</span>
            <progress
              aria-label={r.label}
              aria-valuetext={t('account.rank.amountOf', {
                done: money(r.done),
                required: money(r.required),
              })}
              value={Math.min(r.done, r.required)}
              max={Math.max(r.required, 0.01)}
            />
            <span>
              {t('account.rank.amountOf', { done: money(r.done), required: money(r.required) })}
              {' · '}
              {r.toGo > 0
                ? t('account.rank.toGo', { amount: money(r.toGo) })
                : t('account.rank.reached')}
            </span>
          </li>
        ))}
      </ul>
      {next.level.upgradeBonus > 0 ? (
        <p className="account__note">
          {t('account.rank.bonus', { name, amount: money(next.level.upgradeBonus) })}
        </p>
      ) : null}
    </div>
  );
}

function LevelTable({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const symbol = useAtomValue(currencySymbolAtom);
  const captionId = useId();
  const money = (amount: number) => formatMoney(amount, symbol);
  return (
    <section className="account__section">
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="account__table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="account__table">
          <caption id={captionId}>{t('account.rank.levels')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.rank.columns.level')}</th>
              <th scope="col">{t('account.rank.columns.deposit')}</th>
              <th scope="col">{t('account.rank.columns.validBet')}</th>
              <th scope="col">{t('account.rank.columns.bonus')}</th>
              <th scope="col">{t('account.rank.columns.vipService')}</th>
            </tr>
          </thead>
          <tbody>
            {rank.levels.map((level) => {
              const mine = level.rankLevel === rank.rankLevel;
              return (
                <tr key={level.rankLevel} aria-current={mine ? 'true' : undefined}>
                  <th scope="row">
                    {level.labelName}
                    {mine ? (
                      <span className="account__yours"> ({t('account.rank.yours')})</span>
                    ) : null}
                  </th>
                  <td>{money(level.depositRequired)}</td>
                  <td>{money(level.validBetRequired)}</td>
                  <td>{money(level.upgradeBonus)}</td>
                  <td>{t(level.vipService ? 'account.rank.yes' : 'account.rank.no')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
