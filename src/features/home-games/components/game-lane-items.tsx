import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { GameCard } from '../../../components/game-card/game-card';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useFavourites } from '../../../lib/games/use-favourites';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';

type Game = components['schemas']['Game'];

/**
 * The game cards of a lane, each launching through the one launch path (login gate, lottery,
 * vendor popup, maintenance: section 4). Signed-in members get the favourite toggle on single
 * games; a vendor card (`isGame` VASSALAGE) stands for a whole vendor and has none. Memoised: a
 * lane renders again as its scroll state arrives, and that alone must not render its cards again.
 */
export const GameLaneItems = memo(function GameLaneItems({ games }: { games: readonly Game[] }) {
  const launch = useLaunchGame();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { isFavourite, isBusy, toggle } = useFavourites();
  return (
    <>
      {games.map((game) => (
        <li key={game.nodeId} className="home-lane__item home-lane__item--game">
          <GameCard
            game={game}
            onLaunch={launch}
            onToggleFavourite={loggedIn && game.isGame === 'GAME' ? toggle : undefined}
            isFavourite={isFavourite(game.nodeId)}
            favouriteBusy={isBusy(game.nodeId)}
          />
        </li>
      ))}
    </>
  );
});
