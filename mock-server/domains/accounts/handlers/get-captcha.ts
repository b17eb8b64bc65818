import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { clientKeyOf, issueCaptcha } from '../rules/captcha-store';

export const getCaptchaHandler = defineHandler('getCaptcha', 'anyone', async (ctx) => {
  const captcha = await issueCaptcha(ctx.backend, clientKeyOf(ctx.headers));
  return 'kind' in captcha ? captcha : ok<'getCaptcha'>(captcha);
});
