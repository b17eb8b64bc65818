import { describe, expect, it } from 'vitest';
import { createGamesTables } from '../tables';
import { addFavorite, favoriteIds, removeFavorite } from './favorites';

describe('favourites', () => {
  it('adds once, lists the most recently added first and removes idempotently', async () => {
    const db = createGamesTables();
    await addFavorite(db, 1, 'a', '2026-01-01T00:00:00Z');
    await addFavorite(db, 1, 'b', '2026-01-01T00:00:00Z');
    await addFavorite(db, 1, 'a', '2026-01-02T00:00:00Z');
    expect(favoriteIds(db, 1)).toEqual(['b', 'a']);
    await addFavorite(db, 1, 'c', '2026-01-03T00:00:00Z');
    expect(favoriteIds(db, 1)).toEqual(['c', 'b', 'a']);
    await removeFavorite(db, 1, 'b');
    await removeFavorite(db, 1, 'b');
    await removeFavorite(db, 1, 'never');
    expect(favoriteIds(db, 1)).toEqual(['c', 'a']);
    expect(db.favoriteGames.size).toBe(2);
  });

  it("keeps members' favourites apart", async () => {
    const db = createGamesTables();
    await addFavorite(db, 1, 'a', '2026-01-01T00:00:00Z');
    await addFavorite(db, 2, 'b', '2026-01-01T00:00:00Z');
    await removeFavorite(db, 2, 'a');
    expect(favoriteIds(db, 1)).toEqual(['a']);
    expect(favoriteIds(db, 2)).toEqual(['b']);
  });
});
