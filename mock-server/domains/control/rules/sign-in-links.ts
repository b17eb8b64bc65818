import { randomHex } from '../../accounts/rules/random-values';

/** How long a sign-in link stays usable, on the sandbox clock. */
export const signInLinkMinutes = 5;

/** Links kept at most; the oldest go first (a flood of links cannot grow the table). */
export const maxSignInLinks = 1_000;

interface SignInLink {
  memberId: number;
  /** The account the link was made for: a reset can give its id to someone else. */
  account: string | null;
  expiresAtMs: number;
  used: boolean;
}

export type RedeemOutcome =
  | { kind: 'ok'; memberId: number; account: string | null }
  | { kind: 'unknown' | 'used' | 'expired' };

/**
 * One-time sign-in links for demo staff ("open the portal as this member"): a code bound to a
 * member, usable once, within `signInLinkMinutes` of the sandbox clock. Kept in memory per
 * sandbox (each isolated sandbox has its own backend, so its own store).
 */
export class SignInLinks {
  readonly #links = new Map<string, SignInLink>();

  issue(
    memberId: number,
    nowMs: number,
    newCode: () => string = () => randomHex(16),
    account: string | null = null,
  ): { code: string; expiresAtMs: number } {
    let code = newCode();
    while (this.#links.has(code)) code = newCode();
    const expiresAtMs = nowMs + signInLinkMinutes * 60_000;
    this.#links.set(code, { memberId, account, expiresAtMs, used: false });
    while (this.#links.size > maxSignInLinks) {
      const oldest = this.#links.keys().next().value;
      if (oldest === undefined) break;
      this.#links.delete(oldest);
    }
    return { code, expiresAtMs };
  }

  /** Uses the code up: the member it signs in, or why not (a used code stays known as used). */
  redeem(code: string, nowMs: number): RedeemOutcome {
    const link = this.#links.get(code);
    if (!link) return { kind: 'unknown' };
    if (link.used) return { kind: 'used' };
    if (nowMs >= link.expiresAtMs) return { kind: 'expired' };
    link.used = true;
    return { kind: 'ok', memberId: link.memberId, account: link.account };
  }

  get size(): number {
    return this.#links.size;
  }
}

const stores = new WeakMap<object, SignInLinks>();

/** The store of one sandbox, keyed by its database; a link names its account too, so a reset that gives its member id to someone else does not sign them in. */
export function signInLinksOf(db: object): SignInLinks {
  let store = stores.get(db);
  if (!store) {
    store = new SignInLinks();
    stores.set(db, store);
  }
  return store;
}

/** The portal page that redeems sign-in links (src/features/session/components/sign-in-link-screen.tsx). */
export const signInLinkPath = '/sign-in-link';

/** The portal address that redeems `code`, under the site's origin with its `/s/<id>` prefix. */
export function signInUrl(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}${signInLinkPath}?code=${encodeURIComponent(code)}`;
}
