import type { SocialProvider } from '../api/social-login';
import { authorizeUrl, newSocialState, socialRequestKey } from '../rules/social-request';

/** Keeps a new state for this tab and goes to the provider's (stand-in) consent page. */
export function startSocialLogin(provider: SocialProvider): void {
  const state = newSocialState();
  sessionStorage.setItem(socialRequestKey, JSON.stringify({ provider, state }));
  window.location.assign(authorizeUrl(provider, state));
}
