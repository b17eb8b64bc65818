import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { LaunchState, LaunchTarget } from '../api/use-lottery-launch';
import type { LotteryGame } from '../rules/lottery-games';
import { formatDrawTime } from '../rules/lottery-numbers';
import { useLocale } from '../../../hooks/use-language-code';

export interface LotteryLaunchPanelProps {
  state: LaunchState;
  /** The games the page knows, to turn maintenance suggestions into games to play. */
  games: readonly LotteryGame[];
  onClose(): void;
  onRetry(target: LaunchTarget): void;
  onPlay(game: LotteryGame): void;
}

/**
 * Where the opened lottery shows: the frame with the lottery (or a note when it opened in a new
 * window), the maintenance notice with its end time and other lotteries, or the failure with a
 * retry. The panel's title takes the focus when something new shows, so keyboard and screen-reader
 * users land on it.
 */
export function LotteryLaunchPanel({
  state,
  games,
  onClose,
  onRetry,
  onPlay,
}: LotteryLaunchPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusKey = state.status === 'idle' || state.status === 'opening' ? null : state;
  useEffect(() => {
    if (!focusKey) return;
    // The panel sits at the top of the page, under the sticky header: show it from the top.
    titleRef.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [focusKey]);

  if (state.status === 'idle') return null;
  const name = nameOf(state.target, t('lottery.launch.lobby'));
  if (state.status === 'opening') {
    return (
      <p className="lottery-launch query-state" role="status">
        <span className="query-state__spinner" aria-hidden="true" />
        {t('lottery.launch.opening', { name })}
      </p>
    );
  }

  const closeButton = (label: string) => (
    <Button variant="secondary" onClick={onClose}>
      {label}
    </Button>
  );

  if (state.status === 'open') {
    const playType = state.target.view === 'betting' ? state.target.playType : null;
    return (
      <section className="lottery-launch" aria-labelledby="lottery-launch-title">
        <header className="lottery-launch__bar">
          <h2 id="lottery-launch-title" ref={titleRef} tabIndex={-1}>
            {state.target.view === 'betting' ? t('lottery.launch.playing', { name }) : name}
          </h2>
          {playType ? (
            <span className="lottery-badge">{t('lottery.launch.playTypeNote', { playType })}</span>
          ) : null}
          <span className="lottery-launch__spacer" />
          {closeButton(t('lottery.launch.close'))}
        </header>
        {state.openMode === 'iframe' ? (
          <iframe
            className="lottery-launch__frame"
            title={t('lottery.launch.frameTitle', { name })}
            src={state.url}
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <p role="status">
            {t('lottery.launch.newWindow', { name })}{' '}
            <a href={state.url} target="_blank" rel="noopener noreferrer">
              {t('lottery.launch.openAgain')}
            </a>
          </p>
        )}
      </section>
    );
  }

  if (state.status === 'maintenance') {
    const offered = state.suggestions.flatMap(
      (s) => games.find((game) => game.gameId === s.nodeId) ?? [],
    );
    return (
      <section
        className="lottery-launch lottery-launch--notice"
        role="alert"
        aria-labelledby="lottery-launch-title"
      >
        <h2 id="lottery-launch-title" ref={titleRef} tabIndex={-1}>
          {t('lottery.launch.maintenanceTitle', { name })}
        </h2>
        <p>
          {t('errors.game_maintenance')}{' '}
          {state.endTime
            ? t('lottery.launch.maintenanceUntil', {
                time: formatDrawTime(state.endTime, locale),
              })
            : t('lottery.launch.maintenanceNoEnd')}
        </p>
        {offered.length > 0 ? (
          <>
            <p>{t('lottery.launch.suggestions')}</p>
            <ul className="lottery-launch__suggestions">
              {offered.map((game) => (
                <li key={game.gameId}>
                  <Button variant="secondary" onClick={() => onPlay(game)}>
                    {t('lottery.game.playNamed', { name: game.gameName })}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="lottery-launch__actions">{closeButton(t('common.close'))}</div>
      </section>
    );
  }

  return (
    <section
      className="lottery-launch lottery-launch--notice"
      role="alert"
      aria-labelledby="lottery-launch-title"
    >
      <h2 id="lottery-launch-title" ref={titleRef} tabIndex={-1}>
        {t('lottery.launch.failed', { name })}
      </h2>
      <p>{t(`errors.${state.error.key}`)}</p>
      <div className="lottery-launch__actions">
        <Button onClick={() => onRetry(state.target)}>{t('common.retry')}</Button>
        {closeButton(t('common.close'))}
      </div>
    </section>
  );
}

function nameOf(target: LaunchTarget, lobby: string): string {
  return target.view === 'betting' ? target.game.gameName : lobby;
}
