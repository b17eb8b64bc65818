import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../openapi/runtime/client/api-error';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../stores/dialog-atoms';
import { tokenAtom } from '../stores/session-atoms';
import { useAddFavoriteGame } from './api/use-add-favorite-game';
import { useListFavoriteGameIds } from './api/use-list-favorite-game-ids';
import { useRemoveFavoriteGame } from './api/use-remove-favorite-game';
import { favouriteBusyIdsAtom, favouritesVersionAtom } from './favourite-atoms';

type Game = components['schemas']['Game'];

export interface Favourites {
  /** Whether the game is in the member's favourites (always false when logged out). */
  isFavourite(nodeId: string): boolean;
  /** A toggle for this game is in flight (show the loader, disable the button). */
  isBusy(nodeId: string): boolean;
  /** Section 4: remove on the server when listed, else add; the cached list follows the answer. */
  toggle(game: Game): Promise<void>;
  /** Bumped after every successful toggle, so a "fav" list can refetch. */
  version: number;
}

const none: readonly string[] = [];
const withId = (ids: ReadonlySet<string>, id: string) => new Set(ids).add(id);
const withoutId = (ids: ReadonlySet<string>, id: string) => {
  const next = new Set(ids);
  next.delete(id);
  return next;
};

/**
 * The favourite toggle of section 4 over the `listFavoriteGameIds` query (one request per
 * session, however many cards ask), with a busy state per game.
 */
export function useFavourites(): Favourites {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const ids = useListFavoriteGameIds(token !== null).data ?? none;
  const busy = useAtomValue(favouriteBusyIdsAtom);
  const version = useAtomValue(favouritesVersionAtom);
  const { mutateAsync: add } = useAddFavoriteGame();
  const { mutateAsync: remove } = useRemoveFavoriteGame();

  const isFavourite = useCallback(
    (nodeId: string) => token !== null && ids.includes(nodeId),
    [token, ids],
  );
  const isBusy = useCallback((nodeId: string) => busy.has(nodeId), [busy]);

  // The toggle reads the list as it stands when clicked: one callback for the whole session, so
  // memoised cards render again only when their own state changes.
  const current = useRef(ids);
  useEffect(() => {
    current.current = ids;
  }, [ids]);
  const toggle = useCallback(
    async (game: Game) => {
      const { nodeId } = game;
      if (store.get(tokenAtom) === null) {
        store.set(openDialogAtom, 'login');
        return;
      }
      if (store.get(favouriteBusyIdsAtom).has(nodeId)) return;
      store.set(favouriteBusyIdsAtom, (current) => withId(current, nodeId));
      try {
        if (current.current.includes(nodeId))
          await remove({ params: { path: { gameId: nodeId } } });
        else await add({ body: { gameId: nodeId } });
        store.set(favouritesVersionAtom, (v) => v + 1);
      } catch (error) {
        store.set(warningAtom, { key: isApiError(error) ? error.key : 'unknown_error' });
      } finally {
        store.set(favouriteBusyIdsAtom, (current) => withoutId(current, nodeId));
      }
    },
    [store, add, remove],
  );

  return { isFavourite, isBusy, toggle, version };
}
