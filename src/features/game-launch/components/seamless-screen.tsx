import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { portalHomeUrl, requestGameLaunch } from '../../../lib/games/launch-request';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import { recentGamesVersionAtom } from '../../../lib/stores/game-area-atoms';
import { useFrameLaunch } from '../api/use-frame-launch';
import { useLaunchedGame } from '../api/use-launched-game';
import { seamlessTargetOf, targetKey } from '../rules/seamless-target';
import { FramePage } from './frame-page';
import './game-launch.css';

/**
 * `/seamless` (header only): a game of a seamless-wallet vendor (it plays from the main balance,
 * no transfer first), named by the query (`nodeId`, or `gameCode` with `vendor`), launched with
 * `launchGame` and shown in the page's frame. See the feature README for the decision.
 */
export default function SeamlessScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const bumpRecent = useSetAtom(recentGamesVersionAtom);
  const target = useMemo(() => seamlessTargetOf(params), [params]);
  const key = target ? targetKey(target) : null;

  const { state, retry } = useFrameLaunch(
    key,
    () =>
      requestGameLaunch(target ?? { nodeId: '' }, {
        language: i18n.language,
        backUrl: portalHomeUrl(),
      }),
    () => bumpRecent((version) => version + 1),
  );

  const game = useLaunchedGame(state.status === 'ready' ? key : null, (g) =>
    target === null
      ? false
      : 'nodeId' in target
        ? g.nodeId === target.nodeId
        : g.gameCode === target.gameCode && g.vendor === target.vendor,
  );

  return (
    <FramePage
      title={game?.gameName ?? t('game-launch.seamless.title')}
      url={state.status === 'ready' && state.openMode === 'iframe' ? state.url : null}
      state={state}
      onRetry={retry}
      empty={
        <>
          <p>{t('game-launch.seamless.noGame')}</p>
          <Link to="/">{t('game-launch.frame.home')}</Link>
        </>
      }
    />
  );
}
