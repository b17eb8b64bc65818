import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateAfterDraw } from './stale-queries';

/**
 * `openRedEnvelope`: the amount goes to the main wallet. The screen makes the reads stale
 * (`refresh`) once the envelope has opened, so the header's balance moves with the reveal.
 */
export function useOpenRedEnvelope() {
  const queryClient = useQueryClient();
  return {
    open: $api.useMutation('post', '/wps/promotion/luckyDraw/redEnvelope/open'),
    refresh: () => invalidateAfterDraw(queryClient),
  };
}
