import type { GamesTables } from '../tables';
import type { FavoriteGameRecord } from '../records';

export type FavoriteTables = Pick<GamesTables, 'favoriteGames' | 'favoritesOf'>;

const favoriteId = (memberId: number, nodeId: string) => `${memberId}:${nodeId}`;

/** The member's favourites, most recently added first. */
export function favoritesOf(db: FavoriteTables, memberId: number): FavoriteGameRecord[] {
  return db.favoritesOf(memberId).sort((a, b) => b.seq - a.seq);
}

export function favoriteIds(db: FavoriteTables, memberId: number): string[] {
  return favoritesOf(db, memberId).map((f) => f.nodeId);
}

/** Adds a favourite; adding one that exists changes nothing (the toggle may be sent twice). */
export async function addFavorite(
  db: FavoriteTables,
  memberId: number,
  nodeId: string,
  now: string,
): Promise<void> {
  const id = favoriteId(memberId, nodeId);
  if (db.favoriteGames.get(id)) return;
  const seq = db.favoritesOf(memberId).reduce((max, f) => Math.max(max, f.seq), 0) + 1;
  await db.favoriteGames.insert({ id, memberId, nodeId, addedAt: now, seq });
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavorite(
  db: FavoriteTables,
  memberId: number,
  nodeId: string,
): Promise<void> {
  await db.favoriteGames.remove(favoriteId(memberId, nodeId));
}
