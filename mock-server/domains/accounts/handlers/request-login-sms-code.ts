import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { sendLoginCode } from '../rules/sms-requests';

export const requestLoginSmsCodeHandler = defineHandler(
  'requestLoginSmsCode',
  'anyone',
  async (ctx) => {
    const result = await sendLoginCode(ctx.backend, ctx.body);
    return 'kind' in result ? result : ok<'requestLoginSmsCode'>(result, 'verification code sent');
  },
);
