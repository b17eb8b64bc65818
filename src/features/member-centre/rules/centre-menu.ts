import type { components } from '../../../../openapi/runtime/generated/openapi';
import {
  defaultMemberCentrePage,
  memberCentrePages,
  type MemberCentrePage,
} from '../../../lib/centre/member-centre-pages';
import { features } from '../../../lib/site/feature-flags';

type MenuSetting = components['schemas']['MenuSetting'];

export interface CentreMenuInput {
  /** Enabled whitelabel feature ids (`featuresAtom`). */
  features: ReadonlySet<string>;
  /** The member may transfer to an upline (`MemberInfo.toUpline`). */
  toUpline: boolean;
  /** `availablePromo.REFERRAL.enabled`: the referral promotion exists and is on. */
  referralEnabled: boolean;
  /** The member-centre menu settings (`getMenuSettings().memberCentre`), null when unknown. */
  menuSettings: readonly MenuSetting[] | null;
}

/**
 * Pages the brand's menu settings do not govern: responsible gaming (decision 015) is ours, beyond
 * the specification, so the settings have no key for it, and a member can always reach it.
 */
const alwaysOffered: ReadonlySet<MemberCentrePage> = new Set(['playerProtection']);

/**
 * The member centre's menu: the pages of section 2 in order (with responsible gaming after the
 * account page), less those the brand switches off (menu settings), the rebate page without
 * MANPLAYREB3, invite friends without the referral promotion, and the upline transfer for members
 * without an upline.
 */
export function centreMenu(input: CentreMenuInput): MemberCentrePage[] {
  const allowed = (page: MemberCentrePage) =>
    alwaysOffered.has(page) ||
    !input.menuSettings ||
    input.menuSettings.some((s) => s.key === page && s.enabled);
  return memberCentrePages.filter((page) => {
    if (!allowed(page)) return false;
    switch (page) {
      case 'manualRebate':
        return input.features.has(features.manualRebate);
      case 'referral':
        return input.referralEnabled;
      case 'transferUpline':
        return input.toUpline;
      default:
        return true;
    }
  });
}

/**
 * The page to show for the one the address asks for: that page when the menu has it, else the
 * default page (securityCenter), else the menu's first.
 */
export function shownPage(
  requested: string | null,
  menu: readonly MemberCentrePage[],
): MemberCentrePage | null {
  const asked = menu.find((page) => page === requested);
  if (asked) return asked;
  return menu.includes(defaultMemberCentrePage) ? defaultMemberCentrePage : (menu[0] ?? null);
}

/** Which red count badge a menu entry carries (section 2). */
export type CentreBadge = 'missions' | 'messages' | 'rewards';

export const pageBadges: Partial<Record<MemberCentrePage, CentreBadge>> = {
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  rewardCenter: 'rewards',
};
