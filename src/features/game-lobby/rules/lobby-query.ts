import type { components } from '../../../../openapi/runtime/generated/openapi';

type Schemas = components['schemas'];
export type GameType = Schemas['GameType'];
export type GameClassify = Schemas['GameClassify'];

/** Section 9: game list page size 30. */
export const gamePageSize = 30;
/** Section 2: the minimum-bet filter's options besides "all". */
export const minBetOptions = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export type MinBet = (typeof minBetOptions)[number];

/** Section 2: list types all, hot, fav, recent; the PvP lobby adds its room list. */
export type ListType = 'all' | 'hot' | 'fav' | 'recent' | 'rooms';
export const lobbyListTypes: readonly ListType[] = ['all', 'hot', 'fav', 'recent'];
export const pvpListTypes: readonly ListType[] = [...lobbyListTypes, 'rooms'];
/** Section 6: visitors must log in for the fav and recent lists. */
export function listNeedsLogin(list: ListType): boolean {
  return list === 'fav' || list === 'recent';
}
export function listTypesOf(gameType: GameType): readonly ListType[] {
  return gameType === 'PVP' ? pvpListTypes : lobbyListTypes;
}

/** The slot classify tabs besides "all": jackpot, table games, arcade, plus bingo with TY. */
export type ClassifyTab = Exclude<GameClassify, 'slot'>;
export function classifyTabsFor(languages: readonly string[]): ClassifyTab[] {
  const tabs: ClassifyTab[] = ['jackpot', 'table', 'arcade'];
  return languages.includes('TY') ? [...tabs, 'bingo'] : tabs;
}

const gameTypes: readonly GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'DS88',
];

/** Everything a lobby shows, kept in the URL so deep links, reload and back/forward work. */
export interface LobbyState {
  gameType: GameType;
  list: ListType;
  /** Vendor code (`vassalage`), null for all vendors. */
  vendor: string | null;
  minBet: MinBet | null;
  /** Slot lobby only. */
  classify: ClassifyTab | null;
  search: string;
  pageNo: number;
}

/**
 * The URL parameters of a lobby. `page` is the vendor (section 2: `/rng?page=<vendor>`), so the page
 * number is `pageNo`. Read but never written: `games` / `lobbyType` (the game type, upper-cased;
 * kept as they are), `type` (`hot` opens the hot list, `vassalage` goes with `vassalage=<vendor>`).
 */
export const lobbyParams = {
  vendor: 'page',
  list: 'list',
  minBet: 'minBet',
  classify: 'classify',
  search: 'q',
  pageNo: 'pageNo',
} as const;
const legacyParams = ['type', 'vassalage'] as const;

/** Longest search text the contract accepts (`gameName`, 100 characters). */
export const maxSearchLength = 100;

export interface LobbyOptions {
  /** The route's game kind (`/rng` -> RNG). */
  gameKind: GameType;
  /** The classify tabs the site offers (see classifyTabsFor). */
  classifyTabs: readonly ClassifyTab[];
}

function vendorCode(value: string | null): string | null {
  const code = value?.trim().toUpperCase().slice(0, 64) ?? '';
  return code === '' ? null : code;
}

/** The game type: the `games` or `lobbyType` parameter upper-cased when it names one, else the route's. */
export function gameTypeOf(params: URLSearchParams, gameKind: GameType): GameType {
  const asked = (params.get('games') ?? params.get('lobbyType'))?.trim().toUpperCase();
  return gameTypes.find((type) => type === asked) ?? gameKind;
}

export function readLobbyState(params: URLSearchParams, options: LobbyOptions): LobbyState {
  const gameType = gameTypeOf(params, options.gameKind);
  const lists = listTypesOf(gameType);
  const listParam = params.get(lobbyParams.list);
  const type = params.get('type')?.trim().toLowerCase();
  const list =
    lists.find((l) => l === listParam) ?? (type === 'hot' ? 'hot' : ('all' satisfies ListType));
  const vendor = vendorCode(params.get(lobbyParams.vendor)) ?? vendorCode(params.get('vassalage'));
  const minBetParam = params.get(lobbyParams.minBet);
  const minBet =
    minBetParam === null ? null : (minBetOptions.find((m) => m === Number(minBetParam)) ?? null);
  const classifyParam = params.get(lobbyParams.classify);
  const classify =
    gameType === 'RNG' ? (options.classifyTabs.find((c) => c === classifyParam) ?? null) : null;
  const pageNo = Number(params.get(lobbyParams.pageNo));
  return {
    gameType,
    list,
    vendor,
    minBet,
    classify,
    search: (params.get(lobbyParams.search) ?? '').slice(0, maxSearchLength),
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
  };
}

/**
 * The URL parameters for `state`, keeping the ones the lobby does not own (`games`, `lobbyType`,
 * anything else) and dropping the legacy `type` / `vassalage` it has read. Defaults are left out,
 * so the plain lobby stays a plain path.
 */
export function writeLobbyState(state: LobbyState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...Object.values(lobbyParams), ...legacyParams]) next.delete(name);
  if (state.vendor) next.set(lobbyParams.vendor, state.vendor);
  if (state.list !== 'all') next.set(lobbyParams.list, state.list);
  if (state.minBet !== null) next.set(lobbyParams.minBet, String(state.minBet));
  if (state.classify) next.set(lobbyParams.classify, state.classify);
  if (state.search !== '') next.set(lobbyParams.search, state.search);
  if (state.pageNo > 1) next.set(lobbyParams.pageNo, String(state.pageNo));
  return next;
}

/** Section 2: choosing a vendor resets paging to page 1 (size 30) and clears the filters. */
export function chooseVendor(state: LobbyState, vendor: string | null): LobbyState {
  return { ...state, vendor, pageNo: 1, minBet: null, classify: null, search: '' };
}

/** A filter change starts again at page 1. */
export function changeFilter(
  state: LobbyState,
  change: Partial<Pick<LobbyState, 'minBet' | 'classify' | 'search'>>,
): LobbyState {
  return { ...state, ...change, pageNo: 1 };
}

export function chooseList(state: LobbyState, list: ListType): LobbyState {
  return { ...state, list, pageNo: 1 };
}

export function hasFilters(state: LobbyState): boolean {
  return state.minBet !== null || state.classify !== null || state.search.trim() !== '';
}

export function clearFilters(state: LobbyState): LobbyState {
  return changeFilter(state, { minBet: null, classify: null, search: '' });
}

/** Section 9: the vendor bar gets previous/next buttons when it holds more than 8 vendors. */
export const vendorBarNavThreshold = 8;
export function vendorBarNeedsNav(vendorCount: number): boolean {
  return vendorCount > vendorBarNavThreshold;
}
