import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';
import type { LanguageCode } from '../../../lib/i18n/languages';

/** Section 9: the popular list holds 20 games. */
export const popularCount = 20;

/** `listPopularGames` (count 20, needs a session): the most played games, most popular first. */
export function listPopularGames(language: LanguageCode) {
  return toResult(
    api.GET('/lgw/games/popular', { params: { query: { count: popularCount, language } } }),
  );
}
