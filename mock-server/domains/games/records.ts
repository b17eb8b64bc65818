import type { Schemas } from '../../core/handler-types';

/**
 * The games domain's records. Contract shapes are reused where they exist; what the contract sends
 * as an absolute URL (`imageUrl`, `logo`) is kept as a path on this host (or derived from the id) and
 * completed with the caller's origin when answering, and a maintenance window is kept as a length so
 * that its end is always ahead of the mock's clock. Game records carry no field that can be derived
 * (vendor facts live on the vendor entry): @msw/data's insert cost grows with the field count and
 * the catalogue has 10,000 of them.
 */
export type GameType = Schemas['GameType'];
export type GameClassify = Schemas['GameClassify'];
export type OpenMode = Schemas['LaunchResult']['openMode'];
export type LotteryVendor = Schemas['LotteryVendor'];
export type PrizeMode = Schemas['PrizeMode'];

export interface GameRecord extends Omit<Schemas['Game'], 'imageUrl' | 'maintenance'> {
  /** Equal to `nodeId`. The card image is `/sandbox/img/game-<nodeId>.svg` (drawn by sandbox-pages/art from this record). */
  id: string;
  /** Pay lines (1 for table, arcade and non-slot games). */
  lineNum: number;
  /** Higher is more popular; orders the game list, hot and popular lists. */
  popularity: number;
  /** Hours of maintenance ahead (its own or its vendor's), or null when playable. */
  maintenanceHours: number | null;
}

export interface VendorRecord extends Omit<Schemas['Vendor'], 'logo' | 'maintenance'> {
  logoPath: string;
  /** The server's own category (lane) id: esports providers are sent in the SPORTS lane (3). */
  laneId: number;
  maintenanceHours: number | null;
  trialPlay: boolean;
  /** The vendor plays from its own transfer wallet (wallet code = vendor code), not from MAIN. */
  transferWallet: boolean;
  openMode: OpenMode;
  /** The vendor's lobby card is a `VASSALAGE` game that opens the popup list of its games. */
  popupList: boolean;
}

export type DrawSchedule =
  /** One draw a day at a fixed UTC minute; betting closes before and reopens after the draw. */
  | {
      kind: 'daily';
      drawMinuteUtc: number;
      closeMinutesBefore: number;
      reopenMinutesAfter: number;
      drawNoStyle: 'ymd' | 'y-md';
    }
  /** A draw every `minutes` minutes around the clock (e-lottery). */
  | { kind: 'interval'; minutes: number; closeSecondsBefore: number };

export type ResultFormat =
  'vnNorth' | 'vnSouth' | 'fourDigits' | 'fiveDigits' | 'threeDice' | 'raceTen' | 'thai' | 'lao';

export interface LotteryGameRecord {
  /** `gameId` of the contract, equal to the `nodeId` of the game's catalogue entry. */
  id: string;
  gameCode: string;
  gameName: string;
  vendor: LotteryVendor;
  gameType: 'LOTT' | 'ELOTT';
  prizeMode: PrizeMode;
  defaultPlayType: string | null;
  groupId: string;
  groupTitle: string;
  /** Display order of the group, then of the game inside it. */
  groupOrder: number;
  sort: number;
  schedule: DrawSchedule;
  resultFormat: ResultFormat;
  maintenanceHours: number | null;
}

export interface FavoriteGameRecord {
  /** `${memberId}:${nodeId}`: one favourite per member and game. */
  id: string;
  memberId: number;
  nodeId: string;
  addedAt: string;
  /** Per member, increasing: orders "most recently added first" even within one millisecond. */
  seq: number;
}

export interface RecentGameRecord {
  /** `${memberId}:${nodeId}`: a game appears once in a member's recent list. */
  id: string;
  memberId: number;
  nodeId: string;
  playedAt: string;
  seq: number;
}

/** A launch (game, sports book or lottery) and its one-time token, shown on the sandbox page. */
export interface GameLaunchRecord {
  /** The token. */
  id: string;
  memberId: number;
  /** The game launched; null for the lottery lobby. */
  nodeId: string | null;
  kind: 'game' | 'sports' | 'lottery';
  createdAt: string;
}
