import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { getAnnouncementsOptions } from '../features/banners/api/use-get-announcements';
import { storedLanguage } from '../lib/i18n/language-storage';
import { getMemberInfoOptions } from '../lib/member/api/use-get-member-info';
import { readToken } from '../lib/storage/session-values';
import { getBalanceOptions } from '../lib/wallet/api/use-get-balance';

/**
 * Asks for a query before the texts load and React renders, into the cache its hook then reads
 * (same key). The request does not follow the query's abort signal: the answer is wanted whoever
 * reads it, and a fetch that uses the signal is cancelled when its last reader unmounts, which
 * React's strict mode (`npm run dev`) does once to every component before mounting it for good.
 */
function prefetch<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: { queryKey: Key; queryFn?: QueryFunction<Data, Key, never> | symbol },
): void {
  const { queryFn, queryKey } = options;
  if (typeof queryFn !== 'function') return;
  void queryClient.prefetchQuery({
    queryKey,
    // Not `...context`: reading its `signal` is what marks the fetch as cancellable.
    queryFn: ({ client, meta }) =>
      queryFn({ client, queryKey, meta, signal: new AbortController().signal }),
  });
}

/**
 * The first screen's data, asked for as early as the page can (issue 17): the banners (home's
 * largest element, with the announcements) and, for a stored session, the member's info and
 * balance, which the header shows on every page and the centres' pages (the wallet page opened
 * from a link, say) wait for.
 */
export function prefetchFirstScreen(queryClient: QueryClient): void {
  prefetch(queryClient, getAnnouncementsOptions(storedLanguage()));
  if (readToken() !== null) {
    prefetch(queryClient, getMemberInfoOptions());
    prefetch(queryClient, getBalanceOptions());
  }
}
