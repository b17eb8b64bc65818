import { useAtomValue } from 'jotai';
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

function laneData<T>(query: ApiQuery<T>): LaneData<T> {
  if (query.data !== undefined) return { status: 'ready', value: query.data };
  if (query.error)
    return { status: 'failed', errorKey: query.error.key, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** The hot games keyed by type, in the current language. */
export function useHotGames(): LaneData<Partial<Record<string, Game[]>>> {
  return laneData(useGetHotGames(useLanguageCode()));
}

/**
 * The popular list of the signed-in member (section 4: fetched on login, and at start when a
 * token is stored), or null for a visitor.
 */
export function usePopularGames(): LaneData<Game[]> | null {
  const signedIn = useAtomValue(tokenAtom) !== null;
  const query = useListPopularGames(useLanguageCode(), signedIn);
  return signedIn ? laneData(query) : null;
}

/** Starts both loads as early as possible (the lanes themselves may still be on their way). */
export function useStartHomeGames(): void {
  useHotGames();
  usePopularGames();
}
