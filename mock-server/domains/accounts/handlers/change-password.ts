import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { changePassword } from '../rules/password-changes';
import { afterPasswordChange } from '../rules/sessions';

export const changePasswordHandler = defineHandler('changePassword', 'realMember', async (ctx) => {
  const member = ctx.me();
  const refused = await changePassword(ctx.backend, member, ctx.body);
  if (refused) return refused;
  if (ctx.session) await afterPasswordChange(ctx.backend.db, member.id, ctx.session.id);
  return ok<'changePassword'>(null);
});
