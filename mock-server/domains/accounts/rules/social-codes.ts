/**
 * The one-time codes of the sandbox's stand-in social providers (contract `socialLogin`):
 * `sbx1.` + base64url JSON of the provider, the fake account, the state, a nonce and the issue
 * time. The consent page (sandbox-pages/oauth-consent-page.ts) makes them without any state, so it
 * works in every host; `socialLogin` checks them and remembers used nonces. No imports: the page
 * is loaded by the dev server's config too.
 */
export type SocialProvider = 'facebook' | 'google';

export interface SocialAccount {
  /** The provider's id of the person. */
  sub: string;
  name: string;
  email: string;
}

export interface SocialCode extends SocialAccount {
  provider: SocialProvider;
  state: string;
  nonce: string;
  /** When the consent page issued it (ms). */
  issuedAt: number;
}

const prefix = 'sbx1.';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeSocialCode(code: SocialCode): string {
  return `${prefix}${toBase64Url(JSON.stringify(code))}`;
}

const isText = (value: unknown, max = 256): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The code's content, or null when it is not a sandbox code of this shape. */
export function decodeSocialCode(text: string): SocialCode | null {
  if (!text.startsWith(prefix)) return null;
  const json = fromBase64Url(text.slice(prefix.length));
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.provider !== 'facebook' && v.provider !== 'google') return null;
  if (!isText(v.sub, 64) || !isText(v.name, 64) || !isText(v.email, 128)) return null;
  if (!isText(v.state, 128) || !isText(v.nonce, 64)) return null;
  if (typeof v.issuedAt !== 'number' || !Number.isFinite(v.issuedAt)) return null;
  return {
    provider: v.provider,
    sub: v.sub,
    name: v.name,
    email: v.email,
    state: v.state,
    nonce: v.nonce,
    issuedAt: v.issuedAt,
  };
}
