import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { passSecondFactor } from '../rules/second-factor-login';
import { rememberAddress } from '../rules/second-factor-settings';
import { signIn } from '../rules/sessions';

/**
 * The session of a login that passed its second factor, as `login` would have issued it (the
 * password was right, so the member's own password is the typed one: a default or expired one
 * still forces the change); the login's address becomes a known one.
 */
export const verifySecondFactorHandler = defineHandler(
  'verifySecondFactor',
  'anyone',
  async (ctx) => {
    const passed = await passSecondFactor(ctx.backend, ctx.body);
    if ('kind' in passed) return passed;
    const { member, address } = passed;
    const session = await signIn(ctx.backend, member, ctx.request, {
      typedPassword: member.password,
    });
    await rememberAddress(ctx.backend.db, member.id, address);
    return ok<'verifySecondFactor'>(session);
  },
);
