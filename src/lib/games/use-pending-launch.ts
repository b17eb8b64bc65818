import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { openDialogAtom } from '../stores/dialog-atoms';
import { isLoggedInAtom } from '../stores/session-atoms';
import { gameToResume, pendingLaunchAtom } from './pending-launch';
import { useGameLauncher } from './use-launch-game';

/**
 * Plays the game a visitor clicked once they have logged in (mounted once, in the app's root
 * layout): when the login's own steps are over (no dialog open: the welcome closed with "Let's
 * play", or a forced password change done), so the game is not covered by them. The remembered
 * launch is taken before launching, so it runs exactly once even when React runs the effect
 * twice. The login dialog closed without a login (no dialog left open, still a visitor) forgets
 * it; moving from the login dialog to registration or the password reset keeps it (those end in
 * a login too).
 */
export function usePendingLaunch(): void {
  const store = useStore();
  const pending = useAtomValue(pendingLaunchAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const dialog = useAtomValue(openDialogAtom);
  const launch = useGameLauncher();
  useEffect(() => {
    if (store.get(pendingLaunchAtom) === null) return;
    if (!loggedIn) {
      if (dialog === null) store.set(pendingLaunchAtom, null);
      return;
    }
    if (dialog !== null) return;
    const game = gameToResume(store.get(pendingLaunchAtom), Date.now());
    store.set(pendingLaunchAtom, null);
    if (game) void launch(game);
  }, [store, pending, loggedIn, dialog, launch]);
}
