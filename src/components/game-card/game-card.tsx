import { useAtomValue } from 'jotai';
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
  favourite?: { active: boolean; busy: boolean; onToggle(): void };
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
 */
export function GameCard({ game, onLaunch, favourite }: GameCardProps) {
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
      {favourite ? (
        <button
          type="button"
          className="game-card__favourite"
          aria-pressed={favourite.active}
          aria-busy={favourite.busy || undefined}
          aria-label={t(
            favourite.active ? 'game-launch.card.removeFavourite' : 'game-launch.card.addFavourite',
            { game: game.gameName },
          )}
          onClick={() => (favourite.busy ? undefined : favourite.onToggle())}
        >
          {favourite.busy ? (
            <span className="game-card__spinner" aria-hidden="true" />
          ) : (
            <HeartIcon filled={favourite.active} />
          )}
        </button>
      ) : null}
    </article>
  );
}
