import { useCallback } from 'react';
import type { components } from '../api/generated/openapi';

type Game = components['schemas']['Game'];

/**
 * STUB (issue 5, owned by the game-launch helper): the one way any screen launches a game
 * (section 4). Returns a function taking the game; it gates login/trial, runs the lottery or
 * third-party launch, opens the vendor popup for VASSALAGE cards, and handles maintenance.
 */
export function useLaunchGame(): (game: Game) => void {
  return useCallback((game: Game) => {
    void game;
  }, []);
}
