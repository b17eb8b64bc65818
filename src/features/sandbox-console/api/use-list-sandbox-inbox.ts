import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `listSandboxInbox`: SMS and emails the sandbox "sent", newest first; read again every 5 s. */
export function useListSandboxInbox(to: string) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/__mock/inbox',
      { params: { query: to ? { to } : {} } },
      { staleTime: 0, retry: false, refetchInterval: 5000, select: (d) => d.value },
    ),
  );
}
