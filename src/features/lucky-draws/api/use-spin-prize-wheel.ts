import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateAfterDraw } from './stale-queries';

/**
 * `spinPrizeWheel`: cash to the main wallet or points to the points balance. The reads are made
 * stale by the screen once the wheel has stopped (`invalidateAfterDraw`), so the header's balance
 * does not give the outcome away mid-spin.
 */
export function useSpinPrizeWheel() {
  const queryClient = useQueryClient();
  return {
    spin: $api.useMutation('post', '/wps/promotion/luckyDraw/prizeWheel/spin'),
    refresh: () => invalidateAfterDraw(queryClient),
  };
}
