import { refusals } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { BetRecord } from '../../../db/core-records';
import type { GameRecord } from '../../games/records';
import { wholeCents } from './sandbox-members';

/** What `placeSandboxBet` decides before any money moves. */

export interface BetAmounts {
  stakeCents: number;
  payoutCents: number;
}

/** Stake (positive) and payout (0 or more) in whole cents, or a 400 on the field with more than 2 decimals. */
export function betAmounts(stake: number, payout: number): BetAmounts | Failure {
  const stakeCents = wholeCents(stake, 'body.stake');
  if (typeof stakeCents !== 'number') return stakeCents;
  if (stakeCents <= 0) return refusals.invalid('body.stake', 'stake must be at least 0.01');
  const payoutCents = wholeCents(payout, 'body.payout');
  if (typeof payoutCents !== 'number') return payoutCents;
  return { stakeCents, payoutCents };
}

/**
 * The game a sandbox bet is booked on: the single game `gameId` names, else the most popular game
 * of `vendor`, else the most popular game of the catalogue. `popular` is the catalogue's single
 * games, most popular first; `byId` looks a game up by nodeId.
 */
export function betGame(
  request: { gameId?: string; vendor?: string },
  popular: readonly GameRecord[],
  byId: (nodeId: string) => GameRecord | undefined,
): GameRecord | Failure {
  if (request.gameId !== undefined) {
    const game = byId(request.gameId);
    if (!game || game.isGame === 'VASSALAGE')
      return refusals.invalid('body.gameId', 'no single game with this nodeId');
    if (request.vendor !== undefined && game.vassalage !== request.vendor)
      return refusals.invalid(
        'body.vendor',
        `the game is ${game.vassalage}'s, not ${request.vendor}'s`,
      );
    return game;
  }
  const game =
    request.vendor === undefined ? popular[0] : popular.find((g) => g.vassalage === request.vendor);
  if (!game) return refusals.invalid('body.vendor', 'no game of this vendor in the catalogue');
  return game;
}

/**
 * The stored bet of a round settled at `now`: the whole stake counts as valid bet except for a
 * push (payout equal to the stake), as in the seeded history; `winLoss = payout - stake`.
 */
export function settledBet(
  id: string,
  memberId: number,
  game: Pick<GameRecord, 'nodeId' | 'gameName' | 'gameType' | 'vassalage'>,
  amounts: BetAmounts,
  now: string,
): BetRecord {
  return {
    id,
    memberId,
    gameNodeId: game.nodeId,
    gameName: game.gameName,
    gameType: game.gameType,
    vendor: game.vassalage,
    betAmountCents: amounts.stakeCents,
    validBetCents: amounts.payoutCents === amounts.stakeCents ? 0 : amounts.stakeCents,
    payoutCents: amounts.payoutCents,
    winLossCents: amounts.payoutCents - amounts.stakeCents,
    status: 'settled',
    betTime: now,
    settleTime: now,
  };
}

/** `SB` and a number no stored bet has (bets are never deleted, so the count is a good start). */
export function sandboxBetId(count: number, exists: (id: string) => boolean): string {
  let seq = count + 1;
  while (exists(`SB${String(seq).padStart(10, '0')}`)) seq += 1;
  return `SB${String(seq).padStart(10, '0')}`;
}
