import type { components } from '../../../openapi/runtime/generated/openapi';
import { bannersOfGroup } from './rules/banner-link';

type Banner = components['schemas']['Banner'];

/**
 * Asks the browser for the image of `group`'s first banner at once, at high priority: called when
 * the banners arrive, before the texts have loaded and React has rendered the strip (on home and
 * the lobbies that image is the largest thing on the first screen, issue 17). The strip's own
 * `<img>` then takes it from the memory cache. Nothing for a group without banners.
 */
export function preloadFirstBanner(
  banners: readonly Banner[],
  group: string,
  doc: Document = document,
): void {
  const url = bannersOfGroup(banners, group)[0]?.url;
  if (!url) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  doc.head.append(link);
}
