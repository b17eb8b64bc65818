import { describe, expect, it } from 'vitest';
import { agentCentrePageComponents } from '../agent-centre/agent-centre-pages';
import { memberCentrePageComponents } from '../member-centre/member-centre-pages';
import { AgentCentreScreen } from './agent-centre-host';
import { MemberCentreScreen } from './member-centre-host';
import { centreScreensOf } from './preload-centre';

describe('the screens a centre in the address shows first', () => {
  it('are the member centre and its page for ?mc=<page>', () => {
    expect(centreScreensOf('?mc=transferFund')).toEqual([
      MemberCentreScreen,
      memberCentrePageComponents.transferFund,
    ]);
    expect(centreScreensOf('?lang=en&mc=withdraw')).toEqual([
      MemberCentreScreen,
      memberCentrePageComponents.withdraw,
    ]);
  });

  it('are the agent centre and its page for ?ac=<page>', () => {
    expect(centreScreensOf('?ac=agentTeamOverview')).toEqual([
      AgentCentreScreen,
      agentCentrePageComponents.agentTeamOverview,
    ]);
  });

  it('are the centre alone for a page it does not have, and nothing without a centre', () => {
    expect(centreScreensOf('?mc=')).toEqual([MemberCentreScreen]);
    expect(centreScreensOf('?mc=toString')).toEqual([MemberCentreScreen]);
    expect(centreScreensOf('?ac=__proto__')).toEqual([AgentCentreScreen]);
    expect(centreScreensOf('')).toEqual([]);
    expect(centreScreensOf('?page=2')).toEqual([]);
  });
});
