import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { standingOf } from '../rules/vip-levels';

type PlayerRank = components['schemas']['PlayerRank'];

/** The member's level and the progress to the next one (a level needs both amounts). */
export function MyStanding({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const { money } = useRecordFormats();
  const headingId = useId();
  const meterId = useId();
  const { next, percent } = standingOf(rank);
  const { progress } = rank;
  return (
    <section className="vip__standing" aria-labelledby={headingId} data-testid="vip-standing">
      <h2 id={headingId}>{t('vip.mine', { name: rank.labelName, level: rank.rankLevel })}</h2>
      {next ? (
        <>
          <p id={meterId}>{t('vip.next', { name: next.level.labelName })}</p>
          <div className="vip__meter">
            <progress
              aria-labelledby={meterId}
              aria-valuetext={t('vip.percent', { percent })}
              value={percent}
              max={100}
            />
            <span>{t('vip.percent', { percent })}</span>
          </div>
          <ul className="vip__needs">
            <li>
              {t('vip.deposit', {
                done: money(progress.deposit),
                required: money(progress.depositRequired),
              })}
              {' · '}
              {next.depositToGo > 0
                ? t('vip.toGo', { amount: money(next.depositToGo) })
                : t('vip.reached')}
            </li>
            <li>
              {t('vip.validBet', {
                done: money(progress.validBet),
                required: money(progress.validBetRequired),
              })}
              {' · '}
              {next.validBetToGo > 0
                ? t('vip.toGo', { amount: money(next.validBetToGo) })
                : t('vip.reached')}
            </li>
          </ul>
          <p className="vip__note">{t('vip.needsBoth')}</p>
        </>
      ) : (
        <p>{t('vip.top')}</p>
      )}
    </section>
  );
}
