import { clubLabelFor } from '../../../core/members';
import { fromCents, toCents } from '../../../core/money';
import type { Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';

/** The site's VIP levels, lowest first (money in currency units); names follow the club labels. */
const levelTable: readonly {
  depositRequired: number;
  validBetRequired: number;
  upgradeBonus: number;
}[] = [
  { depositRequired: 0, validBetRequired: 0, upgradeBonus: 0 },
  { depositRequired: 1_000, validBetRequired: 5_000, upgradeBonus: 18 },
  { depositRequired: 5_000, validBetRequired: 20_000, upgradeBonus: 58 },
  { depositRequired: 10_000, validBetRequired: 50_000, upgradeBonus: 188 },
  { depositRequired: 50_000, validBetRequired: 200_000, upgradeBonus: 388 },
  { depositRequired: 100_000, validBetRequired: 500_000, upgradeBonus: 888 },
  { depositRequired: 300_000, validBetRequired: 1_500_000, upgradeBonus: 1_888 },
  { depositRequired: 1_000_000, validBetRequired: 5_000_000, upgradeBonus: 5_888 },
];

/** Members ranked above 4 get the VIP customer service (section 9). */
export const vipServiceAbove = 4;

export function rankLevels(): Schemas['PlayerRankLevel'][] {
  return levelTable.map((level, rankLevel) => ({
    rankLevel,
    labelName: clubLabelFor(rankLevel).labelName,
    ...level,
    vipService: rankLevel > vipServiceAbove,
  }));
}

/** Everything the member has deposited and bet (valid, settled) since joining, in cents. */
export function lifetimeTotalsCents(
  db: Db,
  memberId: number,
): { depositCents: number; validBetCents: number } {
  const depositCents = db
    .ledgerOf(memberId)
    .filter((e) => e.type === 'deposit' && e.status === 'success' && e.amountCents > 0)
    .reduce((sum, e) => sum + e.amountCents, 0);
  const validBetCents = db
    .betsOf(memberId)
    .filter((b) => b.status === 'settled')
    .reduce((sum, b) => sum + b.validBetCents, 0);
  return { depositCents, validBetCents };
}

/** A ratio of progress as a whole percentage, 100 when nothing is required. */
function percentOf(doneCents: number, required: number): number {
  const requiredCents = toCents(required);
  if (requiredCents <= 0) return 100;
  return Math.min(100, Math.floor((doneCents * 100) / requiredCents));
}

/**
 * The member's rank and progress towards the next level: the lower of the deposit and valid-bet
 * ratios (a level needs both). At the top level the requirements repeat the current level's.
 */
export function playerRankOf(
  db: Db,
  member: Pick<MemberRecord, 'id' | 'clubLabel'>,
): Schemas['PlayerRank'] {
  const levels = rankLevels();
  const top = levels.length - 1;
  const rankLevel = member.clubLabel.rankLevel;
  const atTop = rankLevel >= top;
  const target = levels[Math.min(atTop ? rankLevel : rankLevel + 1, top)] ?? levels[top];
  const { depositCents, validBetCents } = lifetimeTotalsCents(db, member.id);
  const depositRequired = target?.depositRequired ?? 0;
  const validBetRequired = target?.validBetRequired ?? 0;
  return {
    rankLevel,
    labelName: member.clubLabel.labelName,
    nextRankLevel: atTop ? null : rankLevel + 1,
    progress: {
      deposit: fromCents(depositCents),
      depositRequired,
      validBet: fromCents(validBetCents),
      validBetRequired,
      percent: atTop
        ? 100
        : Math.min(
            percentOf(depositCents, depositRequired),
            percentOf(validBetCents, validBetRequired),
          ),
    },
    levels,
  };
}
