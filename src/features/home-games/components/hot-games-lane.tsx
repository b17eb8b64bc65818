import * as Tabs from '../../../components/tabs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useTranslation } from 'react-i18next';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { useHotGames } from '../api/use-home-games';
import { shownHotTypes, type HotGameType } from '../rules/hot-game-types';
import { GameLaneItems } from './game-lane-items';
import { LaneError, LaneHead, LaneSkeleton, LaneTrack } from './lane';
import { useLaneScroll } from './use-lane-scroll';

const titleId = 'home-hot-title';
const trackId = 'home-hot-games';
const noGames: readonly components['schemas']['Game'][] = [];

/**
 * The hot games (`getHotGames`, keyed by type): a tab per type that has any, in the header's
 * category order, each a lane of game cards. Hidden when no type has hot games.
 */
export function HotGamesLane() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const menus = useAtomValue(gameMenusAtom);
  const [lane, attachTrack] = useLaneScroll();
  const [chosen, setChosen] = useState<HotGameType | null>(null);

  const types =
    hot.status === 'ready'
      ? shownHotTypes(
          hot.value,
          menus.map((menu) => menu.title),
        )
      : [];
  const active = chosen && types.includes(chosen) ? chosen : types[0];
  if (hot.status === 'ready' && !active) return null;

  const title = t('home-games.hot.title');
  const category = active ? t(`home-games.categories.${active}`) : '';
  return (
    <section className="home-lane" aria-labelledby={titleId}>
      <LaneHead
        title={title}
        titleId={titleId}
        scroll={
          active ? { lane, trackId, label: t('home-games.hot.laneLabel', { category }) } : undefined
        }
      />
      {hot.status === 'loading' ? (
        <>
          <span className="home-hot__tabs-skeleton" aria-hidden="true" />
          <LaneSkeleton label={t('home-games.hot.loading')} />
        </>
      ) : hot.status === 'failed' ? (
        <LaneError
          message={t('home-games.hot.failed')}
          errorKey={hot.errorKey}
          onRetry={hot.retry}
        />
      ) : (
        <Tabs.Root
          className="home-hot"
          value={active}
          onValueChange={(value) => setChosen(types.find((type) => type === value) ?? null)}
        >
          <Tabs.List className="home-hot__tabs" aria-label={t('home-games.hot.typesLabel')}>
            {types.map((type) => (
              <Tabs.Trigger key={type} value={type} className="home-hot__tab">
                {t(`home-games.categories.${type}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {types.map((type) => (
            <Tabs.Content key={type} value={type} className="home-hot__panel">
              <LaneTrack id={trackId} ref={attachTrack}>
                <GameLaneItems games={hot.value[type] ?? noGames} />
              </LaneTrack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
