import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { availablePromoCount } from '../rules/available-count';

/** Trial accounts get 0 rather than 403, so the header badge keeps working (contract). */
export const getAvailablePromoCountHandler = defineHandler(
  'getAvailablePromoCount',
  'anyone',
  (ctx) => {
    const { db, clock, config } = ctx.backend;
    const member = ctx.me();
    const count =
      member.type === trialAccountType
        ? 0
        : availablePromoCount(db, member.id, clock.now(), config.flags);
    return ok<'getAvailablePromoCount'>({ count });
  },
);
