import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { brandLanguages } from '../../../lib/i18n/languages';
import {
  classifyTabsFor,
  readLobbyState,
  writeLobbyState,
  type GameType,
  type LobbyState,
} from '../rules/lobby-query';

/** The classify tabs of this site: bingo joins when the brand supports TY (src/lib/i18n). */
export const siteClassifyTabs = classifyTabsFor(brandLanguages);

/**
 * The lobby state lives in the URL: reading it is parsing the search parameters, changing it is
 * navigating. A choice pushes a history entry (back undoes it); typing a search replaces it.
 */
export function useLobbyState(gameKind: GameType): {
  state: LobbyState;
  update(next: LobbyState, options?: { replace?: boolean }): void;
} {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readLobbyState(params, { gameKind, classifyTabs: siteClassifyTabs }),
    [params, gameKind],
  );
  const update = useCallback(
    (next: LobbyState, options: { replace?: boolean } = {}) =>
      setParams((current) => writeLobbyState(next, current), {
        replace: options.replace ?? false,
      }),
    [setParams],
  );
  return { state, update };
}
