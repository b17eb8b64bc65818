import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';

/**
 * `resetSandbox`: every record, switch, the clock and every session back to the seed; every cached
 * answer is stale afterwards.
 */
export function useResetSandbox() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/__mock/reset', {
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
