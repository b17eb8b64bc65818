import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidate } from './stale-queries';

/**
 * `claimMission`: claims a completed mission's reward. The summary (and with it the mission badge),
 * the leaderboard (claimed missions score), the balance and the bonus history follow.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/mission/{missionId}/claim', {
    onSuccess: () =>
      invalidate(queryClient, ['missionSummary', 'missionLeaderboard', 'balance', 'bonusDetails']),
  });
}
