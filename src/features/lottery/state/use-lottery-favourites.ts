import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { lottFavIdsAtom } from '../../../lib/stores/game-area-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import { sessionKeys } from '../../../lib/storage/storage-keys';
import {
  browserLocalStorage,
  lotteryFavouritesKey,
  readLotteryFavourites,
  toggleFavouriteId,
  writeLotteryFavourites,
} from '../rules/lottery-favourites';

/**
 * Whose favourites these are: the signed-in member's account (from the member info, or the
 * session's `account` until it has loaded); null for a visitor.
 */
export function useFavouritesOwner(): string | null {
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberInfoAtom);
  if (!token) return null;
  if (member) return member.account;
  try {
    return sessionStorage.getItem(sessionKeys.account);
  } catch {
    return null;
  }
}

/**
 * The signed-in member's lottery favourites (section 3: local storage per username, by game id),
 * mirrored in `lottFavIdsAtom`. They follow the member: another login shows that member's own
 * list, a visitor has none, and another tab's change shows here too. Toggling needs a login
 * (section 6); trial accounts may keep favourites, they live in this browser only.
 */
const noFavourites: readonly string[] = [];

export function useLotteryFavourites(): {
  ids: readonly string[];
  isFavourite(gameId: string): boolean;
  toggle(gameId: string): void;
} {
  const owner = useFavouritesOwner();
  const [ids, setIds] = useAtom(lottFavIdsAtom);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const protect = useProtectedAction({ allowTrial: true });

  useEffect(() => {
    if (!owner) {
      setIds([]);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the favourites live in this browser's storage (not the server): they are read again when the owner changes and on storage events
      setLoadedFor(null);
      return;
    }
    const reload = () => setIds(readLotteryFavourites(browserLocalStorage(), owner));
    reload();
    setLoadedFor(owner);
    const key = lotteryFavouritesKey(owner);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner, setIds]);

  const current = useMemo(
    () => (owner && loadedFor === owner ? ids : noFavourites),
    [owner, loadedFor, ids],
  );

  const toggle = useCallback(
    (gameId: string) =>
      protect(() => {
        if (!owner) return;
        const storage = browserLocalStorage();
        // The stored list, not this tab's copy: another tab may have changed it.
        const base = storage ? readLotteryFavourites(storage, owner) : current;
        const next = toggleFavouriteId(base, gameId);
        writeLotteryFavourites(storage, owner, next);
        setIds(next);
      }),
    [protect, owner, setIds, current],
  );
  const isFavourite = useCallback((gameId: string) => current.includes(gameId), [current]);
  return { ids: current, isFavourite, toggle };
}
