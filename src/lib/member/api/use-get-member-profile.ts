import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** The `getMemberProfile` query (a member query: reset when the session changes). */
export function getMemberProfileOptions() {
  return $api.queryOptions('get', '/wps/member/profile', {}, { staleTime: staleTimes.member });
}

/** `getMemberProfile`: the signed-in member's own form fields. */
export function useGetMemberProfile() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/profile',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
