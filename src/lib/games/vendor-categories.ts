import type { components } from '../../../openapi/runtime/generated/openapi';

type Schemas = components['schemas'];
export type VendorLane = Schemas['VendorLane'];
export type Vendor = Schemas['Vendor'];
export type GameType = Schemas['GameType'];

/** The esports providers (section 1): the portal moves them out of SPORTS into ESPORTS (section 4). */
export const esportsVendorCodes: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
/** Lottery vendor codes (section 9): their header items open the lottery page for that vendor. */
export const lotteryVendorCodes: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];
/** Up to 11 vendors per header category (section 9). */
export const maxVendorsPerCategory = 11;
/** DS88 is its own category with id 5 (section 4). */
export const ds88CategoryId = 5;
/**
 * The id the portal gives the ESPORTS lane it builds when the server sent none. Not in the
 * specification; any id the server does not use works, the header keys lanes by title.
 */
export const esportsCategoryId = 1000;

const bySort = (a: Vendor, b: Vendor) => a.sort - b.sort;

/**
 * The server's lanes as the portal shows them (section 4): esports providers moved out of SPORTS
 * into an ESPORTS lane placed right after SPORTS (or merged into the server's own ESPORTS lane),
 * vendor DS88 moved into its own lane with id 5, vendors sorted, empty lanes dropped. One lane per
 * title: a title sent twice is merged into its first lane.
 */
export function normaliseLanes(lanes: readonly VendorLane[]): VendorLane[] {
  const result: VendorLane[] = [];
  /** Lanes the portal opened for moved vendors; a server lane of the same title takes them over. */
  const opened = new Set<VendorLane>();
  const find = (title: GameType) => result.find((lane) => lane.title === title);
  const open = (title: GameType, id: number, after?: GameType): VendorLane => {
    const existing = find(title);
    if (existing) return existing;
    const created: VendorLane = { id, title, cards: [] };
    const anchor = after ? result.findIndex((lane) => lane.title === after) : -1;
    if (anchor >= 0) result.splice(anchor + 1, 0, created);
    else result.push(created);
    opened.add(created);
    return created;
  };

  for (const lane of lanes) {
    let home = find(lane.title);
    if (!home) {
      home = { id: lane.title === 'DS88' ? ds88CategoryId : lane.id, title: lane.title, cards: [] };
      result.push(home);
    } else if (opened.delete(home) && lane.title !== 'DS88') {
      home.id = lane.id;
    }
    for (const card of lane.cards) {
      if (card.vendor === 'DS88' && lane.title !== 'DS88') {
        open('DS88', ds88CategoryId).cards.push({ ...card, gameType: 'DS88' });
      } else if (lane.title === 'SPORTS' && esportsVendorCodes.includes(card.vendor)) {
        open('ESPORTS', esportsCategoryId, 'SPORTS').cards.push({ ...card, gameType: 'ESPORTS' });
      } else {
        home.cards.push(card);
      }
    }
  }
  return result
    .map((lane) => ({ ...lane, cards: [...lane.cards].sort(bySort) }))
    .filter((lane) => lane.cards.length > 0);
}

/** The vendors a header category lists: the first 11 by display order. */
export function headerVendors(lane: VendorLane): Vendor[] {
  return [...lane.cards].sort(bySort).slice(0, maxVendorsPerCategory);
}

const categoryRoutes: Record<GameType, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  DS88: '/ds88',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

/** Every category's lobby or listing path (the phone's bottom bar marks Games on these). */
export const categoryPaths: readonly string[] = Object.values(categoryRoutes);

/** The lobby or listing of a whole category (the "all" entry of its menu). */
export function categoryRoute(category: GameType): string {
  return categoryRoutes[category];
}

/** The game lobbies (section 2: `/live`, `/pvp`, `/fish`, `/rng`): they filter by vendor. */
const lobbyKinds: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

/**
 * Where a vendor's header item or home card leads (section 2): a lobby vendor (slots, live casino,
 * fishing, card games) to its lobby with the vendor chosen (`/rng?page=<code>`, `/live?page=<code>`;
 * section 2 names `page` for /rng, every lobby reads it the same way), lottery vendors to the
 * lottery page for that vendor (`/lottery?vendor=<code>`), every other vendor to its category's
 * listing (the listings have no vendor choice).
 */
export function vendorRoute(category: GameType, vendor: string): string {
  if (lobbyKinds.includes(category)) {
    return `${categoryRoutes[category]}?${new URLSearchParams({ page: vendor })}`;
  }
  if ((category === 'LOTT' || category === 'ELOTT') && lotteryVendorCodes.includes(vendor)) {
    return `/lottery?${new URLSearchParams({ vendor })}`;
  }
  return categoryRoutes[category];
}

/** The lottery prize mode (section 4): ELOTT when an ELOTT lane has a TCG_LOTTO_VN or LOTT card. */
export function prizeModeOf(lanes: readonly VendorLane[]): 'ELOTT' | 'LOTT' {
  const elott = lanes.some(
    (lane) =>
      lane.title === 'ELOTT' &&
      lane.cards.some((card) => card.vendor === 'TCG_LOTTO_VN' || card.vendor === 'LOTT'),
  );
  return elott ? 'ELOTT' : 'LOTT';
}
