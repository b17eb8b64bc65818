import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { downlineTree } from '../../core/members';
import type { BetRecord } from '../../db/core-records';
import { defaultSeedSizes } from '../../seed/seed-context';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({ sizes: { ...defaultSeedSizes, slotGames: 500 } });
});

const historyEnd = Date.parse('2026-11-01T00:00:00Z');
const day = 86_400_000;

function betsOf(account: string): BetRecord[] {
  const member = t.backend.db.memberByAccount(account);
  if (!member) throw new Error(`no ${account}`);
  return t.backend.db.betsOf(member.id);
}

describe('seeded game activity', () => {
  it('gives the demo players and the demoagent downline bets across the 30 days before 2026-11-01', () => {
    const agent = t.backend.db.memberByAccount('demoagent');
    const downline = downlineTree(t.backend.db, agent?.id ?? 0).map((d) => d.member.account);
    expect(downline).toEqual(
      expect.arrayContaining(['demosubagent', 'demosubagent2', 'demosubplayer', 'demoplayer']),
    );
    for (const account of ['demoplayer', 'demovip', 'demoagent', ...downline]) {
      const bets = betsOf(account);
      expect(bets.length, account).toBeGreaterThanOrEqual(10);
      const times = bets.map((b) => Date.parse(b.betTime));
      expect(Math.min(...times), account).toBeGreaterThanOrEqual(historyEnd - 30 * day);
      expect(Math.max(...times), account).toBeLessThan(historyEnd);
      expect(Math.max(...times) - Math.min(...times), account).toBeGreaterThan(14 * day);
      const settled = bets.filter((b) => b.status === 'settled').length;
      expect(settled / bets.length, account).toBeGreaterThan(0.85);
    }
    expect(betsOf('demoplayer').filter((b) => b.status === 'unsettled')).toHaveLength(2);
    expect(betsOf('demotrial')).toEqual([]);
  });

  it('keeps every seeded bet consistent with its game and in whole cents', () => {
    const bets = t.backend.db.bets.all();
    expect(bets.length).toBeGreaterThan(defaultSeedSizes.betsPerMember * 50);
    expect(new Set(bets.map((b) => b.id)).size).toBe(bets.length);
    for (const bet of bets) {
      const game = t.backend.db.games.get(bet.gameNodeId);
      expect(game && [game.gameName, game.gameType, game.vassalage]).toEqual([
        bet.gameName,
        bet.gameType,
        bet.vendor,
      ]);
      if (bet.status === 'settled')
        expect(bet.winLossCents).toBe(bet.payoutCents - bet.betAmountCents);
      else expect([bet.validBetCents, bet.payoutCents, bet.winLossCents]).toEqual([0, 0, 0]);
    }
  });

  it('seeds favourites and recent games of demoplayer, recent lottery games included', async () => {
    const token = await t.tokenFor('demoplayer');
    const favourites = (await t.call('listFavoriteGames', { token })).body
      .value as Schemas['GamePage'];
    expect(new Set(favourites.list.map((g) => g.gameType))).toEqual(
      new Set(['RNG', 'FISH', 'LIVE', 'LOTT', 'PVP', 'SPORTS']),
    );
    const recent = (await t.call('listRecentGames', { token })).body.value as Schemas['GamePage'];
    expect(recent.totalCount).toBeGreaterThanOrEqual(10);
    const lottery = (await t.call('getRecentLotteryMenu', { token })).body
      .value as Schemas['LotteryMenu'];
    expect(lottery[0]?.games.slice(0, 2).map((g) => g.gameCode)).toEqual(['VNMB', 'VNFAST5']);
    expect(t.violations).toEqual([]);
  });

  it('seeds the same activity again on reset, and keeps the catalogue', async () => {
    const before = betsOf('demovip').map((b) => b.id + b.betTime + b.winLossCents);
    const games = t.backend.db.games.size;
    await t.restoreSeed();
    expect(betsOf('demovip').map((b) => b.id + b.betTime + b.winLossCents)).toEqual(before);
    expect(t.backend.db.games.size).toBe(games);
  });
});
