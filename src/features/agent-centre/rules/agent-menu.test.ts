import { describe, expect, it } from 'vitest';
import { agentMenu } from '../../../lib/centre/agent-menu';
import { features } from '../../../lib/site/feature-flags';
import { agentCentreRefusal, shownAgentPage } from './agent-menu';

const everything = new Set<string>(Object.values(features));
const without = (...ids: string[]) => new Set([...everything].filter((id) => !ids.includes(id)));

describe('shownAgentPage', () => {
  const menu = agentMenu({ features: everything, toUpline: false, menuSettings: null });
  it('shows the asked page when the menu has it, else the overview', () => {
    expect(shownAgentPage('registerCenter', menu)).toBe('registerCenter');
    expect(shownAgentPage('withdraw', menu)).toBe('agentTeamOverview');
    expect(shownAgentPage(null, menu)).toBe('agentTeamOverview');
    expect(shownAgentPage('transferUpline', menu)).toBe('agentTeamOverview');
  });
  it('falls back to the first item when the overview is switched off', () => {
    expect(shownAgentPage(null, ['agentAnnouncement', 'registerCenter'])).toBe('agentAnnouncement');
    expect(shownAgentPage(null, [])).toBeNull();
  });
});

describe('agentCentreRefusal', () => {
  it('admits the agent types 1, 2, 41 and 42 while the brand has the agent centre', () => {
    for (const type of [1, 2, 41, 42] as const)
      expect(agentCentreRefusal(type, everything)).toBeNull();
  });
  it('refuses trial accounts, players and brands without the agent centre', () => {
    expect(agentCentreRefusal(4, everything)).toBe('in_need_true_account');
    expect(agentCentreRefusal(0, everything)).toBe('error_not_agent');
    expect(agentCentreRefusal(1, without('AGENTCENTER3'))).toBe('feature_disabled');
  });
});
