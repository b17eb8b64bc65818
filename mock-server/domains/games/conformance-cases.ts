import { type ConformanceCases, ok, refused } from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';

/** The nodeId of a catalogue game by vendor and game code (the seed's ids are not hard-coded). */
function nodeIdOf(t: TestBackend, key: string): string {
  const game = t.backend.db.gameByVendorCode(key);
  if (!game) throw new Error(`no game ${key} in the catalogue`);
  return game.nodeId;
}

const unknownGameId = '99999999';

/** Happy path and refusals of every games and lottery operation, run by mock-server/contract-conformance.test.ts. */
export const gamesCases: ConformanceCases = {
  getGameMenus: {
    happy: [ok('vendor lanes', null, { query: { platform: 'W', language: 'EN' } })],
    refusals: [],
  },
  listGames: {
    happy: [
      ok('slots of PG up to 0.1, page 2', null, {
        query: { gameType: 'RNG', vassalage: 'PG', minBet: 0.1, pageNo: 2 },
      }),
      ok('name search with classify and pay lines', null, {
        query: { gameType: 'RNG', gameName: 'dragon', gameClassify: 'slot', minLineNum: 20 },
      }),
    ],
    refusals: [],
  },
  listGameVendors: {
    happy: [ok('live vendors', null, { query: { merchantCode: 'DEMO', gameType: 'LIVE' } })],
    refusals: [],
  },
  listVendorGameTypes: {
    happy: [ok('JILI slots, fishing and cards', null, { query: { vendor: 'JILI' } })],
    refusals: [
      refused('unknown vendor', 404, 'not_found', null, { query: { vendor: 'NOSUCHVENDOR' } }),
    ],
  },
  getHotGames: {
    happy: [ok('hot games per type')],
    refusals: [],
  },
  listPopularGames: {
    happy: [ok('top 20 after login', 'demoplayer', { query: { count: 20 } })],
    refusals: [],
  },
  listFavoriteGames: {
    happy: [
      ok('seeded favourites', 'demoplayer'),
      ok('favourites of one type', 'demoplayer', { query: { gameType: 'RNG', pageSize: 2 } }),
    ],
    refusals: [],
  },
  addFavoriteGame: {
    happy: [
      ok('a new favourite', 'demoplayer', (t) => ({
        body: { gameId: nodeIdOf(t, 'PG:fortune-tiger') },
      })),
      ok('already a favourite (idempotent)', 'demoplayer', (t) => ({
        body: { gameId: nodeIdOf(t, 'PG:mahjong-ways') },
      })),
    ],
    refusals: [
      refused('unknown game', 404, 'not_found', 'demoplayer', { body: { gameId: unknownGameId } }),
    ],
  },
  listFavoriteGameIds: {
    happy: [ok('seeded favourite ids', 'demoplayer')],
    refusals: [
      refused('a token that is no session', 401, 'not_logged_in', null, {
        headers: { authorization: 'Bearer not-a-session-token' },
      }),
    ],
  },
  removeFavoriteGame: {
    happy: [
      ok('a favourite', 'demoplayer', (t) => ({
        path: { gameId: nodeIdOf(t, 'PG:mahjong-ways') },
      })),
      ok('not a favourite (no change)', 'demoplayer', (t) => ({
        path: { gameId: nodeIdOf(t, 'PG:fortune-tiger') },
      })),
    ],
    refusals: [
      refused('unknown game', 404, 'not_found', 'demoplayer', { path: { gameId: unknownGameId } }),
    ],
  },
  listRecentGames: {
    happy: [ok('seeded recent games', 'demoplayer', { query: { pageSize: 10 } })],
    refusals: [],
  },
  listPvpRooms: {
    happy: [ok('rooms of Kingmaker', null, { query: { vendor: 'KM' } })],
    refusals: [],
  },
  launchGame: {
    happy: [
      ok('a slot by nodeId', 'demoplayer', (t) => ({
        query: { nodeId: nodeIdOf(t, 'PG:mahjong-ways'), backUrl: 'http://localhost:4010/rng' },
      })),
      ok('by vendor and game code', 'demovip', {
        query: { vendor: 'EVO', gameCode: 'live-crazy-time' },
      }),
      ok('a trial account on a slot (play money)', 'demotrial', (t) => ({
        query: { nodeId: nodeIdOf(t, 'JILI:super-ace') },
      })),
    ],
    refusals: [
      refused('a trial account on live casino', 403, 'in_need_true_account', 'demotrial', (t) => ({
        query: { nodeId: nodeIdOf(t, 'EVO:live-crazy-time') },
      })),
      refused('unknown game', 404, 'not_found', 'demoplayer', {
        query: { nodeId: unknownGameId },
      }),
      refused('neither nodeId nor gameCode', 400, 'validation_error', 'demoplayer', {
        query: { language: 'EN' },
      }),
    ],
  },
  launchSportsGame: {
    happy: [
      ok('SABA sports book', 'demoplayer', { query: { vendor: 'SABA' } }),
      ok('IM esports', 'demoplayer', { query: { vendor: 'IMES' } }),
    ],
    refusals: [
      refused('a trial account', 403, 'in_need_true_account', 'demotrial', {
        query: { vendor: 'SABA' },
      }),
      refused('not a sports vendor', 404, 'not_found', 'demoplayer', { query: { vendor: 'PG' } }),
    ],
  },
  getLotteryMenu: {
    happy: [ok('all prize modes'), ok('e-lottery only', null, { query: { prizeMode: 'Elott' } })],
    refusals: [],
  },
  getRecentLotteryMenu: {
    happy: [ok('seeded recent lotteries', 'demoplayer'), ok('none played (empty)', 'demosms')],
    refusals: [],
  },
  listLotteryGames: {
    happy: [ok('SEA 4D games', null, { query: { prizeMode: 'SEA', lotteryType: 'SEA' } })],
    refusals: [],
  },
  listLotteryNumbers: {
    happy: [
      ok('100 draws of every Vietnamese game', null, { query: { count: 100 } }),
      ok('draws of Mien Bac', null, { query: { gameCode: 'VNMB', count: 5 } }),
    ],
    refusals: [],
  },
  listOpenedLotteryNumbers: {
    happy: [ok('latest results of Mien Bac', null, { query: { gameCode: 'VNMB', count: 3 } })],
    refusals: [
      refused('unknown game', 404, 'not_found', null, { query: { gameCode: 'NOSUCHGAME' } }),
      refused('a draw not drawn yet', 404, 'not_found', null, {
        query: { gameCode: 'VNMB', drawNo: '20991231' },
      }),
    ],
  },
  getLotteryLobby: {
    happy: [
      ok('the lobby', 'demoplayer', {
        query: { lottoArea: 'VN', launchMode: 'LOTT', view: 'lobby' },
      }),
      ok('betting page of Mien Bac', 'demoplayer', {
        query: { view: 'betting', gameCode: 'VNMB', backUrl: 'http://localhost:4010/lottery' },
      }),
    ],
    refusals: [
      refused('a trial account', 403, 'in_need_true_account', 'demotrial', {
        query: { view: 'lobby' },
      }),
      refused('unknown lottery game', 404, 'not_found', 'demoplayer', {
        query: { view: 'betting', gameCode: 'NOSUCHGAME' },
      }),
      refused('betting view without a game', 400, 'validation_error', 'demoplayer', {
        query: { view: 'betting' },
      }),
    ],
  },
};
