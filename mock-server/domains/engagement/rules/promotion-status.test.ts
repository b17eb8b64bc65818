import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import { applyToPromotion } from './apply-to-promotion';
import { addMinutes } from './calendar';
import { promotionView } from '../presenters';
import {
  isPromotionEnabled,
  promotionStatusFor,
  promotionsInOrder,
  scheduleStatus,
} from './promotion-status';
import { catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z');
const anchor = new Date('2026-11-22T09:00:00.000Z');

describe('promotion status', () => {
  it('follows the dates for visitors: coming, join, close', async () => {
    const db = await catalogueDb(anchor);
    const flags = defaultFeatureFlags();
    const status = (id: number) => {
      const p = db.promotions.get(id);
      if (!p) throw new Error(`no promotion ${id}`);
      return promotionStatusFor(db, p, null, now, flags);
    };
    expect(status(308)).toBe('coming');
    expect(status(309)).toBe('close');
    expect(status(301)).toBe('join');
    const p302 = db.promotions.get(302);
    if (!p302) throw new Error('no 302');
    expect(scheduleStatus({ ...p302, endTime: '2026-11-22T09:29:59.000Z' }, now)).toBe('close');
  });

  it('ties REFERRAL to REFERRAL3 and its group MEMBERCENTER3; other promotions ignore it', async () => {
    const db = await catalogueDb(anchor);
    const referral = db.promotions.get(303);
    const deposit = db.promotions.get(301);
    if (!referral || !deposit) throw new Error('catalogue missing');
    const member = await playerIn(db, 'ref_tester');
    const flags = defaultFeatureFlags();
    expect(isPromotionEnabled(referral, flags)).toBe(true);
    expect(promotionStatusFor(db, referral, member.id, now, flags)).toBe('joined');
    expect(promotionView(referral, 'joined', { ...flags, REFERRAL3: false })).toMatchObject({
      enabled: false,
      promotionType: 'REFERRAL',
    });
    expect(promotionStatusFor(db, referral, member.id, now, { ...flags, REFERRAL3: false })).toBe(
      'close',
    );
    expect(isPromotionEnabled(referral, { ...flags, MEMBERCENTER3: false })).toBe(false);
    expect(isPromotionEnabled(deposit, { ...flags, REFERRAL3: false })).toBe(true);
  });

  it("shows a member's latest application status", async () => {
    const db = await catalogueDb(anchor);
    const flags = defaultFeatureFlags();
    const member = await playerIn(db, 'app_tester');
    const promotion = db.promotions.get(302);
    if (!promotion) throw new Error('no 302');
    await applyToPromotion(db, member, promotion, { comment: 'no picture' }, now, flags);
    expect(promotionStatusFor(db, promotion, member.id, now, flags)).toBe('applying');
    expect(promotionStatusFor(db, promotion, member.id, addMinutes(now, 10), flags)).toBe(
      'rejected',
    );
  });

  it('lists in display order and filters by category (ALL is every one)', async () => {
    const db = await catalogueDb(anchor);
    expect(promotionsInOrder(db).map((p) => p.id)).toEqual([
      301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312,
    ]);
    expect(promotionsInOrder(db, 'ALL')).toHaveLength(12);
    expect(promotionsInOrder(db, 'RNG').map((p) => p.id)).toEqual([307]);
  });
});
