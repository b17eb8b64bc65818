import {
  type ConformanceCase,
  type ConformanceCases,
  invalid,
  notFound,
  ok,
  refused,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';

/** The nodeId of a catalogue game by vendor and game code (the seed's ids are not hard-coded). */
function nodeIdOf(t: TestBackend, key: string): string {
  const game = t.backend.db.gameByVendorCode(key);
  if (!game) throw new Error(`no game ${key} in the catalogue`);
  return game.nodeId;
}

const unknownGameId = '99999999';

/** A trial account asks for what only a true account gets. */
const trialRefused = (name: string, request: ConformanceCase['request']) =>
  refused(name, 403, 'in_need_true_account', 'demotrial', request);

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
    refusals: [notFound('unknown vendor', null, { query: { vendor: 'NOSUCHVENDOR' } })],
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
    refusals: [notFound('unknown game', 'demoplayer', { body: { gameId: unknownGameId } })],
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
    refusals: [notFound('unknown game', 'demoplayer', { path: { gameId: unknownGameId } })],
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
      trialRefused('a trial account on live casino', (t) => ({
        query: { nodeId: nodeIdOf(t, 'EVO:live-crazy-time') },
      })),
      notFound('unknown game', 'demoplayer', { query: { nodeId: unknownGameId } }),
      invalid('neither nodeId nor gameCode', 'demoplayer', { query: { language: 'EN' } }),
    ],
  },
  launchSportsGame: {
    happy: [
      ok('SABA sports book', 'demoplayer', { query: { vendor: 'SABA' } }),
      ok('IM esports', 'demoplayer', { query: { vendor: 'IMES' } }),
    ],
    refusals: [
      trialRefused('a trial account', { query: { vendor: 'SABA' } }),
      notFound('not a sports vendor', 'demoplayer', { query: { vendor: 'PG' } }),
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
      notFound('unknown game', null, { query: { gameCode: 'NOSUCHGAME' } }),
      notFound('a draw not drawn yet', null, { query: { gameCode: 'VNMB', drawNo: '20991231' } }),
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
      trialRefused('a trial account', { query: { view: 'lobby' } }),
      notFound('unknown lottery game', 'demoplayer', {
        query: { view: 'betting', gameCode: 'NOSUCHGAME' },
      }),
      invalid('betting view without a game', 'demoplayer', { query: { view: 'betting' } }),
    ],
  },
};
