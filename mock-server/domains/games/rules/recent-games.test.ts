import { describe, expect, it } from 'vitest';
import { createGamesTables } from '../tables';
import { recentGamesCap, recentsOf, recordRecentGame } from './recent-games';

const ids = (db: ReturnType<typeof createGamesTables>, memberId: number) =>
  recentsOf(db, memberId).map((r) => r.nodeId);

describe('recent games', () => {
  it('puts the last played game first and never lists a game twice', async () => {
    const db = createGamesTables();
    for (const nodeId of ['a', 'b', 'c', 'a'])
      await recordRecentGame(db, 1, nodeId, '2026-01-01T00:00:00Z');
    expect(ids(db, 1)).toEqual(['a', 'c', 'b']);
    expect(db.recentGames.size).toBe(3);
  });

  it(`keeps the ${recentGamesCap} most recent games of each member`, async () => {
    const db = createGamesTables();
    for (let i = 0; i < recentGamesCap + 7; i += 1)
      await recordRecentGame(db, 1, `g${i}`, '2026-01-01T00:00:00Z');
    await recordRecentGame(db, 2, 'other', '2026-01-01T00:00:00Z');
    const list = ids(db, 1);
    expect(list).toHaveLength(recentGamesCap);
    expect(list[0]).toBe(`g${recentGamesCap + 6}`);
    expect(list.at(-1)).toBe('g7');
    expect(ids(db, 2)).toEqual(['other']);
  });
});
