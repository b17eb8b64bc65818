import type { components } from '../../../../openapi/runtime/generated/openapi';

type LoginResult = components['schemas']['LoginResult'];

/** How the member signed in; only a password login can be forced to change the password. */
export type LoginKind = 'username' | 'sms' | 'freePlay' | 'phoneReset' | 'social';

/** The platform's default password (section 9: "Default forcing password"). */
export const defaultForcingPassword = '{secret}';

/**
 * Section 4: a password login where the member TYPED the default password `{secret}` (trimmed, as
 * the form trims it), or whose password is expired, must change it before going on; SMS (and
 * firebase) logins never are. The typed password decides, so a backend that answers only the
 * spec's login fields (no `defaultPassword`) forces the change too; the mock's `defaultPassword`
 * is honoured where a backend sends it.
 */
export function forcedPasswordChange(
  result: LoginResult,
  kind: LoginKind,
  typedPassword?: string,
): 'defaultPassword' | 'expired' | null {
  if (kind !== 'username') return null;
  if (typedPassword?.trim() === defaultForcingPassword || result.defaultPassword)
    return 'defaultPassword';
  if (result.passwordExpired) return 'expired';
  return null;
}

/** What follows a login: the forced password change, the after-login welcome, or nothing. */
export function nextDialogAfterLogin(
  result: LoginResult,
  kind: LoginKind,
  typedPassword?: string,
): 'changePassword' | 'afterLogin' | null {
  if (forcedPasswordChange(result, kind, typedPassword)) return 'changePassword';
  return kind === 'username' || kind === 'sms' || kind === 'social' ? 'afterLogin' : null;
}
