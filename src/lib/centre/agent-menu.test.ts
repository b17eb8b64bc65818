import { describe, expect, it } from 'vitest';
import { agentCentrePages } from './agent-centre-pages';
import { features } from '../site/feature-flags';
import { agentMenu } from './agent-menu';

const everything = new Set<string>(Object.values(features));
const without = (...ids: string[]) => new Set([...everything].filter((id) => !ids.includes(id)));

describe('agentMenu', () => {
  it('lists every item in the specification order when everything is on', () => {
    expect(agentMenu({ features: everything, toUpline: true, menuSettings: null })).toEqual([
      ...agentCentrePages,
    ]);
  });

  it('gates each contract page on its own feature', () => {
    const menu = (off: string) =>
      agentMenu({ features: without(off), toUpline: false, menuSettings: null });
    expect(menu('enableCt')).not.toContain('agentDividendRecordCopy2');
    expect(menu('enableCt')).toContain('agentDailyWages2');
    expect(menu('DAILYSAL3')).not.toContain('agentDailyWages2');
    expect(menu('HOURSAL3')).not.toContain('agentHourSalary');
    expect(menu('RTSAL3')).not.toContain('agentRealtimeSalary');
    expect(menu('RTSAL3')).toContain('agentHourSalary');
  });

  it('offers transfer to upline only to an agent with an upline', () => {
    expect(agentMenu({ features: everything, toUpline: false, menuSettings: null })).not.toContain(
      'transferUpline',
    );
  });

  it('leaves out what the menu settings switch off, but not transfer to upline', () => {
    const menu = agentMenu({
      features: everything,
      toUpline: true,
      menuSettings: [
        { key: 'agentTeamOverview', enabled: true, sort: 1 },
        { key: 'agentAnnouncement', enabled: false, sort: 2 },
        { key: 'agentHourSalary', enabled: true, sort: 3 },
      ],
    });
    expect(menu).toEqual(['agentTeamOverview', 'transferUpline', 'agentHourSalary']);
  });
});
