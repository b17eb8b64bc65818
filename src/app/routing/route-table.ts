/**
 * The routes of section 2, with their aliases and the regions each screen is composed of.
 * The banner group follows the route-to-group map of section 2; a screen without one has no strip.
 */
import type { components } from '../../../openapi/runtime/generated/openapi';

type GameType = components['schemas']['GameType'];

export type ScreenId =
  | 'home'
  | 'notices'
  | 'pointMall'
  | 'gameListing'
  | 'lottery'
  | 'lobby'
  | 'promotions'
  | 'promotionDetail'
  | 'seamless'
  | 'fbSports'
  | 'helpPage'
  | 'download'
  | 'join'
  | 'gameFrame'
  // issue 15: where the social sign-in's consent page returns
  | 'oauthCallback';

export interface Regions {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** Banner group (`w_home`, `w_rng`, ...) or null for no banner strip. */
  bannerGroup: string | null;
  jackpot: boolean;
}

export interface RouteEntry {
  /** The canonical path first, then its aliases. */
  paths: readonly string[];
  screen: ScreenId;
  regions: Regions;
  /** Dialog the screen opens on arrival (`/register` is home with the registration dialog). */
  opens?: 'register' | 'login';
  /** Lobby or listing kind for game screens. */
  gameKind?: GameType;
}

const full = (bannerGroup: string | null, jackpot = false): Regions => ({
  header: true,
  footer: true,
  sideMenu: true,
  bannerGroup,
  jackpot,
});
const headerOnly: Regions = {
  header: true,
  footer: false,
  sideMenu: false,
  bannerGroup: null,
  jackpot: false,
};
const bare: Regions = {
  header: false,
  footer: false,
  sideMenu: false,
  bannerGroup: null,
  jackpot: false,
};

export const routeTable: readonly RouteEntry[] = [
  { paths: ['/', '/index', '/index.html', '/home'], screen: 'home', regions: full('w_home', true) },
  {
    paths: ['/register', '/register.html'],
    screen: 'home',
    regions: full('w_home', true),
    opens: 'register',
  },
  { paths: ['/login'], screen: 'home', regions: full('w_home', true), opens: 'login' },
  { paths: ['/noticePage'], screen: 'notices', regions: full(null) },
  { paths: ['/pointMall'], screen: 'pointMall', regions: full('w_shop') },
  { paths: ['/sports'], screen: 'gameListing', regions: full('w_sports'), gameKind: 'SPORTS' },
  { paths: ['/esports'], screen: 'gameListing', regions: full('w_esports'), gameKind: 'ESPORTS' },
  { paths: ['/ds88'], screen: 'gameListing', regions: full(null), gameKind: 'DS88' },
  { paths: ['/elott'], screen: 'gameListing', regions: full('w_lott'), gameKind: 'ELOTT' },
  {
    paths: ['/lottery', '/lott', '/vnLottery', '/seaLottery'],
    screen: 'lottery',
    regions: full(null),
  },
  { paths: ['/live'], screen: 'lobby', regions: full('w_live'), gameKind: 'LIVE' },
  { paths: ['/pvp'], screen: 'lobby', regions: full('w_pvp'), gameKind: 'PVP' },
  { paths: ['/fish'], screen: 'lobby', regions: full('w_fish'), gameKind: 'FISH' },
  { paths: ['/rng'], screen: 'lobby', regions: full('w_rng'), gameKind: 'RNG' },
  { paths: ['/promotions'], screen: 'promotions', regions: full('w_promotion') },
  { paths: ['/promoDetail'], screen: 'promotionDetail', regions: full(null) },
  { paths: ['/seamless'], screen: 'seamless', regions: headerOnly },
  { paths: ['/fbsports'], screen: 'fbSports', regions: headerOnly },
  { paths: ['/helpmc'], screen: 'helpPage', regions: bare },
  { paths: ['/help'], screen: 'helpPage', regions: full('w_help') },
  { paths: ['/down', '/download'], screen: 'download', regions: full('w_down') },
  { paths: ['/join'], screen: 'join', regions: full(null) },
  { paths: ['/game'], screen: 'gameFrame', regions: headerOnly },
  // issue 15: the social sign-in's return address
  { paths: ['/oauth/callback'], screen: 'oauthCallback', regions: headerOnly },
];

export function routeFor(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) => entry.paths.includes(pathname));
}

/** The main view's class (section 2): the path without its leading slash (`home` for the root). */
export function viewClassFor(pathname: string): string {
  const name = pathname.replace(/^\//, '').replace(/[^A-Za-z0-9_-]/g, '-');
  return `view-${name === '' ? 'home' : name}`;
}
