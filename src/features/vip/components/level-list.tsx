import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { benefitsOf, type Benefit } from '../rules/vip-levels';

type PlayerRankLevel = components['schemas']['PlayerRankLevel'];

/** Every level as a card: what it needs and what it gives; the member's own is marked. */
export function LevelList({
  levels,
  mine,
}: {
  levels: readonly PlayerRankLevel[];
  mine: number | null;
}) {
  const { t } = useTranslation();
  const { money } = useRecordFormats();
  const headingId = useId();
  const benefitText = (benefit: Benefit) =>
    benefit.kind === 'upgradeBonus'
      ? t('site-pages.vip.benefits.upgradeBonus', { amount: money(benefit.amount) })
      : t(`site-pages.vip.benefits.${benefit.kind}`);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="vip__levels-title">
        {t('site-pages.vip.levels')}
      </h2>
      <ol className="vip__levels">
        {levels.map((level) => {
          const own = level.rankLevel === mine;
          return (
            <li
              key={level.rankLevel}
              className="vip__level"
              aria-current={own ? 'true' : undefined}
              data-level={level.rankLevel}
            >
              <h3>
                {level.labelName}
                {own ? <span className="vip__yours"> {t('site-pages.vip.yours')}</span> : null}
              </h3>
              <p className="vip__note">
                {t('site-pages.vip.levelNumber', { level: level.rankLevel })}
              </p>
              <dl className="vip__needs-list">
                <dt>{t('site-pages.vip.columns.deposit')}</dt>
                <dd>{money(level.depositRequired)}</dd>
                <dt>{t('site-pages.vip.columns.validBet')}</dt>
                <dd>{money(level.validBetRequired)}</dd>
              </dl>
              <ul className="vip__benefits" aria-label={t('site-pages.vip.benefits.label')}>
                {benefitsOf(level).map((benefit) => (
                  <li key={benefit.kind}>{benefitText(benefit)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
