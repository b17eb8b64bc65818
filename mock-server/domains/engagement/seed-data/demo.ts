import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { toCents } from '../../../core/money';
import { missingScreenshotRemark } from '../rules/apply-to-promotion';
import { addDays, addMinutes } from '../rules/calendar';
import { missionWindow } from '../rules/mission-progress';
import type { RecordKey } from '../../../seed/content/content-catalogue';
import { seededMessageTexts } from './seeded-texts';
import type { SeedWriters } from './writers';

const png = 'https://cdn.example.test/uploads/applications/demo-ticket.png';

interface DemoContext {
  db: Db;
  write: SeedWriters;
  /** The seed's hour: demo dates are this minus days or hours, so they are always in the past. */
  anchor: Date;
  now: Date;
}

const daysAgo = (c: DemoContext, days: number, hours = 0) =>
  addMinutes(addDays(c.anchor, -days), -hours * 60).toISOString();

function weekKey(c: DemoContext, missionId: number): string {
  const mission = c.db.missions.get(missionId);
  if (!mission) throw new Error(`mission ${missionId} is not seeded`);
  return missionWindow(mission, c.now).key;
}

/**
 * demoplayer: 6 messages (3 unread); rewards with 2 claimable (one needs a Zalo number), one
 * claimed, one expired and one that appears when a pending application is reviewed; an unclaimed
 * raffle prize; applications in every stage (joined, claimed, applying); a completed mission
 * (404, claimable), one in progress (405, 2 of 5) and one claimed (406); bonus history.
 */
