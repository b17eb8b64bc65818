import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { changePassword } from '../rules/password-changes';

export const changePasswordHandler = defineHandler('changePassword', 'realMember', async (ctx) => {
  const refused = await changePassword(ctx.backend, ctx.me(), ctx.body);
  return refused ?? ok<'changePassword'>(null);
});
