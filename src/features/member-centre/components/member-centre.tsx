import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { QueryLoading } from '../../../components/query-state';
import type { MemberCentrePage } from '../../../lib/centre/member-centre-pages';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { featuresAtom, menuSettingsAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { isLoggedInAtom, memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useReferralEnabled } from '../../../lib/promotions/use-referral-enabled';
import { availablePromoCountAtom, unreadMessageAtom } from '../../../lib/stores/public-atoms';
import { useGetMissionSummary } from '../../../lib/member/api/use-get-mission-summary';
import { centreMenu, shownPage, type CentreBadge } from '../rules/centre-menu';
import { CentreNav } from './centre-nav';
import './member-centre.css';

/** The page components, by page key (the app composes them: features do not import each other). */
export type MemberCentrePages = Partial<Record<MemberCentrePage, ComponentType>>;

/**
 * The member centre (section 2): an overlay over the current page, open while the address has
 * `?mc=<page>`. Visitors get the login dialog (the address keeps the page, so the centre opens once
 * they are signed in); trial accounts get the `in_need_true_account` warning and it closes. A menu of
 * the pages the brand and the member allow, with red count badges on missions, messages and rewards,
 * and the chosen page beside it; an unknown or hidden page shows the default, securityCenter. It
 * waits while another dialog is open (the welcome after logging in, a dialog a page opens).
 */
export function MemberCentre({ pages }: { pages: MemberCentrePages }) {
  const { t } = useTranslation();
  const address = useMemberCentreAddress();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberInfoAtom);
  const enabled = useAtomValue(featuresAtom);
  const menuSettings = useAtomValue(menuSettingsAtom);
  const referralEnabled = useReferralEnabled();
  const [otherDialog, openDialog] = useAtom(openDialogAtom);
  const warn = useSetAtom(warningAtom);
  const trial = member?.type === 4;
  const missions = useGetMissionSummary(loggedIn && member !== null && !trial);
  const unread = useAtomValue(unreadMessageAtom);
  const rewards = useAtomValue(availablePromoCountAtom);
  const headingId = useId();
  const [appeared, setAppeared] = useState(false);
  const showing = loggedIn && !trial && (appeared || otherDialog === null);
  // Remembered during render (React's way of deriving state from a change), not in an effect.
  if (showing && !appeared) setAppeared(true);

  const { close } = address;
  useEffect(() => {
    if (!loggedIn) openDialog('login');
    else if (trial) {
      warn({ key: 'in_need_true_account', confirmKey: 'in_increase_submit' });
      close();
    }
  }, [loggedIn, trial, openDialog, warn, close]);

  // The centre does not open over a dialog that is already up (the welcome after logging in, a
  // forced password change): it waits for it. A dialog its pages open stacks above it instead.
  const waiting = !appeared && otherDialog !== null;
  if (!loggedIn || trial || waiting) return null;

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

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('member-menu.centres.memberCentre')}
      width={1080}
      className="member-centre-dialog"
      testId="member-centre"
    >
      {!member ? (
        <QueryLoading />
      ) : (
        <div className="member-centre">
          <CentreNav menu={menu} current={page} counts={counts} onChoose={address.show} />
          {/* Focusable so a long page without controls still scrolls from the keyboard. */}
          <section className="member-centre__page" aria-labelledby={headingId} tabIndex={0}>
            {page ? (
              <h3 id={headingId} className="member-centre__title">
                {t(`member-menu.pages.${page}`)}
              </h3>
            ) : null}
            <Suspense fallback={<QueryLoading />}>{Page ? <Page /> : null}</Suspense>
          </section>
        </div>
      )}
    </Dialog>
  );
}
