import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/create-db';
import { totalBalanceCents } from '../../../core/money';
import type { RewardRecord } from '../records';
import { rewardView } from '../presenters';
import { claimRewardFor, isRewardVisible, rewardStatus, visibleRewardsOf } from './rewards';
import { catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');

function reward(
  overrides: Partial<RewardRecord> & Pick<RewardRecord, 'id' | 'memberId'>,
): RewardRecord {
  return {
    promotionId: null,
    title: 'Test reward',
    rewardType: 'cash',
    cashCents: 1234,
    points: 0,
    state: 'claim',
    requiredContact: 'none',
    createTime: '2026-11-21T00:00:00.000Z',
    expireTime: '2026-11-30T00:00:00.000Z',
    claimTime: null,
    source: 'reward',
    ...overrides,
  };
}

const ledgerTotal = (db: Db) => db.ledger.all().reduce((sum, l) => sum + l.amountCents, 0);

describe('reward status and view', () => {
  it('turns an unclaimed reward close after its expiry, and hides it before its createTime', () => {
    const r = reward({ id: 1, memberId: 1 });
    expect(rewardStatus(r, now)).toBe('claim');
    expect(rewardStatus(r, new Date('2026-11-30T00:00:01.000Z'))).toBe('close');
    expect(rewardStatus({ ...r, state: 'claimed' }, new Date('2027-01-01T00:00:00.000Z'))).toBe(
      'claimed',
    );
    expect(isRewardVisible({ ...r, createTime: '2026-11-22T09:30:00.001Z' }, now)).toBe(false);
    expect(rewardView({ ...r, rewardType: 'points', points: 500, cashCents: 0 }, now).amount).toBe(
      500,
    );
    expect(rewardView(r, now).amount).toBe(12.34);
  });
});

describe('claimRewardFor', () => {
  it('credits a cash reward once into MAIN as a bonus and records it', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'reward_tester');
    await db.rewards.insert(reward({ id: 7001, memberId: member.id }));
    const claimed = await claimRewardFor(db, member, 7001, now);
    expect(claimed).toMatchObject({ state: 'claimed', claimTime: now.toISOString() });
    expect(await claimRewardFor(db, member, 7001, now)).toMatchObject({
      status: 409,
      envelope: { code: 'already_claimed' },
    });
    expect(totalBalanceCents(db, member.id)).toBe(1234);
    // Every cent in a wallet has its ledger entry (money enters only through moveMoney).
    expect(ledgerTotal(db)).toBe(1234);
    expect(db.ledger.all()).toMatchObject([
      { type: 'bonus', reference: 'REWARD-7001', walletCode: 'MAIN' },
    ]);
    expect(db.bonusDetailsOfMember(member.id)).toMatchObject([
      { amountCents: 1234, status: 'claimed', bonusType: 'reward' },
    ]);
  });

  it('grants points rewards without moving money and claims items without either', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'points_tester');
    await db.rewards.insert(
      reward({ id: 1, memberId: member.id, rewardType: 'points', cashCents: 0, points: 300 }),
    );
    await db.rewards.insert(
      reward({ id: 2, memberId: member.id, rewardType: 'item', cashCents: 0 }),
    );
    await claimRewardFor(db, member, 1, now);
    await claimRewardFor(db, member, 2, now);
    expect(db.ledger.size).toBe(0);
    expect(visibleRewardsOf(db, member.id, now).map((r) => r.state)).toEqual([
      'claimed',
      'claimed',
    ]);
  });

  it('needs the contact the reward asks for, and refuses other states', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'contact_tester');
    const withZalo = await playerIn(db, 'zalo_tester', { zalo: '0901234567' });
    await db.rewards.insert(reward({ id: 1, memberId: member.id, requiredContact: 'zalo' }));
    await db.rewards.insert(reward({ id: 2, memberId: member.id, requiredContact: 'whatsapp' }));
    await db.rewards.insert(reward({ id: 3, memberId: member.id, state: 'process' }));
    await db.rewards.insert(reward({ id: 4, memberId: member.id, state: 'rejected' }));
    await db.rewards.insert(reward({ id: 5, memberId: member.id, state: 'issued' }));
    await db.rewards.insert(reward({ id: 6, memberId: withZalo.id, requiredContact: 'zalo' }));
    expect(await claimRewardFor(db, member, 1, now)).toMatchObject({
      status: 400,
      envelope: { code: 'error_zalo' },
    });
    expect(await claimRewardFor(db, member, 2, now)).toMatchObject({
      status: 400,
      envelope: { code: 'error_whatsapp' },
    });
    expect(await claimRewardFor(db, member, 3, now)).toMatchObject({
      status: 409,
      envelope: { code: 'conflict' },
    });
    expect(await claimRewardFor(db, member, 4, now)).toMatchObject({
      status: 409,
      envelope: { code: 'conflict' },
    });
    expect(await claimRewardFor(db, member, 5, now)).toMatchObject({
      status: 409,
      envelope: { code: 'already_claimed' },
    });
    expect(await claimRewardFor(db, member, 6, now)).toMatchObject({
      status: 404,
      envelope: { code: 'not_found' },
    });
    expect(await claimRewardFor(db, withZalo, 6, now)).toMatchObject({ state: 'claimed' });
    expect(db.ledger.all().map((l) => l.memberId)).toEqual([withZalo.id]);
  });
});
