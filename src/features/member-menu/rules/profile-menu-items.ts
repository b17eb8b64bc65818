import type { components } from '../../../../openapi/runtime/generated/openapi';
import { agentCentreTypes } from '../../../lib/centre/agent-centre-pages';
import type { MemberCentrePage } from '../../../lib/centre/member-centre-pages';
import { features } from '../../../lib/site/feature-flags';

type MenuSetting = components['schemas']['MenuSetting'];
type MemberType = components['schemas']['MemberInfo']['type'];

export type ProfileItemAction =
  | { kind: 'memberCentre'; page: MemberCentrePage }
  | { kind: 'agentCentre'; page: 'agentTeamOverview' }
  | { kind: 'route'; to: '/pointMall' }
  | { kind: 'signOut' };

export type ProfileItemId =
  | 'deposit'
  | 'withdraw'
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitLoss'
  | 'rewardCenter'
  | 'points'
  | 'rebatePromo'
  | 'securityCenter'
  | 'messages'
  | 'agent'
  | 'signOut';

export interface ProfileItem {
  id: ProfileItemId;
  /** Items of one group are shown together, groups apart. */
  group: 'wallet' | 'records' | 'rewards' | 'account' | 'agent' | 'session';
  action: ProfileItemAction;
  /** Which red count badge the item carries (section 2). */
  badge?: 'unreadMessages' | 'rewards';
}

const all: readonly ProfileItem[] = [
  { id: 'deposit', group: 'wallet', action: { kind: 'memberCentre', page: 'depositv2' } },
  { id: 'withdraw', group: 'wallet', action: { kind: 'memberCentre', page: 'withdraw' } },
  {
    id: 'bettingRecord',
    group: 'records',
    action: { kind: 'memberCentre', page: 'personalHistoryCopy' },
  },
  {
    id: 'accountRecord',
    group: 'records',
    action: { kind: 'memberCentre', page: 'transactionHistory' },
  },
  { id: 'profitLoss', group: 'records', action: { kind: 'memberCentre', page: 'personalProfit' } },
  {
    id: 'rewardCenter',
    group: 'rewards',
    action: { kind: 'memberCentre', page: 'rewardCenter' },
    badge: 'rewards',
  },
  { id: 'points', group: 'rewards', action: { kind: 'route', to: '/pointMall' } },
  { id: 'rebatePromo', group: 'rewards', action: { kind: 'memberCentre', page: 'manualRebate' } },
  {
    id: 'securityCenter',
    group: 'account',
    action: { kind: 'memberCentre', page: 'securityCenter' },
  },
  {
    id: 'messages',
    group: 'account',
    action: { kind: 'memberCentre', page: 'messageV2' },
    badge: 'unreadMessages',
  },
  { id: 'agent', group: 'agent', action: { kind: 'agentCentre', page: 'agentTeamOverview' } },
  { id: 'signOut', group: 'session', action: { kind: 'signOut' } },
];

export interface ProfileMenuInput {
  /** Enabled whitelabel feature ids (`featuresAtom`). */
  features: ReadonlySet<string>;
  memberType: MemberType;
  /** The member-centre menu settings (`getMenuSettings().memberCentre`), null when unknown. */
  memberCentreSettings?: readonly MenuSetting[] | null;
}

/**
 * The profile dropdown's items (section 2) for a member and the site's flags:
 * deposit and withdraw only when the member centre may be shown (MEMBERCENTER3, not a trial
 * account); points only with PTSYS3; the agent centre only with AGENTCENTER3 for agent types;
 * the rebate promo only with MANPLAYREB3; a member-centre page the menu settings switch off is
 * left out. Trial accounts keep the other items: choosing one shows the trial warning.
 */
export function profileMenuItems(input: ProfileMenuInput): ProfileItem[] {
  const on = (id: string) => input.features.has(id);
  const memberCentreShown = on(features.memberCentre) && input.memberType !== 4;
  const pageAllowed = (page: MemberCentrePage) =>
    !input.memberCentreSettings ||
    input.memberCentreSettings.some((item) => item.key === page && item.enabled);

  return all.filter((item) => {
    if (item.action.kind === 'memberCentre' && !pageAllowed(item.action.page)) return false;
    switch (item.id) {
      case 'deposit':
      case 'withdraw':
        return memberCentreShown;
      case 'points':
        return on(features.points);
      case 'rebatePromo':
        return on(features.manualRebate);
      case 'agent':
        return on(features.agentCentre) && agentCentreTypes.includes(input.memberType);
      default:
        return true;
    }
  });
}
