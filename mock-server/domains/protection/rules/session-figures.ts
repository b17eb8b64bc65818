import type { BetRecord } from '../../../db/core-records';

export interface SessionFigures {
  betCount: number;
  stakedCents: number;
  wonCents: number;
  /** won - staked: negative when the member is down. */
  netCents: number;
}

/**
 * The member's position in a session, from the bets table: bets placed from the login
 * (`startedAtMs`) up to `nowMs`, cancelled ones left out. Every stake counts; a payout counts once
 * the bet is settled (an open bet has staked and not won yet).
 */
export function sessionFigures(
  bets: readonly BetRecord[],
  startedAtMs: number,
  nowMs: number,
): SessionFigures {
  let betCount = 0;
  let stakedCents = 0;
  let wonCents = 0;
  for (const bet of bets) {
    const placedMs = Date.parse(bet.betTime);
    if (bet.status === 'cancelled' || placedMs < startedAtMs || placedMs > nowMs) continue;
    betCount += 1;
    stakedCents += bet.betAmountCents;
    if (bet.status === 'settled') wonCents += bet.payoutCents;
  }
  return { betCount, stakedCents, wonCents, netCents: wonCents - stakedCents };
}
