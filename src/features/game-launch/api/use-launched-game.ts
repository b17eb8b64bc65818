import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type Game = components['schemas']['Game'];

/**
 * The catalogue entry of a game launched by id or code alone (a reload, a deep link): a launch puts
 * the game at the top of the member's recent list, so the page reads its name there. `key` names
 * the launch (null: nothing to look up); `matches` picks the game from the list.
 */
export function useLaunchedGame(key: string | null, matches: (game: Game) => boolean): Game | null {
  const [found, setFound] = useState<{ key: string; game: Game } | null>(null);
  const match = useRef(matches);
  useEffect(() => {
    match.current = matches;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    void toResult(
      api.GET('/wps/relay/GCS_recentGame', { params: { query: { pageSize: 10 } } }),
    ).then((result) => {
      if (!current || !result.ok) return;
      const game = result.value.list.find((g) => match.current(g));
      if (game) setFound({ key, game });
    });
    return () => {
      current = false;
    };
  }, [key]);

  return found && found.key === key ? found.game : null;
}
