import { describe, expect, it } from 'vitest';
import { memberCentrePages } from '../../../lib/centre/member-centre-pages';
import { features } from '../../../lib/site/feature-flags';
import { centreMenu, shownPage, type CentreMenuInput } from './centre-menu';

const everything: CentreMenuInput = {
  features: new Set([features.manualRebate]),
  toUpline: true,
  referralEnabled: true,
  menuSettings: null,
};

describe('the member centre menu', () => {
  it('lists the pages of section 2 in order, playerRank last, when everything is on', () => {
    expect(centreMenu(everything)).toEqual([...memberCentrePages]);
    expect(centreMenu(everything).slice(0, 5)).toEqual([
      'securityCenter',
      'playerProtection',
      'transferFund',
      'depositv2',
      'withdraw',
    ]);
  });

  it('needs MANPLAYREB3 for the rebate, the referral promotion for invites, an upline for transfers', () => {
    const menu = centreMenu({
      features: new Set(),
      toUpline: false,
      referralEnabled: false,
      menuSettings: null,
    });
    expect(menu).not.toContain('manualRebate');
    expect(menu).not.toContain('referral');
    expect(menu).not.toContain('transferUpline');
    expect(menu).toHaveLength(memberCentrePages.length - 3);
  });

  it('leaves out the pages the brand switches off, and those its settings do not name', () => {
    const menu = centreMenu({
      ...everything,
      menuSettings: [
        { key: 'securityCenter', enabled: true, sort: 1 },
        { key: 'withdraw', enabled: false, sort: 2 },
        { key: 'messageV2', enabled: true, sort: 3 },
      ],
    });
    expect(menu).toEqual(['securityCenter', 'playerProtection', 'messageV2']);
  });

  it('always offers responsible gaming, which the brand’s settings have no key for', () => {
    const menu = centreMenu({
      ...everything,
      menuSettings: [{ key: 'withdraw', enabled: true, sort: 1 }],
    });
    expect(menu).toEqual(['playerProtection', 'withdraw']);
  });
});

describe('the page shown', () => {
  const menu = centreMenu(everything);

  it('is the one asked for when the menu has it', () => {
    expect(shownPage('withdraw', menu)).toBe('withdraw');
  });

  it('is the default, securityCenter, for an unknown, missing or hidden page', () => {
    expect(shownPage('nonsense', menu)).toBe('securityCenter');
    expect(shownPage(null, menu)).toBe('securityCenter');
    expect(shownPage('referral', ['securityCenter', 'withdraw'])).toBe('securityCenter');
  });

  it('is the first page when the default is switched off, and none in an empty menu', () => {
    expect(shownPage('referral', ['withdraw', 'messageV2'])).toBe('withdraw');
    expect(shownPage('withdraw', [])).toBeNull();
  });
});
