import type { components } from '../../../../openapi/runtime/generated/openapi';

type Game = components['schemas']['Game'];

/** The game a banner names, looked up among the hot games of every type. */
export function findHotGame(
  hotGames: Partial<Record<string, readonly Game[]>>,
  nodeId: string,
): Game | null {
  for (const games of Object.values(hotGames)) {
    const found = games?.find((game) => game.nodeId === nodeId);
    if (found) return found;
  }
  return null;
}
