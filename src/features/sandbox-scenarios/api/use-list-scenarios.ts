import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `listScenarios`: the named presets of the sandbox. */
export function useListScenarios() {
  return asApiQuery($api.useQuery('get', '/__mock/scenarios', {}, { select: (d) => d.value }));
}
