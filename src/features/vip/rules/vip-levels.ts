import type { components } from '../../../../openapi/runtime/generated/openapi';

type PlayerRank = components['schemas']['PlayerRank'];
type PlayerRankLevel = components['schemas']['PlayerRankLevel'];

/** Section 4: members ranked above 4 are served by the VIP customer service, others by live chat. */
export const vipServiceAbove = 4;

export const servesVip = (rankLevel: number): boolean => rankLevel > vipServiceAbove;

export type Benefit =
  { kind: 'upgradeBonus'; amount: number } | { kind: 'vipService' } | { kind: 'liveChat' };

/** What a level gives: its one-off upgrade bonus (when there is one) and which customer service. */
export function benefitsOf(level: PlayerRankLevel): Benefit[] {
  const benefits: Benefit[] = [];
  if (level.upgradeBonus > 0) benefits.push({ kind: 'upgradeBonus', amount: level.upgradeBonus });
  benefits.push(level.vipService ? { kind: 'vipService' } : { kind: 'liveChat' });
  return benefits;
}

export interface Standing {
  current: PlayerRankLevel | null;
  /** The next level and what it still needs (both amounts, never below 0), null at the top. */
  next: { level: PlayerRankLevel; depositToGo: number; validBetToGo: number } | null;
  /** Progress towards the next level as the server gives it (the lower of the two ratios). */
  percent: number;
}

const toGo = (done: number, required: number) =>
  Math.max(0, Math.round((required - done) * 100) / 100);

/** Where the member stands: their level among the site's, the next one and what it still needs. */
export function standingOf(rank: PlayerRank): Standing {
  const current = rank.levels.find((level) => level.rankLevel === rank.rankLevel) ?? null;
  const nextLevel =
    rank.nextRankLevel === null
      ? undefined
      : rank.levels.find((level) => level.rankLevel === rank.nextRankLevel);
  const { progress } = rank;
  return {
    current,
    next: nextLevel
      ? {
          level: nextLevel,
          depositToGo: toGo(progress.deposit, progress.depositRequired),
          validBetToGo: toGo(progress.validBet, progress.validBetRequired),
        }
      : null,
    percent: nextLevel ? Math.min(100, Math.max(0, progress.percent)) : 100,
  };
}
