import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type GetAgentIncomeQuery = NonNullable<
  paths['/wps/agent/income']['get']['parameters']['query']
>;

/** `getAgentIncome`: the agent's own income by source over the days, in total and per day. */
export function useGetAgentIncome(query: GetAgentIncomeQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/income',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
