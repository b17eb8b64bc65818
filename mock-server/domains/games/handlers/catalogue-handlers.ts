import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { siteOrigin } from '../../../core/site-origin';
import { toGame, toVendor } from '../present';
import { catalogueIndex } from '../rules/catalogue-index';
import { gameMenu } from '../rules/game-menu';
import { queryGames } from '../rules/game-list-query';
import { pvpRoomsOf } from '../rules/pvp-rooms';

const classifyOrder: readonly Schemas['GameClassify'][] = [
  'slot',
  'jackpot',
  'table',
  'arcade',
  'bingo',
];
type HotType = keyof Schemas['HotGames'];

/** The catalogue reads: menus, vendors, the game list, hot, popular and PvP rooms. */
export const catalogueHandlers = [
  defineHandler('getGameMenus', 'anyone', ({ backend, headers }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    return ok<'getGameMenus'>(
      gameMenu(catalogueIndex(backend.db).vendors, (v) => toVendor(v, origin, now)),
    );
  }),

  defineHandler('listGames', 'anyone', ({ backend, headers, query }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    const { games, page } = queryGames(catalogueIndex(backend.db), {
      gameType: query.gameType,
      vassalage: query.vassalage,
      gameClassify: query.gameClassify,
      gameName: query.gameName,
      minBet: query.minBet,
      minLineNum: query.minLineNum,
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? 30,
    });
    return ok<'listGames'>({ ...page, games: games.map((g) => toGame(g, origin, now)) });
  }),

  defineHandler('listGameVendors', 'anyone', ({ backend, headers, query }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    // One brand per sandbox: every merchant code sees the same vendors.
    const vendors = catalogueIndex(backend.db).vendors.filter(
      (v) => !query.gameType || v.gameType === query.gameType,
    );
    return ok<'listGameVendors'>(vendors.map((v) => toVendor(v, origin, now)));
  }),

  defineHandler('listVendorGameTypes', 'anyone', ({ backend, query }) => {
    const vendor = query.vendor.trim().toUpperCase();
    const entries = backend.db.vendorEntriesOf(vendor);
    if (entries.length === 0) return refusals.notFound('vendor');
    const { classifies } = catalogueIndex(backend.db);
    return ok<'listVendorGameTypes'>(
      entries.map((entry) => {
        const present = classifies.get(`${entry.gameType}:${vendor}`);
        return {
          vendor,
          gameType: entry.gameType,
          gameClassify: classifyOrder.filter((c) => present?.has(c)),
        };
      }),
    );
  }),

  defineHandler('getHotGames', 'anyone', ({ backend, headers }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    const { hotByType } = catalogueIndex(backend.db);
    const hot = (type: HotType) => (hotByType.get(type) ?? []).map((g) => toGame(g, origin, now));
    return ok<'getHotGames'>({
      ELOTT: hot('ELOTT'),
      LOTT: hot('LOTT'),
      LIVE: hot('LIVE'),
      SPORTS: hot('SPORTS'),
      FISH: hot('FISH'),
      RNG: hot('RNG'),
      PVP: hot('PVP'),
    });
  }),

  defineHandler('listPopularGames', 'anyone', ({ backend, headers, query }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    const popular = catalogueIndex(backend.db).popular.slice(0, query.count ?? 20);
    return ok<'listPopularGames'>(popular.map((g) => toGame(g, origin, now)));
  }),

  defineHandler('listPvpRooms', 'anyone', ({ backend, query }) => {
    const vendor = query.vendor?.trim().toUpperCase();
    const games = (catalogueIndex(backend.db).byType.get('PVP') ?? []).filter(
      (g) =>
        g.isGame === 'GAME' &&
        (!vendor || g.vendor === vendor) &&
        (!query.nodeId || g.nodeId === query.nodeId),
    );
    return ok<'listPvpRooms'>(pvpRoomsOf(games, backend.clock.nowMs()));
  }),
];
