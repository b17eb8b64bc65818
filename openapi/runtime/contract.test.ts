import { describe, expect, it } from 'vitest';
import { operationDomain, operationMetas } from './contract';

describe('operationDomain', () => {
  it('puts every operation of the contract in exactly one domain', () => {
    for (const meta of operationMetas) expect(operationDomain(meta)).toMatch(/^[a-z]+$/);
  });

  it('groups the tags as x-tagGroups says', () => {
    const byId = new Map(operationMetas.map((m) => [m.operationId, m]));
    const domainOf = (id: string) => {
      const meta = byId.get(id);
      if (!meta) throw new Error(id);
      return operationDomain(meta);
    };
    expect(domainOf('login')).toBe('accounts');
    expect(domainOf('listPvpRooms')).toBe('games');
    expect(domainOf('getLotteryLobby')).toBe('games');
    expect(domainOf('listContracts')).toBe('agent');
  });

  it('refuses a tag that is in no group', () => {
    expect(() => operationDomain({ operationId: 'x', tag: 'nowhere' })).toThrow(/no x-tagGroups/);
  });
});
