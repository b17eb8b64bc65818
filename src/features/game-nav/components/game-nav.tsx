import { lazyChunk } from '../../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../../lib/chunks/chunk-boundary';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { useGameMenus } from '../../../lib/games/use-game-menus';
import { useHeaderSettingsState } from '../api/use-header-settings';
import { headerCategories } from '../rules/header-menu';

import { useLocation } from 'react-router-dom';
import { categoryRoute } from '../../../lib/games/vendor-categories';
import { menuWakeAtom } from '../state/nav-atoms';
import { DeferredTrigger } from './deferred-trigger';
import './game-nav.css';

/** The dropdown code (Radix) loads when a visitor first comes near a menu, not with the page. */
const loadCategoryMenu = () => import('./category-menu');
const CategoryMenu = lazyChunk(loadCategoryMenu);
const preload = () => void loadCategoryMenu();

/**
 * The vendor-driven header items (section 2): one menu per game category of `getGameMenus`, in the
 * order and selection of the site's menu settings, then `children` (the More menu). Until both the
 * menus and the settings are known the row shows placeholders and nothing after them: the items
 * then arrive in their final places, and nothing already shown moves (issue 17: layout shift).
 */
export function GameNav({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { state, retry, lanes: answered } = useGameMenus();
  const { header: settings, pending: settingsPending } = useHeaderSettingsState();
  // The answer itself as soon as it is here (the store follows a render later); meanwhile the
  // store's lanes, which a language change keeps until the new language's menus come.
  const stored = useAtomValue(gameMenusAtom);
  const lanes = answered ?? stored;
  const { awake } = useAtomValue(menuWakeAtom);
  const { pathname } = useLocation();

  if (state === 'error' && lanes.length === 0) {
    return (
      <>
        <span className="game-nav__problem" role="alert">
          {t('game-nav.loadFailed')}{' '}
          <button type="button" className="game-nav__retry" onClick={retry}>
            {t('common.retry')}
          </button>
        </span>
        {children}
      </>
    );
  }
  if ((state === 'loading' && lanes.length === 0) || settingsPending) {
    return (
      <span className="game-nav__loading" role="status">
        <span className="visually-hidden">{t('game-nav.loading')}</span>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="game-nav__skeleton" aria-hidden="true" />
        ))}
      </span>
    );
  }
  return (
    <>
      {headerCategories(lanes, settings).map((lane) => {
        const placeholder = (
          <DeferredTrigger
            key={lane.title}
            menuId={lane.title}
            preload={preload}
            active={pathname === categoryRoute(lane.title)}
          >
            {t(`game-nav.categories.${lane.title}`)}
          </DeferredTrigger>
        );
        if (!awake) return placeholder;
        return (
          <ChunkBoundary key={lane.title} fallback={placeholder}>
            <CategoryMenu lane={lane} />
          </ChunkBoundary>
        );
      })}
      {children}
    </>
  );
}
