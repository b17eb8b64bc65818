import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { sendRegisterCode } from '../rules/sms-requests';

export const requestRegisterSmsCodeHandler = defineHandler(
  'requestRegisterSmsCode',
  'anyone',
  async (ctx) => {
    const result = await sendRegisterCode(ctx.backend, ctx.body);
    return 'kind' in result
      ? result
      : ok<'requestRegisterSmsCode'>(result, 'verification code sent');
  },
);
