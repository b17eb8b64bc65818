import { isHostText } from '../../../core/site-origin';

export type SiteHostVerdict = 'known' | 'unknown' | 'malformed';

function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1).toLowerCase();
  return (host.split(':')[0] ?? '').toLowerCase();
}

function isPrivateOrLoopback(hostname: string): boolean {
  if (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost') ||
    hostname.endsWith('.local')
  )
    return true;
  const octets = hostname.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255))
    return false;
  const [a = -1, b = -1] = octets;
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * Whether `getPermission` has a site for a host (the contract: unknown hosts answer 404). The sandbox
 * serves whoever reaches it locally, so it knows: the host the request itself came to, loopback and
 * private-network addresses (demo staff on a LAN), single-label and `.local` names, and the hosts of
 * its domain routes. Anything else (a public name it was not reached at) is unknown.
 */
export function siteHostVerdict(
  host: string,
  context: { requestHost: string | null; routeDomains: readonly string[] },
): SiteHostVerdict {
  if (!isHostText(host)) return 'malformed';
  const lower = host.toLowerCase();
  if (context.requestHost && context.requestHost.toLowerCase() === lower) return 'known';
  const hostname = hostnameOf(lower);
  if (isPrivateOrLoopback(hostname) || !hostname.includes('.')) return 'known';
  const routeHosts = context.routeDomains.flatMap((domain) => {
    try {
      return [new URL(domain).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  return routeHosts.includes(hostname) ? 'known' : 'unknown';
}