export async function seedDemoPlayer(c: DemoContext, member: MemberRecord): Promise<void> {
  const { write } = c;
  const id = member.id;
  const messages: [RecordKey<'message'>, number, number, boolean][] = [
    ['message.welcome', 30, 0, true],
    ['message.demo-deposit', 12, 2, true],
    ['message.demo-first-bonus', 12, 1, true],
    ['message.demo-new-event', 2, 0, false],
    ['message.demo-withdrawal', 1, 0, false],
    ['message.demo-security', 0, 3, false],
  ];
  for (const [contentKey, days, hours, read] of messages) {
    const time = daysAgo(c, days, hours);
    await write.message({
      memberId: id,
      ...seededMessageTexts(contentKey, { name: member.account }),
      time,
      readTime: read ? addMinutes(new Date(time), 15).toISOString() : null,
    });
  }

  await write.reward({
    memberId: id,
    promotionId: 310,
    title: 'Weekend reload bonus',
    rewardType: 'cash',
    cashCents: toCents(58),
    points: 0,
    state: 'claim',
    requiredContact: 'none',
    createTime: daysAgo(c, 1),
    expireTime: addDays(c.anchor, 6).toISOString(),
    claimTime: null,
    source: 'promotion',
  });
  await write.reward({
    memberId: id,
    promotionId: null,
    title: 'Zalo exclusive bonus',
    rewardType: 'cash',
    cashCents: toCents(131),
    points: 0,
    state: 'claim',
    requiredContact: 'zalo',
    createTime: daysAgo(c, 2),
    expireTime: addDays(c.anchor, 5).toISOString(),
    claimTime: null,
    source: 'reward',
  });
  await write.reward({
    memberId: id,
    promotionId: null,
    title: 'Birthday gift',
    rewardType: 'points',
    cashCents: 0,
    points: 500,
    state: 'claimed',
    requiredContact: 'none',
    createTime: daysAgo(c, 40),
    expireTime: null,
    claimTime: daysAgo(c, 40, -1),
    source: 'reward',
  });
  await write.reward({
    memberId: id,
    promotionId: null,
    title: 'Weekly cashback',
    rewardType: 'cash',
    cashCents: toCents(12),
    points: 0,
    state: 'claim',
    requiredContact: 'none',
    createTime: daysAgo(c, 8),
    expireTime: daysAgo(c, 1),
    claimTime: null,
    source: 'reward',
  });

  // Joined the first deposit bonus (no review).
  await write.application({
    memberId: id,
    promotionId: 301,
    comment: '',
    images: [],
    applyTime: daysAgo(c, 13),
    outcome: 'joined',
    reviewAt: daysAgo(c, 13),
    reviewRemark: null,
    rewardId: null,
  });
  // Applied to the sports promotion, approved after 10 minutes, bonus claimed the next day.
  const sportsApplied = daysAgo(c, 5);
  const sportsReviewed = addMinutes(new Date(sportsApplied), 10).toISOString();
  const sportsReward = await write.reward({
    memberId: id,
    promotionId: 302,
    title: 'Share your big sports win: application bonus',
    rewardType: 'cash',
    cashCents: toCents(58),
    points: 0,
    state: 'claimed',
    requiredContact: 'none',
    createTime: sportsReviewed,
    expireTime: addDays(new Date(sportsReviewed), 7).toISOString(),
    claimTime: daysAgo(c, 4),
    source: 'promotion',
  });
  await write.application({
    memberId: id,
    promotionId: 302,
    comment: 'Parlay of 4 at odds 12.40, paid 1,240.00!',
    images: [{ url: png, mimeType: 'image/png', bytes: 182_344 }],
    applyTime: sportsApplied,
    outcome: 'approved',
    reviewAt: sportsReviewed,
    reviewRemark: 'Approved: the bonus is waiting in your reward centre.',
    rewardId: sportsReward.id,
  });
  // Applied to the slot hall of fame an hour ago: under review for about a day.
  const slotApplied = addMinutes(c.anchor, -60);
  const slotReview = addMinutes(slotApplied, 24 * 60).toISOString();
  const slotReward = await write.reward({
    memberId: id,
    promotionId: 307,
    title: 'Slot big win hall of fame: application bonus',
    rewardType: 'cash',
    cashCents: toCents(88),
    points: 0,
    state: 'claim',
    requiredContact: 'none',
    createTime: slotReview,
    expireTime: addDays(new Date(slotReview), 7).toISOString(),
    claimTime: null,
    source: 'promotion',
  });
  await write.application({
    memberId: id,
    promotionId: 307,
    comment: '612x on Fortune Gems, screenshot attached.',
    images: [{ url: png, mimeType: 'image/png', bytes: 240_118 }],
    applyTime: slotApplied.toISOString(),
    outcome: 'approved',
    reviewAt: slotReview,
    reviewRemark: 'Approved: the bonus is waiting in your reward centre.',
    rewardId: slotReward.id,
  });

  await write.prize({
    memberId: id,
    promotionId: 304,
    prizeName: 'Lucky wheel 88.00 cash',
    prizeType: 'cash',
    cashCents: toCents(88),
    points: 0,
    wonTime: daysAgo(c, 1, 4),
    state: 'claim',
    claimTime: null,
  });

  await write.progress(id, 404, 'O', 1);
  await write.progress(id, 405, weekKey(c, 405), 2);
  await write.progress(id, 406, 'O', 1);
  await write.missionClaim(id, 406, 'O', toCents(5), daysAgo(c, 6));

  await write.bonus({
    memberId: id,
    title: '100% first deposit bonus',
    bonusType: 'promotion',
    promotionId: 301,
    amountCents: toCents(100),
    status: 'issued',
    time: daysAgo(c, 12, 1),
  });
  await write.bonus({
    memberId: id,
    title: 'Verify your mobile number',
    bonusType: 'mission',
    promotionId: null,
    amountCents: toCents(5),
    status: 'claimed',
    time: daysAgo(c, 6),
  });
  await write.bonus({
    memberId: id,
    title: 'Share your big sports win: application bonus',
    bonusType: 'promotion',
    promotionId: 302,
    amountCents: toCents(58),
    status: 'claimed',
    time: daysAgo(c, 4),
  });
  await write.bonus({
    memberId: id,
    title: 'Compensation for a game outage',
    bonusType: 'manual',
    promotionId: null,
    amountCents: toCents(15),
    status: 'issued',
    time: daysAgo(c, 3),
  });
  await write.bonus({
    memberId: id,
    title: 'Invite friends commission',
    bonusType: 'referral',
    promotionId: 303,
    amountCents: toCents(20),
    status: 'issued',
    time: daysAgo(c, 2),
  });
  await write.bonus({
    memberId: id,
    title: 'Live casino rebate 0.7%',
    bonusType: 'rebate',
    promotionId: 305,
    amountCents: toCents(12.34),
    status: 'issued',
    time: daysAgo(c, 1),
  });
}

/**
 * demovip: 5 messages (2 unread); rewards with 2 claimable plus an approved application's bonus
 * (one needs a WhatsApp id), one issued by the operator; a raffle with a points prize to claim and
 * a cash prize claimed; a rejected application; missions 405 and 406 completed, 404 claimed.
 */
