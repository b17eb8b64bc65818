import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';

export const markFirstLoginHandler = defineHandler('markFirstLogin', 'anyone', async (ctx) => {
  const me = ctx.me();
  if (me.firstTimeLogin) {
    await ctx.backend.db.members.update(me.id, (m) => {
      m.firstTimeLogin = false;
    });
  }
  return ok<'markFirstLogin'>(null);
});
