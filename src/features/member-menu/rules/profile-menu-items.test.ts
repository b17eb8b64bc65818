import { describe, expect, it } from 'vitest';
import { profileMenuItems, type ProfileMenuInput } from './profile-menu-items';

const allFlags = new Set(['MEMBERCENTER3', 'PTSYS3', 'MANPLAYREB3', 'AGENTCENTER3']);
const ids = (input: ProfileMenuInput) => profileMenuItems(input).map((item) => item.id);

const playerItems = [
  'deposit',
  'withdraw',
  'bettingRecord',
  'accountRecord',
  'profitLoss',
  'rewardCenter',
  'points',
  'rebatePromo',
  'securityCenter',
  'messages',
  'signOut',
];

describe('profileMenuItems', () => {
  it('gives a player every member item but not the agent centre', () => {
    expect(ids({ features: allFlags, memberType: 0 })).toEqual(playerItems);
  });

  it('adds the agent centre for every agent type while AGENTCENTER3 is on', () => {
    for (const memberType of [1, 2, 41, 42] as const) {
      expect(ids({ features: allFlags, memberType })).toContain('agent');
    }
    const withoutAgentCentre = new Set([...allFlags].filter((f) => f !== 'AGENTCENTER3'));
    expect(ids({ features: withoutAgentCentre, memberType: 1 })).not.toContain('agent');
  });

  it('hides deposit, withdraw and the agent centre from trial accounts, keeping the rest', () => {
    const trial = ids({ features: allFlags, memberType: 4 });
    expect(trial).not.toContain('deposit');
    expect(trial).not.toContain('withdraw');
    expect(trial).not.toContain('agent');
    expect(trial).toContain('bettingRecord');
    expect(trial).toContain('signOut');
  });

  it('hides deposit and withdraw when the member centre is off', () => {
    const items = ids({ features: new Set(['PTSYS3']), memberType: 0 });
    expect(items).not.toContain('deposit');
    expect(items).not.toContain('withdraw');
  });

  it('shows points only with PTSYS3 and the rebate promo only with MANPLAYREB3', () => {
    const items = ids({ features: new Set(['MEMBERCENTER3']), memberType: 0 });
    expect(items).not.toContain('points');
    expect(items).not.toContain('rebatePromo');
  });

  it('leaves out member-centre pages the menu settings switch off', () => {
    const items = ids({
      features: allFlags,
      memberType: 0,
      memberCentreSettings: [
        { key: 'depositv2', enabled: true, sort: 1 },
        { key: 'withdraw', enabled: false, sort: 2 },
      ],
    });
    expect(items).toEqual(['deposit', 'points', 'signOut']);
  });

  it('maps each item to the page key of section 2 and its badge', () => {
    const items = profileMenuItems({ features: allFlags, memberType: 1 });
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId.deposit?.action).toEqual({ kind: 'memberCentre', page: 'depositv2' });
    expect(byId.bettingRecord?.action).toEqual({
      kind: 'memberCentre',
      page: 'personalHistoryCopy',
    });
    expect(byId.accountRecord?.action).toEqual({
      kind: 'memberCentre',
      page: 'transactionHistory',
    });
    expect(byId.profitLoss?.action).toEqual({ kind: 'memberCentre', page: 'personalProfit' });
    expect(byId.rebatePromo?.action).toEqual({ kind: 'memberCentre', page: 'manualRebate' });
    expect(byId.agent?.action).toEqual({ kind: 'agentCentre', page: 'agentTeamOverview' });
    expect(byId.points?.action).toEqual({ kind: 'route', to: '/pointMall' });
    expect(byId.messages?.badge).toBe('unreadMessages');
    expect(byId.rewardCenter?.badge).toBe('rewards');
  });
});
