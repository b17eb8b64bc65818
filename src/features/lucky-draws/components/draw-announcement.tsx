import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { DrawPhase } from '../rules/draw-phase';
import { useDrawFormat } from './use-draw-format';

type DrawResult = components['schemas']['LuckyDrawResult'];
type DrawState = components['schemas']['LuckyDrawState'];

/**
 * The outcome, announced once the reveal is over (a polite live region that is always in the
 * page, so screen readers hear the change), and a refusal in words (an alert).
 */
export function DrawAnnouncement({
  state,
  phase,
  result,
  error,
}: {
  state: DrawState;
  phase: DrawPhase;
  result: DrawResult | null;
  error: ApiError | null;
}) {
  const { t } = useTranslation();
  const format = useDrawFormat();
  let outcome = '';
  if (phase === 'shown' && result) {
    outcome = t(`lucky-draws.won.${result.prizeType}`, { prize: format.prize(result) });
  } else if (phase === 'revealing') {
    outcome = t(`lucky-draws.${state.game}.revealing`);
  }
  return (
    <>
      <p
        className="lucky-draw__outcome"
        aria-live="polite"
        role="status"
        data-testid="draw-outcome"
      >
        {outcome}
      </p>
      {error ? (
        <p className="lucky-draw__refusal" role="alert">
          {error.key === 'already_claimed'
            ? t(`lucky-draws.${state.game}.claimed`, { time: format.time(state.nextOpenTime) })
            : t(`errors.${error.key}`)}
        </p>
      ) : null}
    </>
  );
}
