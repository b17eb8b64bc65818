import { describe, expect, it } from 'vitest';
import { createGamesTables } from '../tables';
import {
  gameLaunchUrl,
  isLotteryGame,
  launchesKept,
  launchRefusal,
  lotteryLaunchUrl,
  recordLaunch,
} from './launch';

describe('launchRefusal', () => {
  const playable = { maintenanceHours: null };
  it('refuses trial accounts on real-money vendors only', () => {
    expect(launchRefusal(playable, { trialPlay: false }, { type: 4 })).toBe('trial');
    expect(launchRefusal(playable, undefined, { type: 4 })).toBe('trial');
    expect(launchRefusal(playable, { trialPlay: true }, { type: 4 })).toBeNull();
    expect(launchRefusal(playable, { trialPlay: false }, { type: 0 })).toBeNull();
    expect(launchRefusal(playable, { trialPlay: false }, { type: 1 })).toBeNull();
  });

  it('refuses games under maintenance, after the trial gate', () => {
    expect(launchRefusal({ maintenanceHours: 2 }, { trialPlay: true }, { type: 0 })).toBe(
      'maintenance',
    );
    expect(launchRefusal({ maintenanceHours: 2 }, { trialPlay: false }, { type: 4 })).toBe('trial');
  });
});

describe('launch addresses', () => {
  it('point at the sandbox pages and carry only the options given', () => {
    const url = new URL(
      gameLaunchUrl('http://127.0.0.1:4010', '1000001', 'tok', {
        language: 'EN',
        backUrl: 'http://x.test/rng?a=1&b=2',
      }),
    );
    expect(url.pathname).toBe('/sandbox/game/1000001');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok',
      lang: 'EN',
      backUrl: 'http://x.test/rng?a=1&b=2',
    });
    const lottery = new URL(
      lotteryLaunchUrl('https://demo.test', 'tok', { view: 'betting', gameCode: 'VNMB' }),
    );
    expect(lottery.origin + lottery.pathname).toBe('https://demo.test/sandbox/lottery');
    expect(Object.fromEntries(lottery.searchParams)).toEqual({
      area: 'VN',
      view: 'betting',
      gameCode: 'VNMB',
      token: 'tok',
    });
  });

  it('knows which games open through the lottery page', () => {
    expect(isLotteryGame({ gameType: 'LOTT', vendor: 'TCG_LOTTO_VN' })).toBe(true);
    expect(isLotteryGame({ gameType: 'ELOTT', vendor: 'ELOTT' })).toBe(true);
    expect(isLotteryGame({ gameType: 'RNG', vendor: 'PG' })).toBe(false);
  });

  it(`keeps the last ${launchesKept} launch tokens of a member`, async () => {
    const db = createGamesTables();
    for (let i = 0; i < launchesKept + 3; i += 1) {
      await recordLaunch(db, {
        id: `t${i}`,
        memberId: 1,
        nodeId: 'g',
        kind: 'game',
        createdAt: '2026-01-01T00:00:00Z',
      });
    }
    await recordLaunch(db, {
      id: 'other',
      memberId: 2,
      nodeId: 'g',
      kind: 'game',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(db.launchesOf(1).map((l) => l.id)).toEqual(
      Array.from({ length: launchesKept }, (_, i) => `t${i + 3}`),
    );
    expect(db.gameLaunches.get('t0')).toBeUndefined();
    expect(db.gameLaunches.get('other')).toBeDefined();
  });
});
