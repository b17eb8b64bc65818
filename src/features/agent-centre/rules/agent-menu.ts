import type { components } from '../../../../openapi/runtime/generated/openapi';
import {
  agentCentreTypes,
  defaultAgentCentrePage,
  type AgentCentrePage,
} from '../../../lib/centre/agent-centre-pages';
import { features } from '../../../lib/site/feature-flags';

type MemberType = components['schemas']['MemberInfo']['type'];

/**
 * The page to show for the one the address asks for: that page when the menu has it, else the
 * default page (agentTeamOverview), else the menu's first.
 */
export function shownAgentPage(
  requested: string | null,
  menu: readonly AgentCentrePage[],
): AgentCentrePage | null {
  const asked = menu.find((page) => page === requested);
  if (asked) return asked;
  return menu.includes(defaultAgentCentrePage) ? defaultAgentCentrePage : (menu[0] ?? null);
}

/**
 * Why a signed-in member may not open the agent centre (the warning's catalogue key), or null:
 * trial accounts need a real account, other non-agent types are not agents, and a brand without
 * the agent centre (AGENTCENTER3 off) has none to open.
 */
export function agentCentreRefusal(
  memberType: MemberType,
  enabled: ReadonlySet<string>,
): 'in_need_true_account' | 'error_not_agent' | 'feature_disabled' | null {
  if (memberType === 4) return 'in_need_true_account';
  if (!agentCentreTypes.includes(memberType)) return 'error_not_agent';
  if (!enabled.has(features.agentCentre)) return 'feature_disabled';
  return null;
}
