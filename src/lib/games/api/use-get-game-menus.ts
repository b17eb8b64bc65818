import type { LanguageCode } from '../../i18n/languages';
import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';
import { normaliseLanes } from '../vendor-categories';

/**
 * `getGameMenus` in `language`, normalised as section 4 says (esports split out of SPORTS, DS88 its
 * own category). The header, the home lanes and the footer read this one query.
 */
export function useGetGameMenus(language: LanguageCode) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/games/game_menus',
      { params: { query: { language } } },
      { staleTime: staleTimes.catalogue, select: (d) => normaliseLanes(d.value) },
    ),
  );
}
