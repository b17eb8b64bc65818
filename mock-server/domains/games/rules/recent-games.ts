import type { GamesTables } from '../tables';
import type { RecentGameRecord } from '../records';

export type RecentTables = Pick<GamesTables, 'recentGames' | 'recentsOf'>;

/** How many recently played games a member keeps; the oldest drop out. */
export const recentGamesCap = 50;

/** The member's recent games, most recently played first. */
export function recentsOf(db: RecentTables, memberId: number): RecentGameRecord[] {
  return db.recentsOf(memberId).sort((a, b) => b.seq - a.seq);
}

/**
 * Puts a game at the top of the member's recent list: a game played again moves up instead of
 * appearing twice, and the list keeps at most `recentGamesCap` games.
 */
export async function recordRecentGame(
  db: RecentTables,
  memberId: number,
  nodeId: string,
  now: string,
): Promise<void> {
  const id = `${memberId}:${nodeId}`;
  const seq = db.recentsOf(memberId).reduce((max, r) => Math.max(max, r.seq), 0) + 1;
  if (db.recentGames.get(id)) {
    await db.recentGames.update(id, (r) => {
      r.playedAt = now;
      r.seq = seq;
    });
  } else {
    await db.recentGames.insert({ id, memberId, nodeId, playedAt: now, seq });
  }
  for (const dropped of recentsOf(db, memberId).slice(recentGamesCap))
    await db.recentGames.remove(dropped.id);
}
