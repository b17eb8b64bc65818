import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import { tinyPng, catalogueDb, playerIn } from '../test-support';
import { applicationView } from '../presenters';
import { applicationStatus } from './applications';
import { applyToPromotion, missingScreenshotRemark } from './apply-to-promotion';
import { addDays, addMinutes } from './calendar';

const now = new Date('2026-11-22T09:30:00.000Z');
const anchor = new Date('2026-11-22T09:00:00.000Z');
const flags = defaultFeatureFlags();

async function setup() {
  const db = await catalogueDb(anchor);
  const member = await playerIn(db, 'apply_tester');
  const promotion = (id: number) => {
    const p = db.promotions.get(id);
    if (!p) throw new Error(`no promotion ${id}`);
    return p;
  };
  return { db, member, promotion };
}

describe('applyToPromotion', () => {
  it('approves an application with an image: applying until reviewAt, then the reward shows as claim', async () => {
    const { db, member, promotion } = await setup();
    const result = await applyToPromotion(
      db,
      member,
      promotion(302),
      { comment: 'ticket', images: [tinyPng] },
      now,
      flags,
    );
    if ('kind' in result) throw new Error(result.envelope.message);
    expect(result).toMatchObject({
      outcome: 'approved',
      reviewAt: addMinutes(now, 10).toISOString(),
    });
    const reward = result.rewardId !== null ? db.rewards.get(result.rewardId) : undefined;
    expect(reward).toMatchObject({
      cashCents: 5800,
      state: 'claim',
      createTime: result.reviewAt,
      memberId: member.id,
      promotionId: 302,
    });
    expect(applicationStatus(db, result, addMinutes(now, 9))).toBe('applying');
    expect(applicationView(db, result, addMinutes(now, 9)).reviewRemark).toBeNull();
    expect(applicationStatus(db, result, addMinutes(now, 10))).toBe('claim');
    expect(applicationView(db, result, addMinutes(now, 10)).reviewRemark).toContain('Approved');
    // Unclaimed for 7 days after the review: the reward expires and so does the application's status.
    expect(applicationStatus(db, result, addDays(addMinutes(now, 11), 7))).toBe('close');
  });

  it('rejects an application without images at review and lets the member apply again', async () => {
    const { db, member, promotion } = await setup();
    const first = await applyToPromotion(
      db,
      member,
      promotion(302),
      { comment: 'trust me' },
      now,
      flags,
    );
    if ('kind' in first) throw new Error(first.envelope.message);
    expect(first).toMatchObject({
      outcome: 'rejected',
      rewardId: null,
      reviewRemark: missingScreenshotRemark,
    });
    const early = await applyToPromotion(
      db,
      member,
      promotion(302),
      { images: [tinyPng] },
      addMinutes(now, 5),
      flags,
    );
    expect(early).toMatchObject({ kind: 'failure', status: 409 });
    const later = await applyToPromotion(
      db,
      member,
      promotion(302),
      { images: [tinyPng] },
      addMinutes(now, 10),
      flags,
    );
    expect(later).toMatchObject({ outcome: 'approved' });
    expect(db.rewards.size).toBe(1);
  });

  it('joins promotions without review at once and ignores comment and images', async () => {
    const { db, member, promotion } = await setup();
    const joined = await applyToPromotion(
      db,
      member,
      promotion(311),
      { comment: 'x', images: ['not checked'] },
      now,
      flags,
    );
    expect(joined).toMatchObject({
      outcome: 'joined',
      comment: '',
      images: [],
      reviewAt: now.toISOString(),
    });
    expect(await applyToPromotion(db, member, promotion(311), {}, now, flags)).toMatchObject({
      kind: 'failure',
      status: 409,
      envelope: { code: 'conflict' },
    });
  });

  it('refuses promotions not open to the member: coming, ended, referral, switched off', async () => {
    const { db, member, promotion } = await setup();
    for (const id of [308, 309, 303]) {
      expect(await applyToPromotion(db, member, promotion(id), {}, now, flags)).toMatchObject({
        status: 409,
        envelope: { code: 'conflict' },
      });
    }
    expect(
      await applyToPromotion(db, member, { ...promotion(311), enabled: false }, {}, now, flags),
    ).toMatchObject({ status: 409 });
    expect(db.promotionApplications.size).toBe(0);
  });

  it('refuses a bad image before storing anything', async () => {
    const { db, member, promotion } = await setup();
    const result = await applyToPromotion(
      db,
      member,
      promotion(307),
      { images: [tinyPng, tinyPng.replace('iVBOR', 'AAAAA')] },
      now,
      flags,
    );
    expect(result).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.images.1' },
    });
    expect(db.promotionApplications.size).toBe(0);
    expect(db.rewards.size).toBe(0);
  });
});
