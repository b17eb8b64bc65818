import type { BetRecord, LedgerRecord } from '../../../db/core-records';
import { inRange, type DayRange } from '../../../core/date-range';

/**
 * The figures of one member (or a whole team) over a date range, in cents, computed from stored bets
 * and ledger entries. Nothing here is random: the same records and range always give the same
 * figures, and one more bet or transaction changes them by exactly its amount.
 */
export interface Figures {
  betCount: number;
  betAmountCents: number;
  validBetCents: number;
  /** Players' side: positive when the player won. */
  winLossCents: number;
  bonusCents: number;
  rebateCents: number;
  depositCents: number;
  /** Positive. */
  withdrawalCents: number;
}

export type BetFacts = Pick<
  BetRecord,
  'betTime' | 'betAmountCents' | 'validBetCents' | 'winLossCents' | 'status'
>;
export type LedgerFacts = Pick<LedgerRecord, 'type' | 'status' | 'amountCents' | 'time'>;
type Range = Pick<DayRange, 'fromMs' | 'toMs'>;

export const noFigures: Readonly<Figures> = {
  betCount: 0,
  betAmountCents: 0,
  validBetCents: 0,
  winLossCents: 0,
  bonusCents: 0,
  rebateCents: 0,
  depositCents: 0,
  withdrawalCents: 0,
};

/** Bets placed in the range that count: a cancelled bet was refunded, so it is no activity. */
export function countedBets<B extends BetFacts>(bets: readonly B[], range: Range): B[] {
  return bets.filter((b) => b.status !== 'cancelled' && inRange(range, b.betTime));
}

/** Booked ledger entries of the range (pending or failed ones moved no money). */
export function bookedEntries(entries: readonly LedgerFacts[], range: Range): LedgerFacts[] {
  return entries.filter((e) => e.status === 'success' && inRange(range, e.time));
}

export function memberFigures(
  bets: readonly BetFacts[],
  entries: readonly LedgerFacts[],
  range: Range,
): Figures {
  const figures: Figures = { ...noFigures };
  for (const bet of countedBets(bets, range)) {
    figures.betCount += 1;
    figures.betAmountCents += bet.betAmountCents;
    figures.validBetCents += bet.validBetCents;
    figures.winLossCents += bet.winLossCents;
  }
  for (const entry of bookedEntries(entries, range)) {
    if (entry.type === 'bonus') figures.bonusCents += entry.amountCents;
    else if (entry.type === 'rebate') figures.rebateCents += entry.amountCents;
    else if (entry.type === 'deposit' && entry.amountCents > 0)
      figures.depositCents += entry.amountCents;
    else if (entry.type === 'withdrawal' && entry.amountCents < 0)
      figures.withdrawalCents -= entry.amountCents;
  }
  // Bonus and rebate reversals (negative entries) lower the sums but never below zero.
  figures.bonusCents = Math.max(0, figures.bonusCents);
  figures.rebateCents = Math.max(0, figures.rebateCents);
  return figures;
}

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    betCount: a.betCount + b.betCount,
    betAmountCents: a.betAmountCents + b.betAmountCents,
    validBetCents: a.validBetCents + b.validBetCents,
    winLossCents: a.winLossCents + b.winLossCents,
    bonusCents: a.bonusCents + b.bonusCents,
    rebateCents: a.rebateCents + b.rebateCents,
    depositCents: a.depositCents + b.depositCents,
    withdrawalCents: a.withdrawalCents + b.withdrawalCents,
  };
}

/** Players' side profit and loss: `winLoss + bonus + rebate` (AgentProfitLossFigures). */
export function profitLossCents(f: Figures): number {
  return f.winLossCents + f.bonusCents + f.rebateCents;
}

/** A member shows up in the profit-and-loss report when anything happened in the range. */
export function hasActivity(f: Figures): boolean {
  return (
    f.betCount > 0 ||
    f.bonusCents > 0 ||
    f.rebateCents > 0 ||
    f.depositCents > 0 ||
    f.withdrawalCents > 0
  );
}
