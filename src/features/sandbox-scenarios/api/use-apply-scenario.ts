import { $api } from '../../../lib/api/api-queries';

/** `applyScenario`: reset to the seed, then the scenario's steps (sessions end). */
export function useApplyScenario() {
  return $api.useMutation('post', '/__mock/scenarios/{name}/apply');
}
