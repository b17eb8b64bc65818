import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';

/** `createIsolatedSandbox` (from the seed, a snapshot or a scenario); the list follows. */
export function useCreateIsolatedSandbox() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/__mock/sandboxes', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/__mock/sandboxes'] }),
  });
}
