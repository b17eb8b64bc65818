import { describe, expect, it } from 'vitest';
import { agentCentrePages } from '../../../lib/centre/agent-centre-pages';
import { contractLinks } from './contract-links';

const agent = {
  isAgent: true,
  level: 1,
  contracts: [
    { contractId: 'ct-1', kind: 'dailySalary' as const, status: 'success' as const, rate: 1 },
  ],
};

describe('contractLinks', () => {
  it('offers every kind whose page is in the menu to a direct agent downline, with its status', () => {
    expect(contractLinks(agent, agentCentrePages)).toEqual([
      { kind: 'dividend', page: 'agentDividendRecordCopy2', status: null },
      { kind: 'dailySalary', page: 'agentDailyWages2', status: 'success' },
      { kind: 'hourlySalary', page: 'agentHourSalary', status: null },
      { kind: 'realtimeSalary', page: 'agentRealtimeSalary', status: null },
    ]);
  });

  it('leaves out the kinds whose feature (and so whose menu item) is off', () => {
    const menu = agentCentrePages.filter(
      (page) => page !== 'agentDividendRecordCopy2' && page !== 'agentRealtimeSalary',
    );
    expect(contractLinks(agent, menu).map((link) => link.kind)).toEqual([
      'dailySalary',
      'hourlySalary',
    ]);
  });

  it('offers nothing to players and to members further down (their contracts are with their own upline)', () => {
    expect(contractLinks({ ...agent, isAgent: false }, agentCentrePages)).toEqual([]);
    expect(contractLinks({ ...agent, level: 2 }, agentCentrePages)).toEqual([]);
  });
});
