import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys (openapi-react-query's `[method, path, …]`, matched as prefixes) of the reads the
 * engagement pages' writes make stale. Some of those reads live elsewhere: the reward badge's count
 * in the header (`getAvailablePromoCount`, copied into `availablePromoCountAtom`), the balance and
 * the mission summary in `src/lib/member/api`.
 */
export const staleKeys = {
  listRewards: ['get', '/wps/promotion/rewards'],
  availablePromoCount: ['get', '/wps/promotion/available/count'],
  bonusDetails: ['get', '/wps/promotion/bonus'],
  missionSummary: ['get', '/wps/mission/summary'],
  missionLeaderboard: ['get', '/wps/mission/leaderboard'],
  manualRebate: ['get', '/wps/promotion/rebate'],
  balance: ['get', '/wps/v2/wallets/balance'],
} as const;

export type StaleQuery = keyof typeof staleKeys;

/** Marks those reads stale; the ones on screen (a badge, the balance pill) ask again at once. */
export async function invalidate(
  queryClient: QueryClient,
  queries: readonly StaleQuery[],
): Promise<void> {
  await Promise.all(
    queries.map((query) => queryClient.invalidateQueries({ queryKey: staleKeys[query] })),
  );
}
