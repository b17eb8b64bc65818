import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../../openapi/runtime/client/api-error';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { recentGamesVersionAtom } from '../../../lib/stores/game-area-atoms';
import { lotteryBackUrl, safeLaunchAddress } from '../rules/launch-address';
import type { LotteryGame } from '../rules/lottery-games';
import { useApiLanguage } from './lottery-data';

type OpenMode = components['schemas']['LaunchResult']['openMode'];

/** What to open: the lottery lobby, or one game's betting view (with the route's play type). */
export type LaunchTarget =
  { view: 'lobby' } | { view: 'betting'; game: LotteryGame; playType: string | null };

export interface Suggestion {
  nodeId: string;
  gameName: string;
}

export type LaunchState =
  | { status: 'idle' }
  | { status: 'opening'; target: LaunchTarget }
  | { status: 'open'; target: LaunchTarget; url: string; openMode: Exclude<OpenMode, 'redirect'> }
  | {
      status: 'maintenance';
      target: LaunchTarget;
      endTime: string | null;
      suggestions: Suggestion[];
    }
  | { status: 'error'; target: LaunchTarget; error: ApiError };

/**
 * Opens the lottery (`getLotteryLobby`: lottoArea VN, launchMode LOTT, the game code and play
 * type, view betting or lobby, device, backUrl, language) behind the gate of section 5: a visitor gets the
 * login dialog, a trial account the `in_need_true_account` warning (the server answers 403 too,
 * for a trial session whose member info has not loaded yet). The answer opens as its `openMode`
 * says: in the page's frame, a new window, or this window. A game under maintenance (503) keeps
 * its end time and the other games offered. Only the newest launch counts.
 */
export function useLotteryLaunch(): {
  state: LaunchState;
  launch(target: LaunchTarget): void;
  close(): void;
} {
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const protect = useProtectedAction();
  const openDialog = useSetAtom(openDialogAtom);
  const warn = useSetAtom(warningAtom);
  const bumpRecent = useSetAtom(recentGamesVersionAtom);
  const language = useApiLanguage();
  const latest = useRef(0);

  const start = useCallback(
    async (target: LaunchTarget) => {
      const attempt = ++latest.current;
      setState({ status: 'opening', target });
      const gameCode = target.view === 'betting' ? target.game.gameCode : undefined;
      const playType = target.view === 'betting' ? (target.playType ?? undefined) : undefined;
      const result = await toResult(
        api.GET('/wps/game/lottery/lobby', {
          params: {
            query: {
              lottoArea: 'VN',
              launchMode: 'LOTT',
              gameCode,
              playType,
              view: target.view,
              device: 'WEB',
              backUrl: lotteryBackUrl(window.location.origin),
              language,
            },
          },
        }),
      );
      if (attempt !== latest.current) return;
      if (!result.ok) {
        const { error } = result;
        if (error.key === 'game_maintenance') {
          setState({
            status: 'maintenance',
            target,
            endTime: error.value?.endTime ?? null,
            suggestions: error.value?.suggestions ?? [],
          });
        } else if (error.key === 'in_need_true_account') {
          setState({ status: 'idle' });
          warn({ key: 'in_need_true_account', confirmKey: 'in_increase_submit' });
        } else if (error.key === 'not_logged_in') {
          setState({ status: 'idle' });
          openDialog('login');
        } else {
          setState({ status: 'error', target, error });
        }
        return;
      }
      bumpRecent((n) => n + 1);
      const url = safeLaunchAddress(result.value.url, window.location.href);
      if (!url) {
        setState({
          status: 'error',
          target,
          error: new ApiError({
            key: 'invalid_url',
            message: 'the lottery address is not http(s)',
            status: 0,
            operation: 'GET /wps/game/lottery/lobby',
          }),
        });
        return;
      }
      if (result.value.openMode === 'redirect') {
        window.location.assign(url);
        return;
      }
      if (result.value.openMode === 'newWindow') window.open(url, '_blank', 'noopener');
      setState({ status: 'open', target, url, openMode: result.value.openMode });
    },
    [language, openDialog, warn, bumpRecent],
  );

  const launch = useCallback(
    (target: LaunchTarget) => protect(() => void start(target)),
    [protect, start],
  );
  const close = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);
  return { state, launch, close };
}
