import { usePendingLaunch } from '../../lib/games/use-pending-launch';

/** Plays the game a visitor clicked once they log in (src/lib/games/use-pending-launch.ts). */
export function PendingLaunchHost() {
  usePendingLaunch();
  return null;
}
