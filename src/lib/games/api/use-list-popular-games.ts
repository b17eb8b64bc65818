import type { LanguageCode } from '../../i18n/languages';
import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** Section 9: the popular list holds 20 games. */
export const popularCount = 20;

/** The query of `listPopularGames` in `language` (login prefetches it, home shows it). */
export function listPopularGamesOptions(language: LanguageCode) {
  return $api.queryOptions(
    'get',
    '/lgw/games/popular',
    { params: { query: { count: popularCount, language } } },
    { staleTime: staleTimes.member },
  );
}

/** `listPopularGames`: the signed-in member's popular list (`enabled` false for a visitor). */
export function useListPopularGames(language: LanguageCode, enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/games/popular',
      { params: { query: { count: popularCount, language } } },
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
