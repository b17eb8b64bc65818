import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { defaultSeedSizes } from '../../seed/seed-context';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { recentGamesCap } from './rules/recent-games';

type Game = Schemas['Game'];
type GameList = Schemas['GameListResult'];
type GamePage = Schemas['GamePage'];
type Launch = Schemas['LaunchResult'];

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({ sizes: { ...defaultSeedSizes, slotGames: 3_000 } });
});

function nodeIdOf(key: string): string {
  const game = t.backend.db.gameByVendorCode(key);
  if (!game) throw new Error(`no game ${key}`);
  return game.nodeId;
}

async function listGames(query: Record<string, string | number>): Promise<GameList> {
  const result = await t.call('listGames', { query });
  expect(result.status).toBe(200);
  return result.body.value as GameList;
}

async function as(account: string) {
  const token = await t.tokenFor(account);
  return {
    call: (
      operationId: Parameters<TestBackend['call']>[0],
      options: Parameters<TestBackend['call']>[1] = {},
    ) => t.call(operationId, { ...options, token }),
  };
}

describe('the game list', () => {
  it('filters by vendor and minimum bet and pages with the PageInfo fields', async () => {
    const first = await listGames({ gameType: 'RNG', vassalage: 'PG', minBet: 0.1 });
    expect(first.pageNo).toBe(1);
    expect(first.pageSize).toBe(30);
    expect(first.games).toHaveLength(30);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 30));
    expect(
      first.games.every((g) => g.vassalage === 'PG' && g.minBet <= 0.1 && g.gameType === 'RNG'),
    ).toBe(true);

    const last = await listGames({
      gameType: 'RNG',
      vassalage: 'PG',
      minBet: 0.1,
      pageNo: first.totalPages,
    });
    expect(last.games.length).toBe(first.totalCount - (first.totalPages - 1) * 30);
    const ids = new Set([...first.games, ...last.games].map((g) => g.nodeId));
    expect(ids.size).toBe(first.games.length + last.games.length);
  });

  it('searches names case-insensitively and combines classify and pay lines', async () => {
    const found = await listGames({ gameType: 'RNG', gameName: '  MAHJONG ', pageSize: 100 });
    expect(found.games.map((g) => g.gameName)).toEqual(
      expect.arrayContaining(['Mahjong Ways', 'Mahjong Ways 2']),
    );
    expect(found.games.every((g) => g.gameName.toLowerCase().includes('mahjong'))).toBe(true);

    const jackpots = await listGames({
      gameType: 'RNG',
      gameClassify: 'jackpot',
      minLineNum: 50,
      pageSize: 100,
    });
    expect(jackpots.totalCount).toBeGreaterThan(0);
    expect(jackpots.games.every((g) => g.gameClassify === 'jackpot')).toBe(true);
    expect(t.violations).toEqual([]);
  });

  it('answers cards the portal can draw: absolute image URLs on this host, maintenance windows ahead', async () => {
    const page = await listGames({ gameType: 'RNG', gameName: 'golden empire' });
    const [game] = page.games;
    expect(game?.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:4010\/sandbox\/img\/game-\d+\.svg$/);
    expect(Date.parse(game?.maintenance?.endTime ?? '')).toBeGreaterThan(t.backend.clock.nowMs());
    const proxied = await t.call('listGames', {
      query: { gameType: 'LIVE', pageSize: 1 },
      headers: { host: 'sandbox.example.test:8080' },
    });
    expect((proxied.body.value as GameList).games[0]?.imageUrl).toMatch(
      /^http:\/\/sandbox\.example\.test:8080\//,
    );
  });
});

