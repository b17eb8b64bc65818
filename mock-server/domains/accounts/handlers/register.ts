import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { registerPlayer } from '../rules/registration';
import { signIn } from '../rules/sessions';

export const registerHandler = defineHandler('register', 'anyone', async (ctx) => {
  const member = await registerPlayer(ctx.backend, 'username', ctx.body);
  if ('kind' in member) return member;
  return created<'register'>(await signIn(ctx.backend, member, ctx.request));
});
