import { useAtomValue } from 'jotai';
import { useLayoutEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard, gameCardSize } from '../../../components/game-card/game-card';
import { useFavourites } from '../../../lib/games/use-favourites';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import type { Game } from '../api/request-games';
import { markRenderedAfterPaint } from '../state/render-timing';

/** The grid's tracks are the card's fixed size, so skeletons and cards take exactly the same room. */
const cardTracks = {
  '--game-card-width': `${gameCardSize.width}px`,
  '--game-card-height': `${gameCardSize.height}px`,
  '--game-card-image-height': `${gameCardSize.imageHeight}px`,
} as CSSProperties;

/**
 * One page of game cards. Launching goes through `useLaunchGame` (login, trial and maintenance
 * gates live there); the favourite control shows only to a logged-in member.
 */
export function GameGrid({ games }: { games: readonly Game[] }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const favourites = useFavourites();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useLayoutEffect(() => markRenderedAfterPaint(), [games]);
  return (
    <ul className="game-grid" style={cardTracks} aria-label={t('game-lobby.results.label')}>
      {games.map((game) => (
        <li key={game.nodeId} className="game-grid__cell">
          <GameCard
            game={game}
            onLaunch={launch}
            onToggleFavourite={loggedIn ? favourites.toggle : undefined}
            isFavourite={favourites.isFavourite(game.nodeId)}
            favouriteBusy={favourites.isBusy(game.nodeId)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the same size as the real ones, so the page does not jump when they land. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="game-grid game-grid--skeleton" style={cardTracks} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-grid__cell">
          <div className="game-skeleton">
            <div className="game-skeleton__image" />
            <div className="game-skeleton__line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
