import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';

/** Section 9: the popular list fetched right after login holds 20 games. */
export const popularCount = 20;

/** `listPopularGames` (count 20), fetched right after login (section 4). */
export function listPopularGames() {
  return toResult(api.GET('/lgw/games/popular', { params: { query: { count: popularCount } } }));
}

/** `markFirstLogin`, called once after a login whose `firstTimeLogin` was true. */
export function markFirstLogin() {
  return toResult(api.POST('/wps/member/firstLogin'));
}
