import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { LanguageCode } from '../../../lib/i18n/languages';

/** `getHotGames`: the hot games keyed by type (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP). */
export function getHotGames(language: LanguageCode) {
  return toResult(api.GET('/lgw/games/hot', { params: { query: { language } } }));
}
