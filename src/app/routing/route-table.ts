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
  // Issue 15: VIP levels, the winner board and the feedback form.
  | 'vip'
  | 'winners'
  | 'feedback'
  // lucky draws (red envelope, prize wheel)
  | 'redEnvelope'
  | 'prizeWheel'
  // issue 15: where the social sign-in's consent page returns
  | 'oauthCallback'
  | 'signInLink';

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
  // Issue 15: screens the specification implies without giving a route.
  { paths: ['/vip'], screen: 'vip', regions: full(null) },
  { paths: ['/winners'], screen: 'winners', regions: full(null) },
  { paths: ['/feedback'], screen: 'feedback', regions: full(null) },
  // lucky draws (red envelope, prize wheel)
  { paths: ['/redEnvelope'], screen: 'redEnvelope', regions: full(null) },
  { paths: ['/prizeWheel'], screen: 'prizeWheel', regions: full(null) },
  // issue 15: the social sign-in's return address
  { paths: ['/oauth/callback'], screen: 'oauthCallback', regions: headerOnly },
  // issue 16: the sandbox console's one-time sign-in link ("open the portal as this member")
  { paths: ['/sign-in-link'], screen: 'signInLink', regions: headerOnly },
];

/** A path as the portal matches it, as React Router does: any letter case, a trailing slash or not. */
function pathKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

const entryByPath = new Map<string, RouteEntry>();
for (const entry of routeTable)
  for (const path of entry.paths)
    if (!entryByPath.has(pathKey(path))) entryByPath.set(pathKey(path), entry);

/** The route table's entry for an address's path (one lookup), undefined for an unknown path. */
export function routeFor(pathname: string): RouteEntry | undefined {
  return entryByPath.get(pathKey(pathname));
}

/**
 * Game pages (section 2: the balance is "hidden on game pages"): the screens where a game is
 * played inside the portal's page — the in-frame page `/game`, `/seamless`, `/fbsports` and the
 * lottery page under every alias (`/lottery`, `/lott`, `/vnLottery`, `/seaLottery`), which plays
 * the lottery in its frame. Lobbies and listings are where games are chosen, not played: they keep
 * the balance. Decided by screen, not by path, so an alias can never differ from its screen.
 */
const gamePageScreens: ReadonlySet<ScreenId> = new Set([
  'gameFrame',
  'seamless',
  'fbSports',
  'lottery',
]);

export function isGamePage(pathname: string): boolean {
  const entry = routeFor(pathname);
  return entry !== undefined && gamePageScreens.has(entry.screen);
}

/**
 * The main view's class (section 2): the path itself without its leading slash (`rng`,
 * `index.html`, `promoDetail`). The root `/` has no path left, so it adds no class. Whitespace
 * (only reachable by a hand-typed address) becomes `-`, so one path stays one class.
 */
export function viewClassFor(pathname: string): string {
  return pathname.replace(/^\//, '').replace(/\s+/g, '-');
}

/**
 * The text key of a route's name in the document title, from the route table alone: a game screen
 * takes its category's name (`/rng` "Slots", `/live` "Live casino"), every other screen
 * `screens.titles.<screenId>` (a new screen id needs only that key), an unknown path "Page not
 * found". All first-page texts, so the title never waits for a chunk.
 */
export function titleKeyFor(entry: RouteEntry | undefined): string {
  if (!entry) return 'screens.notFound.title';
  return entry.gameKind
    ? `game-nav.categories.${entry.gameKind}`
    : `screens.titles.${entry.screen}`;
}
