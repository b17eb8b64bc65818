import { describe, expect, it } from 'vitest';
import { createMember } from '../../../core/members';
import { maskAccount, memberScore, missionLeaderboard } from './leaderboard';
import { betFor, catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');

describe('maskAccount', () => {
  it('keeps two letters at each end of longer names and less of short ones', () => {
    expect(maskAccount('demoplayer')).toBe('de***er');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
  });
});

describe('missionLeaderboard', () => {
  it('scores 1 point per 100.00 valid bet of the week plus completed missions, ranked with stable ties', async () => {
    const db = await catalogueDb(now);
    const alice = await playerIn(db, 'alice01');
    const bob = await playerIn(db, 'bob0002');
    const carol = await playerIn(db, 'carol03');
    const trial = await createMember(db, {
      account: 'trial9',
      password: 'x1',
      type: 4,
      createdAt: now.toISOString(),
    });
    await betFor(db, alice.id, {
      gameType: 'SPORTS',
      validBet: 1234,
      time: '2026-11-20T10:00:00.000Z',
    });
    await betFor(db, alice.id, {
      gameType: 'SPORTS',
      validBet: 99_999,
      time: '2026-11-15T23:59:59.000Z',
    });
    await betFor(db, bob.id, {
      gameType: 'LIVE',
      validBet: 1200,
      time: '2026-11-22T08:00:00.000Z',
    });
    await betFor(db, trial.id, {
      gameType: 'LIVE',
      validBet: 90_000,
      time: '2026-11-22T08:00:00.000Z',
    });
    await db.missionProgress.insert({
      id: `${carol.id}:404:O`,
      memberId: carol.id,
      missionId: 404,
      periodKey: 'O',
      progress: 1,
    });

    expect(memberScore(db, alice.id, now)).toBe(12);
    // 12 points of bets plus the daily live mission (1,000.00 reached today: 10 points).
    expect(memberScore(db, bob.id, now)).toBe(22);
    expect(memberScore(db, carol.id, now)).toBe(5);

    const board = missionLeaderboard(db, alice.id, 20, now);
    expect(board.list).toEqual([
      { rank: 1, player: 'bo***02', score: 22, prize: 888 },
      { rank: 2, player: 'al***01', score: 12, prize: 388 },
      { rank: 3, player: 'ca***03', score: 5, prize: 188 },
    ]);
    expect(board.self).toEqual({ rank: 2, player: 'alice01', score: 12, prize: 388 });
    expect(board).toMatchObject({
      startTime: '2026-11-16T00:00:00Z',
      endTime: '2026-11-22T23:59:59Z',
      updateTime: '2026-11-22T09:30:00Z',
    });
    expect(missionLeaderboard(db, alice.id, 1, now).list).toHaveLength(1);
    const nobody = await playerIn(db, 'nobody1');
    expect(missionLeaderboard(db, nobody.id, 20, now).self).toBeNull();
  });
});
