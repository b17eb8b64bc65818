import { defineHandler } from '../../../core/define-handler';
import { created, refusals } from '../../../core/envelope';
import { applicationView } from '../presenters';
import { applyToPromotion } from '../rules/apply-to-promotion';

export const applyPromotionHandler = defineHandler('applyPromotion', 'realMember', async (ctx) => {
  const { db, clock, config } = ctx.backend;
  const promotion = db.promotions.get(ctx.path.promotionId);
  if (!promotion) return refusals.notFound('promotion');
  const now = clock.now();
  const result = await applyToPromotion(db, ctx.me(), promotion, ctx.body, now, config.flags);
  if ('kind' in result) return result;
  return created<'applyPromotion'>(applicationView(db, result, now));
});
