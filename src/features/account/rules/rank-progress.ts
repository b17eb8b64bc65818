import type { components } from '../../../../openapi/runtime/generated/openapi';

type PlayerRank = components['schemas']['PlayerRank'];
type PlayerRankLevel = components['schemas']['PlayerRankLevel'];

export interface NextRank {
  level: PlayerRankLevel;
  /** Deposit still missing (0 once reached), in currency units with 2 decimals. */
  depositToGo: number;
  /** Valid bet still missing (0 once reached). */
  validBetToGo: number;
}

/** What is left of `required` after `done`, never below 0, rounded to cents. */
export function amountToGo(done: number, required: number): number {
  return Math.max(0, Math.round((required - done) * 100) / 100);
}

/**
 * The next level and what it still needs (a level needs both its deposit and its valid bet), or
 * null at the top level or when the site does not list the next level.
 */
export function nextRank(rank: PlayerRank): NextRank | null {
  if (rank.nextRankLevel === null) return null;
  const level = rank.levels.find((l) => l.rankLevel === rank.nextRankLevel);
  if (!level) return null;
  const { progress } = rank;
  return {
    level,
    depositToGo: amountToGo(progress.deposit, progress.depositRequired),
    validBetToGo: amountToGo(progress.validBet, progress.validBetRequired),
  };
}
