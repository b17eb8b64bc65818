import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { promotionView } from '../presenters';
import { promotionStatusFor } from '../rules/promotion-status';

export const getPromotionHandler = defineHandler('getPromotion', 'anyone', (ctx) => {
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
