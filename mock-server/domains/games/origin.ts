/** Where `npm run mock` listens by default; used when a request does not say which host it reached. */
export const fallbackOrigin = 'http://127.0.0.1:4010';

const hostPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function firstValue(value: string | null): string | null {
  return value?.split(',')[0]?.trim() || null;
}

/**
 * The origin the caller reached the mock at, for the absolute URLs the contract asks for (images,
 * logos, launch addresses of the sandbox pages). Proxies' X-Forwarded-* win over Host; anything that
 * does not look like a host name falls back to the default origin rather than ending up in a URL.
 */
export function requestOrigin(headers: { get(name: string): string | null }): string {
  const host = firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host'));
  if (!host || !hostPattern.test(host)) return fallbackOrigin;
  const proto = firstValue(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}
