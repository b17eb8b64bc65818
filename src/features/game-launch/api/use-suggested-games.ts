import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { GameMaintenanceNotice } from '../../../lib/stores/game-area-atoms';

type Game = components['schemas']['Game'];

/**
 * The catalogue entries of the games the server suggested instead of one under maintenance (it
 * sends ids and names only): each is looked up by name in the game's type, so its card image
 * shows and it launches through `useLaunchGame` like any other game.
 */
export function useSuggestedGames(notice: GameMaintenanceNotice | null): ReadonlyMap<string, Game> {
  const [found, setFound] = useState<ReadonlyMap<string, Game>>(new Map());
  useEffect(() => {
    if (!notice || notice.suggestions.length === 0) return;
    let current = true;
    const { gameType } = notice.game;
    void Promise.all(
      notice.suggestions.map(async ({ nodeId, gameName }) => {
        const result = await toResult(
          api.GET('/lgw/games/list', { params: { query: { gameType, gameName, pageSize: 30 } } }),
        );
        return result.ok ? result.value.games.find((g) => g.nodeId === nodeId) : undefined;
      }),
    ).then((games) => {
      if (!current) return;
      setFound(new Map(games.flatMap((g) => (g ? [[g.nodeId, g] as const] : []))));
    });
    return () => {
      current = false;
    };
  }, [notice]);
  return found;
}
