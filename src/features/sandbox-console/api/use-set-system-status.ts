import { $api } from '../../../lib/api/api-queries';
import { useConfigChanged } from './config-changed';

/** `setSystemStatus`: switches the system status (0 normal, 1 maintenance, 2 region-blocked); answers the config after the change. */
export function useSetSystemStatus() {
  const configChanged = useConfigChanged();
  return $api.useMutation('put', '/__mock/system-status', { onSuccess: configChanged });
}
