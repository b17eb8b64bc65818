import { defineHandler } from '../../../core/define-handler';
import { accepted, ok } from '../../../core/envelope';
import { withinLimit } from '../../../core/rate-limits';
import { authenticate } from '../rules/login';
import { startSecondFactor } from '../rules/second-factor-challenges';
import {
  needsSecondFactor,
  rememberAddress,
  secondFactorSettingsOf,
} from '../rules/second-factor-settings';
import { signIn } from '../rules/sessions';

/**
 * Failed logins are limited per client address across all names (`failedLoginsPerAddressPerHour`),
 * besides the lock per name (rules/login-guard.ts): a guessing flood over many names meets it.
 * A username login that owes a second factor answers 202 with its challenge and no session; an
 * SMS login is itself a proof of the phone and never does (rules/second-factor-settings.ts).
 */
export const loginHandler = defineHandler('login', 'anyone', async (ctx) => {
  const { address } = ctx.request;
  const member = await withinLimit(
    ctx.backend,
    {
      name: 'failedLogins',
      key: address,
      perHour: ctx.backend.config.failedLoginsPerAddressPerHour,
      what: 'failed logins from this address',
    },
    () => authenticate(ctx.backend, ctx.body, address),
    (result) => 'kind' in result && (result.status === 401 || result.status === 429),
  );
  if ('kind' in member) return member;
  const isSms = ctx.body.type === 'sms';
  if (!isSms && needsSecondFactor(secondFactorSettingsOf(ctx.backend.db, member.id), address))
    return accepted<'login'>(await startSecondFactor(ctx.backend, member, address));
  const typedPassword = isSms ? undefined : ctx.body.password;
  const session = await signIn(ctx.backend, member, ctx.request, {
    ...(typedPassword === undefined ? {} : { typedPassword }),
  });
  await rememberAddress(ctx.backend.db, member.id, address);
  return ok<'login'>(session);
});
