import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { realityCheckView } from '../presenters';
import { callerSession } from '../rules/caller-session';
import { setRealityCheck } from '../rules/reality-check';

export const setRealityCheckHandler = defineHandler(
  'setRealityCheck',
  'realMember',
  async (ctx) => {
    const session = callerSession(ctx.session, 'setRealityCheck');
    const saved = await setRealityCheck(ctx.backend, ctx.me().id, ctx.body.intervalMinutes);
    return ok<'setRealityCheck'>(
      realityCheckView(saved.intervalMinutes, session, ctx.backend.clock.nowMs()),
    );
  },
);
