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
      <h2 id={headingId}>
        {t('site-pages.vip.mine', { name: rank.labelName, level: rank.rankLevel })}
      </h2>
      {next ? (
        <>
          <p id={meterId}>{t('site-pages.vip.next', { name: next.level.labelName })}</p>
          <div className="vip__meter">
            <progress
              aria-labelledby={meterId}
              aria-valuetext={t('site-pages.vip.percent', { percent })}
              value={percent}
              max={100}
            />
            <span>{t('site-pages.vip.percent', { percent })}</span>
          </div>
          <ul className="vip__needs">
            <li>
              {t('site-pages.vip.deposit', {
                done: money(progress.deposit),
                required: money(progress.depositRequired),
              })}
              {' · '}
              {next.depositToGo > 0
                ? t('site-pages.vip.toGo', { amount: money(next.depositToGo) })
                : t('site-pages.vip.reached')}
            </li>
            <li>
              {t('site-pages.vip.validBet', {
                done: money(progress.validBet),
                required: money(progress.validBetRequired),
              })}
              {' · '}
              {next.validBetToGo > 0
                ? t('site-pages.vip.toGo', { amount: money(next.validBetToGo) })
                : t('site-pages.vip.reached')}
            </li>
          </ul>
          <p className="vip__note">{t('site-pages.vip.needsBoth')}</p>
        </>
      ) : (
        <p>{t('site-pages.vip.top')}</p>
      )}
    </section>
  );
}
