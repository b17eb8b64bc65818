import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client';
import type { ErrorKey } from '../../../openapi/runtime/client/api-error';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { gameMenusAtom, gameMenusLoadAtom, prizeModeAtom } from '../stores/game-area-atoms';
import { normaliseLanes, prizeModeOf } from './vendor-categories';

/**
 * Loads the game menus once per language (`getGameMenus`) into the game-area store, normalised as
 * section 4 says (esports split out of SPORTS, DS88 its own category), and derives the prize mode.
 * The header and the home lanes both use it; the load runs once, whoever asks first.
 */
export function useGameMenus(): {
  state: 'loading' | 'ready' | 'error';
  errorKey: ErrorKey | null;
  retry(): void;
} {
  const store = useStore();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const load = useAtomValue(gameMenusLoadAtom);

  const fetchMenus = useCallback(async () => {
    store.set(gameMenusLoadAtom, { language, state: 'loading' });
    const result = await toResult(api.GET('/lgw/games/game_menus'));
    if (store.get(gameMenusLoadAtom)?.language !== language) return;
    if (!result.ok) {
      store.set(gameMenusLoadAtom, { language, state: 'error', errorKey: result.error.key });
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

  const current = load?.language === language ? load : null;
  return {
    state: current?.state ?? 'loading',
    errorKey: current?.state === 'error' ? current.errorKey : null,
    retry: () => void fetchMenus(),
  };
}
