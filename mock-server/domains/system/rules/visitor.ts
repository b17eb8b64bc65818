/**
 * Who is asking, as far as the sandbox can tell. Where the request reached the sandbox is
 * core/site-origin.ts (one rule for every absolute address the mock hands out).
 */
import type { HeaderSource } from '../../../core/site-origin';

/** The visitor address answered when no X-Forwarded-For says otherwise (RFC 5737 documentation range). */
export const sandboxVisitorIp = '203.0.113.24';

const ipPattern = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:.]{2,45})$/;

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
