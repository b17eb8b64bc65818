import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `listDepositChannels`: the channels with their amount limits, in display order. */
export function useListDepositChannels() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/v2/deposits/channels',
      {},
      { staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}
