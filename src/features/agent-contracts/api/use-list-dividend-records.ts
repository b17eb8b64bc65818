import { keepPreviousData } from '@tanstack/react-query';
import type { components, paths } from '../../../../openapi/runtime/generated/openapi';
import { api } from '../../../lib/api/api-client';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

export type ListDividendRecordsQuery = NonNullable<
  paths['/wps/agent/contracts/dividend/records']['get']['parameters']['query']
>;

/** `listDividendRecords`: one page of dividend settlements and the total of the filter. */
export function useListDividendRecords(query: ListDividendRecordsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/contracts/dividend/records',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}

type DividendRecord = components['schemas']['DividendRecord'];

/** Every record of the filter (all pages, 100 at a time), for the CSV export. */
export async function fetchAllDividendRecords(
  query: Omit<ListDividendRecordsQuery, 'pageNo' | 'pageSize'>,
) {
  const rows: DividendRecord[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await toResult(
      api.GET('/wps/agent/contracts/dividend/records', {
        params: { query: { ...query, pageNo, pageSize: 100 } },
      }),
    );
    if (!page.ok) return page;
    rows.push(...page.value.list);
    if (pageNo >= page.value.totalPages) return { ok: true as const, value: rows };
  }
}