export async function seedDemoVip(c: DemoContext, member: MemberRecord): Promise<void> {
  const { write } = c;
  const id = member.id;
  const messages: [RecordKey<'message'>, number, number, boolean][] = [
    ['message.vip-welcome', 20, 0, true],
    ['message.vip-maintenance', 9, 0, true],
    ['message.vip-application', 2, 0, true],
    ['message.vip-gift', 1, 2, false],
    ['message.vip-wheel', 0, 5, false],
  ];
  for (const [contentKey, days, hours, read] of messages) {
    const time = daysAgo(c, days, hours);
    await write.message({
      memberId: id,
      ...seededMessageTexts(contentKey, { name: member.account }),
      time,
      readTime: read ? addMinutes(new Date(time), 30).toISOString() : null,
    });
  }

  await write.reward({
    memberId: id,
    promotionId: null,
    title: 'VIP monthly gift',
    rewardType: 'cash',
    cashCents: toCents(888),
    points: 0,
    state: 'claim',
    requiredContact: 'none',
    createTime: daysAgo(c, 1, 2),
    expireTime: addDays(c.anchor, 28).toISOString(),
    claimTime: null,
    source: 'reward',
  });
  await write.reward({
    memberId: id,
    promotionId: null,
    title: 'WhatsApp VIP bonus',
    rewardType: 'cash',
    cashCents: toCents(288),
    points: 0,
    state: 'claim',
    requiredContact: 'whatsapp',
    createTime: daysAgo(c, 3),
    expireTime: addDays(c.anchor, 4).toISOString(),
    claimTime: null,
    source: 'reward',
  });
  await write.reward({
    memberId: id,
    promotionId: null,
    title: 'VIP upgrade bonus',
    rewardType: 'cash',
    cashCents: toCents(1888),
    points: 0,
    state: 'issued',
    requiredContact: 'none',
    createTime: daysAgo(c, 15),
    expireTime: null,
    claimTime: null,
    source: 'reward',
  });

  await write.application({
    memberId: id,
    promotionId: 307,
    comment: 'Huge win on Sweet Bonanza, 740x!',
    images: [],
    applyTime: daysAgo(c, 3),
    outcome: 'rejected',
    reviewAt: addMinutes(new Date(daysAgo(c, 3)), 24 * 60).toISOString(),
    reviewRemark: missingScreenshotRemark,
    rewardId: null,
  });
  const sportsApplied = addMinutes(c.anchor, -120);
  const sportsReviewed = addMinutes(sportsApplied, 10).toISOString();
  const sportsReward = await write.reward({
    memberId: id,
    promotionId: 302,
    title: 'Share your big sports win: application bonus',
    rewardType: 'cash',
    cashCents: toCents(58),
    points: 0,
    state: 'claim',
    requiredContact: 'none',
    createTime: sportsReviewed,
    expireTime: addDays(new Date(sportsReviewed), 7).toISOString(),
    claimTime: null,
    source: 'promotion',
  });
  await write.application({
    memberId: id,
    promotionId: 302,
    comment: 'Single on the derby at 4.10.',
    images: [{ url: png, mimeType: 'image/png', bytes: 120_904 }],
    applyTime: sportsApplied.toISOString(),
    outcome: 'approved',
    reviewAt: sportsReviewed,
    reviewRemark: 'Approved: the bonus is waiting in your reward centre.',
    rewardId: sportsReward.id,
  });
  await write.application({
    memberId: id,
    promotionId: 310,
    comment: '',
    images: [],
    applyTime: daysAgo(c, 2),
    outcome: 'joined',
    reviewAt: daysAgo(c, 2),
    reviewRemark: null,
    rewardId: null,
  });

  await write.prize({
    memberId: id,
    promotionId: 304,
    prizeName: 'Lucky wheel 500 points',
    prizeType: 'points',
    cashCents: 0,
    points: 500,
    wonTime: daysAgo(c, 0, 5),
    state: 'claim',
    claimTime: null,
  });
  await write.prize({
    memberId: id,
    promotionId: 304,
    prizeName: 'Lucky wheel 188.00 cash',
    prizeType: 'cash',
    cashCents: toCents(188),
    points: 0,
    wonTime: daysAgo(c, 6),
    state: 'claimed',
    claimTime: daysAgo(c, 6, -1),
  });

  await write.progress(id, 404, 'O', 1);
  await write.missionClaim(id, 404, 'O', toCents(5), daysAgo(c, 10));
  await write.progress(id, 405, weekKey(c, 405), 5);
  await write.progress(id, 406, 'O', 1);

  await write.bonus({
    memberId: id,
    title: 'VIP upgrade bonus',
    bonusType: 'reward',
    promotionId: null,
    amountCents: toCents(1888),
    status: 'issued',
    time: daysAgo(c, 15),
  });
  await write.bonus({
    memberId: id,
    title: 'Complete your profile',
    bonusType: 'mission',
    promotionId: null,
    amountCents: toCents(5),
    status: 'claimed',
    time: daysAgo(c, 10),
  });
  await write.bonus({
    memberId: id,
    title: 'Lucky wheel 188.00 cash',
    bonusType: 'raffle',
    promotionId: 304,
    amountCents: toCents(188),
    status: 'claimed',
    time: daysAgo(c, 6, -1),
  });
  await write.bonus({
    memberId: id,
    title: 'Live casino rebate 0.7%',
    bonusType: 'rebate',
    promotionId: 305,
    amountCents: toCents(356.2),
    status: 'issued',
    time: daysAgo(c, 2),
  });
  await write.bonus({
    memberId: id,
    title: 'Weekend reload 20%',
    bonusType: 'promotion',
    promotionId: 310,
    amountCents: toCents(588),
    status: 'issued',
    time: daysAgo(c, 1),
  });
}

export type { DemoContext };
