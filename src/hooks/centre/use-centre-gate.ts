import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { openDialogAtom, warningAtom, type Warning } from '../../lib/stores/dialog-atoms';
import { isLoggedInAtom } from '../../lib/stores/session-atoms';

/**
 * Who may see a centre, and when. Visitors get the login dialog (the address keeps the page, so
 * the centre opens once they are signed in); a member the centre refuses (`refusal`: a trial
 * account, a player at the agent centre) gets that warning and the centre closes. It does not open
 * over a dialog that is already up (the welcome after logging in, a forced password change) but
 * waits for it; dialogs its pages open later stack above it. True while the centre is to be shown.
 */
export function useCentreGate(refusal: Warning | null, close: () => void): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [otherDialog, openDialog] = useAtom(openDialogAtom);
  const warn = useSetAtom(warningAtom);
  const [appeared, setAppeared] = useState(false);
  const refused = refusal !== null;
  const showing = loggedIn && !refused && (appeared || otherDialog === null);
  // Remembered during render (React's way of deriving state from a change), not in an effect.
  if (showing && !appeared) setAppeared(true);

  const refusalKey = refusal?.key;
  const refusalConfirm = refusal?.confirmKey;
  useEffect(() => {
    if (!loggedIn) openDialog('login');
    else if (refusalKey) {
      warn({ key: refusalKey, confirmKey: refusalConfirm });
      close();
    }
  }, [loggedIn, refusalKey, refusalConfirm, openDialog, warn, close]);

  return showing;
}
