import { $api } from '../../../lib/api/api-queries';
import { useConfigChanged } from './config-changed';

/** `setFeatureFlags`: switches feature flags by modId; answers the config after the change. */
export function useSetFeatureFlags() {
  const configChanged = useConfigChanged();
  return $api.useMutation('put', '/__mock/flags', { onSuccess: configChanged });
}
