import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { hotGamesMapAtom } from '../../../lib/stores/game-area-atoms';
import { findHotGame, lobbyRouteForGame } from '../rules/game-lobby-route';

/**
 * A game banner's click: launching needs a session (section 4), so it goes through the protected
 * action gate (login dialog without one; trial accounts may play). Game launch itself lands with
 * issue 5; until then the banner leads to the game's lobby, found among the hot games.
 */
export function useGameBanner(): (nodeId: string) => void {
  const protect = useProtectedAction({ allowTrial: true });
  const hotGames = useAtomValue(hotGamesMapAtom);
  const warn = useSetAtom(warningAtom);
  const navigate = useNavigate();

  const goToLobby = useCallback(
    async (nodeId: string) => {
      let game = findHotGame(hotGames, nodeId);
      if (!game) {
        const result = await toResult(api.GET('/lgw/games/hot'));
        if (!result.ok) {
          warn({ key: result.error.key });
          return;
        }
        game = findHotGame(result.value, nodeId);
      }
      if (!game) {
        warn({ key: 'not_found' });
        return;
      }
      void navigate(lobbyRouteForGame(game));
    },
    [hotGames, navigate, warn],
  );

  return useCallback(
    (nodeId: string) => protect(() => void goToLobby(nodeId)),
    [protect, goToLobby],
  );
}