describe('menus, vendors, hot and popular games', () => {
  it('sends vendor lanes with esports in SPORTS and DS88 as category 5', async () => {
    const menu = (await t.call('getGameMenus')).body.value as Schemas['GameMenu'];
    const sports = menu.find((lane) => lane.title === 'SPORTS');
    expect(sports?.cards.map((c) => c.vendor)).toEqual(
      expect.arrayContaining(['SABA', 'IMES', 'AV', 'AI', 'TF', 'IA']),
    );
    expect(menu.find((lane) => lane.id === 5)?.cards.map((c) => c.vendor)).toEqual(['DS88']);
    expect(menu.find((lane) => lane.title === 'RNG')?.cards.length).toBeGreaterThanOrEqual(12);
    expect(menu.find((lane) => lane.title === 'ELOTT')?.cards.map((c) => c.vendor)).toContain(
      'TCG_LOTTO_VN',
    );
  });

  it('lists vendors by type and the classify tabs a vendor has', async () => {
    const live = (
      await t.call('listGameVendors', { query: { merchantCode: 'DEMO', gameType: 'LIVE' } })
    ).body.value as Schemas['Vendor'][];
    expect(live.map((v) => v.vendor)).toEqual(['EVO', 'SEXY', 'DG', 'SA', 'WM', 'PP']);
    const all = (await t.call('listGameVendors', { query: { merchantCode: 'DEMO' } })).body
      .value as Schemas['Vendor'][];
    expect(all.length).toBeGreaterThan(live.length);
    const types = (await t.call('listVendorGameTypes', { query: { vendor: 'fc' } })).body
      .value as Schemas['VendorGameType'][];
    expect(types.map((v) => v.gameType)).toEqual(['RNG', 'FISH']);
    expect(types[1]?.gameClassify).toEqual(['arcade']);
  });

  it('gives hot games for every type key and the 20 most popular games', async () => {
    const hot = (await t.call('getHotGames')).body.value as Schemas['HotGames'];
    for (const type of ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const) {
      expect(hot[type].length, type).toBeGreaterThan(0);
      expect(hot[type].every((g) => g.isHot === 1 && g.gameType === type)).toBe(true);
    }
    const player = await as('demoplayer');
    const popular = (await player.call('listPopularGames')).body.value as Game[];
    expect(popular).toHaveLength(20);
    expect(popular.every((g) => g.isGame === 'GAME')).toBe(true);
    expect(t.violations).toEqual([]);
  });

  it('lists PvP rooms by vendor and by game', async () => {
    const rooms = (await t.call('listPvpRooms', { query: { vendor: 'KM' } })).body
      .value as Schemas['PvpRoom'][];
    expect(rooms.length).toBe(25);
    const teenPatti = nodeIdOf('KM:pvp-teen-patti');
    const one = (await t.call('listPvpRooms', { query: { nodeId: teenPatti } })).body
      .value as Schemas['PvpRoom'][];
    expect(one.map((r) => r.roomName)).toEqual([
      'Beginner 1.00',
      'Regular 5.00',
      'Advanced 20.00',
      'Master 50.00',
      'VIP 200.00',
    ]);
  });
});

