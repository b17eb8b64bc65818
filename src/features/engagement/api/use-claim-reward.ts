import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidate } from './stale-queries';

/**
 * `claimReward`: claims one reward. Its list, the reward badge (`getAvailablePromoCount`), the
 * balance (cash rewards go to the main wallet) and the bonus history follow.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/promotion/rewards/{rewardId}/claim', {
    onSuccess: () =>
      invalidate(queryClient, ['listRewards', 'availablePromoCount', 'balance', 'bonusDetails']),
  });
}
