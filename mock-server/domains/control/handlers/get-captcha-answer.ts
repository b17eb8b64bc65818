import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok, refusals } from '../../../core/envelope';
import { captchaText } from '../../accounts/rules/captcha-store';

export const getCaptchaAnswerHandler = defineHandler(
  'getCaptchaAnswer',
  'anyone',
  localOnly((ctx) => {
    const { captchaId } = ctx.path;
    const text = captchaText(ctx.backend.db, captchaId);
    if (text === null) return refusals.notFound(`captcha ${captchaId}`);
    return ok<'getCaptchaAnswer'>({ captchaId, text });
  }),
);
