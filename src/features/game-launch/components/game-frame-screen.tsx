import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { launchedNodeIdAtom } from '../../../lib/games/launch-atoms';
import { portalHomeUrl, requestGameLaunch } from '../../../lib/games/launch-request';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import {
  currentGameAtom,
  launchAddressAtom,
  recentGamesVersionAtom,
} from '../../../lib/stores/game-area-atoms';
import { useFrameLaunch } from '../api/use-frame-launch';
import { useLaunchedGame } from '../api/use-launched-game';
import { FramePage } from './frame-page';
import './game-launch.css';

/**
 * The in-frame game page `/game?nodeId=` (header only): shows the address a launch just stored for
 * this game; after a reload or on a deep link (no fresh address) it launches the game again, which
 * needs a session (else the login dialog).
 */
export default function GameFrameScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const [params] = useSearchParams();
  const nodeId = params.get('nodeId')?.trim() || null;
  const address = useAtomValue(launchAddressAtom);
  const launchedId = useAtomValue(launchedNodeIdAtom);
  // The launch's hand-off (address + game) is taken once by this page, so nothing outside the page
  // has to clear it: leaving (Back) must not turn the page into a deep link that launches again
  // on its way out, and coming back later launches afresh.
  const [taken, setTaken] = useState<{ nodeId: string; url: string } | null>(null);
  useEffect(() => {
    if (address === null || launchedId === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- taking a one-time hand-off out of the store
    setTaken({ nodeId: launchedId, url: address });
    store.set(launchAddressAtom, null);
    store.set(launchedNodeIdAtom, null);
  }, [address, launchedId, store]);
  const handed = nodeId !== null && launchedId === nodeId ? address : null;
  const fresh = handed ?? (taken !== null && taken.nodeId === nodeId ? taken.url : null);

  const { state, retry } = useFrameLaunch(
    fresh ? null : nodeId,
    () =>
      requestGameLaunch(
        { nodeId: nodeId ?? '' },
        // The vendor's way back must not be this page: it would launch the game again.
        { language: i18n.language, backUrl: portalHomeUrl() },
      ),
    (result) => {
      store.set(recentGamesVersionAtom, (version) => version + 1);
      if (result.openMode === 'iframe' && nodeId) {
        store.set(launchAddressAtom, result.url);
        store.set(launchedNodeIdAtom, nodeId);
      }
    },
  );

  const current = useAtomValue(currentGameAtom);
  const known = current && current.nodeId === nodeId ? current : null;
  const launched = fresh !== null || state.status === 'ready';
  const looked = useLaunchedGame(!known && launched ? nodeId : null, (g) => g.nodeId === nodeId);
  useEffect(() => {
    if (looked) store.set(currentGameAtom, looked);
  }, [looked, store]);

  const title = (known ?? looked)?.gameName ?? t('game-launch.frame.untitled');
  return (
    <FramePage
      title={title}
      url={fresh}
      state={state}
      onRetry={retry}
      empty={
        <>
          <p>{t('game-launch.frame.noGame')}</p>
          <Link to="/">{t('game-launch.frame.home')}</Link>
        </>
      }
    />
  );
}
