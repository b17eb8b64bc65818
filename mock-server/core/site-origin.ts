/**
 * The one rule for the origin of every absolute address the mock hands out (images, logos, game and
 * lottery launches, chat, downloads): the contract wants absolute `uri`s, and they must point where
 * the portal reached the mock, or the browser follows them to a server that is not there.
 */
export interface HeaderSource {
  get(name: string): string | null;
}

/**
 * Used when a request names no usable host and there is no page around the mock (vitest in node,
 * scripts): where `npm run mock` listens by default.
 */
export const fallbackSiteOrigin = 'http://127.0.0.1:4010';

const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]{1,5})?$/;

/** A `host[:port]` as browsers put it in `location.host` (names, IPv4, bracketed IPv6). */
export function isHostText(host: string): boolean {
  return host.length <= 253 && hostPattern.test(host);
}

function firstValue(value: string | null): string | null {
  return value?.split(',')[0]?.trim() || null;
}

/**
 * The header through which the node host tells the pipeline the path prefix of an isolated sandbox
 * (`/s/<id>`): set from the request line, never from what the client sent (the host overrides it).
 */
export const sandboxPrefixHeader = 'x-sandbox-prefix';
const sandboxPrefixPattern = /^\/s\/[a-z0-9]{10}$/;

/** The isolated sandbox's prefix the host set, or '' (the root sandbox, every in-page host). */
function sandboxPrefix(headers: HeaderSource): string {
  const prefix = headers.get(sandboxPrefixHeader);
  return prefix && sandboxPrefixPattern.test(prefix) ? prefix : '';
}

/**
 * The rule itself, with the page's origin passed in: a proxy's X-Forwarded-Host (and -Proto) win over
 * Host; a host that does not look like one never ends up in a URL. Without a usable header (the
 * service worker host: browsers send no Host header to the page's own fetch) the page's origin is
 * used, and without a page the fallback. An isolated sandbox's addresses carry its `/s/<id>` prefix.
 */
export function resolveSiteOrigin(headers: HeaderSource, pageOrigin: string | null): string {
  const host = firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host'));
  if (host && isHostText(host)) {
    const proto = firstValue(headers.get('x-forwarded-proto'))?.toLowerCase();
    return `${proto === 'https' ? 'https' : 'http'}://${host}${sandboxPrefix(headers)}`;
  }
  return `${pageOrigin ?? fallbackSiteOrigin}${sandboxPrefix(headers)}`;
}

function currentPageOrigin(): string | null {
  // Defined only when the mock runs in a page: the MSW service worker host of `npm run dev`, or a
  // jsdom component test.
  return typeof location === 'undefined' ? null : location.origin;
}

/** The origin the caller reached the mock at (see `resolveSiteOrigin`). */
export function siteOrigin(headers: HeaderSource): string {
  return resolveSiteOrigin(headers, currentPageOrigin());
}

/** A sandbox path made absolute for this origin; full addresses (and `javascript:` bait) pass unchanged. */
export function absoluteUrl(origin: string, target: string): string {
  return target.startsWith('/') ? `${origin}${target}` : target;
}
