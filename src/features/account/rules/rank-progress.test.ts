import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { amountToGo, nextRank } from './rank-progress';

type PlayerRank = components['schemas']['PlayerRank'];

const level = (rankLevel: number, labelName: string, deposit: number, bet: number) => ({
  rankLevel,
  labelName,
  depositRequired: deposit,
  validBetRequired: bet,
  upgradeBonus: 0,
  vipService: false,
});

const rank: PlayerRank = {
  rankLevel: 2,
  labelName: 'Silver',
  nextRankLevel: 3,
  progress: {
    deposit: 6500,
    depositRequired: 10000,
    validBet: 52000.5,
    validBetRequired: 50000,
    percent: 65,
  },
  levels: [
    level(0, 'Member', 0, 0),
    level(2, 'Silver', 5000, 20000),
    level(3, 'Gold', 10000, 50000),
  ],
};

describe('nextRank', () => {
  it('names the next level and what it still needs, nothing for a requirement already met', () => {
    expect(nextRank(rank)).toEqual({
      level: level(3, 'Gold', 10000, 50000),
      depositToGo: 3500,
      validBetToGo: 0,
    });
  });

  it('is null at the top level', () => {
    expect(nextRank({ ...rank, nextRankLevel: null })).toBeNull();
  });

  it('is null when the next level is not listed', () => {
    expect(nextRank({ ...rank, nextRankLevel: 9 })).toBeNull();
  });
});

describe('amountToGo', () => {
  it('rounds to cents', () => {
    expect(amountToGo(0.1, 0.3)).toBe(0.2);
  });
});
