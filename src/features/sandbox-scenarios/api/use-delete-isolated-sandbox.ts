import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';

/** `deleteIsolatedSandbox`; the list follows. */
export function useDeleteIsolatedSandbox() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/__mock/sandboxes/{sandboxId}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/__mock/sandboxes'] }),
  });
}
