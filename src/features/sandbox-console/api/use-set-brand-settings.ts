import { $api } from '../../../lib/api/api-queries';
import { useConfigChanged } from './config-changed';

/** `setBrandSettings`: the brand's languages, default language and currency symbol; answers the config. */
export function useSetBrandSettings() {
  const configChanged = useConfigChanged();
  return $api.useMutation('put', '/__mock/brand', { onSuccess: configChanged });
}
