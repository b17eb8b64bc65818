import { commit, type MockBackend } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { GameLaunchRecord, GameRecord } from '../records';
import { catalogueIndex } from './catalogue-index';
import { recordRecentGame } from './recent-games';
import { recordLaunch } from './launch';
import { maintenanceEnd, suggestionsFor } from './maintenance';

/**
 * The state a launch leaves: the game (if one was opened) tops the member's recent list and the launch token is kept
 * for the sandbox page. Launches are GETs (the pipeline runs them without the write lock), so the
 * writes take the lock themselves and run the commit hooks (persistence) as a write request would,
 * awaiting durability after the lock.
 */
export async function startLaunch(backend: MockBackend, launch: GameLaunchRecord): Promise<void> {
  const { durable } = await backend.writeLock.exclusive(async () => {
    if (launch.nodeId)
      await recordRecentGame(backend.db, launch.memberId, launch.nodeId, launch.createdAt);
    await recordLaunch(backend.db, launch);
    return { durable: commit(backend) };
  });
  if (durable) await durable;
}

/** 503 `game_maintenance` with the window's end and other games to offer. */
export function gameMaintenance(
  backend: MockBackend,
  game: Pick<GameRecord, 'nodeId' | 'gameType' | 'gameName'>,
  hours: number,
) {
  return fail(503, 'game_maintenance', `${game.gameName} is under maintenance`, {
    value: {
      endTime: maintenanceEnd(hours, backend.clock.nowMs()),
      suggestions: suggestionsFor(catalogueIndex(backend.db), game),
    },
  });
}
