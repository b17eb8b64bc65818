import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { promotionMemberView } from '../presenters';
import { promotionsInOrder } from '../rules/promotion-status';

/** Open to visitors; with a session each status (application, prize) is the member's own. Texts in `language`. */
export const listPromotionsHandler = defineHandler('listPromotions', 'anyone', (ctx) => {
  const { db, clock, config } = ctx.backend;
  const now = clock.now();
  const memberId = ctx.member?.id ?? null;
  const list = promotionsInOrder(db, ctx.query.category).map((p) =>
    promotionMemberView(db, p, memberId, now, config.flags, ctx.query.language ?? 'EN'),
  );
  return ok<'listPromotions'>({ list });
});
