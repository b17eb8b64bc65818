import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import { useLanguageCode } from '../../../hooks/use-language-code';

/** Messages per page of the member centre's list. */
export const messagesPageSize = 10;

/** Which messages the list shows: all, only unread, only read (`listMessages`' `read`). */
export type MessageFilter = 'all' | 'unread' | 'read';

/**
 * `listMessages`: one page of the member's platform messages sent on the days of `range`, newest
 * first, filtered by read state, in the portal's language; the page on screen stays while the next
 * one loads.
 */
export function useListMessages(filter: MessageFilter, range: DayRange, pageNo: number) {
  const language = useLanguageCode();
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/message/list',
      {
        params: {
          query: {
            ...range,
            pageNo,
            pageSize: messagesPageSize,
            language,
            ...(filter === 'all' ? {} : { read: filter === 'read' }),
          },
        },
      },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
