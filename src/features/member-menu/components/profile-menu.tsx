import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMenuOpenReport } from '../../../hooks/use-menu-open-report';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { featuresAtom, menuSettingsAtom } from '../../../lib/site/site-atoms';
import { sessionKeys } from '../../../lib/storage/storage-keys';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { availablePromoCountAtom, unreadMessageAtom } from '../../../lib/stores/public-atoms';
import { memberInfoAtom, memberLabelColorAtom } from '../../../lib/stores/session-atoms';
import { useMemberHeaderData, useRefreshCounts } from '../api/use-member-header-data';
import { levelPillColors } from '../../../lib/member/label-colors';
import { profileMenuItems, type ProfileItem } from '../rules/profile-menu-items';
import { BalancePill } from './balance-pill';
import { ChevronDownIcon } from './icons';
import { MemberAvatar } from './member-avatar';
import './profile-menu.css';

function storedAccount(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(sessionKeys.account);
}

/**
 * The signed-in member's part of the header (section 2): the balance (unless `showBalance` is off,
 * on game pages) and the profile dropdown with avatar, account name, member level and the items
 * the flags and the account type allow. Member-centre items open the member centre at their page
 * (the address: `?mc=<page>`), the agent item the agent centre; trial accounts get the warning.
 */
export function ProfileMenu({ showBalance }: { showBalance: boolean }) {
  const { t } = useTranslation();
  useMemberHeaderData();
  const member = useAtomValue(memberInfoAtom);
  const enabled = useAtomValue(featuresAtom);
  const settings = useAtomValue(menuSettingsAtom)?.memberCentre ?? null;
  const unread = useAtomValue(unreadMessageAtom);
  const rewards = useAtomValue(availablePromoCountAtom);
  const labelColor = useAtomValue(memberLabelColorAtom);
  const refreshCounts = useRefreshCounts();
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const openDialog = useSetAtom(openDialogAtom);
  const memberCentre = useMemberCentreAddress();
  const agentCentre = useAgentCentreAddress();

  const account = member?.account ?? storedAccount() ?? '';
  const attention = unread + rewards > 0;
  const items = member
    ? profileMenuItems({
        features: enabled,
        memberType: member.type,
        memberCentreSettings: settings,
      })
    : [];

  const choose = (item: ProfileItem) => {
    const { action } = item;
    switch (action.kind) {
      case 'signOut':
        openDialog('logoutConfirm');
        return;
      case 'route':
        protect(() => navigate(action.to));
        return;
      case 'agentCentre':
        protect(() => agentCentre.open(action.page));
        return;
      case 'memberCentre':
        protect(() => memberCentre.open(action.page));
    }
  };

  const [menuOpen, setMenuOpen] = useState(false);
  useMenuOpenReport(menuOpen);

  const badgeCount = (item: ProfileItem) =>
    item.badge === 'unreadMessages' ? unread : item.badge === 'rewards' ? rewards : 0;

  return (
    <div className="profile">
      {showBalance ? <BalancePill /> : null}
      {/* Not modal: the page is not hidden from assistive technology while the menu is open. */}
      <DropdownMenu.Root
        modal={false}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (open) void refreshCounts();
        }}
      >
        <DropdownMenu.Trigger
          className="profile__trigger"
          aria-label={t(attention ? 'member-menu.triggerWithNews' : 'member-menu.trigger', {
            account,
          })}
        >
          <span className="profile__avatar">
            <MemberAvatar size={32} />
            {attention ? <span className="profile__dot" aria-hidden="true" /> : null}
          </span>
          <span className="profile__account">{account}</span>
          <ChevronDownIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="profile-menu" align="end" sideOffset={8} loop>
            <DropdownMenu.Label className="profile-menu__summary">
              <MemberAvatar size={48} />
              <span className="profile-menu__who">
                <span className="profile-menu__account">{account}</span>
                {member ? (
                  <span className="profile-menu__level" style={levelPillColors(labelColor)}>
                    <span className="visually-hidden">{t('member-menu.level')}: </span>
                    {member.clubLabel.labelName}
                  </span>
                ) : null}
              </span>
            </DropdownMenu.Label>
            {member ? null : (
              <p className="profile-menu__loading" role="status">
                {t('common.loading')}
              </p>
            )}
            {items.map((item, index) => {
              const count = badgeCount(item);
              const newGroup = index === 0 || items[index - 1]?.group !== item.group;
              return (
                <Fragment key={item.id}>
                  {newGroup ? <DropdownMenu.Separator className="profile-menu__separator" /> : null}
                  <DropdownMenu.Item
                    className="profile-menu__item"
                    data-item={item.id}
                    onSelect={() => choose(item)}
                  >
                    <span className="profile-menu__name">{t(`member-menu.items.${item.id}`)}</span>
                    {count > 0 ? (
                      <span className="profile-menu__badge">
                        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                        <span className="visually-hidden">
                          {t(
                            item.badge === 'rewards'
                              ? 'member-menu.badges.rewards'
                              : 'member-menu.badges.unread',
                            { count },
                          )}
                        </span>
                      </span>
                    ) : null}
                  </DropdownMenu.Item>
                </Fragment>
              );
            })}
            {member ? null : (
              <>
                <DropdownMenu.Separator className="profile-menu__separator" />
                <DropdownMenu.Item
                  className="profile-menu__item"
                  onSelect={() => openDialog('logoutConfirm')}
                >
                  {t('member-menu.items.signOut')}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
