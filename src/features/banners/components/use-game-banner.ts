import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { hotGamesMapAtom } from '../../../lib/stores/game-area-atoms';
import { findHotGame } from '../rules/find-hot-game';

/**
 * A game banner's click: launching needs a session (section 4), so it goes through the protected
 * action gate first (login dialog without one; trial accounts may play what the server allows).
 * The game, found among the hot games, then launches through the one launch path.
 */
export function useGameBanner(): (nodeId: string) => void {
  const protect = useProtectedAction({ allowTrial: true });
  const hotGames = useAtomValue(hotGamesMapAtom);
  const warn = useSetAtom(warningAtom);
  const launch = useLaunchGame();

  const launchGame = useCallback(
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
      launch(game);
    },
    [hotGames, launch, warn],
  );

  return useCallback(
    (nodeId: string) => protect(() => void launchGame(nodeId)),
    [protect, launchGame],
  );
}
