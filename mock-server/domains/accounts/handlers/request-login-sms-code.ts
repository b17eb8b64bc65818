import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { withinLimit } from '../../../core/rate-limits';
import { sendLoginCode, smsCodeLimit } from '../rules/sms-requests';

export const requestLoginSmsCodeHandler = defineHandler(
  'requestLoginSmsCode',
  'anyone',
  async (ctx) => {
    const result = await withinLimit(ctx.backend, smsCodeLimit(ctx.backend, ctx.request), () =>
      sendLoginCode(ctx.backend, ctx.body),
    );
    return 'kind' in result ? result : ok<'requestLoginSmsCode'>(result, 'verification code sent');
  },
);
