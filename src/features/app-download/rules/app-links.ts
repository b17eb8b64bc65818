import type { components } from '../../../../openapi/runtime/generated/openapi';

type SystemResources = components['schemas']['SystemResources'];
type SystemResource = components['schemas']['SystemResource'];
export type AppKind = SystemResource['resourceType'];

/** The download page's order: the two store apps, then the lite web app. */
export const appKinds: readonly AppKind[] = ['IOS', 'ANDROID', 'LITE'];

export interface AppLink {
  kind: AppKind;
  /** Absolute address to open and to put in the QR code (a phone cannot scan a relative one). */
  href: string;
  label: string;
}

/**
 * The apps the site offers, in page order, each with an absolute address (a relative `url` is
 * taken from `origin`); a kind the site leaves out, or whose address is not http(s), is skipped.
 */
export function appLinksOf(resources: SystemResources, origin: string): AppLink[] {
  const links: AppLink[] = [];
  for (const kind of appKinds) {
    const resource = resources[kind];
    if (!resource) continue;
    let href: URL;
    try {
      href = new URL(resource.url, origin);
    } catch {
      continue;
    }
    if (href.protocol !== 'http:' && href.protocol !== 'https:') continue;
    links.push({ kind, href: href.toString(), label: resource.labelNameEn });
  }
  return links;
}