describe('favourites', () => {
  it('adds, lists most recent first, filters by type and removes, per member', async () => {
    const player = await as('demosms');
    const slot = nodeIdOf('PP:sweet-bonanza');
    const fish = nodeIdOf('JILI:fish-royal-fishing');
    expect((await player.call('addFavoriteGame', { body: { gameId: slot } })).body.value).toEqual([
      slot,
    ]);
    expect((await player.call('addFavoriteGame', { body: { gameId: fish } })).body.value).toEqual([
      fish,
      slot,
    ]);
    expect((await player.call('addFavoriteGame', { body: { gameId: slot } })).body.value).toEqual([
      fish,
      slot,
    ]);
    expect((await player.call('listFavoriteGameIds')).body.value).toEqual([fish, slot]);

    const list = (await player.call('listFavoriteGames')).body.value as GamePage;
    expect(list.list.map((g) => g.nodeId)).toEqual([fish, slot]);
    expect(list).toMatchObject({ pageNo: 1, pageSize: 30, totalCount: 2, totalPages: 1 });
    const slotsOnly = (await player.call('listFavoriteGames', { query: { gameType: 'RNG' } })).body
      .value as GamePage;
    expect(slotsOnly.list.map((g) => g.nodeId)).toEqual([slot]);

    const other = await as('demoexpired');
    expect((await other.call('listFavoriteGameIds')).body.value).toEqual([]);

    expect(
      (await player.call('removeFavoriteGame', { path: { gameId: fish } })).body.value,
    ).toEqual([slot]);
    expect(
      (await player.call('removeFavoriteGame', { path: { gameId: fish } })).body.value,
    ).toEqual([slot]);
    expect(
      (await player.call('removeFavoriteGame', { path: { gameId: '424242424' } })).status,
    ).toBe(404);
    // The path parameter is declared on the path item; it is validated like any other.
    const tooLong = await player.call('removeFavoriteGame', { path: { gameId: 'x'.repeat(65) } });
    expect({ status: tooLong.status, code: tooLong.body.code, field: tooLong.body.field }).toEqual({
      status: 400,
      code: 'validation_error',
      field: 'path.gameId',
    });
    expect((await player.call('listFavoriteGameIds')).body.value).toEqual([slot]);
    expect((await player.call('addFavoriteGame', { body: { gameId: '424242424' } })).status).toBe(
      404,
    );
    expect(t.violations).toEqual([]);
  });

  it('stays consistent when the same toggles arrive at once', async () => {
    const player = await as('demodefault');
    const games = ['PG:fortune-tiger', 'JILI:super-ace', 'PP:sugar-rush'].map(nodeIdOf);
    await Promise.all(
      [...games, ...games, ...games].map((gameId) =>
        player.call('addFavoriteGame', { body: { gameId } }),
      ),
    );
    const ids = (await player.call('listFavoriteGameIds')).body.value as string[];
    expect([...ids].sort()).toEqual([...games].sort());
    await Promise.all(
      [...games, ...games].map((gameId) => player.call('removeFavoriteGame', { path: { gameId } })),
    );
    expect((await player.call('listFavoriteGameIds')).body.value).toEqual([]);
    const member = t.backend.db.memberByAccount('demodefault');
    expect(t.backend.db.favoritesOf(member?.id ?? 0)).toEqual([]);
  });
});

