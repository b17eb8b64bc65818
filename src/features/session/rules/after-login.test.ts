import { describe, expect, it } from 'vitest';
import { forcedPasswordChange, nextDialogAfterLogin } from './after-login';

const result = (extra: { defaultPassword?: boolean; passwordExpired?: boolean } = {}) => ({
  token: 'a'.repeat(32),
  firstTimeLogin: false,
  passwordExpired: extra.passwordExpired ?? false,
  userName: 'demoplayer',
  ...(extra.defaultPassword === undefined ? {} : { defaultPassword: extra.defaultPassword }),
});

describe('after a login (section 4)', () => {
  it('forces a change of the default password {secret} or of an expired one on a password login', () => {
    expect(forcedPasswordChange(result({ defaultPassword: true }), 'username')).toBe(
      'defaultPassword',
    );
    expect(forcedPasswordChange(result({ passwordExpired: true }), 'username')).toBe('expired');
    expect(nextDialogAfterLogin(result({ passwordExpired: true }), 'username')).toBe(
      'changePassword',
    );
  });

  it('never forces it after an SMS login', () => {
    expect(
      forcedPasswordChange(result({ defaultPassword: true, passwordExpired: true }), 'sms'),
    ).toBeNull();
    expect(nextDialogAfterLogin(result({ defaultPassword: true }), 'sms')).toBe('afterLogin');
  });

  it('shows the after-login welcome otherwise, and nothing after free play or a phone reset', () => {
    expect(nextDialogAfterLogin(result(), 'username')).toBe('afterLogin');
    expect(nextDialogAfterLogin(result(), 'freePlay')).toBeNull();
    expect(nextDialogAfterLogin(result(), 'phoneReset')).toBeNull();
  });

  it('forces the change on the typed default password against a backend without defaultPassword', () => {
    const spec = {
      token: 't'.repeat(32),
      firstTimeLogin: false,
      passwordExpired: false,
      userName: 'a',
    };
    expect(forcedPasswordChange(spec, 'username', ' {secret} ')).toBe('defaultPassword');
    expect(nextDialogAfterLogin(spec, 'username', '{secret}')).toBe('changePassword');
    expect(forcedPasswordChange(spec, 'username', 'demo1234')).toBeNull();
    expect(forcedPasswordChange(spec, 'sms', '{secret}')).toBeNull();
  });
});
