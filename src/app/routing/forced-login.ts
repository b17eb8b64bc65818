/** Paths a visitor may open while the force-login flag is on (section 2). */
export const pathsAllowedWithoutLogin: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/**
 * The forced-login guard: active only when the flag to force login before home is on. Without a
 * session token, any other path goes to /login. Returns where to go, or null to stay.
 */
export function forcedLoginRedirect(input: {
  forceLogin: boolean;
  hasToken: boolean;
  pathname: string;
}): string | null {
  if (!input.forceLogin || input.hasToken) return null;
  return pathsAllowedWithoutLogin.includes(input.pathname) ? null : '/login';
}
