import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { withinLimit } from '../../../core/rate-limits';
import { sendRegisterCode, smsCodeLimit } from '../rules/sms-requests';

export const requestRegisterSmsCodeHandler = defineHandler(
  'requestRegisterSmsCode',
  'anyone',
  async (ctx) => {
    const result = await withinLimit(ctx.backend, smsCodeLimit(ctx.backend, ctx.request), () =>
      sendRegisterCode(ctx.backend, ctx.body),
    );
    return 'kind' in result
      ? result
      : ok<'requestRegisterSmsCode'>(result, 'verification code sent');
  },
);
