import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

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

interface ListState {
  games: Game[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}
const empty: ListState = { games: [], pageNo: 0, totalPages: 0, totalCount: 0 };

/**
 * The games of a vendor card's popup list (`listGames` with the card's vendor as `vassalage` and
 * its game type), searched by name, 30 a page, "load more" appending the next page. One list
 * request counts at a time: a newer one (new search, new page) wins, a stale answer is dropped.
 */
export function useVendorGames(card: Game | null, search: string): VendorGames {
  const [list, setList] = useState<ListState>(empty);
  const [pending, setPending] = useState<'first' | 'more' | null>('first');
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (pageNo: number, append: boolean) => {
      if (!card) return;
      const ticket = ++latest.current;
      setPending(append ? 'more' : 'first');
      setError(null);
      const gameName = search.trim();
      const result = await toResult(
        api.GET('/lgw/games/list', {
          params: {
            query: {
              gameType: card.gameType,
              vassalage: card.vendor,
              pageNo,
              pageSize: vendorGamesPageSize,
              ...(gameName ? { gameName } : {}),
            },
          },
        }),
      );
      if (ticket !== latest.current) return;
      setPending(null);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      const page = result.value;
      setList((current) => ({
        games: append ? [...current.games, ...page.games] : page.games,
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      }));
    },
    [card, search],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pop-up's paged list starts over when its vendor or search changes (to become a useInfiniteQuery; see the feature README)
    setList(empty);
    void fetchPage(1, false);
  }, [fetchPage, attempt]);

  const loadMore = useCallback(() => {
    if (pending !== null || list.pageNo >= list.totalPages) return;
    void fetchPage(list.pageNo + 1, true);
  }, [pending, list, fetchPage]);

  const retry = useCallback(() => {
    if (list.pageNo === 0) setAttempt((n) => n + 1);
    else void fetchPage(list.pageNo + 1, true);
  }, [list.pageNo, fetchPage]);

  return {
    games: list.games,
    totalCount: list.totalCount,
    loading: pending === 'first',
    loadingMore: pending === 'more',
    error,
    hasMore: list.pageNo < list.totalPages,
    loadMore,
    retry,
  };
}
