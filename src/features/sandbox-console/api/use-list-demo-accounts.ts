import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `listDemoAccounts`: the named demo accounts with the passwords that sign in now. */
export function useListDemoAccounts() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/__mock/accounts',
      {},
      { staleTime: 0, retry: false, select: (d) => d.value },
    ),
  );
}
