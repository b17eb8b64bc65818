import type { AgentCentrePage } from './agent-centre-pages';
import { useCentreAddress, type CentreAddress } from './use-centre-address';

/**
 * The address parameter that holds the open agent-centre page: `/?ac=agentTeamOverview`. A page's
 * own values follow it (`&acAccount=bob`: the team member a contract page is opened for).
 */
export const agentCentreParam = 'ac';

export type AgentCentreAddress = CentreAddress<AgentCentrePage>;

/** The agent centre lives in the address like the member centre (see useCentreAddress). */
export function useAgentCentreAddress(): AgentCentreAddress {
  return useCentreAddress<AgentCentrePage>(agentCentreParam);
}
