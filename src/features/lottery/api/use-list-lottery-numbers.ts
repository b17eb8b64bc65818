import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { lotteryNumbersCount } from '../rules/lottery-numbers';

/** `listLotteryNumbers`: the current and upcoming draws of a game (count 100, section 9). */
export function useListLotteryNumbers(gameCode: string | null) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/lgw/vn/numbers',
      { params: { query: { gameCode: gameCode ?? undefined, count: lotteryNumbersCount } } },
      // Draws move with the clock: always asked again when shown (the page also refreshes them).
      { enabled: gameCode !== null, staleTime: 0, select: (d) => d.value },
    ),
  );
}
