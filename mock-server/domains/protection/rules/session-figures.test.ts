import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../../db/core-records';
import { sessionFigures } from './session-figures';

const login = Date.parse('2026-11-22T08:00:00.000Z');
const at = (minutes: number) => new Date(login + minutes * 60_000).toISOString();

function bet(
  betTime: string,
  stakeCents: number,
  payoutCents: number,
  status: BetRecord['status'] = 'settled',
): BetRecord {
  return {
    id: `B${betTime}${stakeCents}`,
    memberId: 1,
    gameNodeId: 'n',
    gameName: 'g',
    gameType: 'RNG',
    vendor: 'V',
    betAmountCents: stakeCents,
    validBetCents: stakeCents,
    payoutCents,
    winLossCents: payoutCents - stakeCents,
    status,
    betTime,
    settleTime: status === 'settled' ? betTime : null,
  };
}

describe('a session position', () => {
  it('counts the bets placed since the login: every stake, the payouts of settled bets', () => {
    const figures = sessionFigures(
      [
        bet(at(-1), 10_000, 0), // before the login
        bet(at(0), 1_000, 2_500), // at the login
        bet(at(10), 500, 0, 'unsettled'),
        bet(at(20), 700, 700, 'cancelled'),
        bet(at(30), 2_000, 0),
        bet(at(90), 999, 0), // after now
      ],
      login,
      login + 60 * 60_000,
    );
    expect(figures).toEqual({ betCount: 3, stakedCents: 3_500, wonCents: 2_500, netCents: -1_000 });
  });

  it('is zero without bets', () => {
    expect(sessionFigures([], login, login + 1)).toEqual({
      betCount: 0,
      stakedCents: 0,
      wonCents: 0,
      netCents: 0,
    });
  });
});
