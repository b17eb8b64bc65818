import { defineHandler } from '../../../core/define-handler';
import { fail, ok } from '../../../core/envelope';
import { exclusionFailure } from '../../protection/rules/exclusion-store';
import { loginGuardKey, loginLockFailure } from '../../accounts/rules/login-guard';
import { signIn } from '../../accounts/rules/sessions';
import { signInLinksOf } from '../rules/sign-in-links';

/**
 * Trades a one-time sign-in code for a session, through the login's own `signIn` (the portal then
 * follows its login success path). The login rules that apply without a password hold: a frozen
 * account, a time-out or self-exclusion and a locked name are refused with the login's answers.
 * Open to every caller, like the login (`isOpenControlPath`): the code is the credential.
 */
export const redeemSignInLinkHandler = defineHandler('redeemSignInLink', 'anyone', async (ctx) => {
  const { backend } = ctx;
  const outcome = signInLinksOf(backend.db).redeem(ctx.path.code, backend.clock.nowMs());
  if (outcome.kind !== 'ok') {
    if (outcome.kind === 'used')
      return fail(410, 'sign_in_link_used', 'this sign-in link was used already');
    if (outcome.kind === 'expired')
      return fail(410, 'sign_in_link_expired', 'this sign-in link has expired');
    return fail(404, 'sign_in_link_unknown', 'this sign-in link is not known');
  }
  const member = backend.db.members.get(outcome.memberId);
  // After a reset or a restored snapshot the id may belong to another member: not this link's.
  if (!member || (outcome.account !== null && member.account !== outcome.account))
    return fail(404, 'sign_in_link_unknown', 'this sign-in link is not known');
  if (member.status !== 'normal')
    return fail(403, 'non_member_login', 'non-member accounts cannot log in');
  const refused =
    loginLockFailure(backend, loginGuardKey('username', member.account)) ??
    exclusionFailure(backend.db, member.id, backend.clock.nowMs());
  if (refused) return refused;
  return ok<'redeemSignInLink'>(await signIn(backend, member, ctx.request));
});
