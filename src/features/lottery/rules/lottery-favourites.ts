import { localKeys } from '../../../lib/storage/storage-keys';

/** The part of `Storage` the favourites need (local storage in the browser, a fake in tests). */
export type FavouriteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The local-storage key of one member's lottery favourites (section 3: "lottery favourites per
 * username by game id"): `lottFav_<username>`. Usernames are compared without case, as the
 * server does at login, so `Demo_Player` and `demoplayer` share one list.
 */
export function lotteryFavouritesKey(username: string): string {
  return `${localKeys.lotteryFavouritesPrefix}${username.trim().toLowerCase()}`;
}

/** The stored value as a list of game ids: anything unreadable counts as no favourites. */
export function parseFavouriteIds(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item !== '' && !ids.includes(item)) ids.push(item);
  }
  return ids;
}

/** Adds the game (newest first) or removes it when it is already a favourite. */
export function toggleFavouriteId(ids: readonly string[], gameId: string): string[] {
  return ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [gameId, ...ids];
}

export function readLotteryFavourites(
  storage: FavouriteStorage | null,
  username: string,
): string[] {
  try {
    return parseFavouriteIds(storage?.getItem(lotteryFavouritesKey(username)) ?? null);
  } catch {
    return []; // storage blocked (private mode, policy): no favourites rather than a broken page
  }
}

/** Saves the list; an empty list removes the key. Returns false when the browser refused. */
export function writeLotteryFavourites(
  storage: FavouriteStorage | null,
  username: string,
  ids: readonly string[],
): boolean {
  if (!storage) return false;
  const key = lotteryFavouritesKey(username);
  try {
    if (ids.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}

/** The browser's local storage, or null where there is none or it may not be used. */
export function browserLocalStorage(): FavouriteStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
