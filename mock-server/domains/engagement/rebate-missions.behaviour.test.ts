import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import {
  freshMember,
  insertSettledBet,
  mainBalanceCents,
  memberNamed,
  valueOf,
} from './test-support';

const small = { sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 3 } };

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(small);
});

describe('manual rebate', () => {
  it('pays the rebate of valid bets once and starts the next period from zero', async () => {
    await freshMember(t, 'rebate_tester');
    const token = await t.tokenFor('rebate_tester');
    expect(valueOf('getManualRebate', await t.call('getManualRebate', { token }))).toMatchObject({
      rebatableAmount: 0,
      items: [],
      lastClaimTime: null,
    });

    await insertSettledBet(t, 'rebate_tester', { gameType: 'LIVE', validBet: 1500 });
    await insertSettledBet(t, 'rebate_tester', { gameType: 'RNG', validBet: 1000.55 });
    const rebate = valueOf('getManualRebate', await t.call('getManualRebate', { token }));
    // LIVE 0.7 % of 1,500.00 = 10.50; RNG 1 % of 1,000.55 = 10.0055, rounded down to 10.00.
    expect(rebate).toMatchObject({
      rebatableAmount: 20.5,
      minClaimAmount: 1,
      items: [
        { gameType: 'LIVE', validBet: 1500, rate: 0.7, rebateAmount: 10.5 },
        { gameType: 'RNG', validBet: 1000.55, rate: 1, rebateAmount: 10 },
      ],
    });

    const before = mainBalanceCents(t, 'rebate_tester');
    const claim = valueOf('claimManualRebate', await t.call('claimManualRebate', { token }));
    expect(claim.amount).toBe(20.5);
    expect(mainBalanceCents(t, 'rebate_tester') - before).toBe(2050);
    const ledger = t.backend.db.ledger
      .all()
      .filter((l) => l.reference === `REBATE-${claim.claimId}`);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ type: 'rebate', walletCode: 'MAIN' });

    const after = valueOf('getManualRebate', await t.call('getManualRebate', { token }));
    expect(after).toMatchObject({
      rebatableAmount: 0,
      items: [],
      lastClaimTime: claim.claimTime,
      periodStart: claim.claimTime,
    });
    expect(await t.call('claimManualRebate', { token })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect(mainBalanceCents(t, 'rebate_tester') - before).toBe(2050);

    await insertSettledBet(t, 'rebate_tester', { gameType: 'SPORTS', validBet: 400 });
    expect(valueOf('getManualRebate', await t.call('getManualRebate', { token }))).toMatchObject({
      rebatableAmount: 2,
      items: [{ gameType: 'SPORTS', validBet: 400 }],
    });
    expect(t.violations).toEqual([]);
  });

  it('pays once under concurrent claims', async () => {
    await insertSettledBet(t, 'demosubplayer', { gameType: 'FISH', validBet: 3000 });
    const tokens = await Promise.all([1, 2, 3, 4].map(() => t.tokenFor('demosubplayer')));
    const expected = valueOf(
      'getManualRebate',
      await t.call('getManualRebate', { token: tokens[0] }),
    ).rebatableAmount;
    const before = mainBalanceCents(t, 'demosubplayer');
    const results = await Promise.all(
      tokens.map((token) => t.call('claimManualRebate', { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(mainBalanceCents(t, 'demosubplayer') - before).toBe(Math.round(expected * 100));
    expect(t.violations).toEqual([]);
  });

  it('refuses below the minimum and changes nothing', async () => {
    await freshMember(t, 'rebate_tester');
    const token = await t.tokenFor('rebate_tester');
    await insertSettledBet(t, 'rebate_tester', { gameType: 'LOTT', validBet: 300 });
    expect(
      valueOf('getManualRebate', await t.call('getManualRebate', { token })).rebatableAmount,
    ).toBe(0.9);
    const before = mainBalanceCents(t, 'rebate_tester');
    const claims = t.backend.db.rebateClaims.size;
    expect(await t.call('claimManualRebate', { token })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect(mainBalanceCents(t, 'rebate_tester')).toBe(before);
    expect(t.backend.db.rebateClaims.size).toBe(claims);
    expect(t.violations).toEqual([]);
  });

  it('is switched off with MANPLAYREB3 (403 feature_disabled)', async () => {
    const token = await t.tokenFor('demoplayer');
    t.backend.config.flags.MANPLAYREB3 = false;
    expect(await t.call('getManualRebate', { token })).toMatchObject({
      status: 403,
      body: { code: 'feature_disabled' },
    });
    expect(await t.call('claimManualRebate', { token })).toMatchObject({
      status: 403,
      body: { code: 'feature_disabled' },
    });
    expect(t.violations).toEqual([]);
  });
});

describe('missions', () => {
  it('claims a completed mission once and counts it in the summary', async () => {
    const token = await t.tokenFor('demoplayer');
    const summary = valueOf('getMissionSummary', await t.call('getMissionSummary', { token }));
    const statuses = new Map(summary.missions.map((m) => [m.missionId, m.status]));
    expect(statuses.get(404)).toBe('claim');
    expect(statuses.get(405)).toBe('process');
    expect(statuses.get(406)).toBe('claimed');
    expect(statuses.get(407)).toBe('coming');

    const tokens = await Promise.all([1, 2, 3].map(() => t.tokenFor('demoplayer')));
    const before = mainBalanceCents(t, 'demoplayer');
    const results = await Promise.all(
      tokens.map((tk) => t.call('claimMission', { token: tk, path: { missionId: 404 } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.code === 'already_claimed'),
    ).toBe(true);
    expect(mainBalanceCents(t, 'demoplayer') - before).toBe(500);

    const after = valueOf('getMissionSummary', await t.call('getMissionSummary', { token }));
    expect(after.claimableCount).toBe(summary.claimableCount - 1);
    expect(after.claimedAmount).toBe(summary.claimedAmount + 5);
    expect(after.missions.find((m) => m.missionId === 404)).toMatchObject({ status: 'claimed' });
    expect(await t.call('claimMission', { token, path: { missionId: 405 } })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect(t.violations).toEqual([]);
  });

  it('completes a bet mission from bets and pays it', async () => {
    await freshMember(t, 'mission_tester');
    const token = await t.tokenFor('mission_tester');
    await insertSettledBet(t, 'mission_tester', { gameType: 'LIVE', validBet: 600 });
    await insertSettledBet(t, 'mission_tester', { gameType: 'RNG', validBet: 900 });
    const halfway = valueOf(
      'getMissionSummary',
      await t.call('getMissionSummary', { token }),
    ).missions.find((m) => m.missionId === 401);
    expect(halfway).toMatchObject({ status: 'process', progress: 600 });
    await insertSettledBet(t, 'mission_tester', { gameType: 'LIVE', validBet: 600 });
    const done = valueOf(
      'getMissionSummary',
      await t.call('getMissionSummary', { token }),
    ).missions.find((m) => m.missionId === 401);
    expect(done).toMatchObject({ status: 'claim', progress: 1000, target: 1000 });
    const before = mainBalanceCents(t, 'mission_tester');
    expect(await t.call('claimMission', { token, path: { missionId: 401 } })).toMatchObject({
      status: 200,
      body: { value: { status: 'claimed' } },
    });
    expect(mainBalanceCents(t, 'mission_tester') - before).toBe(1000);
    expect(await t.call('claimMission', { token, path: { missionId: 401 } })).toMatchObject({
      status: 409,
      body: { code: 'already_claimed' },
    });
    expect(t.violations).toEqual([]);
  });

  it('ranks the leaderboard deterministically from bets and missions, masking other players', async () => {
    await freshMember(t, 'board_tester');
    const token = await t.tokenFor('board_tester');
    const first = valueOf(
      'getMissionLeaderboard',
      await t.call('getMissionLeaderboard', { token }),
    );
    const again = valueOf(
      'getMissionLeaderboard',
      await t.call('getMissionLeaderboard', { token }),
    );
    expect(again.list).toEqual(first.list);
    expect(first.self).toBeNull();
    expect(first.list.every((e) => e.player.includes('***'))).toBe(true);

    await insertSettledBet(t, 'board_tester', { gameType: 'SPORTS', validBet: 100_000 });
    const board = valueOf(
      'getMissionLeaderboard',
      await t.call('getMissionLeaderboard', { token, query: { count: 3 } }),
    );
    expect(board.list).toHaveLength(3);
    expect(board.list[0]).toMatchObject({ rank: 1, player: 'bo***er', prize: 888 });
    // 100,000.00 valid bet is 1,000 points; the weekly 5,000.00 mission (20 points) is complete too.
    expect(board.self).toEqual({ rank: 1, player: 'board_tester', score: 1020, prize: 888 });
    const scores = board.list.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const trial = memberNamed(t, 'demotrial');
    expect(board.list.some((e) => e.player === trial.account)).toBe(false);
    expect(t.violations).toEqual([]);
  });
});
