import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryRoute, type VendorLane } from '../../../lib/games/vendor-categories';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { LaneHead, LaneSkeleton, LaneTrack } from './lane';
import { useLaneScroll } from './use-lane-scroll';
import { VendorCard } from './vendor-card';

const titleId = 'home-vendors-title';

/**
 * The vendor lanes of section 3: a titled lane per category of the game menus (loaded and
 * normalised by the header: esports split out of sports, DS88 its own lane), each a row of vendor
 * cards. Until the menus arrive, placeholder lanes hold the space.
 */
export function VendorLanes() {
  const { t } = useTranslation();
  const lanes = useAtomValue(gameMenusAtom);
  return (
    <section className="home-vendors" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-lane__title">
        {t('home-games.vendors.title')}
      </h2>
      {lanes.length === 0 ? (
        <LaneSkeleton label={t('home-games.vendors.loading')} />
      ) : (
        lanes.map((lane) => <VendorLaneRow key={lane.title} lane={lane} />)
      )}
    </section>
  );
}

function VendorLaneRow({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation();
  const scroll = useLaneScroll();
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
      <LaneTrack id={trackId} ref={scroll.ref}>
        {lane.cards.map((vendor) => (
          <VendorCard key={vendor.id} category={lane.title} vendor={vendor} />
        ))}
      </LaneTrack>
    </section>
  );
}
