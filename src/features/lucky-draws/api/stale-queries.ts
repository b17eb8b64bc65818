import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys (openapi-react-query's `[method, path, …]`, matched as prefixes) a claim makes stale:
 * the draw's own state and history, the wallet balance (the header's pill, cash prizes), the
 * points balance and details (points prizes) and the bonus details. The points and balance reads
 * live in other slices, so their keys are named here rather than imported.
 */
export const luckyDrawStaleKeys = [
  ['get', '/wps/promotion/luckyDraw/redEnvelope'],
  ['get', '/wps/promotion/luckyDraw/prizeWheel'],
  ['get', '/wps/promotion/luckyDraws'],
  ['get', '/wps/v2/wallets/balance'],
  ['get', '/wps/points/balance'],
  ['get', '/wps/points/transactions'],
  ['get', '/wps/promotion/bonus'],
] as const;

export async function invalidateAfterDraw(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    luckyDrawStaleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
