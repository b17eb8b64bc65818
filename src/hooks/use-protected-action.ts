import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { openDialogAtom, warningAtom } from '../lib/stores/dialog-atoms';
import { isLoggedInAtom, isTrialAtom } from '../lib/stores/session-atoms';

/**
 * The gate for protected actions (section 5): without a session the login dialog opens and the
 * action stops; a trial account (type 4) gets the `in_need_true_account` warning and stops.
 * `allowTrial` is for actions trial accounts may do (playing with trial credit).
 */
export function useProtectedAction(options: { allowTrial?: boolean } = {}) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const trial = useAtomValue(isTrialAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const warn = useSetAtom(warningAtom);
  return useCallback(
    (action: () => void) => {
      if (!loggedIn) {
        openDialog('login');
        return;
      }
      if (trial && !options.allowTrial) {
        warn({ key: 'in_need_true_account', confirmKey: 'in_increase_submit' });
        return;
      }
      action();
    },
    [loggedIn, trial, openDialog, warn, options.allowTrial],
  );
}
