import { $api } from '../../../lib/api/api-queries';

/** `restoreSandboxSnapshot`: this sandbox's state replaced by a named snapshot. */
export function useRestoreSandboxSnapshot() {
  return $api.useMutation('post', '/__mock/snapshots/{name}/restore');
}
