import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../stores/dialog-atoms';
import {
  currentGameAtom,
  gameMaintenanceAtom,
  gamePopupVendorAtom,
  launchAddressAtom,
  recentGamesVersionAtom,
} from '../stores/game-area-atoms';
import { isLoggedInAtom } from '../stores/session-atoms';
import { launchedNodeIdAtom, launchingGameIdAtom } from './launch-atoms';
import { launchFailureOf } from './launch-failure';
import { launchPlanFor } from './launch-plan';
import { pendingLaunchAtom } from './pending-launch';
import { requestGameLaunch, type LaunchResult } from './launch-request';

type Game = components['schemas']['Game'];

/** What a launch came to (the lobby ignores it; dialogs and tests read it). */
export type LaunchOutcome =
  | 'needsLogin'
  | 'ignored'
  | 'lottery'
  | 'vendorPopup'
  | 'frame'
  | 'newWindow'
  | 'redirect'
  | 'failed';

/** The in-frame game page of a game. */
export function gameFramePath(nodeId: string): string {
  return `/game?${new URLSearchParams({ nodeId })}`;
}

/**
 * The launcher behind `useLaunchGame`, returning what happened: login gate, then the plan of
 * section 4 (lottery page, vendor popup list, or the vendor launch opened as `openMode` says).
 * One launch at a time: calls while one is in flight are ignored.
 */
export function useGameLauncher(): (game: Game) => Promise<LaunchOutcome> {
  const store = useStore();
  const navigate = useNavigate();
  const { i18n } = useTranslation();

  const closeGameDialogs = useCallback(() => {
    const open = store.get(openDialogAtom);
    if (open === 'gamePopup' || open === 'gameMaintenance') store.set(openDialogAtom, null);
  }, [store]);

  const showInFrame = useCallback(
    (game: Game, url: string) => {
      store.set(launchAddressAtom, url);
      store.set(launchedNodeIdAtom, game.nodeId);
      store.set(currentGameAtom, game);
      navigate(gameFramePath(game.nodeId));
    },
    [store, navigate],
  );

  const open = useCallback(
    (game: Game, { url, openMode }: LaunchResult): LaunchOutcome => {
      if (openMode === 'redirect') {
        window.location.assign(url);
        return 'redirect';
      }
      if (openMode === 'newWindow') {
        const opened = window.open(url, '_blank');
        if (opened) {
          // The vendor's page must not reach back into the portal.
          opened.opener = null;
          store.set(currentGameAtom, game);
          return 'newWindow';
        }
        // Blocked by the browser: show the game in the frame instead.
      }
      showInFrame(game, url);
      return 'frame';
    },
    [store, showInFrame],
  );

  return useCallback(
    async (game: Game): Promise<LaunchOutcome> => {
      if (!store.get(isLoggedInAtom)) {
        // Played once the login succeeds (usePendingLaunch); forgotten if the dialog is dismissed.
        store.set(pendingLaunchAtom, { game, at: Date.now() });
        store.set(openDialogAtom, 'login');
        return 'needsLogin';
      }
      if (store.get(launchingGameIdAtom) !== null) return 'ignored';
      const plan = launchPlanFor(game);
      if (plan.kind === 'lottery') {
        closeGameDialogs();
        navigate(plan.path);
        return 'lottery';
      }
      if (plan.kind === 'vendorPopup') {
        store.set(gamePopupVendorAtom, plan.vendor);
        store.set(openDialogAtom, 'gamePopup');
        return 'vendorPopup';
      }
      store.set(launchingGameIdAtom, game.nodeId);
      try {
        const result = await requestGameLaunch(
          { nodeId: game.nodeId },
          { language: i18n.language, backUrl: window.location.href },
        );
        if (!result.ok) {
          const failure = launchFailureOf(result.error, game);
          if (failure.kind === 'maintenance') {
            store.set(gameMaintenanceAtom, failure.notice);
            store.set(openDialogAtom, 'gameMaintenance');
          } else {
            store.set(warningAtom, failure.warning);
          }
          return 'failed';
        }
        store.set(recentGamesVersionAtom, (version) => version + 1);
        closeGameDialogs();
        return open(game, result.value);
      } finally {
        store.set(launchingGameIdAtom, null);
      }
    },
    [store, navigate, i18n, closeGameDialogs, open],
  );
}

/**
 * The one way any screen launches a game (section 4). Visitors get the login dialog and nothing
 * else; lottery games go to `/lottery`; a VASSALAGE vendor card opens its popup game list; other
 * games launch at the vendor (trial accounts are refused by the server for vendors without trial
 * play: the `in_need_true_account` warning; maintenance: the maintenance dialog) and open in the
 * in-frame page `/game`, a new window or the current one, as the server says.
 */
export function useLaunchGame(): (game: Game) => void {
  const launch = useGameLauncher();
  return useCallback(
    (game: Game) => {
      void launch(game);
    },
    [launch],
  );
}
