import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `listSandboxRequests`: the sandbox's request log, read again every 2 s while the console is open. */
export function useListSandboxRequests() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/__mock/requests',
      {},
      { staleTime: 0, retry: false, refetchInterval: 2000, select: (d) => d.value },
    ),
  );
}
