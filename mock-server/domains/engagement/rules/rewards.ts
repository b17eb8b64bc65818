import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { fail, refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';

import { creditBonus } from './credit-bonus';
import type { RewardRecord } from '../records';

type ActivityStatus = Schemas['ActivityStatus'];

/** A reward is in the reward centre from its `createTime` (an approved application's appears at review). */
export function isRewardVisible(reward: RewardRecord, now: Date): boolean {
  return Date.parse(reward.createTime) <= now.getTime();
}

/** The stored state, except that an unclaimed reward past its `expireTime` is `close`. */
export function rewardStatus(reward: RewardRecord, now: Date): ActivityStatus {
  const open = reward.state === 'claim' || reward.state === 'process';
  if (open && reward.expireTime !== null && Date.parse(reward.expireTime) < now.getTime())
    return 'close';
  return reward.state;
}

/** The member's visible rewards, newest first. */
export function visibleRewardsOf(db: Db, memberId: number, now: Date): RewardRecord[] {
  return db
    .rewardsOfMember(memberId)
    .filter((r) => isRewardVisible(r, now))
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

const hasContact = (member: MemberRecord, field: 'zalo' | 'whatsapp') =>
  (member.profile[field] ?? '').trim() !== '';

/** Why a reward cannot be claimed now, or null when it can. */
export function rewardClaimRefusal(
  reward: RewardRecord,
  member: MemberRecord,
  now: Date,
): Failure | null {
  const status = rewardStatus(reward, now);
  if (status === 'claimed' || status === 'issued')
    return fail(409, 'already_claimed', 'this reward has already been claimed');
  if (status === 'close') return fail(409, 'conflict', 'this reward has expired');
  if (status === 'rejected') return fail(409, 'conflict', 'this reward was rejected');
  if (status !== 'claim') return fail(409, 'conflict', 'this reward is not reached yet');
  if (reward.requiredContact === 'zalo' && !hasContact(member, 'zalo')) {
    return fail(400, 'error_zalo', 'enter a Zalo number ID to redeem this bonus');
  }
  if (reward.requiredContact === 'whatsapp' && !hasContact(member, 'whatsapp')) {
    return fail(400, 'error_whatsapp', 'a WhatsApp ID is required for this bonus exchange');
  }
  return null;
}

/**
 * Claims a reward exactly once: cash enters the MAIN wallet as a bonus (ledger reference
 * `REWARD-<id>`), points are granted to the points balance, items are left to the operator.
 * The state flips to `claimed` in the same locked step, so a second claim is `already_claimed`.
 */
export async function claimRewardFor(
  db: Db,
  member: MemberRecord,
  rewardId: number,
  now: Date,
): Promise<RewardRecord | Failure> {
  const reward = db.rewards.get(rewardId);
  // Someone else's reward, or one not shown yet, is answered exactly like an unknown id.
  if (!reward || reward.memberId !== member.id || !isRewardVisible(reward, now))
    return refusals.notFound('reward');
  const refusal = rewardClaimRefusal(reward, member, now);
  if (refusal) return refusal;
  const time = now.toISOString();
  const reference = `REWARD-${reward.id}`;
  if (reward.rewardType === 'cash' && reward.cashCents > 0) {
    await creditBonus(db, {
      memberId: member.id,
      amountCents: reward.cashCents,
      title: reward.title,
      bonusType: reward.source,
      promotionId: reward.promotionId,
      reference,
      time,
    });
  }
  return db.rewards.update(reward.id, (r) => {
    r.state = 'claimed';
    r.claimTime = time;
  });
}
