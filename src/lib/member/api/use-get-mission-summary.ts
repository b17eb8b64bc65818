import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/**
 * `getMissionSummary`: the member's missions and `claimableCount`, the red badge on the mission
 * entry (`enabled` false for visitors and trial accounts).
 */
export function useGetMissionSummary(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/mission/summary',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
