import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { realityCheckView } from '../presenters';
import { callerSession } from '../rules/caller-session';
import { intervalOf } from '../rules/reality-check';

export const getRealityCheckHandler = defineHandler('getRealityCheck', 'realMember', (ctx) => {
  const session = callerSession(ctx.session, 'getRealityCheck');
  const { db, clock } = ctx.backend;
  return ok<'getRealityCheck'>(
    realityCheckView(intervalOf(db, ctx.me().id), session, clock.nowMs()),
  );
});
