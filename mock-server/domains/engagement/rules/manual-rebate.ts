import type { MockBackend } from '../../../core/backend';
import { refusals, fail } from '../../../core/envelope';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { Db } from '../../../db/create-db';
import type { BetRecord, MemberRecord } from '../../../db/core-records';
import type { Failure, Schemas } from '../../../core/handler-types';
import { fromCents } from '../../../core/money';
import { creditBonus } from './credit-bonus';
import { nextNumericId } from './ids';
import type { RebateClaimRecord } from '../records';

type GameType = Schemas['GameType'];

/**
 * Rebate rates per game type in hundredths of a per cent (70 = 0.7 %), so the arithmetic stays in
 * whole numbers: rebate cents = floor(valid bet cents x rate / 10 000).
 */
export const rebateRateHundredths: Record<GameType, number> = {
  LIVE: 70,
  RNG: 100,
  FISH: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LOTT: 30,
  ELOTT: 30,
  DS88: 50,
};

const gameTypeOrder = Object.keys(rebateRateHundredths) as GameType[];

/** The smallest total that may be claimed (1.00). */
export const minRebateClaimCents = 100;

export interface RebateComputation {
  items: Schemas['ManualRebateItem'][];
  totalCents: number;
  /** The bets the rebate counts: marked as rebated when it is claimed. */
  betIds: string[];
  periodStart: string;
  lastClaimTime: string | null;
}

export function rebateCents(validBetCents: number, gameType: GameType): number {
  return Math.floor((validBetCents * rebateRateHundredths[gameType]) / 10_000);
}

/** Settled bets with a valid bet whose rebate was not paid yet. */
function unrebatedBets(db: Db, memberId: number): BetRecord[] {
  return db
    .betsOf(memberId)
    .filter((b) => b.status === 'settled' && b.validBetCents > 0 && !db.rebatedBets.get(b.id));
}

export function lastRebateClaim(db: Db, memberId: number): RebateClaimRecord | undefined {
  return db
    .rebateClaimsOfMember(memberId)
    .reduce<RebateClaimRecord | undefined>(
      (last, c) => (!last || c.id > last.id ? c : last),
      undefined,
    );
}

/**
 * The manual rebate a member could claim now: every settled bet whose rebate was not paid yet,
 * summed per game type, each type's rebate rounded down to the cent. A claim marks those bets, so
 * the next amount starts from zero.
 */
export function computeManualRebate(db: Db, memberId: number, now: Date): RebateComputation {
  const bets = unrebatedBets(db, memberId);
  const validByType = new Map<GameType, number>();
  for (const bet of bets)
    validByType.set(bet.gameType, (validByType.get(bet.gameType) ?? 0) + bet.validBetCents);
  const items = gameTypeOrder
    .filter((type) => (validByType.get(type) ?? 0) > 0)
    .map((gameType) => {
      const valid = validByType.get(gameType) ?? 0;
      return {
        gameType,
        validBet: fromCents(valid),
        rate: rebateRateHundredths[gameType] / 100,
        rebateAmount: fromCents(rebateCents(valid, gameType)),
      };
    });
  const totalCents = gameTypeOrder.reduce(
    (sum, type) => sum + rebateCents(validByType.get(type) ?? 0, type),
    0,
  );
  const last = lastRebateClaim(db, memberId);
  const firstBet = bets.map((b) => b.settleTime ?? b.betTime).sort()[0];
  return {
    items,
    totalCents,
    betIds: bets.map((b) => b.id),
    periodStart: last?.claimTime ?? firstBet ?? now.toISOString(),
    lastClaimTime: last?.claimTime ?? null,
  };
}

/**
 * Claims the whole rebate once: records the claim and the bets it paid, then credits MAIN through
 * the money movement (ledger type `rebate`, reference `REBATE-<claimId>`). Below the minimum
 * nothing changes (409 `conflict`).
 */
export async function claimManualRebateFor(
  db: Db,
  member: MemberRecord,
  now: Date,
): Promise<RebateClaimRecord | Failure> {
  const computation = computeManualRebate(db, member.id, now);
  if (computation.totalCents < minRebateClaimCents) {
    const reason =
      computation.totalCents === 0
        ? 'there is no rebate to claim'
        : 'the rebate is below the minimum claim amount';
    return fail(409, 'conflict', `${reason} (${fromCents(minRebateClaimCents).toFixed(2)})`);
  }
  const time = now.toISOString();
  const claim = await db.rebateClaims.insert({
    id: nextNumericId(db.rebateClaims, 601),
    memberId: member.id,
    amountCents: computation.totalCents,
    claimTime: time,
    periodStart: computation.periodStart,
    items: computation.items,
  });
  for (const betId of computation.betIds)
    await db.rebatedBets.insert({ id: betId, memberId: member.id, claimId: claim.id });
  await creditBonus(db, {
    memberId: member.id,
    amountCents: claim.amountCents,
    title: 'Manual rebate',
    bonusType: 'rebate',
    promotionId: null,
    reference: `REBATE-${claim.id}`,
    time,
    ledgerType: 'rebate',
  });
  return claim;
}

/** The manual rebate exists only where the site has it (flag MANPLAYREB3). */
export const rebateSwitchedOff = (backend: MockBackend) =>
  isFeatureOn(backend.config.flags, 'MANPLAYREB3')
    ? null
    : refusals.featureDisabled('manual rebate (MANPLAYREB3)');
