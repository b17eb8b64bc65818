import { fromCents } from '../../../core/money';
import type { Schemas } from '../../../core/handler-types';
import type { BetRecord } from '../../../db/core-records';
import { maskAccount } from './mask-account';

export type Winner = Schemas['Winner'];

export interface WinRow {
  account: string;
  gameName: string;
  prizeCents: number;
  time: string;
}

/** A settled bet joins the board when it won at least this much (1,000.00 net). */
export const bigWinCents = 100_000;

/** Big wins of settled bets in the sandbox (play shows up on the board); members without an account name are skipped. */
export function betWins(
  bets: readonly BetRecord[],
  accountOf: (memberId: number) => string | undefined,
): WinRow[] {
  return bets.flatMap((bet) => {
    if (bet.status !== 'settled' || bet.winLossCents < bigWinCents) return [];
    const account = accountOf(bet.memberId);
    return account
      ? [
          {
            account,
            gameName: bet.gameName,
            prizeCents: bet.winLossCents,
            time: bet.settleTime ?? bet.betTime,
          },
        ]
      : [];
  });
}

/** The newest `count` wins, masked, money in currency units (ties keep their given order). */
export function winnerBoard(rows: readonly WinRow[], count: number): Winner[] {
  return rows
    .map((row, index) => ({ row, index, at: Date.parse(row.time) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, count)
    .map(({ row }) => ({
      player: maskAccount(row.account),
      gameName: row.gameName,
      prize: fromCents(row.prizeCents),
      time: row.time,
    }));
}
