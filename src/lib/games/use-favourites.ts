import { useCallback } from 'react';
import type { components } from '../api/generated/openapi';

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

/** STUB (issue 5, owned by the game-launch helper): favourite ids in `gameFavIdsAtom`. */
export function useFavourites(): Favourites {
  const isFavourite = useCallback((nodeId: string) => nodeId === '', []);
  const isBusy = useCallback((nodeId: string) => nodeId === '', []);
  const toggle = useCallback(async (game: Game) => {
    void game;
  }, []);
  return { isFavourite, isBusy, toggle, version: 0 };
}
