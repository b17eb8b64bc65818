import { describe, expect, it } from 'vitest';
import { forcedLoginRedirect } from './forced-login';

describe('forcedLoginRedirect', () => {
  it('does nothing while the flag is off', () => {
    expect(
      forcedLoginRedirect({ forceLogin: false, hasToken: false, pathname: '/rng' }),
    ).toBeNull();
  });

  it('sends a visitor without a token to /login from any other path', () => {
    for (const pathname of ['/', '/rng', '/promotions', '/game']) {
      expect(forcedLoginRedirect({ forceLogin: true, hasToken: false, pathname })).toBe('/login');
    }
  });

  it('lets a visitor open the allowed paths, and a signed-in member go anywhere', () => {
    for (const pathname of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(forcedLoginRedirect({ forceLogin: true, hasToken: false, pathname })).toBeNull();
    }
    expect(forcedLoginRedirect({ forceLogin: true, hasToken: true, pathname: '/rng' })).toBeNull();
  });
});
