import { sandboxBase } from '../../../lib/site/sandbox-base';
import type { SocialProvider } from '../api/social-login';

/** Where the portal keeps the social sign-in it started (this tab only). */
export const socialRequestKey = 'socialLogin';

/** The portal's own return address of the provider's consent page. */
export const socialCallbackPath = '/oauth/callback';

export interface SocialRequest {
  provider: SocialProvider;
  state: string;
}

/** A fresh CSRF `state`: 16 random bytes as hex. */
export function newSocialState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stand-in provider's consent page (the sandbox serves it, offline). */
export function authorizeUrl(provider: SocialProvider, state: string): string {
  const query = new URLSearchParams({
    state,
    redirect_uri: `${sandboxBase}${socialCallbackPath}`,
  });
  return `${sandboxBase}/sandbox/oauth/${provider}/authorize?${query.toString()}`;
}

export function parseSocialRequest(text: string | null): SocialRequest | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SocialRequest>;
    if ((value.provider === 'facebook' || value.provider === 'google') && value.state)
      return { provider: value.provider, state: value.state };
  } catch {
    // Not ours: treated as no request.
  }
  return null;
}

export type CallbackVerdict =
  | { kind: 'exchange'; provider: SocialProvider; code: string; state: string }
  | { kind: 'cancelled'; provider: SocialProvider }
  | { kind: 'invalid' };

/**
 * What the callback address says, checked against the request this tab started: the `state` must
 * be the one kept (CSRF: a link from elsewhere, or a second use, is `invalid`); `error` is a
 * cancel at the provider; otherwise the code is exchanged.
 */
export function callbackVerdict(
  search: URLSearchParams,
  started: SocialRequest | null,
): CallbackVerdict {
  if (!started || search.get('state') !== started.state) return { kind: 'invalid' };
  if (search.get('error')) return { kind: 'cancelled', provider: started.provider };
  const code = search.get('code');
  if (!code) return { kind: 'invalid' };
  return { kind: 'exchange', provider: started.provider, code, state: started.state };
}
