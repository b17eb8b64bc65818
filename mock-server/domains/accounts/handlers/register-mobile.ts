import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { registerPlayer } from '../rules/registration';
import { signIn } from '../rules/sessions';

export const registerMobileHandler = defineHandler('registerMobile', 'anyone', async (ctx) => {
  const member = await registerPlayer(ctx.backend, 'mobile', ctx.body);
  if ('kind' in member) return member;
  return created<'registerMobile'>(await signIn(ctx.backend, member, ctx.request));
});
