import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { withinLimit } from '../../../core/rate-limits';
import { authenticate } from '../rules/login';
import { signIn } from '../rules/sessions';

/**
 * Failed logins are limited per client address across all names (`failedLoginsPerAddressPerHour`),
 * besides the lock per name (rules/login-guard.ts): a guessing flood over many names meets it.
 */
export const loginHandler = defineHandler('login', 'anyone', async (ctx) => {
  const member = await withinLimit(
    ctx.backend,
    {
      name: 'failedLogins',
      key: ctx.request.address,
      perHour: ctx.backend.config.failedLoginsPerAddressPerHour,
      what: 'failed logins from this address',
    },
    () => authenticate(ctx.backend, ctx.body),
    (result) => 'kind' in result && (result.status === 401 || result.status === 429),
  );
  if ('kind' in member) return member;
  const typedPassword = ctx.body.type === 'sms' ? undefined : ctx.body.password;
  return ok<'login'>(
    await signIn(ctx.backend, member, ctx.request, {
      ...(typedPassword === undefined ? {} : { typedPassword }),
    }),
  );
});
