import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `getMemberInfo` of the signed-in member (`enabled` false without a session). */
export function useGetMemberInfo(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/info',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
