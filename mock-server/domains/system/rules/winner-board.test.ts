import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../../db/core-records';
import { betWins, bigWinCents, winnerBoard } from './winner-board';

const bet = (over: Partial<BetRecord>): BetRecord => ({
  id: 'b1',
  memberId: 1,
  gameNodeId: 'n1',
  gameName: 'Super Ace',
  gameType: 'RNG',
  vendor: 'JILI',
  betAmountCents: 10_000,
  validBetCents: 10_000,
  payoutCents: 10_000 + bigWinCents,
  winLossCents: bigWinCents,
  status: 'settled',
  betTime: '2026-11-20T10:00:00.000Z',
  settleTime: '2026-11-20T10:01:00.000Z',
  ...over,
});

describe('winner board', () => {
  it('takes settled bets that won at least the threshold, at their settle time', () => {
    const accounts = new Map([[1, 'demoplayer']]);
    const rows = betWins(
      [
        bet({}),
        bet({ id: 'b2', winLossCents: bigWinCents - 1 }),
        bet({ id: 'b3', status: 'unsettled', settleTime: null }),
        bet({ id: 'b4', memberId: 2 }),
      ],
      (id) => accounts.get(id),
    );
    expect(rows).toEqual([
      {
        account: 'demoplayer',
        gameName: 'Super Ace',
        prizeCents: bigWinCents,
        time: '2026-11-20T10:01:00.000Z',
      },
    ]);
  });

  it('answers the newest wins first, masked, in currency units', () => {
    const board = winnerBoard(
      [
        {
          account: 'older_player',
          gameName: 'A',
          prizeCents: 123_456,
          time: '2026-11-20T09:00:00.000Z',
        },
        {
          account: 'newest_player',
          gameName: 'B',
          prizeCents: 500_000,
          time: '2026-11-20T11:00:00.000Z',
        },
        {
          account: 'middle_player',
          gameName: 'C',
          prizeCents: 100_001,
          time: '2026-11-20T10:00:00.000Z',
        },
      ],
      2,
    );
    expect(board).toEqual([
      { player: 'ne***er', gameName: 'B', prize: 5000, time: '2026-11-20T11:00:00.000Z' },
      { player: 'mi***er', gameName: 'C', prize: 1000.01, time: '2026-11-20T10:00:00.000Z' },
    ]);
  });
});
