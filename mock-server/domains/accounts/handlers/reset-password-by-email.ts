import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { sendPasswordResetMail } from '../rules/password-changes';

export const resetPasswordByEmailHandler = defineHandler(
  'resetPasswordByEmail',
  'anyone',
  async (ctx) => {
    const refused = await sendPasswordResetMail(ctx.backend, ctx.body);
    return refused ?? ok<'resetPasswordByEmail'>(null);
  },
);
