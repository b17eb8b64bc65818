import { useState } from 'react';

/**
 * True while a centre has covered the phone's screen ever since the app started (a link straight
 * to the wallet page, say): the screen under it has never been seen, so it is not rendered, and
 * its code, texts and data wait until the centre closes (issue 17: on a phone the home screen's
 * first render came before the centre's own paint). Once the screen has shown it stays mounted
 * under a centre opened later, so its state and scroll position survive.
 */
export function useScreenWaitsForCentre(covered: boolean): boolean {
  const [waiting, setWaiting] = useState(covered);
  // Adjusted while rendering (React's pattern for state derived from a change): uncovered once,
  // the screen renders from then on.
  if (waiting && !covered) setWaiting(false);
  return waiting && covered;
}
