import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import type { MemberCentrePage } from '../../../lib/centre/member-centre-pages';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useGameMenus } from '../../../lib/games/use-game-menus';
import { categoryRoute } from '../../../lib/games/vendor-categories';
import { useReferralEnabled } from '../../../lib/promotions/use-referral-enabled';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { useHeaderSettings } from '../api/use-header-settings';
import { headerCategories, moreMenuItems, type MoreItemId } from '../rules/header-menu';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import './nav-sheet-list.css';

export interface NavSheetListProps {
  /** Called before an item acts, so the sheet closes (and a dialog it opens is the only one). */
  onDone(): void;
  /** The games chooser lists the categories only; the menu adds Home and the More items. */
  gamesOnly?: boolean;
}

/**
 * The header's navigation as a plain list for the phone's menu and games sheets (issue 15): the
 * categories the menu settings allow, each a link to its lobby or listing, and the More menu's
 * items, which act as they do in the dropdown. Loaded with the sheet, never with the page.
 */
export default function NavSheetList({ onDone, gamesOnly = false }: NavSheetListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, retry } = useGameMenus();
  const settings = useHeaderSettings();
  const lanes = useAtomValue(gameMenusAtom);
  const referralEnabled = useReferralEnabled();
  const openDialog = useSetAtom(openDialogAtom);
  const memberCentre = useMemberCentreAddress();
  const protect = useProtectedAction();
  // Trial accounts may open the chat room to read it (they cannot write), as in the dropdown.
  const protectAllowingTrial = useProtectedAction({ allowTrial: true });
  const chatRoomEnabled = useAtomValue(featuresAtom).has(features.chatRoom);

  const current = (to: string) => (pathname === to ? ({ 'aria-current': 'page' } as const) : {});
  const link = (to: string, text: string) => (
    <li key={to}>
      <Link to={to} className="nav-sheet__item" onClick={onDone} {...current(to)}>
        {text}
      </Link>
    </li>
  );
  const centrePage = (page: MemberCentrePage) => () => protect(() => memberCentre.open(page));
  const moreAction: Record<Exclude<MoreItemId, 'events'>, () => void> = {
    inviteFriends: centrePage('referral'),
    rewardCenter: centrePage('rewardCenter'),
    chatRoom: () => protectAllowingTrial(() => openDialog('chatRoom')),
    helpCenter: () => openDialog('help'),
    language: () => openDialog('language'),
  };
  const more = (id: MoreItemId) =>
    id === 'events' ? (
      link('/promotions', t('game-nav.more.events'))
    ) : (
      <li key={id}>
        <button
          type="button"
          className="nav-sheet__item"
          onClick={() => {
            onDone();
            moreAction[id]();
          }}
        >
          {t(`game-nav.more.${id}`)}
        </button>
      </li>
    );

  let categories;
  if (state === 'error' && lanes.length === 0) {
    categories = (
      <p className="nav-sheet__problem" role="alert">
        {t('game-nav.loadFailed')}{' '}
        <button type="button" className="nav-sheet__retry" onClick={retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  } else if (state === 'loading' && lanes.length === 0) {
    categories = (
      <p className="nav-sheet__problem" role="status">
        {t('game-nav.loading')}
      </p>
    );
  } else {
    categories = (
      <ul className="nav-sheet__list nav-sheet__list--grid">
        {headerCategories(lanes, settings).map((lane) =>
          link(categoryRoute(lane.title), t(`game-nav.categories.${lane.title}`)),
        )}
      </ul>
    );
  }

  if (gamesOnly) return categories;
  return (
    <>
      <ul className="nav-sheet__list">{link('/', t('header.home'))}</ul>
      {categories}
      <ul className="nav-sheet__list">
        {moreMenuItems({ referralEnabled, settings, chatRoomEnabled }).map(more)}
      </ul>
    </>
  );
}
