import type { GameClassify, GameType } from '../records';

/** A fixed (non-generated) game of a vendor: live tables, fishing, PvP, sports books, sabong. */
export interface FixedGame {
  name: string;
  hot?: true;
  maintenanceHours?: number;
}

export interface FixedLane {
  gameType: GameType;
  /** nodeIds of this lane start after this number. */
  nodeBase: number;
  classify: GameClassify | null;
  minBets: readonly number[];
  games: Readonly<Record<string, readonly FixedGame[]>>;
}

const liveTables: readonly FixedGame[] = [
  { name: 'Baccarat A' },
  { name: 'Baccarat B' },
  { name: 'Speed Baccarat' },
  { name: 'No Commission Baccarat' },
  { name: 'Dragon Tiger' },
  { name: 'Roulette' },
  { name: 'Blackjack' },
  { name: 'Sic Bo' },
  { name: 'Fan Tan' },
  { name: 'Andar Bahar' },
];

export const fixedLanes: readonly FixedLane[] = [
  {
    gameType: 'LIVE',
    nodeBase: 200_000,
    classify: 'table',
    minBets: [0.5, 1],
    games: {
      EVO: [
        { name: 'Lightning Roulette', hot: true },
        { name: 'Crazy Time', hot: true },
        { name: 'Monopoly Live' },
        { name: 'Mega Ball' },
        { name: 'Lightning Baccarat' },
        ...liveTables,
      ],
      SEXY: [
        { name: 'Sexy Baccarat Classic', hot: true },
        { name: 'Sexy Dragon Tiger' },
        ...liveTables,
      ],
      DG: [{ name: 'DG Baccarat Squeeze', hot: true }, ...liveTables],
      SA: [{ name: 'SA Speed Baccarat' }, ...liveTables],
      WM: [{ name: 'WM Baccarat VIP' }, ...liveTables],
      PP: [{ name: 'Mega Wheel', hot: true }, { name: 'Sweet Bonanza CandyLand' }, ...liveTables],
    },
  },
  {
    gameType: 'FISH',
    nodeBase: 300_000,
    classify: 'arcade',
    minBets: [0.01, 0.1, 0.5],
    games: {
      JILI: [
        { name: 'Royal Fishing', hot: true },
        { name: 'Jackpot Fishing', hot: true },
        { name: 'Dinosaur Tycoon' },
        { name: 'Bombing Fishing' },
        { name: 'Dragon Fortune' },
        { name: 'Mega Fishing' },
        { name: 'Boom Legend' },
        { name: 'Happy Fishing' },
      ],
      FC: [
        { name: 'Fishing Fiesta', hot: true },
        { name: 'Star Hunter' },
        { name: 'Golden Toad' },
        { name: 'Fishing Paradise' },
      ],
      JDB: [
        { name: 'Fishing Disco' },
        { name: 'Dragon Fishing' },
        { name: 'Cai Shen Fishing' },
        { name: 'Ocean King', maintenanceHours: 2 },
      ],
      CQ9: [{ name: 'Paradise Fishing' }, { name: 'One Shot Fishing' }, { name: 'Lucky Fishing' }],
      KA: [{ name: 'Fishing Legend' }, { name: 'Kingdom of Ocean' }],
    },
  },
  {
    gameType: 'PVP',
    nodeBase: 400_000,
    classify: 'table',
    minBets: [1],
    games: {
      KM: [
        { name: 'Teen Patti', hot: true },
        { name: 'Andar Bahar' },
        { name: 'Tongits', hot: true },
        { name: 'Pusoy' },
        { name: 'Rummy' },
      ],
      V8: [
        { name: "Texas Hold'em", hot: true },
        { name: 'Omaha' },
        { name: 'Niu Niu' },
        { name: 'Sam Gong' },
      ],
      JILI: [
        { name: 'Tongits Go' },
        { name: 'Pusoy Go' },
        { name: 'Pool Rummy' },
        { name: 'Callbreak' },
        { name: 'Ludo' },
      ],
    },
  },
  {
    gameType: 'SPORTS',
    nodeBase: 600_000,
    classify: null,
    minBets: [1],
    games: {
      SABA: [{ name: 'SABA Sportsbook', hot: true }],
      FB: [{ name: 'FB Sportsbook' }],
      CMD: [{ name: 'CMD368 Sportsbook' }],
    },
  },
  {
    gameType: 'ESPORTS',
    nodeBase: 650_000,
    classify: null,
    minBets: [1],
    games: {
      IMES: [{ name: 'IM Esports' }],
      TF: [{ name: 'TF Esports' }],
      AV: [{ name: 'AV Esports' }],
      AI: [{ name: 'AI Esports' }],
      IA: [{ name: 'IA Esports' }],
    },
  },
  {
    gameType: 'DS88',
    nodeBase: 700_000,
    classify: null,
    minBets: [1],
    games: {
      DS88: [
        { name: 'Sabong Arena 1' },
        { name: 'Sabong Arena 2' },
        { name: 'Derby Cockfight Live' },
      ],
    },
  },
];

/** The catalogue entries standing for a vendor lobby (`isGame` `VASSALAGE`) start after this. */
export const vendorCardNodeBase = 900_000;
/** Generated and curated slots start after this. */
export const slotNodeBase = 1_000_000;
/** Lottery games (their `gameId` is their `nodeId`). */
export const lotteryNodeBase = 500_000;
