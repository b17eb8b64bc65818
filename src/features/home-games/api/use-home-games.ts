import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import type { ErrorKey } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useLanguageCode } from '../../../hooks/use-language-code';
import type { ApiQuery } from '../../../lib/api/api-queries';
import { useGetHotGames } from '../../../lib/games/api/use-get-hot-games';
import { useListPopularGames } from '../../../lib/games/api/use-list-popular-games';
import { tokenAtom } from '../../../lib/stores/session-atoms';

type Game = components['schemas']['Game'];

/** A list as a lane shows it: loading (skeleton), failed (message and retry) or its games. */
export type LaneData<T> =
  | { status: 'loading' }
  | { status: 'failed'; errorKey: ErrorKey; retry(): void }
  | { status: 'ready'; value: T };

/**
 * `shown` is the query's data through `useDeferredValue`: a lane's cards mount in a render React
 * can pause for input (a few milliseconds at a time) instead of one long task when the list
 * arrives, which on a phone blocks the page for a quarter of a second (issue 17: total blocking
 * time). Until then the lane keeps its placeholder, also when the list is already cached as the
 * lane mounts (the `null` first value).
 */
function laneData<T>(query: ApiQuery<T>, shown: T | null | undefined): LaneData<T> {
  if (shown !== undefined && shown !== null) return { status: 'ready', value: shown };
  if (query.error)
    return { status: 'failed', errorKey: query.error.key, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** The hot games keyed by type, in the current language. */
export function useHotGames(): LaneData<Partial<Record<string, Game[]>>> {
  const query = useGetHotGames(useLanguageCode());
  return laneData(query, useDeferredValue(query.data, null));
}

/**
 * The popular list of the signed-in member (section 4: fetched on login, and at start when a
 * token is stored), or null for a visitor.
 */
export function usePopularGames(): LaneData<Game[]> | null {
  const signedIn = useAtomValue(tokenAtom) !== null;
  const query = useListPopularGames(useLanguageCode(), signedIn);
  const shown = useDeferredValue(query.data, null);
  return signedIn ? laneData(query, shown) : null;
}

/** Starts both loads as early as possible (the lanes themselves may still be on their way). */
export function useStartHomeGames(): void {
  useHotGames();
  usePopularGames();
}
