import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** The `getSandboxConfig` query (for putting a control call's answer in the cache). */
export function getSandboxConfigOptions() {
  return $api.queryOptions('get', '/__mock/config', {}, { staleTime: 0 });
}

/** `getSandboxConfig`: status, flags, faults, settings and clock offset of the sandbox. */
export function useGetSandboxConfig(enabled = true) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/__mock/config',
      {},
      { enabled, staleTime: 0, retry: false, select: (d) => d.value },
    ),
  );
}
