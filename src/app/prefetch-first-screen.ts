import type { QueryClient } from '@tanstack/react-query';
import { getAnnouncementsOptions } from '../features/banners/api/use-get-announcements';
import { storedLanguage } from '../lib/i18n/language-storage';

/**
 * The first screen's largest element is the banner (issue 17: largest contentful paint), and the
 * banners come with the announcements: asked for before the texts load and React renders, into the
 * cache the banner strip then reads (same query key), instead of after the first render.
 *
 * The request does not follow the query's abort signal: the answer is wanted whoever reads it, and
 * a fetch that uses the signal is cancelled when its last reader unmounts, which React's strict
 * mode (`npm run dev`) does once to every component before mounting it for good.
 */
export function prefetchFirstScreen(queryClient: QueryClient): void {
  const options = getAnnouncementsOptions(storedLanguage());
  const { queryFn } = options;
  if (typeof queryFn !== 'function') return;
  void queryClient.prefetchQuery({
    ...options,
    // Not `...context`: reading its `signal` is what marks the fetch as cancellable.
    queryFn: ({ client, queryKey, meta }) =>
      queryFn({ client, queryKey, meta, signal: new AbortController().signal }),
  });
}
