import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { getSandboxConfigOptions } from './use-get-sandbox-config';

/** `advanceSandboxClock`: moves the sandbox clock ahead; the config (its clock offset) is stale. */
export function useAdvanceSandboxClock() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/__mock/clock/advance', {
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSandboxConfigOptions().queryKey }),
  });
}
