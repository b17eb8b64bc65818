import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../openapi/runtime/client/api-error';

/** How long an answer counts as fresh, by the kind of data (a query passes one of these). */
export const staleTimes = {
  /** Site settings, countries, validators: they change with a deploy, not during a visit. */
  site: Infinity,
  /** Catalogue data (hot games, game menus, banners, lists): minutes are fine. */
  catalogue: 5 * 60_000,
  /** The member's own data that moves on its own (balance, counts): ask again on every mount. */
  member: 0,
  /**
   * The member's data that only the member's own writes change (favourite ids): once per session;
   * the writes update the cache and a new session resets it.
   */
  session: Infinity,
} as const;

/**
 * A failure the server answered (an envelope or an HTTP error) is its verdict: asking again gives
 * the same answer, and the screen offers a Retry. Only a call that got no answer is tried once more.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== 0) return false;
  return failureCount < 1;
}

/**
 * The portal's one query cache. Window focus refetches nothing: the sandbox panel and the game
 * frames move focus all the time, and every screen reloads what it needs explicitly.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimes.catalogue,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
