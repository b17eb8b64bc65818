import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Rows of the leaderboard shown (the contract's default). */
export const leaderboardRows = 20;

/** `getMissionLeaderboard`: the top players of the mission activity's period and the member's row. */
export function useGetMissionLeaderboard() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/mission/leaderboard',
      { params: { query: { count: leaderboardRows } } },
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