describe('launching games', () => {
  it('returns a sandbox address and records the game as most recent, without duplicates', async () => {
    const player = await as('demoplayer');
    const slot = nodeIdOf('PG:lucky-neko');
    const launched = await player.call('launchGame', {
      query: { nodeId: slot, language: 'EN', backUrl: 'http://localhost:4010/rng' },
    });
    expect(launched.status).toBe(200);
    const { url, openMode } = launched.body.value as Launch;
    expect(openMode).toBe('iframe');
    const address = new URL(url);
    expect(address.pathname).toBe(`/sandbox/game/${slot}`);
    expect(address.searchParams.get('token')).toMatch(/^[0-9a-f]{24}$/);
    expect(address.searchParams.get('backUrl')).toBe('http://localhost:4010/rng');

    const recent = (await player.call('listRecentGames')).body.value as GamePage;
    expect(recent.list[0]?.nodeId).toBe(slot);
    const other = nodeIdOf('EVO:live-crazy-time');
    await player.call('launchGame', { query: { vendor: 'EVO', gameCode: 'live-crazy-time' } });
    await player.call('launchGame', { query: { nodeId: slot } });
    const again = (await player.call('listRecentGames', { query: { pageSize: 100 } })).body
      .value as GamePage;
    expect(again.list.slice(0, 2).map((g) => g.nodeId)).toEqual([slot, other]);
    expect(again.list.filter((g) => g.nodeId === slot)).toHaveLength(1);
    const live = (await player.call('listRecentGames', { query: { gameType: 'LIVE' } })).body
      .value as GamePage;
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    expect(t.violations).toEqual([]);
  });

  it(`keeps at most ${recentGamesCap} recent games, also under concurrent launches`, async () => {
    const player = await as('demovip');
    const page = await listGames({ gameType: 'RNG', pageSize: 100 });
    const ids = page.games
      .filter((g) => g.maintenance === null)
      .slice(0, recentGamesCap + 10)
      .map((g) => g.nodeId);
    await Promise.all(
      [...ids, ...ids.slice(0, 10)].map((nodeId) =>
        player.call('launchGame', { query: { nodeId } }),
      ),
    );
    const recent = (await player.call('listRecentGames', { query: { pageSize: 100 } })).body
      .value as GamePage;
    expect(recent.totalCount).toBe(recentGamesCap);
    expect(new Set(recent.list.map((g) => g.nodeId)).size).toBe(recentGamesCap);
  });

  it('lets trial accounts play slots and fishing only (403 in_need_true_account elsewhere)', async () => {
    const trial = await as('demotrial');
    expect(
      (await trial.call('launchGame', { query: { nodeId: nodeIdOf('PG:mahjong-ways') } })).status,
    ).toBe(200);
    expect(
      (await trial.call('launchGame', { query: { nodeId: nodeIdOf('JILI:fish-royal-fishing') } }))
        .status,
    ).toBe(200);
    for (const key of [
      'EVO:live-crazy-time',
      'KM:pvp-teen-patti',
      'DS88:ds88-sabong-arena-1',
      'TCG_LOTTO_VN:VNMB',
    ]) {
      const refused = await trial.call('launchGame', { query: { nodeId: nodeIdOf(key) } });
      expect({ key, status: refused.status, code: refused.body.code }).toEqual({
        key,
        status: 403,
        code: 'in_need_true_account',
      });
    }
    const sports = await trial.call('launchSportsGame', { query: { vendor: 'SABA' } });
    expect(sports.body.code).toBe('in_need_true_account');
    expect(t.violations).toEqual([]);
  });

  it('answers 503 game_maintenance with the end time and playable suggestions', async () => {
    const player = await as('demoplayer');
    const down = await player.call('launchGame', {
      query: { vendor: 'JILI', gameCode: 'golden-empire' },
    });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('game_maintenance');
    const value = down.body.value as {
      endTime: string;
      suggestions: { nodeId: string; gameName: string }[];
    };
    expect(Date.parse(value.endTime)).toBeGreaterThan(t.backend.clock.nowMs());
    expect(value.suggestions.length).toBeGreaterThan(0);
    for (const s of value.suggestions)
      expect((await player.call('launchGame', { query: { nodeId: s.nodeId } })).status).toBe(200);
    const book = await player.call('launchSportsGame', { query: { vendor: 'CMD' } });
    expect({ status: book.status, code: book.body.code }).toEqual({
      status: 503,
      code: 'game_maintenance',
    });
    expect(t.violations).toEqual([]);
  });

  it('opens sports and esports books and sends lottery games to the lottery page', async () => {
    const player = await as('demosubplayer');
    const esports = (await player.call('launchSportsGame', { query: { vendor: 'ia' } })).body
      .value as Launch;
    expect(new URL(esports.url).pathname).toBe(
      `/sandbox/game/${nodeIdOf('IA:esports-ia-esports')}`,
    );
    const lottery = (
      await player.call('launchGame', { query: { vendor: 'TCG_LOTTO_VN', gameCode: 'VNMB' } })
    ).body.value as Launch;
    expect(new URL(lottery.url).pathname).toBe('/sandbox/lottery');
    expect(new URL(lottery.url).searchParams.get('gameCode')).toBe('VNMB');
    expect((await player.call('launchGame', { query: { gameCode: 'VNMB' } })).body.field).toBe(
      'query.vendor',
    );
    expect(t.violations).toEqual([]);
  });
});
