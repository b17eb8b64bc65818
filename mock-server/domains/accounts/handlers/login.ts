import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { authenticate } from '../rules/login';
import { signIn } from '../rules/sessions';

export const loginHandler = defineHandler('login', 'anyone', async (ctx) => {
  const member = await authenticate(ctx.backend, ctx.body);
  if ('kind' in member) return member;
  const typedPassword = ctx.body.type === 'sms' ? undefined : ctx.body.password;
  return ok<'login'>(
    await signIn(ctx.backend, member, ctx.request, {
      ...(typedPassword === undefined ? {} : { typedPassword }),
    }),
  );
});
