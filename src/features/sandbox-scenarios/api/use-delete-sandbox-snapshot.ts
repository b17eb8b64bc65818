import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';

/** `deleteSandboxSnapshot`; the list follows. */
export function useDeleteSandboxSnapshot() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/__mock/snapshots/{name}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/__mock/snapshots'] }),
  });
}
