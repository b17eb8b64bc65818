import { describe, expect, it } from 'vitest';
import { currentBottomItem } from './current-item';

describe('currentBottomItem', () => {
  it('marks Home on the home page and its aliases', () => {
    for (const path of ['/', '/home', '/index', '/index.html']) {
      expect(currentBottomItem(path, null)).toBe('home');
    }
  });

  it('marks Games on every category page and the lottery aliases', () => {
    for (const path of [
      '/rng',
      '/live',
      '/fish',
      '/pvp',
      '/sports',
      '/esports',
      '/ds88',
      '/elott',
    ]) {
      expect(currentBottomItem(path, null)).toBe('games');
    }
    for (const path of ['/lottery', '/lott', '/vnLottery', '/seaLottery']) {
      expect(currentBottomItem(path, null)).toBe('games');
    }
  });

  it('marks Promotions on the list and on a promotion', () => {
    expect(currentBottomItem('/promotions', null)).toBe('promotions');
    expect(currentBottomItem('/promoDetail', null)).toBe('promotions');
  });

  it('lets an open member centre win over the route below it', () => {
    expect(currentBottomItem('/rng', 'depositv2')).toBe('deposit');
    expect(currentBottomItem('/', 'securityCenter')).toBe('account');
    expect(currentBottomItem('/promotions', 'withdraw')).toBe('account');
  });

  it('marks nothing on screens the bar does not name', () => {
    for (const path of ['/help', '/pointMall', '/noticePage', '/down', '/nowhere']) {
      expect(currentBottomItem(path, null)).toBeNull();
    }
  });
});
