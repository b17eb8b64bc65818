import { useEffect, useRef, useState } from 'react';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { useRequestId } from '../../../hooks/use-request-id';
import { settleQuery } from '../../../lib/api/api-queries';
import { revealDuration, type DrawPhase } from '../rules/draw-phase';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';

type DrawResult = components['schemas']['LuckyDrawResult'];
type Game = components['schemas']['LuckyDrawGame'];

/**
 * One claim from the button to the announcement: the request (with a requestId kept only across a
 * request that got no answer), then the reveal (a timer as long as the CSS animation, none under
 * reduced motion), then the outcome is shown and the balances ask again.
 */
export function useDrawFlow(
  game: Game,
  claim: (requestId: string) => Promise<{ value: DrawResult }>,
  refresh: () => Promise<unknown>,
) {
  const reducedMotion = usePrefersReducedMotion();
  const requestId = useRequestId();
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [result, setResult] = useState<DrawResult | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = async () => {
    if (phase === 'asking' || phase === 'revealing') return;
    setPhase('asking');
    setError(null);
    const answer = await settleQuery(claim(requestId.current()));
    requestId.settled(answer.ok ? null : answer.error);
    if (!answer.ok) {
      setError(answer.error);
      setPhase(result ? 'shown' : 'idle');
      void refresh();
      return;
    }
    setResult(answer.value);
    const finish = () => {
      setPhase('shown');
      void refresh();
    };
    const duration = revealDuration(game, reducedMotion);
    if (duration === 0) {
      finish();
      return;
    }
    setPhase('revealing');
    timer.current = setTimeout(finish, duration);
  };

  return { phase, result, error, reducedMotion, start };
}
