import type { Schemas } from '../../../core/handler-types';
import type { BetRecord } from '../../../db/core-records';
import type { Db } from '../../../db/create-db';
import { pointsConfig } from '../seed-data/catalogue';
import { msOf } from './ids';
import { redemptionStateAt } from './timeline';

/**
 * A member's points, read at an instant from three sources, so no time-driven write is ever needed:
 * - `earn`: one line per settled bet, `floor(validBet x earnRate)` points at the bet's settle time,
 *   derived from the core `bets` table (so bets seeded after this domain, or placed later, count
 *   the moment they settle, and the same bets always give the same points);
 * - stored lines (`pointsEntries`): `redeem`, `convert` and `adjust`;
 * - `refund`: a rejected redemption gives its points back at its review time.
 * Points never expire. Lines are ordered by time and the running balance is computed over them.
 */
export interface PointsLine {
  transactionId: string;
  type: Schemas['PointsTransactionType'];
  changedPoints: number;
  referenceNumber: string;
  remark: string | null;
  createdAt: string;
  /** Running balance right after this line. */
  pointsBalance: number;
}

/** Points a bet earns: 1 per 1.00 of valid bet at `earnRate` 1, rounded down per settled bet. */
export function earnedPoints(bet: Pick<BetRecord, 'status' | 'validBetCents'>): number {
  if (bet.status !== 'settled') return 0;
  return Math.floor((bet.validBetCents * pointsConfig.earnRate) / 100);
}

/** Same instant: earnings and refunds count before spending. */
const typeRank: Record<Schemas['PointsTransactionType'], number> = {
  earn: 0,
  refund: 1,
  adjust: 2,
  redeem: 3,
  convert: 3,
};

export function pointsLedger(db: Db, memberId: number, nowMs: number): PointsLine[] {
  const lines: Omit<PointsLine, 'pointsBalance'>[] = [];
  for (const bet of db.betsOf(memberId)) {
    const points = earnedPoints(bet);
    if (points <= 0 || !bet.settleTime || msOf(bet.settleTime) > nowMs) continue;
    lines.push({
      transactionId: `PE${bet.id}`.slice(0, 64),
      type: 'earn',
      changedPoints: points,
      referenceNumber: bet.id,
      remark: `Valid bet ${(bet.validBetCents / 100).toFixed(2)}`,
      createdAt: bet.settleTime,
    });
  }
  for (const entry of db.pointsEntriesOf(memberId)) {
    if (msOf(entry.createdAt) > nowMs) continue;
    lines.push({
      transactionId: entry.id,
      type: entry.type,
      changedPoints: entry.changedPoints,
      referenceNumber: entry.referenceNumber,
      remark: entry.remark,
      createdAt: entry.createdAt,
    });
  }
  for (const redemption of db.pointsRedemptionsOf(memberId)) {
    const state = redemptionStateAt(redemption, nowMs);
    if (state.status !== 'rejected') continue;
    lines.push({
      transactionId: `RF${redemption.id}`,
      type: 'refund',
      changedPoints: redemption.points * redemption.quantity,
      referenceNumber: redemption.id,
      remark: 'Redemption rejected; points returned.',
      createdAt: redemption.reviewAt,
    });
  }
  lines.sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) ||
      typeRank[a.type] - typeRank[b.type] ||
      a.transactionId.localeCompare(b.transactionId),
  );
  let balance = 0;
  return lines.map((line) => {
    balance += line.changedPoints;
    return { ...line, pointsBalance: balance };
  });
}

export interface PointsBalanceView {
  points: number;
  updatedAt: string | null;
}

export function pointsBalance(db: Db, memberId: number, nowMs: number): PointsBalanceView {
  const lines = pointsLedger(db, memberId, nowMs);
  const last = lines.at(-1);
  return { points: last?.pointsBalance ?? 0, updatedAt: last?.createdAt ?? null };
}
