import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { createTrialAccount } from '../rules/free-play';
import { signIn } from '../rules/sessions';

export const freePlayLoginHandler = defineHandler('freePlayLogin', 'anyone', async (ctx) => {
  const member = await createTrialAccount(ctx.backend, ctx.body);
  if ('kind' in member) return member;
  return ok<'freePlayLogin'>(await signIn(ctx.backend, member, ctx.request));
});
