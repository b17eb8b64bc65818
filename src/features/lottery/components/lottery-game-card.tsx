import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { LotteryGame } from '../rules/lottery-games';
import { formatDrawTime, gameInitials } from '../rules/lottery-numbers';
import { useLocale } from '../../../hooks/use-language-code';

export interface LotteryGameCardProps {
  game: LotteryGame;
  selected: boolean;
  favourite: boolean;
  /** This game is being opened right now. */
  opening: boolean;
  onSelect(game: LotteryGame): void;
  onPlay(game: LotteryGame): void;
  onToggleFavourite(game: LotteryGame): void;
}

/** One lottery in a list: choose it (draws and results), favourite it, or play it. */
export function LotteryGameCard({
  game,
  selected,
  favourite,
  opening,
  onSelect,
  onPlay,
  onToggleFavourite,
}: LotteryGameCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li
      className="lottery-card"
      data-lottery-game={game.gameCode}
      data-selected={selected || undefined}
    >
      <button
        type="button"
        className="lottery-card__main"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(game)}
      >
        <span className="lottery-card__emblem" data-kind={game.gameType} aria-hidden="true">
          {gameInitials(game.gameName)}
        </span>
        <span className="lottery-card__text">
          <span className="lottery-card__name">{game.gameName}</span>
          <span className="lottery-card__meta">
            <GameMeta game={game} locale={locale} />
          </span>
        </span>
      </button>
      <button
        type="button"
        className="lottery-card__favourite"
        aria-pressed={favourite}
        aria-label={t('lottery.game.favourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
      </button>
      <Button
        className="lottery-card__play"
        aria-label={t('lottery.game.playNamed', { name: game.gameName })}
        busy={opening}
        onClick={() => onPlay(game)}
      >
        {t('lottery.game.play')}
      </Button>
    </li>
  );
}

/** The next draw, or the maintenance window, in a few words. */
export function GameMeta({ game, locale }: { game: LotteryGame; locale: string }) {
  const { t } = useTranslation();
  if (game.maintenance) {
    const end = game.maintenance.endTime;
    return (
      <span className="lottery-badge lottery-badge--maintenance">
        {end
          ? t('lottery.game.maintenanceUntil', { time: formatDrawTime(end, locale, 'compact') })
          : t('lottery.game.maintenanceNoEnd')}
      </span>
    );
  }
  if (!game.currentDrawNo || !game.nextDrawTime) return <>{t('lottery.game.noDraw')}</>;
  return (
    <>
      {t('lottery.game.nextDraw', {
        drawNo: game.currentDrawNo,
        time: formatDrawTime(game.nextDrawTime, locale, 'compact'),
      })}
    </>
  );
}
