import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure, Schemas } from '../../../core/handler-types';
import type { AccountsEnv } from '../../accounts/rules/accounts-env';
import { authenticatorCode } from '../../accounts/rules/authenticator-code';
import {
  canUseMethod,
  methodFor,
  secondFactorSettingsOf,
  updateSecondFactorSettings,
} from '../../accounts/rules/second-factor-settings';

/**
 * `setSecondFactor`: a member's mode, method and verification code (a method the member cannot
 * use is refused on `body.method`); `forgetAddresses` empties its known addresses. Answers the
 * settings, the method a login would now use and the current authenticator code.
 */
export async function changeSecondFactor(
  env: AccountsEnv,
  body: BodyOf<'setSecondFactor'>,
): Promise<Failure | Schemas['SandboxSecondFactor']> {
  const member = env.db.memberByAccount(body.account.trim().toLowerCase());
  if (!member) return refusals.notFound(`member ${body.account}`);
  const current = secondFactorSettingsOf(env.db, member.id);
  const verificationCode = body.verificationCode ?? current.verificationCode;
  if (body.method && !canUseMethod(member, { verificationCode }, body.method))
    return fail(400, 'validation_error', `${body.account} cannot use the method ${body.method}`, {
      field: 'body.method',
    });
  const settings = await updateSecondFactorSettings(env.db, member.id, (s) => {
    s.mode = body.mode;
    if (body.method) s.method = body.method;
    s.verificationCode = verificationCode;
    if (body.forgetAddresses) s.knownAddresses = [];
  });
  return {
    account: member.account,
    mode: settings.mode,
    method: methodFor(member, settings),
    knownAddresses: settings.knownAddresses,
    authenticatorSecret: settings.authenticatorSecret,
    authenticatorCode: authenticatorCode(settings.authenticatorSecret, env.clock.nowMs()),
  };
}
