import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import { availablePromoCount } from './available-count';
import { catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');
const anchor = new Date('2026-11-22T09:00:00.000Z');

describe('availablePromoCount', () => {
  it('counts joinable promotions plus claimable visible rewards', async () => {
    const db = await catalogueDb(anchor);
    const member = await playerIn(db, 'count01');
    const flags = defaultFeatureFlags();
    // Open to join: 301, 302, 304, 305, 306, 307, 310, 311, 312 (303 is joined, 308 coming, 309 ended).
    expect(availablePromoCount(db, member.id, now, flags)).toBe(9);
    const reward = {
      memberId: member.id,
      promotionId: null,
      title: 'R',
      rewardType: 'cash' as const,
      cashCents: 100,
      points: 0,
      requiredContact: 'none' as const,
      claimTime: null,
      source: 'reward' as const,
    };
    await db.rewards.insert({
      ...reward,
      id: 1,
      state: 'claim',
      createTime: '2026-11-21T00:00:00.000Z',
      expireTime: null,
    });
    await db.rewards.insert({
      ...reward,
      id: 2,
      state: 'claim',
      createTime: '2026-11-23T00:00:00.000Z',
      expireTime: null,
    });
    await db.rewards.insert({
      ...reward,
      id: 3,
      state: 'claim',
      createTime: '2026-11-01T00:00:00.000Z',
      expireTime: '2026-11-02T00:00:00.000Z',
    });
    await db.rewards.insert({
      ...reward,
      id: 4,
      state: 'claimed',
      createTime: '2026-11-01T00:00:00.000Z',
      expireTime: null,
    });
    expect(availablePromoCount(db, member.id, now, flags)).toBe(10);
  });
});
