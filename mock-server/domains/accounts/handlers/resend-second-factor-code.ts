import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resendSecondFactorCode } from '../rules/second-factor-challenges';

export const resendSecondFactorCodeHandler = defineHandler(
  'resendSecondFactorCode',
  'anyone',
  async (ctx) => {
    const sent = await resendSecondFactorCode(ctx.backend, ctx.body.challengeId);
    if ('kind' in sent) return sent;
    return ok<'resendSecondFactorCode'>(sent);
  },
);
