import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `listSandboxSnapshots`: the server's named snapshots. */
export function useListSandboxSnapshots() {
  return asApiQuery(
    $api.useQuery('get', '/__mock/snapshots', {}, { staleTime: 0, select: (d) => d.value }),
  );
}
