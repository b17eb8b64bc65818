import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getUnreadMessageCount`: unread messages (a red badge) (`enabled` false without a session). */
export function useGetUnreadMessageCount(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/message/unread',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
