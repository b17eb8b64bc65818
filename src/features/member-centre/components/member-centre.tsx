import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame';
import { CentreNav } from '../../../components/centre/centre-nav';
import { useCentreGate } from '../../../hooks/centre/use-centre-gate';
import type { MemberCentrePage } from '../../../lib/centre/member-centre-pages';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useGetMissionSummary } from '../../../lib/member/api/use-get-mission-summary';
import { useReferralEnabled } from '../../../lib/promotions/use-referral-enabled';
import { featuresAtom, menuSettingsAtom } from '../../../lib/site/site-atoms';
import { availablePromoCountAtom, unreadMessageAtom } from '../../../lib/stores/public-atoms';
import { isLoggedInAtom, memberInfoAtom } from '../../../lib/stores/session-atoms';
import { centreMenu, pageBadges, shownPage, type CentreBadge } from '../rules/centre-menu';

/** The page components, by page key (the app composes them: features do not import each other). */
export type MemberCentrePages = Partial<Record<MemberCentrePage, ComponentType>>;

const trialRefusal = { key: 'in_need_true_account', confirmKey: 'in_increase_submit' } as const;

/**
 * The member centre (section 2): an overlay over the current page, open while the address has
 * `?mc=<page>`. Visitors get the login dialog; trial accounts get the `in_need_true_account`
 * warning and it closes (useCentreGate). A menu of the pages the brand and the member allow, with
 * red count badges on missions, messages and rewards, and the chosen page beside it; an unknown or
 * hidden page shows the default, securityCenter.
 */
export function MemberCentre({ pages }: { pages: MemberCentrePages }) {
  const { t } = useTranslation();
  const address = useMemberCentreAddress();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberInfoAtom);
  const enabled = useAtomValue(featuresAtom);
  const menuSettings = useAtomValue(menuSettingsAtom);
  const referralEnabled = useReferralEnabled();
  const trial = member?.type === 4;
  const missions = useGetMissionSummary(loggedIn && member !== null && !trial);
  const unread = useAtomValue(unreadMessageAtom);
  const rewards = useAtomValue(availablePromoCountAtom);
  const shown = useCentreGate(trial ? trialRefusal : null, address.close);
  if (!shown) return null;

  const menu = member
    ? centreMenu({
        features: enabled,
        toUpline: member.toUpline === true,
        referralEnabled,
        menuSettings: menuSettings?.memberCentre ?? null,
      })
    : [];
  const page = shownPage(address.requested, menu);
  const Page = page ? pages[page] : undefined;
  const counts: Record<CentreBadge, number> = {
    missions: missions.data?.claimableCount ?? 0,
    messages: unread,
    rewards,
  };
  const badgeOf = (entry: MemberCentrePage) => {
    const badge = pageBadges[entry];
    if (!badge) return null;
    const count = counts[badge];
    return { count, label: t(`member-centre.badges.${badge}`, { count }) };
  };

  return (
    <CentreFrame
      title={t('member-menu.centres.memberCentre')}
      testId="member-centre"
      loading={!member}
      onClose={address.close}
      pageTitle={page ? t(`member-menu.pages.${page}`) : null}
      nav={
        <CentreNav
          menu={menu}
          current={page}
          label={t('member-centre.menuLabel')}
          pageTitle={(entry) => t(`member-menu.pages.${entry}`)}
          badgeOf={badgeOf}
          onChoose={(entry) => address.show(entry)}
        />
      }
    >
      {Page ? <Page /> : null}
    </CentreFrame>
  );
}
