import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/**
 * Every key of `getMemberInfo` starts with this. The app start-up's query keeps `memberInfoAtom` in
 * step with it, so a write that changes the member info invalidates it and the store follows.
 */
export const memberInfoKey = ['get', '/wps/member/info'] as const;

/** The `getMemberInfo` query (for seeding the cache before the first render; same key as the hook). */
export function getMemberInfoOptions() {
  return $api.queryOptions('get', '/wps/member/info', {}, { staleTime: staleTimes.member });
}

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
