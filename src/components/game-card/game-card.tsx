import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { launchingGameIdAtom } from '../../lib/games/launch-atoms';
import { gameMenusAtom } from '../../lib/stores/game-area-atoms';
import { LazyImage } from '../lazy-image/lazy-image';
import { HeartIcon } from './heart-icon';
import './game-card.css';

type Game = components['schemas']['Game'];

export interface GameCardProps {
  game: Game;
  onLaunch(game: Game): void;
  /** Omit to hide the favourite button (logged out, or lists without favourites). */
  onToggleFavourite?(game: Game): void | Promise<void>;
  /** The game is among the member's favourites (the button then removes it). */
  isFavourite?: boolean;
  /** A favourite toggle of this game is in flight (the button shows a spinner and waits). */
  favouriteBusy?: boolean;
}

/**
 * The card's fixed size (px), for grids and virtualised lists: the image keeps the 8:5 ratio of the
 * catalogue's images, the text block is one line of name and one of vendor.
 */
export const gameCardSize = { width: 168, height: 160, imageHeight: 105 } as const;

/** The vendor's display name from the game menus (the header loads them on every page). */
function useVendorName(game: Game): string {
  const lanes = useAtomValue(gameMenusAtom);
  for (const lane of lanes) {
    const card = lane.cards.find(
      (c) =>
        c.vendor === game.vendor && (c.gameType === game.gameType || lane.title === game.gameType),
    );
    if (card) return card.name;
  }
  for (const lane of lanes) {
    const card = lane.cards.find((c) => c.vendor === game.vendor);
    if (card) return card.name;
  }
  return game.vendor;
}

/**
 * One game: its image (lazy, fixed size), name and vendor; hot and maintenance badges; the
 * favourite toggle when given. The whole image and name are one button named after the game.
 * Memoised, with plain props: a list renders again when one card's favourite changes or its
 * favourites arrive, and only the cards whose state changed render with it (issue 17).
 */
export const GameCard = memo(function GameCard({
  game,
  onLaunch,
  onToggleFavourite,
  isFavourite = false,
  favouriteBusy = false,
}: GameCardProps) {
  const { t } = useTranslation();
  const vendorName = useVendorName(game);
  const launching = useAtomValue(launchingGameIdAtom) === game.nodeId;
  const underMaintenance = game.maintenance !== null;
  return (
    <article
      className={['game-card', underMaintenance ? 'game-card--maintenance' : null]
        .filter(Boolean)
        .join(' ')}
      data-game-card={game.nodeId}
    >
      <button
        type="button"
        className="game-card__launch"
        onClick={() => onLaunch(game)}
        aria-busy={launching || undefined}
      >
        <LazyImage
          src={game.imageUrl}
          alt=""
          width={gameCardSize.width}
          height={gameCardSize.imageHeight}
          className="game-card__image"
        />
        <span className="game-card__name" title={game.gameName}>
          {game.gameName}
        </span>
        {launching ? <span className="game-card__launching" aria-hidden="true" /> : null}
      </button>
      <p className="game-card__vendor">{vendorName}</p>
      {game.isHot === 1 || underMaintenance ? (
        <p className="game-card__badges">
          {game.isHot === 1 ? (
            <span className="game-card__badge game-card__badge--hot">
              {t('game-launch.card.hot')}
            </span>
          ) : null}
          {underMaintenance ? (
            <span className="game-card__badge game-card__badge--maintenance">
              {t('game-launch.card.maintenance')}
            </span>
          ) : null}
        </p>
      ) : null}
      {onToggleFavourite ? (
        <button
          type="button"
          className="game-card__favourite"
          aria-pressed={isFavourite}
          aria-busy={favouriteBusy || undefined}
          aria-label={t(
            isFavourite ? 'game-launch.card.removeFavourite' : 'game-launch.card.addFavourite',
            { game: game.gameName },
          )}
          onClick={() => (favouriteBusy ? undefined : void onToggleFavourite(game))}
        >
          {favouriteBusy ? (
            <span className="game-card__spinner" aria-hidden="true" />
          ) : (
            <HeartIcon filled={isFavourite} />
          )}
        </button>
      ) : null}
    </article>
  );
});
