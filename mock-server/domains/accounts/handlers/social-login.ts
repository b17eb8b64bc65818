import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { rememberAddress } from '../rules/second-factor-settings';
import { signIn } from '../rules/sessions';
import { socialSignIn } from '../rules/social-login';

/** The provider proved the person: no second factor; the address becomes a known one. */
export const socialLoginHandler = defineHandler('socialLogin', 'anyone', async (ctx) => {
  const member = await socialSignIn(ctx.backend, ctx.body);
  if ('kind' in member) return member;
  const session = await signIn(ctx.backend, member, ctx.request);
  await rememberAddress(ctx.backend.db, member.id, ctx.request.address);
  return ok<'socialLogin'>(session);
});
