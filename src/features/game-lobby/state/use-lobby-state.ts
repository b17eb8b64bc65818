import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStillShown } from '../../../lib/routing/use-still-shown';
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
  const stillShown = useStillShown();
  const update = useCallback(
    (next: LobbyState, options: { replace?: boolean } = {}) => {
      // The player is already on the way elsewhere (a launch went to /game while that screen's code
      // loads, so the lobby still shows): a search that fires now must not pull them back.
      if (!stillShown()) return;
      setParams((current) => writeLobbyState(next, current), {
        replace: options.replace ?? false,
      });
    },
    [setParams, stillShown],
  );
  return { state, update };
}
