import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { benefitsOf, servesVip, standingOf } from './vip-levels';

type PlayerRank = components['schemas']['PlayerRank'];
type PlayerRankLevel = components['schemas']['PlayerRankLevel'];

const level = (rankLevel: number, extra: Partial<PlayerRankLevel> = {}): PlayerRankLevel => ({
  rankLevel,
  labelName: `L${rankLevel}`,
  depositRequired: rankLevel * 1000,
  validBetRequired: rankLevel * 5000,
  upgradeBonus: rankLevel * 10,
  vipService: rankLevel > 4,
  ...extra,
});
const levels = [0, 1, 2, 3, 4, 5, 6].map((n) => level(n));

const rank = (rankLevel: number, progress: Partial<PlayerRank['progress']> = {}): PlayerRank => ({
  rankLevel,
  labelName: `L${rankLevel}`,
  nextRankLevel: rankLevel < 6 ? rankLevel + 1 : null,
  progress: {
    deposit: 0,
    depositRequired: 0,
    validBet: 0,
    validBetRequired: 0,
    percent: 0,
    ...progress,
  },
  levels,
});

describe('VIP levels', () => {
  it('serves ranks above 4 with the VIP customer service', () => {
    expect(servesVip(4)).toBe(false);
    expect(servesVip(5)).toBe(true);
  });

  it('lists a level bonus only when there is one, and its customer service', () => {
    expect(benefitsOf(level(0))).toEqual([{ kind: 'liveChat' }]);
    expect(benefitsOf(level(5))).toEqual([
      { kind: 'upgradeBonus', amount: 50 },
      { kind: 'vipService' },
    ]);
  });

  it('says what the next level still needs, never below zero', () => {
    const standing = standingOf(
      rank(2, {
        deposit: 3500.5,
        depositRequired: 3000,
        validBet: 1234.56,
        validBetRequired: 15000,
        percent: 8,
      }),
    );
    expect(standing.current?.rankLevel).toBe(2);
    expect(standing.next).toMatchObject({ depositToGo: 0, validBetToGo: 13765.44 });
    expect(standing.next?.level.rankLevel).toBe(3);
    expect(standing.percent).toBe(8);
  });

  it('has no next level at the top, and shows the top as complete', () => {
    const standing = standingOf(rank(6, { percent: 100 }));
    expect(standing.next).toBeNull();
    expect(standing.percent).toBe(100);
  });

  it('has no next level when the site does not list it', () => {
    const standing = standingOf({ ...rank(2, { percent: 40 }), levels: levels.slice(0, 3) });
    expect(standing.next).toBeNull();
    expect(standing.current?.rankLevel).toBe(2);
  });
});
