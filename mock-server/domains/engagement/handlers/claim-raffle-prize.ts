import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { rafflePrizeView } from '../presenters';
import { claimRafflePrizeFor } from '../rules/raffle';

export const claimRafflePrizeHandler = defineHandler(
  'claimRafflePrize',
  'realMember',
  async (ctx) => {
    const { db, clock } = ctx.backend;
    const result = await claimRafflePrizeFor(db, ctx.me(), ctx.body, clock.now());
    if ('kind' in result) return result;
    return ok<'claimRafflePrize'>(rafflePrizeView(result));
  },
);
