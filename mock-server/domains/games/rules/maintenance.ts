import type { GameRecord } from '../records';
import type { CatalogueIndex } from './catalogue-index';

export const hourMs = 3_600_000;

/**
 * The end of a maintenance window `hours` long, counted from the start of the mock clock's current
 * hour: the catalogue never changes, yet its maintenance always ends ahead of "now".
 */
export function maintenanceEnd(hours: number, nowMs: number): string {
  return new Date(Math.floor(nowMs / hourMs) * hourMs + hours * hourMs).toISOString();
}

export function maintenanceOf(hours: number | null, nowMs: number): { endTime: string } | null {
  return hours === null ? null : { endTime: maintenanceEnd(hours, nowMs) };
}

/** Other games to offer instead of one under maintenance: playable hot, then popular, games of its type. */
export function suggestionsFor(
  index: CatalogueIndex,
  game: Pick<GameRecord, 'nodeId' | 'gameType'>,
  count = 4,
): { nodeId: string; gameName: string }[] {
  const picked: { nodeId: string; gameName: string }[] = [];
  const seen = new Set([game.nodeId]);
  const pools = [index.hotByType.get(game.gameType) ?? [], index.byType.get(game.gameType) ?? []];
  for (const pool of pools) {
    for (const candidate of pool) {
      if (picked.length >= count) return picked;
      if (
        seen.has(candidate.nodeId) ||
        candidate.maintenanceHours !== null ||
        candidate.isGame === 'VASSALAGE'
      )
        continue;
      seen.add(candidate.nodeId);
      picked.push({ nodeId: candidate.nodeId, gameName: candidate.gameName });
    }
  }
  return picked;
}
