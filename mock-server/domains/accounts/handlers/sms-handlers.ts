import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { sendLoginCode, sendRegisterCode } from '../rules/sms-requests';

/** SMS verification codes (the sandbox inbox receives them). */
export const smsHandlers = [
  defineHandler('requestLoginSmsCode', 'anyone', async (ctx) => {
    const result = await sendLoginCode(ctx.backend, ctx.body);
    return 'kind' in result ? result : ok<'requestLoginSmsCode'>(result, 'verification code sent');
  }),

  defineHandler('requestRegisterSmsCode', 'anyone', async (ctx) => {
    const result = await sendRegisterCode(ctx.backend, ctx.body);
    return 'kind' in result
      ? result
      : ok<'requestRegisterSmsCode'>(result, 'verification code sent');
  }),
];
