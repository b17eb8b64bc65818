import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { signOut } from '../rules/sessions';

export const logoutHandler = defineHandler('logout', 'anyone', async (ctx) => {
  if (ctx.session) await signOut(ctx.backend.db, ctx.session.id);
  return ok<'logout'>(null);
});
