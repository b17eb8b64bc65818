import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `listIsolatedSandboxes`: this server's isolated sandboxes, its limit and idle time. */
export function useListIsolatedSandboxes() {
  return asApiQuery(
    $api.useQuery('get', '/__mock/sandboxes', {}, { staleTime: 0, select: (d) => d.value }),
  );
}
