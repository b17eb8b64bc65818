import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `getMenuSettings`: which header, member-centre and agent-centre items the site shows. */
export function useGetMenuSettings() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/menuSettings',
      {},
      { staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}
