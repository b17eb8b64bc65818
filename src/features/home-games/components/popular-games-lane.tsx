import { useTranslation } from 'react-i18next';
import { usePopularGames } from '../api/use-home-games';
import { GameLaneItems } from './game-lane-items';
import { LaneError, LaneHead, LaneSkeleton, LaneTrack } from './lane';
import { useLaneScroll } from './use-lane-scroll';

const titleId = 'home-popular-title';
const trackId = 'home-popular-games';

/** The popular list (20) for signed-in members; nothing for visitors or when it is empty. */
export function PopularGamesLane() {
  const { t } = useTranslation();
  const popular = usePopularGames();
  const [lane, attachTrack] = useLaneScroll();
  if (!popular || (popular.status === 'ready' && popular.value.length === 0)) return null;
  const title = t('home-games.popular.title');
  return (
    <section className="home-lane" aria-labelledby={titleId}>
      <LaneHead
        title={title}
        titleId={titleId}
        scroll={popular.status === 'ready' ? { lane, trackId, label: title } : undefined}
      />
      {popular.status === 'loading' ? (
        <LaneSkeleton label={t('home-games.popular.loading')} />
      ) : popular.status === 'failed' ? (
        <LaneError
          message={t('home-games.popular.failed')}
          errorKey={popular.errorKey}
          onRetry={popular.retry}
        />
      ) : (
        <LaneTrack id={trackId} ref={attachTrack}>
          <GameLaneItems games={popular.value} />
        </LaneTrack>
      )}
    </section>
  );
}
