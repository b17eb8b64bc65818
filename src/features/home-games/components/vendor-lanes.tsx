import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryRoute, type VendorLane } from '../../../lib/games/vendor-categories';
import { useGameMenus } from '../../../lib/games/use-game-menus';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { LaneError, LaneHead, LaneSkeleton, LaneTrack } from './lane';
import { useLaneScroll } from './use-lane-scroll';
import { VendorCard } from './vendor-card';

const titleId = 'home-vendors-title';
const noLanes: VendorLane[] = [];

/**
 * The vendor lanes of section 3: a titled lane per category of the game menus (loaded and
 * normalised: esports split out of sports, DS88 its own lane), each a row of vendor cards. Until
 * the menus arrive, placeholder lanes hold the space; if they cannot be loaded, a retry.
 */
export function VendorLanes() {
  const { t } = useTranslation();
  // Deferred like the game lanes' lists (use-home-games.ts): the cards mount in a render React can
  // pause, after a first render with the placeholder.
  const lanes = useDeferredValue(useAtomValue(gameMenusAtom), noLanes);
  const menus = useGameMenus();
  let body;
  if (lanes.length > 0) {
    body = lanes.map((lane) => <VendorLaneRow key={lane.title} lane={lane} />);
  } else if (menus.state === 'error' && menus.errorKey) {
    body = (
      <LaneError
        message={t('home-games.vendors.failed')}
        errorKey={menus.errorKey}
        onRetry={menus.retry}
      />
    );
  } else {
    body = <LaneSkeleton label={t('home-games.vendors.loading')} />;
  }
  return (
    <section className="home-vendors" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-lane__title">
        {t('home-games.vendors.title')}
      </h2>
      {body}
    </section>
  );
}

function VendorLaneRow({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation();
  const [scroll, attachTrack] = useLaneScroll();
  const category = t(`home-games.categories.${lane.title}`);
  const headingId = `home-vendors-${lane.title}`;
  const trackId = `home-vendors-${lane.title}-list`;
  return (
    <section className="home-lane home-lane--vendors" aria-labelledby={headingId}>
      <LaneHead
        title={category}
        titleId={headingId}
        level={3}
        actions={
          <Link to={categoryRoute(lane.title)} className="home-lane__all">
            {t('home-games.vendors.allOf', { category })}
          </Link>
        }
        scroll={{ lane: scroll, trackId, label: category }}
      />
      <LaneTrack id={trackId} ref={attachTrack}>
        {lane.cards.map((vendor) => (
          <VendorCard key={vendor.id} category={lane.title} vendor={vendor} />
        ))}
      </LaneTrack>
    </section>
  );
}
