import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys (openapi-react-query's `[method, path, …]`, matched as prefixes) of the reads that an
 * application, a join or a raffle claim makes stale: the promotions themselves (list and detail
 * share the `/wps/promotion/` prefix with the rewards, which an approved application feeds), the
 * header's count (`getAvailablePromoCount`, copied into `availablePromoCountAtom`), the balance (a
 * cash prize goes to the main wallet) and the bonus history.
 */
export const promotionWriteStaleKeys = [
  ['get', '/wps/promotion/list'],
  ['get', '/wps/promotion/{promotionId}'],
  ['get', '/wps/promotion/available/count'],
  ['get', '/wps/promotion/rewards'],
  ['get', '/wps/promotion/bonus'],
  ['get', '/wps/v2/wallets/balance'],
] as const;

/** Marks those reads stale; the ones on screen (the list, the badge, the balance) ask again. */
export async function refreshAfterPromotionWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    promotionWriteStaleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
