import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useDrawFormat } from './use-draw-format';

type DrawState = components['schemas']['LuckyDrawState'];

/** Why the member can or cannot claim now, and when the next period opens. */
export function DrawStatus({ state }: { state: DrawState }) {
  const { t } = useTranslation();
  const format = useDrawFormat();
  const values = {
    time: format.time(state.nextOpenTime),
    count: state.claimsLeft,
    minBet: format.money(state.minValidBet ?? 0),
    min: format.money(state.minAmount ?? 0),
    max: format.money(state.maxAmount ?? 0),
  };
  return (
    <div className={`lucky-draw__status lucky-draw__status--${state.reason}`}>
      <p>
        <strong>{t(`lucky-draws.${state.game}.status.${state.reason}`, values)}</strong>
      </p>
      {state.reason === 'claimed' ? null : (
        <p className="lucky-draw__note">{t('lucky-draws.nextPeriod', values)}</p>
      )}
    </div>
  );
}
