/** The brand's site domains: one registration link each. */
export const brandDomains: readonly string[] = ['www.demo-portal.test', 'm.demo-portal.test'];

/** One registration link per brand domain carrying the code, with a QR image of it. */
export function referralLinks(code: string): { domain: string; url: string; qrCodeUrl: string }[] {
  return brandDomains.map((domain) => ({
    domain,
    url: `https://${domain}/register?referralCode=${encodeURIComponent(code)}`,
    qrCodeUrl: `https://cdn.demo-portal.test/qr/${encodeURIComponent(code)}-${domain.split('.')[0] ?? 'www'}.png`,
  }));
}
