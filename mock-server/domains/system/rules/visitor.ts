/**
 * Who is asking and from where, as far as the sandbox can tell. Every host hands headers over the
 * same way; the browser host (MSW in the page) has no Host header, so the page's own origin is used.
 */
export interface HeaderSource {
  get(name: string): string | null;
}

/** The visitor address answered when no X-Forwarded-For says otherwise (RFC 5737 documentation range). */
export const sandboxVisitorIp = '203.0.113.24';

/** Where sandbox addresses point when the request names no host (vitest, scripts). */
export const fallbackSiteOrigin = 'http://localhost:4010';

const ipPattern = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:.]{2,45})$/;
const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]{1,5})?$/;

/** The visitor's IP: the first address of X-Forwarded-For when it is one, else the sandbox address. */
export function visitorIp(headers: HeaderSource): string {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
  return ipPattern.test(first) ? first : sandboxVisitorIp;
}

/**
 * The sandbox's little geo table: the three documentation ranges of RFC 5737 stand for three
 * countries, so demos can show a local visitor (203.0.113.x, the default) and foreign ones.
 */
export function countryOfIp(ip: string): string | null {
  if (ip.startsWith('203.0.113.')) return 'PH';
  if (ip.startsWith('198.51.100.')) return 'US';
  if (ip.startsWith('192.0.2.')) return 'VN';
  return null;
}

/** A `host[:port]` as browsers put it in `location.host` (names, IPv4, bracketed IPv6). */
export function isHostText(host: string): boolean {
  return host.length <= 253 && hostPattern.test(host);
}

function pageOrigin(): string | null {
  // Only defined when the mock runs inside the page (MSW service worker host).
  return typeof location === 'undefined' ? null : location.origin;
}

/**
 * The origin the portal reached the sandbox at, for absolute image, download and chat addresses
 * (the contract wants absolute `uri`s): forwarded or Host header, else the page's origin, else the
 * default sandbox port.
 */
export function siteOrigin(headers: HeaderSource): string {
  const host =
    headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? headers.get('host')?.trim() ?? '';
  if (host && isHostText(host)) {
    const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    return `${proto === 'https' ? 'https' : 'http'}://${host}`;
  }
  return pageOrigin() ?? fallbackSiteOrigin;
}

/** A sandbox path made absolute for this request; full addresses (and `javascript:` bait) pass unchanged. */
export function absoluteUrl(origin: string, target: string): string {
  return target.startsWith('/') ? `${origin}${target}` : target;
}
