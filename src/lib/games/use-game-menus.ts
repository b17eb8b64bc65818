import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ErrorKey } from '../../../openapi/runtime/client/api-error';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { useLanguageCode } from '../../hooks/use-language-code';
import { gameMenusAtom, prizeModeAtom } from '../stores/game-area-atoms';
import { useGetGameMenus } from './api/use-get-game-menus';
import { prizeModeOf } from './vendor-categories';

/**
 * The game menus of the current language, copied into the game-area store of section 3 (which the
 * game cards, lobbies and lottery read) with the prize mode derived from them.
 */
export function useGameMenus(): {
  state: 'loading' | 'ready' | 'error';
  /** This language's menus once answered (the store has them a render later), else null. */
  lanes: components['schemas']['VendorLane'][] | null;
  errorKey: ErrorKey | null;
  retry(): void;
} {
  const query = useGetGameMenus(useLanguageCode());
  const setLanes = useSetAtom(gameMenusAtom);
  const setPrizeMode = useSetAtom(prizeModeAtom);
  const lanes = query.data;
  useEffect(() => {
    if (!lanes) return;
    setLanes(lanes);
    setPrizeMode(prizeModeOf(lanes));
  }, [lanes, setLanes, setPrizeMode]);

  return {
    state: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    lanes: lanes ?? null,
    errorKey: query.error?.key ?? null,
    retry: () => void query.refetch(),
  };
}
