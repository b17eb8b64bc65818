import type { GameType, OpenMode } from '../records';

/**
 * The server's own categories (vendor lanes) in display order. Esports providers are sent inside
 * the SPORTS lane (the portal moves them into an ESPORTS lane); DS88 is category 5.
 */
export const lanes: readonly { id: number; title: GameType }[] = [
  { id: 1, title: 'RNG' },
  { id: 2, title: 'LIVE' },
  { id: 3, title: 'SPORTS' },
  { id: 4, title: 'FISH' },
  { id: 8, title: 'PVP' },
  { id: 6, title: 'LOTT' },
  { id: 7, title: 'ELOTT' },
  { id: 5, title: 'DS88' },
];

/** The esports providers (product specification, section 1). */
export const esportsVendorCodes: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/** Vendors playing from their own transfer wallet; the wallet domain lists these wallets. */
export const transferWalletVendorCodes: readonly string[] = [
  'PG',
  'JILI',
  'FC',
  'EVO',
  'SEXY',
  'SABA',
  'IMES',
  'TCG_LOTTO_VN',
  'KM',
  'DS88',
];

export interface VendorDefinition {
  vendor: string;
  name: string;
  gameType: GameType;
  laneId: number;
  /** Slots and fishing offer play money, so trial accounts may launch them; everything else is real money only. */
  trialPlay: boolean;
  openMode: OpenMode;
  popupList: boolean;
  maintenanceHours: number | null;
}

function lane(
  laneId: number,
  gameType: GameType,
  trialPlay: boolean,
  entries: [string, string, Partial<VendorDefinition>?][],
): VendorDefinition[] {
  return entries.map(([vendor, name, extra]) => ({
    vendor,
    name,
    gameType,
    laneId,
    trialPlay,
    openMode: 'iframe',
    popupList: false,
    maintenanceHours: null,
    ...extra,
  }));
}

/** Every vendor entry (one per vendor and game type), in lane order then display order. */
export const vendorDefinitions: readonly VendorDefinition[] = [
  ...lane(1, 'RNG', true, [
    ['PG', 'PG Soft'],
    ['JILI', 'JILI Games'],
    ['PP', 'Pragmatic Play'],
    ['FC', 'Fa Chai'],
    ['JDB', 'JDB Gaming'],
    ['CQ9', 'CQ9 Gaming'],
    ['HB', 'Habanero'],
    ['RT', 'Red Tiger'],
    ['PS', 'PlayStar'],
    ['KA', 'KA Gaming', { popupList: true }],
    ['BNG', 'Booongo', { popupList: true }],
    ['SG', 'Spadegaming'],
    ['NLC', 'Nolimit City'],
  ]),
  ...lane(2, 'LIVE', false, [
    ['EVO', 'Evolution', { popupList: true, openMode: 'newWindow' }],
    ['SEXY', 'Sexy Baccarat', { popupList: true }],
    ['DG', 'Dream Gaming'],
    ['SA', 'SA Gaming'],
    ['WM', 'WM Casino'],
    ['PP', 'Pragmatic Play Live'],
  ]),
  ...lane(3, 'SPORTS', false, [
    ['SABA', 'SABA Sports'],
    ['FB', 'FB Sports'],
    ['CMD', 'CMD368', { maintenanceHours: 6 }],
  ]),
  ...lane(3, 'ESPORTS', false, [
    ['IMES', 'IM Esports'],
    ['TF', 'TF Gaming'],
    ['AV', 'AV Esports'],
    ['AI', 'AI Esports'],
    ['IA', 'IA Esports'],
  ]),
  ...lane(4, 'FISH', true, [
    ['JILI', 'JILI Fishing'],
    ['FC', 'Fa Chai Fishing'],
    ['JDB', 'JDB Fishing'],
    ['CQ9', 'CQ9 Fishing'],
    ['KA', 'KA Fishing'],
  ]),
  ...lane(8, 'PVP', false, [
    ['KM', 'Kingmaker'],
    ['V8', 'V8 Poker'],
    ['JILI', 'JILI Cards'],
  ]),
  ...lane(6, 'LOTT', false, [
    ['TCG_LOTTO_VN', 'Vietnam Lottery'],
    ['TCG_SEA', 'SEA 4D Lottery'],
    ['LOTT', 'Lotto Asia'],
  ]),
  ...lane(7, 'ELOTT', false, [
    ['TCG_LOTTO_VN', 'Vietnam Fast Lottery'],
    ['ELOTT', 'Speed Lotto'],
  ]),
  ...lane(5, 'DS88', false, [['DS88', 'DS88 Sabong', { openMode: 'newWindow' }]]),
];
