import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { promotionMemberView } from '../presenters';

export const getPromotionHandler = defineHandler('getPromotion', 'anyone', (ctx) => {
  const { db, clock, config } = ctx.backend;
  const promotion = db.promotions.get(ctx.path.promotionId);
  if (!promotion) return refusals.notFound('promotion');
  return ok<'getPromotion'>(
    promotionMemberView(
      db,
      promotion,
      ctx.member?.id ?? null,
      clock.now(),
      config.flags,
      ctx.query.language ?? 'EN',
    ),
  );
});
