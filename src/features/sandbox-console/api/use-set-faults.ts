import { $api } from '../../../lib/api/api-queries';
import { useConfigChanged } from './config-changed';

/** `setFaults`: switches the whole list of injected faults; answers the config after the change. */
export function useSetFaults() {
  const configChanged = useConfigChanged();
  return $api.useMutation('put', '/__mock/faults', { onSuccess: configChanged });
}
