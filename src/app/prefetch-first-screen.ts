import type { QueryClient } from '@tanstack/react-query';
import { getAnnouncementsOptions } from '../features/banners/api/use-get-announcements';
import { storedLanguage } from '../lib/i18n/language-storage';

/**
 * The first screen's largest element is the banner (issue 17: largest contentful paint), and the
 * banners come with the announcements: asked for before the texts load and React renders, into the
 * cache the banner strip then reads (same query key), instead of after the first render.
 */
export function prefetchFirstScreen(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getAnnouncementsOptions(storedLanguage()));
}
