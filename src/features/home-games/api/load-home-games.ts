import { atom } from 'jotai';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { hotGamesMapAtom } from '../../../lib/stores/game-area-atoms';
import { hotGamesLoadAtom, popularGamesAtom } from '../state/home-games-atoms';
import { getHotGames } from './get-hot-games';
import { listPopularGames } from './list-popular-games';

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

/** The key `loadPopularGamesAtom` files a session's list under. */
export function popularKey(token: string, language: LanguageCode): string {
  return `${language} ${token}`;
}

/**
 * Loads the popular list for a session (its token) and language, unless loaded or loading for
 * them. An answer for a session or language no longer current (sign-out, another member, a
 * language switch while it was on its way) is dropped.
 */
export const loadPopularGamesAtom = atom(
  null,
  async (get, set, { token, language }: { token: string; language: LanguageCode }) => {
    const key = popularKey(token, language);
    const current = get(popularGamesAtom);
    if (current?.key === key && current.status !== 'failed') return;
    set(popularGamesAtom, { key, status: 'loading' });
    const result = await listPopularGames(language);
    if (get(popularGamesAtom)?.key !== key) return;
    set(
      popularGamesAtom,
      result.ok
        ? { key, status: 'ready', games: result.value }
        : { key, status: 'failed', errorKey: result.error.key },
    );
  },
);
