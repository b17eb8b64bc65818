import type { LaunchTarget } from '../../../lib/games/launch-request';

/**
 * The game `/seamless` opens, from its query: `nodeId`, or `gameCode` with `vendor` (as
 * `launchGame` takes them). Null when the query names no game.
 */
export function seamlessTargetOf(query: URLSearchParams): LaunchTarget | null {
  const nodeId = query.get('nodeId')?.trim();
  if (nodeId) return { nodeId };
  const gameCode = query.get('gameCode')?.trim();
  const vendor = query.get('vendor')?.trim().toUpperCase();
  if (gameCode && vendor) return { gameCode, vendor };
  return null;
}

/** A stable key of the target (one launch per key). */
export function targetKey(target: LaunchTarget): string {
  return 'nodeId' in target ? `node:${target.nodeId}` : `code:${target.vendor}:${target.gameCode}`;
}
