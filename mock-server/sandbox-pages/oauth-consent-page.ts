import {
  encodeSocialCode,
  type SocialAccount,
  type SocialProvider,
} from '../domains/accounts/rules/social-codes.ts';
import { escapeHtml, page } from './html.ts';

/** The stand-in providers' fake people (the account chooser), plus a new one on every visit. */
export const fakeSocialAccounts: Record<SocialProvider, SocialAccount[]> = {
  facebook: [
    { sub: 'fb-1001', name: 'Alex Rivera', email: 'alex.rivera@facebook.example' },
    { sub: 'fb-1002', name: 'Bea Santos', email: 'bea.santos@facebook.example' },
  ],
  google: [
    { sub: 'gg-2001', name: 'Carlo Reyes', email: 'carlo.reyes@gmail.example' },
    { sub: 'gg-2002', name: 'Dana Cruz', email: 'dana.cruz@gmail.example' },
  ],
};

const providerNames: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };

/** Only the portal's own callback path may be returned to (no open redirect). */
export function allowedRedirect(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, 'http://sandbox.invalid');
    if (url.pathname !== '/oauth/callback' || url.search || url.hash) return null;
    return raw.startsWith('/') ? url.pathname : url.toString();
  } catch {
    return null;
  }
}

function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const style = `
  main { max-width: 440px; }
  button { background: #1d4ed8; }
  fieldset { border: 1px solid #3a4256; border-radius: 8px; padding: 8px 12px; margin: 16px 0; }
  legend { padding: 0 4px; }
  label { display: flex; gap: 10px; align-items: center; padding: 8px 0; cursor: pointer; }
  .muted { color: #b4bccb; font-size: 13px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; align-items: center; }
  .cancel { color: #9cc2ff; }
  @media (prefers-color-scheme: light) {
    body { background: #f6f7fb; color: #14161a; }
    fieldset { border-color: #c5cad6; }
    .muted { color: #4a5160; }
    .cancel { color: #1d4ed8; }
  }
`;

/**
 * `/sandbox/oauth/<provider>/authorize?state=&redirect_uri=`: the stand-in consent page. Each
 * choice carries its own one-time code; Allow goes back with the chosen one, Cancel with
 * `error=access_denied`. Stateless (`nowMs` is the sandbox clock where the host has one).
 */
export function oauthConsentPage(
  provider: SocialProvider,
  search: URLSearchParams,
  nowMs: number,
): { status: number; html: string } {
  const name = providerNames[provider];
  const state = search.get('state') ?? '';
  const redirect = allowedRedirect(search.get('redirect_uri'));
  if (!redirect || state.length < 16 || state.length > 128) {
    return {
      status: 400,
      html: page(
        `${name} sign-in`,
        `<main><span class="sandbox-tag">sandbox</span><h1>${name} sign-in</h1><p>This sign-in request is not valid: it needs a state and must return to the portal's /oauth/callback.</p></main>`,
        style,
      ),
    };
  }
  const newcomer: SocialAccount = {
    sub: `${provider === 'facebook' ? 'fb' : 'gg'}-new-${randomId()}`,
    name: 'New Player',
    email: `new.player.${randomId()}@${provider}.example`,
  };
  const accounts = [...fakeSocialAccounts[provider], newcomer];
  const choices = accounts
    .map((account, index) => {
      const code = encodeSocialCode({
        ...account,
        provider,
        state,
        nonce: randomId(),
        issuedAt: nowMs,
      });
      const label =
        account === newcomer
          ? 'A new account'
          : `${account.name} <span class="muted">${escapeHtml(account.email)}</span>`;
      return `<label><input type="radio" name="code" value="${escapeHtml(code)}"${index === 0 ? ' checked' : ''} /> ${label}</label>`;
    })
    .join('\n      ');
  const cancel = `${redirect}?error=access_denied&state=${encodeURIComponent(state)}`;
  return {
    status: 200,
    html: page(
      `Sign in with ${name}`,
      `<main>
  <span class="sandbox-tag">sandbox</span>
  <h1>Sign in with ${name}</h1>
  <p class="muted">A stand-in for ${name}: nothing leaves this machine. The portal will receive your name and email address.</p>
  <form method="get" action="${escapeHtml(redirect)}">
    <input type="hidden" name="state" value="${escapeHtml(state)}" />
    <fieldset>
      <legend>Choose an account</legend>
      ${choices}
    </fieldset>
    <div class="actions">
      <button type="submit">Allow</button>
      <a class="cancel" href="${escapeHtml(cancel)}">Cancel</a>
    </div>
  </form>
</main>`,
      style,
    ),
  };
}
