import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { realityCheckOptions } from './use-get-reality-check';

/**
 * `setRealityCheck`; its answer (the interval and the next reminder) replaces the cached setting,
 * so the app-wide reminder follows at once.
 */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/wps/member/protection/realityCheck', {
    onSuccess: (answer) => queryClient.setQueryData(realityCheckOptions().queryKey, answer),
  });
}
