import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** The `getSandboxConfig` query (for putting a control call's answer in the cache). */
export function getSandboxConfigOptions() {
  return $api.queryOptions('get', '/__mock/config', {}, { staleTime: 0 });
}

/** `getSandboxConfig`: the sandbox's status and flags, read whenever the panel opens. */
export function useGetSandboxConfig(open: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/__mock/config',
      {},
      { enabled: open, staleTime: 0, select: (d) => d.value },
    ),
  );
}
