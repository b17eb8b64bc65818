import { keepPreviousData } from '@tanstack/react-query';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `listAgentAnnouncements`: one page of the operator's notices to agents, newest first. */
export function useListAgentAnnouncements(query: {
  pageNo: number;
  pageSize: number;
  language: LanguageCode;
}) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/announcements',
      { params: { query } },
      {
        staleTime: staleTimes.catalogue,
        placeholderData: keepPreviousData,
        select: (d) => d.value,
      },
    ),
  );
}
