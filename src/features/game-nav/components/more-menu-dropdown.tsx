import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMenuOpenReport } from '../../../hooks/use-menu-open-report';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import type { MemberCentrePage } from '../../../lib/centre/member-centre-pages';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { useReferralEnabled } from '../../../lib/promotions/use-referral-enabled';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { availablePromoCountAtom } from '../../../lib/stores/public-atoms';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import { useHeaderSettings } from '../api/use-header-settings';
import { moreMenuItems, type MoreItemId } from '../rules/header-menu';
import { moreMenuId } from './more-menu';
import { useWakeHandoff } from './use-wake-handoff';

/**
 * The More menu's dropdown (section 2). Invite friends and the reward centre are member-centre
 * pages, so they go through the protected-action gate (login first; not for trial accounts).
 */
export default function MoreMenuDropdown() {
  const { t } = useTranslation();
  const settings = useHeaderSettings();
  const referralEnabled = useReferralEnabled();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const rewards = useAtomValue(availablePromoCountAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const memberCentre = useMemberCentreAddress();
  const protect = useProtectedAction();
  // Trial accounts may open the chat room to read it (they cannot write).
  const protectAllowingTrial = useProtectedAction({ allowTrial: true });
  const chatRoomEnabled = useAtomValue(featuresAtom).has(features.chatRoom);

  const openCentrePage = (page: MemberCentrePage) => protect(() => memberCentre.open(page));

  const item = (id: MoreItemId) => {
    switch (id) {
      case 'events':
        return (
          <DropdownMenu.Item key={id} asChild className="nav-menu__item">
            <Link to="/promotions">
              <span className="nav-menu__name">{t('game-nav.more.events')}</span>
              {/* Promotions page (issue 15): the count of what can be joined or claimed now. */}
              {loggedIn && rewards > 0 ? (
                <span className="nav-menu__badge">
                  <span aria-hidden="true">{rewards}</span>
                  <span className="visually-hidden">
                    {t('game-nav.more.eventCount', { count: rewards })}
                  </span>
                </span>
              ) : null}
            </Link>
          </DropdownMenu.Item>
        );
      case 'inviteFriends':
        return (
          <DropdownMenu.Item
            key={id}
            className="nav-menu__item"
            onSelect={() => openCentrePage('referral')}
          >
            {t('game-nav.more.inviteFriends')}
          </DropdownMenu.Item>
        );
      case 'rewardCenter':
        return (
          <DropdownMenu.Item
            key={id}
            className="nav-menu__item"
            onSelect={() => openCentrePage('rewardCenter')}
          >
            <span className="nav-menu__name">{t('game-nav.more.rewardCenter')}</span>
            {loggedIn && rewards > 0 ? (
              <span className="nav-menu__badge">
                <span aria-hidden="true">{rewards}</span>
                <span className="visually-hidden">
                  {t('game-nav.more.rewardCount', { count: rewards })}
                </span>
              </span>
            ) : null}
          </DropdownMenu.Item>
        );
      case 'chatRoom':
        return (
          <DropdownMenu.Item
            key={id}
            className="nav-menu__item"
            onSelect={() => protectAllowingTrial(() => openDialog('chatRoom'))}
          >
            {t('game-nav.more.chatRoom')}
          </DropdownMenu.Item>
        );
      case 'helpCenter':
        return (
          <DropdownMenu.Item
            key={id}
            className="nav-menu__item"
            onSelect={() => openDialog('help')}
          >
            {t('game-nav.more.helpCenter')}
          </DropdownMenu.Item>
        );
      case 'language':
        return (
          <DropdownMenu.Item
            key={id}
            className="nav-menu__item"
            onSelect={() => openDialog('language')}
          >
            {t('game-nav.more.language')}
          </DropdownMenu.Item>
        );
    }
  };

  const { triggerRef, open, setOpen } = useWakeHandoff(moreMenuId);
  useMenuOpenReport(open);
  // Not modal: the page is not hidden from assistive technology while the menu is open.
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className="game-nav__trigger">
        {t('game-nav.more.title')}
        <span className="game-nav__chevron" aria-hidden="true">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="nav-menu" align="end" sideOffset={6} loop>
          {moreMenuItems({ referralEnabled, settings, chatRoomEnabled }).map(item)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
