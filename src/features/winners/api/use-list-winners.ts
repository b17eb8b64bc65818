import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** How many wins the board shows (the contract's default). */
export const winnersShown = 20;

/**
 * `listWinners`: the latest big wins, newest first, accounts masked by the server. Asked again on
 * every visit (the board moves as bets settle); the screen's Refresh asks at once.
 */
export function useListWinners() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/winners',
      { params: { query: { count: winnersShown } } },
      { staleTime: 0, select: (d) => d.value },
    ),
  );
}
