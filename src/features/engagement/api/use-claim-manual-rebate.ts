import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidate } from './stale-queries';

/** `claimManualRebate`: claims the whole rebate; the rebate (now zero), the balance and the bonus history follow. */
export function useClaimManualRebate() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/promotion/rebate', {
    onSuccess: () => invalidate(queryClient, ['manualRebate', 'balance', 'bonusDetails']),
  });
}
