import type { ConformanceCases } from '../../testing/conformance-case';
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
    happy: [
      {
        name: 'vendor lanes',
        request: { query: { platform: 'W', language: 'EN' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown platform',
        request: { query: { platform: 'desktop' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listGames: {
    happy: [
      {
        name: 'slots of PG up to 0.1, page 2',
        request: { query: { gameType: 'RNG', vassalage: 'PG', minBet: 0.1, pageNo: 2 } },
        expect: { status: 200 },
      },
      {
        name: 'name search with classify and pay lines',
        request: {
          query: { gameType: 'RNG', gameName: 'dragon', gameClassify: 'slot', minLineNum: 20 },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'no game type',
        request: { query: { vassalage: 'PG' } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'minimum bet outside the filter values',
        request: { query: { gameType: 'RNG', minBet: 0.2 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listGameVendors: {
    happy: [
      {
        name: 'live vendors',
        request: { query: { merchantCode: 'DEMO', gameType: 'LIVE' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'no merchant code',
        request: { query: { gameType: 'LIVE' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listVendorGameTypes: {
    happy: [
      {
        name: 'JILI slots, fishing and cards',
        request: { query: { vendor: 'JILI' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown vendor',
        request: { query: { vendor: 'NOSUCHVENDOR' } },
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  getHotGames: {
    happy: [{ name: 'hot games per type', expect: { status: 200 } }],
    refusals: [
      {
        name: 'unknown language',
        request: { query: { language: 'FR' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listPopularGames: {
    happy: [
      {
        name: 'top 20 after login',
        as: 'demoplayer',
        request: { query: { count: 20 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'more than 100',
        as: 'demoplayer',
        request: { query: { count: 101 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listFavoriteGames: {
    happy: [
      { name: 'seeded favourites', as: 'demoplayer', expect: { status: 200 } },
      {
        name: 'favourites of one type',
        as: 'demoplayer',
        request: { query: { gameType: 'RNG', pageSize: 2 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown game type',
        as: 'demoplayer',
        request: { query: { gameType: 'CASINO' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  addFavoriteGame: {
    happy: [
      {
        name: 'a new favourite',
        as: 'demoplayer',
        request: (t) => ({ body: { gameId: nodeIdOf(t, 'PG:fortune-tiger') } }),
        expect: { status: 200 },
      },
      {
        name: 'already a favourite (idempotent)',
        as: 'demoplayer',
        request: (t) => ({ body: { gameId: nodeIdOf(t, 'PG:mahjong-ways') } }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown game',
        as: 'demoplayer',
        request: { body: { gameId: unknownGameId } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'no game id',
        as: 'demoplayer',
        request: { body: {} },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listFavoriteGameIds: {
    happy: [{ name: 'seeded favourite ids', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [
      {
        name: 'a token that is no session',
        request: { headers: { authorization: 'Bearer not-a-session-token' } },
        expect: { status: 401, code: 'not_logged_in' },
      },
    ],
  },
  removeFavoriteGame: {
    happy: [
      {
        name: 'a favourite',
        as: 'demoplayer',
        request: (t) => ({ path: { gameId: nodeIdOf(t, 'PG:mahjong-ways') } }),
        expect: { status: 200 },
      },
      {
        name: 'not a favourite (no change)',
        as: 'demoplayer',
        request: (t) => ({ path: { gameId: nodeIdOf(t, 'PG:fortune-tiger') } }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown game',
        as: 'demoplayer',
        request: { path: { gameId: unknownGameId } },
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  listRecentGames: {
    happy: [
      {
        name: 'seeded recent games',
        as: 'demoplayer',
        request: { query: { pageSize: 10 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'page size 0',
        as: 'demoplayer',
        request: { query: { pageSize: 0 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listPvpRooms: {
    happy: [
      { name: 'rooms of Kingmaker', request: { query: { vendor: 'KM' } }, expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'vendor code too long',
        request: { query: { vendor: 'X'.repeat(65) } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  launchGame: {
    happy: [
      {
        name: 'a slot by nodeId',
        as: 'demoplayer',
        request: (t) => ({
          query: { nodeId: nodeIdOf(t, 'PG:mahjong-ways'), backUrl: 'http://localhost:4010/rng' },
        }),
        expect: { status: 200 },
      },
      {
        name: 'by vendor and game code',
        as: 'demovip',
        request: { query: { vendor: 'EVO', gameCode: 'live-crazy-time' } },
        expect: { status: 200 },
      },
      {
        name: 'a trial account on a slot (play money)',
        as: 'demotrial',
        request: (t) => ({ query: { nodeId: nodeIdOf(t, 'JILI:super-ace') } }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a trial account on live casino',
        as: 'demotrial',
        request: (t) => ({ query: { nodeId: nodeIdOf(t, 'EVO:live-crazy-time') } }),
        expect: { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'unknown game',
        as: 'demoplayer',
        request: { query: { nodeId: unknownGameId } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'neither nodeId nor gameCode',
        as: 'demoplayer',
        request: { query: { language: 'EN' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  launchSportsGame: {
    happy: [
      {
        name: 'SABA sports book',
        as: 'demoplayer',
        request: { query: { vendor: 'SABA' } },
        expect: { status: 200 },
      },
      {
        name: 'IM esports',
        as: 'demoplayer',
        request: { query: { vendor: 'IMES' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a trial account',
        as: 'demotrial',
        request: { query: { vendor: 'SABA' } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'not a sports vendor',
        as: 'demoplayer',
        request: { query: { vendor: 'PG' } },
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  getLotteryMenu: {
    happy: [
      { name: 'all prize modes', expect: { status: 200 } },
      {
        name: 'e-lottery only',
        request: { query: { prizeMode: 'Elott' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown prize mode',
        request: { query: { prizeMode: 'LOTTO' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  getRecentLotteryMenu: {
    happy: [
      { name: 'seeded recent lotteries', as: 'demoplayer', expect: { status: 200 } },
      { name: 'none played (empty)', as: 'demosms', expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'unknown language',
        as: 'demoplayer',
        request: { query: { language: 'FR' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listLotteryGames: {
    happy: [
      {
        name: 'SEA 4D games',
        request: { query: { prizeMode: 'SEA', lotteryType: 'SEA' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'no prize mode',
        request: { query: { lotteryType: 'SEA' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listLotteryNumbers: {
    happy: [
      {
        name: '100 draws of every Vietnamese game',
        request: { query: { count: 100 } },
        expect: { status: 200 },
      },
      {
        name: 'draws of Mien Bac',
        request: { query: { gameCode: 'VNMB', count: 5 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'more than 100',
        request: { query: { count: 101 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listOpenedLotteryNumbers: {
    happy: [
      {
        name: 'latest results of Mien Bac',
        request: { query: { gameCode: 'VNMB', count: 3 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'unknown game',
        request: { query: { gameCode: 'NOSUCHGAME' } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'a draw not drawn yet',
        request: { query: { gameCode: 'VNMB', drawNo: '20991231' } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'no game code',
        request: { query: { count: 3 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  getLotteryLobby: {
    happy: [
      {
        name: 'the lobby',
        as: 'demoplayer',
        request: { query: { lottoArea: 'VN', launchMode: 'LOTT', view: 'lobby' } },
        expect: { status: 200 },
      },
      {
        name: 'betting page of Mien Bac',
        as: 'demoplayer',
        request: {
          query: { view: 'betting', gameCode: 'VNMB', backUrl: 'http://localhost:4010/lottery' },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a trial account',
        as: 'demotrial',
        request: { query: { view: 'lobby' } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'unknown lottery game',
        as: 'demoplayer',
        request: { query: { view: 'betting', gameCode: 'NOSUCHGAME' } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'betting view without a game',
        as: 'demoplayer',
        request: { query: { view: 'betting' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
};
