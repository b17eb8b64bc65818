import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getPlayerAvatar`: the member's avatar image (`enabled` false without a session). */
export function useGetPlayerAvatar(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/relay/MCSFE_getPlayerAvatar',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
