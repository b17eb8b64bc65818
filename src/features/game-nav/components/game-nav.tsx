import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { useGameMenus } from '../api/use-game-menus';
import { useHeaderSettings } from '../api/use-header-settings';
import { headerCategories } from '../rules/header-menu';
import { CategoryMenu } from './category-menu';
import './game-nav.css';

/**
 * The vendor-driven header items (section 2): one menu per game category of `getGameMenus`, in the
 * order and selection of the site's menu settings.
 */
export function GameNav() {
  const { t } = useTranslation();
  const { state, retry } = useGameMenus();
  const settings = useHeaderSettings();
  const lanes = useAtomValue(gameMenusAtom);

  if (state === 'error' && lanes.length === 0) {
    return (
      <span className="game-nav__problem" role="alert">
        {t('game-nav.loadFailed')}{' '}
        <button type="button" className="game-nav__retry" onClick={retry}>
          {t('common.retry')}
        </button>
      </span>
    );
  }
  if (state === 'loading' && lanes.length === 0) {
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
      {headerCategories(lanes, settings).map((lane) => (
        <CategoryMenu key={lane.title} lane={lane} />
      ))}
    </>
  );
}
