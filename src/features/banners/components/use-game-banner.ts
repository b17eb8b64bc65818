import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { getHotGamesOptions } from '../../../lib/games/api/use-get-hot-games';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { findHotGame } from '../rules/find-hot-game';

/**
 * A game banner's click: launching needs a session (section 4), so it goes through the protected
 * action gate first (login dialog without one; trial accounts may play what the server allows).
 * The game, found among the hot games (the home lanes' query, asked for if not cached), then
 * launches through the one launch path.
 */
export function useGameBanner(): (nodeId: string) => void {
  const protect = useProtectedAction({ allowTrial: true });
  const queryClient = useQueryClient();
  const language = useLanguageCode();
  const warn = useSetAtom(warningAtom);
  const launch = useLaunchGame();

  const launchGame = useCallback(
    async (nodeId: string) => {
      let hot;
      try {
        hot = (await queryClient.fetchQuery(getHotGamesOptions(language))).value;
      } catch (error) {
        warn({ key: isApiError(error) ? error.key : 'unknown_error' });
        return;
      }
      const game = findHotGame(hot, nodeId);
      if (!game) {
        warn({ key: 'not_found' });
        return;
      }
      launch(game);
    },
    [queryClient, language, launch, warn],
  );

  return useCallback(
    (nodeId: string) => protect(() => void launchGame(nodeId)),
    [protect, launchGame],
  );
}
