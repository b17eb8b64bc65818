import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import type { LanguageCode } from '../../../lib/i18n/languages';

/** Every key of `getRecentLotteryMenu` (any language) starts with this. */
export const recentLotteryMenuKey = ['get', '/lgw/vn/games/game_menu/recent'] as const;

/** `getRecentLotteryMenu`: the lotteries the member played recently (a member query). */
export function useGetRecentLotteryMenu(language: LanguageCode | undefined, enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/vn/games/game_menu/recent',
      { params: { query: { language } } },
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
