import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import type { LanguageCode } from '../../../lib/i18n/languages';

/** The `getAnnouncements` query in `language` (for seeding and reading the cache). */
export function getAnnouncementsOptions(language: LanguageCode) {
  return $api.queryOptions(
    'get',
    '/lgw/announcements',
    { params: { query: { language } } },
    { staleTime: staleTimes.catalogue },
  );
}

/**
 * `getAnnouncements` in `language`, as its banners (the bundle's `banners`, every group at once):
 * one request per language however many strips are on the page; each strip filters its group.
 */
export function useGetAnnouncements(language: LanguageCode) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/announcements',
      { params: { query: { language } } },
      { staleTime: staleTimes.catalogue, select: (d) => d.value.banners },
    ),
  );
}
