import { defineHandler } from '../../../core/define-handler';
import { created, ok, refusals } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { applicationView } from '../rules/applications';
import { applyToPromotion } from '../rules/apply-to-promotion';
import { availablePromoCount } from '../rules/available-count';
import { promotionStatusFor, promotionView, promotionsInOrder } from '../rules/promotion-status';

/** Open to visitors; with a session each status is the member's own. */
export const listPromotions = defineHandler('listPromotions', 'anyone', (ctx) => {
  const { db, clock, config } = ctx.backend;
  const now = clock.now();
  const memberId = ctx.member?.id ?? null;
  const list = promotionsInOrder(db, ctx.query.category).map((p) =>
    promotionView(p, promotionStatusFor(db, p, memberId, now, config.flags), config.flags),
  );
  return ok<'listPromotions'>({ list });
});

export const getPromotion = defineHandler('getPromotion', 'anyone', (ctx) => {
  const { db, clock, config } = ctx.backend;
  const promotion = db.promotions.get(ctx.path.promotionId);
  if (!promotion) return refusals.notFound('promotion');
  const status = promotionStatusFor(
    db,
    promotion,
    ctx.member?.id ?? null,
    clock.now(),
    config.flags,
  );
  return ok<'getPromotion'>(promotionView(promotion, status, config.flags));
});

export const applyPromotion = defineHandler('applyPromotion', 'realMember', async (ctx) => {
  const { db, clock, config } = ctx.backend;
  const promotion = db.promotions.get(ctx.path.promotionId);
  if (!promotion) return refusals.notFound('promotion');
  const now = clock.now();
  const result = await applyToPromotion(db, ctx.me(), promotion, ctx.body, now, config.flags);
  if ('kind' in result) return result;
  return created<'applyPromotion'>(applicationView(db, result, now));
});

/** Trial accounts get 0 rather than 403, so the header badge keeps working (contract). */
export const getAvailablePromoCount = defineHandler('getAvailablePromoCount', 'anyone', (ctx) => {
  const { db, clock, config } = ctx.backend;
  const member = ctx.me();
  const count =
    member.type === trialAccountType
      ? 0
      : availablePromoCount(db, member.id, clock.now(), config.flags);
  return ok<'getAvailablePromoCount'>({ count });
});
