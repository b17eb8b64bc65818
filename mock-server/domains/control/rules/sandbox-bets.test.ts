import { describe, expect, it } from 'vitest';
import { isFailure } from '../../../core/envelope';
import type { GameRecord } from '../../games/records';
import { betAmounts, betGame, sandboxBetId, settledBet } from './sandbox-bets';

const game = (nodeId: string, vassalage: string, isGame: GameRecord['isGame'] = 'GAME') =>
  ({ nodeId, vassalage, isGame, gameName: `Game ${nodeId}`, gameType: 'RNG' }) as GameRecord;
const popular = [game('1', 'JILI'), game('2', 'PG'), game('3', 'PG')];
const byId = (id: string) =>
  [...popular, game('9', 'PG', 'VASSALAGE')].find((g) => g.nodeId === id);

describe('sandbox bet amounts', () => {
  it('takes cents with at most 2 decimals, a positive stake and a payout from 0', () => {
    expect(betAmounts(12.34, 0)).toEqual({ stakeCents: 1234, payoutCents: 0 });
    expect(betAmounts(0.01, 99.99)).toEqual({ stakeCents: 1, payoutCents: 9999 });
    for (const [stake, payout, field] of [
      [1.001, 0, 'body.stake'],
      [0, 0, 'body.stake'],
      [1, 0.005, 'body.payout'],
    ] as const) {
      const refused = betAmounts(stake, payout);
      expect(isFailure(refused) && refused.envelope.field).toBe(field);
    }
  });
});

describe('the game of a sandbox bet', () => {
  it('is the named game, else the vendor’s most popular, else the catalogue’s', () => {
    expect(betGame({ gameId: '3' }, popular, byId)).toMatchObject({ nodeId: '3' });
    expect(betGame({ vendor: 'PG' }, popular, byId)).toMatchObject({ nodeId: '2' });
    expect(betGame({}, popular, byId)).toMatchObject({ nodeId: '1' });
  });

  it('refuses vendor cards, unknown games and vendors, and a game of another vendor', () => {
    const field = (request: { gameId?: string; vendor?: string }) => {
      const answer = betGame(request, popular, byId);
      return isFailure(answer) ? answer.envelope.field : null;
    };
    expect(field({ gameId: '9' })).toBe('body.gameId');
    expect(field({ gameId: 'x' })).toBe('body.gameId');
    expect(field({ vendor: 'EVO' })).toBe('body.vendor');
    expect(field({ gameId: '1', vendor: 'PG' })).toBe('body.vendor');
  });
});

describe('the stored sandbox bet', () => {
  it('is settled at now with winLoss = payout - stake, and a push counts no valid bet', () => {
    const now = '2026-11-22T09:00:00.000Z';
    expect(
      settledBet('SB1', 7, game('2', 'PG'), { stakeCents: 500, payoutCents: 0 }, now),
    ).toMatchObject({
      memberId: 7,
      vendor: 'PG',
      betAmountCents: 500,
      validBetCents: 500,
      winLossCents: -500,
      status: 'settled',
      betTime: now,
      settleTime: now,
    });
    expect(
      settledBet('SB2', 7, game('2', 'PG'), { stakeCents: 500, payoutCents: 500 }, now)
        .validBetCents,
    ).toBe(0);
  });

  it('gets an id no stored bet has', () => {
    const taken = new Set(['SB0000000004', 'SB0000000005']);
    expect(sandboxBetId(3, (id) => taken.has(id))).toBe('SB0000000006');
  });
});
