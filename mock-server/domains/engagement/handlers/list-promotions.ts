import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { promotionView } from '../presenters';
import { promotionStatusFor, promotionsInOrder } from '../rules/promotion-status';

/** Open to visitors; with a session each status is the member's own. */
export const listPromotionsHandler = defineHandler('listPromotions', 'anyone', (ctx) => {
  const { db, clock, config } = ctx.backend;
  const now = clock.now();
  const memberId = ctx.member?.id ?? null;
  const list = promotionsInOrder(db, ctx.query.category).map((p) =>
    promotionView(p, promotionStatusFor(db, p, memberId, now, config.flags), config.flags),
  );
  return ok<'listPromotions'>({ list });
});
