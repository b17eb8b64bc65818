import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/screens.json' with { type: 'json' };
import { isGamePage, routeFor, routeTable, titleKeyFor, viewClassFor } from './route-table';

describe('route table', () => {
  it('maps every alias of section 2 to its screen', () => {
    for (const path of ['/', '/index', '/index.html', '/home'])
      expect(routeFor(path)?.screen).toBe('home');
    expect(routeFor('/register.html')).toMatchObject({ screen: 'home', opens: 'register' });
    expect(routeFor('/vnLottery')?.screen).toBe('lottery');
    expect(routeFor('/nope')).toBeUndefined();
  });

  it('matches a path in any letter case, with or without a trailing slash', () => {
    expect(routeFor('/RNG/')?.gameKind).toBe('RNG');
    expect(routeFor('/vnlottery')?.screen).toBe('lottery');
    expect(routeFor('/pointmall/')?.screen).toBe('pointMall');
    expect(routeFor('/rng/x')).toBeUndefined();
  });

  it('gives no two entries the same path, whatever its letter case', () => {
    const paths = routeTable.flatMap((entry) => entry.paths.map((path) => path.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
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

  it('routes the pages of issue 15 to their own screens', () => {
    expect(routeFor('/vip')?.screen).toBe('vip');
    expect(routeFor('/winners')?.screen).toBe('winners');
    expect(routeFor('/feedback')?.screen).toBe('feedback');
    expect(routeFor('/download')?.screen).toBe('download');
  });

  it('treats every game page, each lottery alias included, as a game page (balance hidden)', () => {
    for (const path of [
      '/game',
      '/seamless',
      '/fbsports',
      '/lottery',
      '/lott',
      '/vnLottery',
      '/seaLottery',
    ]) {
      expect(isGamePage(path), path).toBe(true);
    }
    for (const path of ['/', '/rng', '/live', '/sports', '/elott', '/pointMall', '/nowhere']) {
      expect(isGamePage(path), path).toBe(false);
    }
  });

  it('derives the main view class from the path without its leading slash', () => {
    expect(viewClassFor('/')).toBe('');
    expect(viewClassFor('/rng')).toBe('rng');
    expect(viewClassFor('/pointMall')).toBe('pointMall');
    expect(viewClassFor('/index.html')).toBe('index.html');
    expect(viewClassFor('/promoDetail')).toBe('promoDetail');
    expect(viewClassFor('/a b')).toBe('a-b');
  });

  it('names the document title of a game screen by its category, of others by the screen id', () => {
    expect(titleKeyFor(routeFor('/rng'))).toBe('game-nav.categories.RNG');
    expect(titleKeyFor(routeFor('/sports'))).toBe('game-nav.categories.SPORTS');
    expect(titleKeyFor(routeFor('/pointMall'))).toBe('screens.titles.pointMall');
    expect(titleKeyFor(routeFor('/index.html'))).toBe('screens.titles.home');
    expect(titleKeyFor(routeFor('/nowhere'))).toBe('screens.notFound.title');
  });

  it('has an English title for every screen of the table', () => {
    const titles: Record<string, string> = english.titles;
    for (const entry of routeTable.filter((e) => !e.gameKind))
      expect(titles[entry.screen], entry.screen).toBeTruthy();
  });

  it('has no path twice', () => {
    const all = routeTable.flatMap((r) => r.paths);
    expect(new Set(all).size).toBe(all.length);
  });
});
