import { describe, expect, it } from 'vitest';
import { routeFor, routeTable, viewClassFor } from './route-table';

describe('route table', () => {
  it('maps every alias of section 2 to its screen', () => {
    for (const path of ['/', '/index', '/index.html', '/home'])
      expect(routeFor(path)?.screen).toBe('home');
    expect(routeFor('/register.html')).toMatchObject({ screen: 'home', opens: 'register' });
    expect(routeFor('/vnLottery')?.screen).toBe('lottery');
    expect(routeFor('/nope')).toBeUndefined();
  });

  it('uses the banner group of section 2 for each route', () => {
    const groups = Object.fromEntries(routeTable.map((r) => [r.paths[0], r.regions.bannerGroup]));
    expect(groups).toMatchObject({
      '/': 'w_home',
      '/rng': 'w_rng',
      '/live': 'w_live',
      '/fish': 'w_fish',
      '/pvp': 'w_pvp',
      '/sports': 'w_sports',
      '/esports': 'w_esports',
      '/elott': 'w_lott',
      '/down': 'w_down',
      '/promotions': 'w_promotion',
      '/pointMall': 'w_shop',
      '/help': 'w_help',
    });
  });

  it('gives header-only and bare screens their regions', () => {
    expect(routeFor('/game')?.regions).toMatchObject({
      header: true,
      footer: false,
      sideMenu: false,
    });
    expect(routeFor('/helpmc')?.regions).toMatchObject({ header: false, footer: false });
  });

  it('routes the issue-15 pages of h3 to their own screens', () => {
    expect(routeFor('/vip')?.screen).toBe('vip');
    expect(routeFor('/winners')?.screen).toBe('winners');
    expect(routeFor('/feedback')?.screen).toBe('feedback');
    expect(routeFor('/download')?.screen).toBe('download');
  });

  it('derives the main view class from the path', () => {
    expect(viewClassFor('/')).toBe('view-home');
    expect(viewClassFor('/pointMall')).toBe('view-pointMall');
    expect(viewClassFor('/register.html')).toBe('view-register-html');
  });

  it('has no path twice', () => {
    const all = routeTable.flatMap((r) => r.paths);
    expect(new Set(all).size).toBe(all.length);
  });
});
