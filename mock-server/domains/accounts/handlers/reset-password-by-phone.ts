import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resetPasswordByPhone } from '../rules/password-changes';
import { signIn } from '../rules/sessions';

export const resetPasswordByPhoneHandler = defineHandler(
  'resetPasswordByPhone',
  'anyone',
  async (ctx) => {
    const member = await resetPasswordByPhone(ctx.backend, ctx.body);
    if ('kind' in member) return member;
    return ok<'resetPasswordByPhone'>(await signIn(ctx.backend, member, ctx.request));
  },
);
