import { lazyChunk } from '../../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../../lib/chunks/chunk-boundary';
import { useTranslation } from 'react-i18next';
import { useCentreCoversScreen } from '../../../lib/centre/use-centre-covers-screen';
import { useStartHomeGames } from '../api/use-home-games';
import './home-game-lanes.css';

/**
 * The lanes' code loads after the first page (home's initial JavaScript stays small, issue 5);
 * their data does not wait for it: the hot games and the popular list are asked for right away.
 */
const HomeGameSections = lazyChunk(() => import('./home-game-sections'));

/** The home page's game lanes (issue 5): popular (members), hot games by type, vendor lanes. */
export function HomeGameLanes() {
  useStartHomeGames();
  // Under a centre that covers a phone's screen (a link to the wallet page, say) the lanes, the
  // page's largest render, wait for it to close; their data is fetched meanwhile (issue 17).
  const covered = useCentreCoversScreen();
  if (covered) return <HomeGamesPlaceholder />;
  return (
    <ChunkBoundary fallback={<HomeGamesPlaceholder />}>
      <HomeGameSections />
    </ChunkBoundary>
  );
}

/** Holds the lanes' place (fixed size, no layout shift) while their code is on its way. */
function HomeGamesPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="home-games-placeholder" role="status">
      <span className="visually-hidden">{t('home-games.loading')}</span>
      {[0, 1].map((row) => (
        <span key={row} className="home-games-placeholder__row" aria-hidden="true" />
      ))}
    </div>
  );
}
