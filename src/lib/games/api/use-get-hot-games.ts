import type { LanguageCode } from '../../i18n/languages';
import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/**
 * `getHotGames` in `language`: the hot games keyed by type (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG,
 * PVP). The home lanes, the lobbies' "hot" list and the game banners read this one query.
 */
export function useGetHotGames(language: LanguageCode) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/games/hot',
      { params: { query: { language } } },
      { staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}

/** The same query for `queryClient.fetchQuery` (the cached answer, else asked now). */
export function getHotGamesOptions(language: LanguageCode) {
  return $api.queryOptions(
    'get',
    '/lgw/games/hot',
    { params: { query: { language } } },
    { staleTime: staleTimes.catalogue },
  );
}
