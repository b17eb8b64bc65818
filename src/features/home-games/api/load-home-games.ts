import { atom } from 'jotai';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { hotGamesMapAtom } from '../../../lib/stores/game-area-atoms';
import { hotGamesLoadAtom } from '../state/home-games-atoms';
import { getHotGames } from './get-hot-games';

/**
 * Loads the hot games into `hotGamesMapAtom` unless they are loaded or loading for this language
 * (a failed load is asked again). A late answer for a language no longer wanted is dropped.
 */
export const loadHotGamesAtom = atom(null, async (get, set, language: LanguageCode) => {
  const current = get(hotGamesLoadAtom);
  if (current?.language === language && current.status !== 'failed') return;
  set(hotGamesLoadAtom, { language, status: 'loading' });
  const result = await getHotGames(language);
  if (get(hotGamesLoadAtom)?.language !== language) return;
  if (!result.ok) {
    set(hotGamesLoadAtom, { language, status: 'failed', errorKey: result.error.key });
    return;
  }
  set(hotGamesMapAtom, result.value);
  set(hotGamesLoadAtom, { language, status: 'ready' });
});
