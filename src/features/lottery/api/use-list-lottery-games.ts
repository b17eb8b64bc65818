import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import type { LanguageCode } from '../../../lib/i18n/languages';
import type { prizeModeParam } from '../rules/lottery-games';

/** `listLotteryGames` of a prize mode, in `language`. */
export function useListLotteryGames(
  prizeMode: ReturnType<typeof prizeModeParam>,
  language: LanguageCode | undefined,
) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/lottery/games',
      { params: { query: { prizeMode, language } } },
      { staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}
