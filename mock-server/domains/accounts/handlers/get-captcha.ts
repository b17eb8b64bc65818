import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { issueCaptcha } from '../rules/captcha-store';

export const getCaptchaHandler = defineHandler('getCaptcha', 'anyone', async (ctx) => {
  const captcha = await issueCaptcha(ctx.backend, ctx.request.address);
  if ('kind' in captcha) return captcha;
  return { ...ok<'getCaptcha'>(captcha.image), headers: { 'X-Captcha-Id': captcha.captchaId } };
});
