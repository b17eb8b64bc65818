import { useAtomValue } from 'jotai';
import { agentMenu } from '../../lib/centre/agent-menu';
import type { AgentCentrePage } from '../../lib/centre/agent-centre-pages';
import { featuresAtom, menuSettingsAtom } from '../../lib/site/site-atoms';
import { memberInfoAtom } from '../../lib/stores/session-atoms';

/**
 * The agent centre's menu for the signed-in member (its brand's features and menu settings): the
 * centre's left menu, and what a page may link to (team management offers only the contract pages
 * in it). Empty while the member is not known.
 */
export function useAgentMenu(): AgentCentrePage[] {
  const member = useAtomValue(memberInfoAtom);
  const enabled = useAtomValue(featuresAtom);
  const menuSettings = useAtomValue(menuSettingsAtom);
  if (!member) return [];
  return agentMenu({
    features: enabled,
    toUpline: member.toUpline === true,
    menuSettings: menuSettings?.agentCentre ?? null,
  });
}
