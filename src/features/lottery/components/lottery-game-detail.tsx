import * as Tabs from '../../../components/tabs';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { LotteryGame } from '../rules/lottery-games';
import { formatDrawTime, gameInitials } from '../rules/lottery-numbers';
import { LotteryDraws } from './lottery-draws';
import { LotteryResults } from './lottery-results';
import { GameMeta } from './lottery-game-card';
import { useLocale } from '../../../hooks/use-language-code';
import '../../../components/tab-strip.css';

export interface LotteryGameDetailProps {
  game: LotteryGame;
  vendorName: string;
  /** The play type the game opens with (the route's `playType`, else the game's default). */
  playType: string | null;
  favourite: boolean;
  opening: boolean;
  onPlay(game: LotteryGame): void;
  onToggleFavourite(game: LotteryGame): void;
  /** The title, focused when a game is chosen from a list. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The chosen lottery: its open draw, play and favourite, upcoming draws and latest results. */
export function LotteryGameDetail({
  game,
  vendorName,
  playType,
  favourite,
  opening,
  onPlay,
  onToggleFavourite,
  headingRef,
}: LotteryGameDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `lottery-detail-${game.gameId}`;
  return (
    <section
      className="lottery-detail"
      aria-labelledby={headingId}
      data-lottery-detail={game.gameCode}
    >
      <header className="lottery-detail__header">
        <span className="lottery-card__emblem" data-kind={game.gameType} aria-hidden="true">
          {gameInitials(game.gameName)}
        </span>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="lottery-detail__title">
            {game.gameName}
          </h2>
          <p className="lottery-detail__meta">
            <GameMeta game={game} locale={locale} />
          </p>
        </div>
      </header>
      <dl className="lottery-facts">
        <div>
          <dt>{t('lottery.detail.vendor')}</dt>
          <dd>{vendorName}</dd>
        </div>
        <div>
          <dt>{t('lottery.detail.type')}</dt>
          <dd>{t(`lottery.detail.types.${game.gameType}`)}</dd>
        </div>
        <div>
          <dt>{t('lottery.detail.currentDraw')}</dt>
          <dd>{game.currentDrawNo ?? t('lottery.game.noDraw')}</dd>
        </div>
        {game.nextDrawTime ? (
          <div>
            <dt>{t('lottery.detail.drawTime')}</dt>
            <dd>
              <time dateTime={game.nextDrawTime}>{formatDrawTime(game.nextDrawTime, locale)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('lottery.detail.playType')}</dt>
          <dd>{playType ?? t('lottery.detail.playTypeDefault')}</dd>
        </div>
      </dl>
      <div className="lottery-detail__actions">
        <Button
          busy={opening}
          aria-label={t('lottery.game.playNamed', { name: game.gameName })}
          onClick={() => onPlay(game)}
        >
          {t('lottery.game.play')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={favourite}
          onClick={() => onToggleFavourite(game)}
          aria-label={t('lottery.game.favourite', { name: game.gameName })}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
          {t('lottery.game.favouriteShort')}
        </Button>
      </div>
      <Tabs.Root className="lottery-detail__tabs" defaultValue="results">
        <Tabs.List
          className="tab-strip lottery-lists__tabs"
          aria-label={t('lottery.detail.sections')}
        >
          <Tabs.Trigger value="results" className="tab-strip__tab">
            {t('lottery.results.title')}
          </Tabs.Trigger>
          <Tabs.Trigger value="draws" className="tab-strip__tab">
            {t('lottery.draws.title')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="results" className="lottery-detail__panel">
          <LotteryResults gameCode={game.gameCode} dueAt={game.nextDrawTime} />
        </Tabs.Content>
        <Tabs.Content value="draws" className="lottery-detail__panel">
          <LotteryDraws
            gameCode={game.gameCode}
            gameName={game.gameName}
            dueAt={game.nextDrawTime}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
