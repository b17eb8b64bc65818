import { describe, expect, it } from 'vitest';
import { mainWallet, moveMoney } from '../../../core/money';
import { playerRankOf, rankLevels } from './player-rank';
import { addMember, emptyEnv } from '../test-support';

describe('player rank', () => {
  it('lists the levels lowest first with rising requirements and VIP service above 4', () => {
    const levels = rankLevels();
    expect(levels[0]).toMatchObject({
      rankLevel: 0,
      depositRequired: 0,
      validBetRequired: 0,
      vipService: false,
    });
    levels.slice(1).forEach((level, i) => {
      expect(level.rankLevel).toBe(i + 1);
      expect(level.depositRequired).toBeGreaterThan(levels[i]?.depositRequired ?? 0);
      expect(level.vipService).toBe(level.rankLevel > 4);
    });
  });

  it('measures progress by the lower of the two ratios', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'ranker01', rankLevel: 2 });
    await moveMoney(env.db, {
      from: null,
      to: { memberId: member.id, walletCode: mainWallet },
      amountCents: 650_000,
      type: 'deposit',
      reference: 'D1',
      time: env.clock.iso(),
    });
    await env.db.bets.insert({
      id: 'B1',
      memberId: member.id,
      gameNodeId: 'g',
      gameName: 'g',
      gameType: 'RNG',
      vendor: 'JILI',
      betAmountCents: 4_200_000,
      validBetCents: 4_200_000,
      payoutCents: 0,
      winLossCents: -4_200_000,
      status: 'settled',
      betTime: env.clock.iso(),
      settleTime: env.clock.iso(),
    });
    expect(playerRankOf(env.db, member)).toMatchObject({
      rankLevel: 2,
      labelName: 'Silver',
      nextRankLevel: 3,
      progress: {
        deposit: 6500,
        depositRequired: 10_000,
        validBet: 42_000,
        validBetRequired: 50_000,
        percent: 65,
      },
    });
  });

  it('is complete at the top level', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'ranker02', rankLevel: 7 });
    expect(playerRankOf(env.db, member)).toMatchObject({
      nextRankLevel: null,
      progress: { percent: 100, depositRequired: 1_000_000 },
    });
  });
});
