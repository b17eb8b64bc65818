import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { openedNumbersCount } from '../rules/lottery-numbers';

/** `listOpenedLotteryNumbers`: the latest results of a game. */
export function useListOpenedLotteryNumbers(gameCode: string | null) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/vn/numbers/opened',
      { params: { query: { gameCode: gameCode ?? '', count: openedNumbersCount } } },
      { enabled: gameCode !== null, staleTime: 0, select: (d) => d.value },
    ),
  );
}
