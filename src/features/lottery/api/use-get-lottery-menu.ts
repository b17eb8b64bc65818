import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import type { LanguageCode } from '../../../lib/i18n/languages';

/** `getLotteryMenu`: every group of the brand's lotteries, in `language`. */
export function useGetLotteryMenu(language: LanguageCode | undefined) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/vn/games/game_menu',
      { params: { query: { language } } },
      { staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}
