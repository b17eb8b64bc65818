import { useSetAtom } from 'jotai';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { gameFramePath } from '../../../lib/games/use-launch-game';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import type { FrameLaunchState } from '../api/use-frame-launch';
import { MaintenanceDetails } from './maintenance-details';
import { useFillViewport } from './use-fill-viewport';

/** Leaves a game page: back where the player came from, or home after a deep link. */
function useLeaveGame() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // Nothing to clear first: the in-frame page took the launch's address when it opened, so
    // coming back launches again. (Clearing it here made the page, still shown until the history
    // step lands, launch the game once more on its way out.)
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };
}

/**
 * A header-only game page (`/game`, `/seamless`, `/fbsports`): a bar with the way back, the game's
 * name and a full-screen button, then the game's frame filling the rest of the viewport, or what
 * stands in its place (starting, log in first, refused, under maintenance).
 */
export function FramePage({
  title,
  url,
  state,
  onRetry,
  tools,
  empty,
}: {
  title: string;
  /** The address to show in the frame, once known. */
  url: string | null;
  state: FrameLaunchState;
  onRetry(): void;
  /** More controls for the bar (the sports page's vendor switch). */
  tools?: ReactNode;
  /** What the page says when it has nothing to launch. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const page = useFillViewport<HTMLElement>();
  const frame = useRef<HTMLIFrameElement>(null);
  const leave = useLeaveGame();
  return (
    <section ref={page} className="game-frame" aria-labelledby="game-frame-title">
      <div className="game-frame__bar">
        <Button variant="secondary" onClick={leave}>
          <span aria-hidden="true">←</span> {t('game-launch.frame.back')}
        </Button>
        <h1 id="game-frame-title" className="game-frame__title">
          {title}
        </h1>
        {tools}
        {url ? (
          <Button
            variant="secondary"
            onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
          >
            {t('game-launch.frame.fullScreen')}
          </Button>
        ) : null}
      </div>
      <div className="game-frame__body">
        {url ? (
          <iframe
            ref={frame}
            className="game-frame__frame"
            title={title}
            src={url}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        ) : (
          <FrameStand state={state} title={title} onRetry={onRetry} empty={empty} />
        )}
      </div>
    </section>
  );
}

/** What shows in the frame's place until (or instead of) the game. */
function FrameStand({
  state,
  title,
  onRetry,
  empty,
}: {
  state: FrameLaunchState;
  title: string;
  onRetry(): void;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  const navigate = useNavigate();

  switch (state.status) {
    case 'idle':
      return <div className="game-frame__stand">{empty}</div>;
    case 'loading':
      return (
        <div className="game-frame__stand" role="status">
          <span className="game-frame__spinner" aria-hidden="true" />
          <p>{t('game-launch.frame.starting', { game: title })}</p>
        </div>
      );
    case 'needsLogin':
      return (
        <div className="game-frame__stand">
          <p>{t('game-launch.frame.loginNeeded')}</p>
          <Button onClick={() => openDialog('login')}>{t('game-launch.frame.logIn')}</Button>
        </div>
      );
    case 'ready':
      return (
        <div className="game-frame__stand">
          <p>{t('game-launch.frame.ownWindow')}</p>
          <Button
            onClick={() => {
              const opened = window.open(state.url, '_blank');
              if (opened) opened.opener = null;
            }}
          >
            {t('game-launch.frame.openWindow')}
          </Button>
        </div>
      );
    case 'failed': {
      const { error } = state;
      if (error.key === 'game_maintenance') {
        return (
          <div className="game-frame__stand game-frame__stand--wide">
            <MaintenanceDetails
              gameName={title}
              endTime={error.value?.endTime ?? null}
              suggestions={error.value?.suggestions ?? []}
              onChoose={(suggestion) => navigate(gameFramePath(suggestion.nodeId))}
            />
          </div>
        );
      }
      const retryable = error.key !== 'in_need_true_account' && error.status !== 404;
      return (
        <div className="game-frame__stand" role="alert">
          <p>{t('game-launch.frame.failed')}</p>
          <p className="game-frame__reason">{t(`errors.${error.key}`)}</p>
          {retryable ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        </div>
      );
    }
  }
}
