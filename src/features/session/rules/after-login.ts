import type { components } from '../../../../openapi/runtime/generated/openapi';

type LoginResult = components['schemas']['LoginResult'];

/** How the member signed in; only a password login can be forced to change the password. */
export type LoginKind = 'username' | 'sms' | 'freePlay' | 'phoneReset';

/**
 * Section 4: a password login with the default password `{secret}` or an expired password must
 * change it before going on; SMS (and firebase) logins never are.
 */
export function forcedPasswordChange(
  result: LoginResult,
  kind: LoginKind,
): 'defaultPassword' | 'expired' | null {
  if (kind !== 'username') return null;
  if (result.defaultPassword) return 'defaultPassword';
  if (result.passwordExpired) return 'expired';
  return null;
}

/** What follows a login: the forced password change, the after-login welcome, or nothing. */
export function nextDialogAfterLogin(
  result: LoginResult,
  kind: LoginKind,
): 'changePassword' | 'afterLogin' | null {
  if (forcedPasswordChange(result, kind)) return 'changePassword';
  return kind === 'username' || kind === 'sms' ? 'afterLogin' : null;
}
