import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';
import { gameMenusAtom, prizeModeAtom } from '../../../lib/stores/game-area-atoms';
import { normaliseLanes, prizeModeOf } from '../../../lib/games/vendor-categories';
import { gameMenusLoadAtom, type LoadState } from '../state/nav-atoms';

/**
 * Loads the game menus once per language (`getGameMenus`) into the game-area store, normalised as
 * section 4 says (esports split out of SPORTS, DS88 its own category), and derives the prize mode.
 */
export function useGameMenus(): { state: LoadState; retry(): void } {
  const store = useStore();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const load = useAtomValue(gameMenusLoadAtom);

  const fetchMenus = useCallback(async () => {
    store.set(gameMenusLoadAtom, { language, state: 'loading' });
    const result = await toResult(api.GET('/lgw/games/game_menus'));
    if (store.get(gameMenusLoadAtom)?.language !== language) return;
    if (!result.ok) {
      store.set(gameMenusLoadAtom, { language, state: 'error' });
      return;
    }
    const lanes = normaliseLanes(result.value);
    store.set(gameMenusAtom, lanes);
    store.set(prizeModeAtom, prizeModeOf(lanes));
    store.set(gameMenusLoadAtom, { language, state: 'ready' });
  }, [store, language]);

  useEffect(() => {
    if (store.get(gameMenusLoadAtom)?.language === language) return;
    void fetchMenus();
  }, [store, language, fetchMenus]);

  const state = load?.language === language ? load.state : 'loading';
  return { state, retry: () => void fetchMenus() };
}
