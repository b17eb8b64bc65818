import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';

/** `saveSandboxSnapshot`: this sandbox's state under a name; the list follows. */
export function useSaveSandboxSnapshot() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/__mock/snapshots', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/__mock/snapshots'] }),
  });
}
