import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { api } from '../api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../stores/dialog-atoms';
import { gameFavIdsAtom } from '../stores/game-area-atoms';
import { tokenAtom } from '../stores/session-atoms';
import {
  favouriteBusyIdsAtom,
  favouritesLoadedForAtom,
  favouritesVersionAtom,
} from './favourite-atoms';

type Game = components['schemas']['Game'];

export interface Favourites {
  /** Whether the game is in the member's favourites (always false when logged out). */
  isFavourite(nodeId: string): boolean;
  /** A toggle for this game is in flight (show the loader, disable the button). */
  isBusy(nodeId: string): boolean;
  /** Section 4: remove on the server when listed, else add; then update the local list. */
  toggle(game: Game): Promise<void>;
  /** Bumped after every successful toggle, so a "fav" list can refetch. */
  version: number;
}

const withId = (ids: ReadonlySet<string>, id: string) => new Set(ids).add(id);
const withoutId = (ids: ReadonlySet<string>, id: string) => {
  const next = new Set(ids);
  next.delete(id);
  return next;
};

/**
 * Loads the member's favourite ids into `gameFavIdsAtom` once per session (cleared when the
 * session ends), however many components use the hook.
 */
function useFavouriteIdsLoader(token: string | null) {
  const store = useStore();
  useEffect(() => {
    if (token === null) {
      if (store.get(favouritesLoadedForAtom) !== null) {
        store.set(favouritesLoadedForAtom, null);
        store.set(gameFavIdsAtom, []);
      }
      return;
    }
    if (store.get(favouritesLoadedForAtom) === token) return;
    store.set(favouritesLoadedForAtom, token);
    store.set(gameFavIdsAtom, []);
    const versionAtStart = store.get(favouritesVersionAtom);
    void toResult(api.GET('/wps/game/favorite/ids')).then((result) => {
      // A later session (or a logout) owns the list by now.
      if (store.get(favouritesLoadedForAtom) !== token) return;
      // A toggle answered meanwhile with the whole, newer list.
      if (store.get(favouritesVersionAtom) !== versionAtStart) return;
      if (result.ok) store.set(gameFavIdsAtom, result.value);
      // Let the next component that asks try again; the hearts stay empty meanwhile.
      else store.set(favouritesLoadedForAtom, null);
    });
  }, [store, token]);
}

/** The favourite toggle of section 4 over `gameFavIdsAtom`, with a busy state per game. */
export function useFavourites(): Favourites {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const ids = useAtomValue(gameFavIdsAtom);
  const busy = useAtomValue(favouriteBusyIdsAtom);
  const version = useAtomValue(favouritesVersionAtom);
  useFavouriteIdsLoader(token);

  const isFavourite = useCallback(
    (nodeId: string) => token !== null && ids.includes(nodeId),
    [token, ids],
  );
  const isBusy = useCallback((nodeId: string) => busy.has(nodeId), [busy]);

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
        const listed = store.get(gameFavIdsAtom).includes(nodeId);
        const result = listed
          ? await toResult(
              api.DELETE('/wps/game/favorite/{gameId}', { params: { path: { gameId: nodeId } } }),
            )
          : await toResult(api.POST('/wps/game/favorite', { body: { gameId: nodeId } }));
        if (!result.ok) {
          store.set(warningAtom, { key: result.error.key });
          return;
        }
        store.set(gameFavIdsAtom, result.value);
        store.set(favouritesVersionAtom, (v) => v + 1);
      } finally {
        store.set(favouriteBusyIdsAtom, (current) => withoutId(current, nodeId));
      }
    },
    [store],
  );

  return { isFavourite, isBusy, toggle, version };
}
