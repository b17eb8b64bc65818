import { useCallback } from 'react';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

type Game = components['schemas']['Game'];

/** Section 9: game lists come 30 at a time. */
export const vendorGamesPageSize = 30;

export interface VendorGames {
  games: Game[];
  totalCount: number;
  /** The first page of this vendor and search is on its way (the list is empty meanwhile). */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: ApiError | null;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * The games of a vendor card's popup list: `listGames` with the card's vendor as `vassalage` and
 * its game type, searched by name, 30 a page, "load more" appending the next page — an infinite
 * query keyed by vendor, type and search, so a new search starts its own list (the old request is
 * cancelled by TanStack Query) and reopening the pop-up shows the pages already loaded.
 */
export function useVendorGames(card: Game | null, search: string): VendorGames {
  const gameName = search.trim();
  const query = $api.useInfiniteQuery(
    'get',
    '/lgw/games/list',
    {
      params: {
        query: {
          // Without a card the query is disabled: these stand-ins are never sent.
          gameType: card?.gameType ?? 'RNG',
          vassalage: card?.vendor ?? '',
          pageSize: vendorGamesPageSize,
          ...(gameName ? { gameName } : {}),
        },
      },
    },
    {
      pageParamName: 'pageNo',
      initialPageParam: 1,
      getNextPageParam: ({ value }) =>
        value.pageNo < value.totalPages ? value.pageNo + 1 : undefined,
      enabled: card !== null,
      staleTime: staleTimes.catalogue,
    },
  );
  const pages = query.data?.pages ?? [];
  const error = (query.error as ApiError | null) ?? null;
  const { fetchNextPage, refetch, hasNextPage, isFetchingNextPage } = query;

  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const hasPages = pages.length > 0;
  const retry = useCallback(() => {
    // A failed first page asks for the list again; a failed further page asks for that page again.
    void (hasPages ? fetchNextPage() : refetch());
  }, [hasPages, fetchNextPage, refetch]);

  return {
    games: pages.flatMap((page) => page.value.games),
    totalCount: pages.at(-1)?.value.totalCount ?? 0,
    loading: query.isPending && card !== null,
    loadingMore: isFetchingNextPage,
    error: query.isFetchNextPageError || !hasPages ? error : null,
    hasMore: hasNextPage,
    loadMore,
    retry,
  };
}
