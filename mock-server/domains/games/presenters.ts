import type { Schemas } from '../../core/handler-types';
import type { GameRecord, LotteryGameRecord, VendorRecord } from './records';
import { maintenanceOf } from './rules/maintenance';
import { currentDraw } from './rules/lottery-draws';
import { pageOf } from '../../core/paging';

/** Records to contract shapes: absolute image URLs for the caller's origin, maintenance ends from the clock. */
export function toGame(game: GameRecord, origin: string, nowMs: number): Schemas['Game'] {
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameName: game.gameName,
    gameClassify: game.gameClassify,
    isHot: game.isHot,
    isGame: game.isGame,
    defaultPlayType: game.defaultPlayType,
    vendor: game.vendor,
    accountTypeName: game.accountTypeName,
    gameCode: game.gameCode,
    code: game.code,
    imageUrl: `${origin}/sandbox/img/game-${game.nodeId}.svg`,
    minBet: game.minBet,
    maintenance: maintenanceOf(game.maintenanceHours, nowMs),
  };
}

export function toVendor(vendor: VendorRecord, origin: string, nowMs: number): Schemas['Vendor'] {
  return {
    id: vendor.id,
    vendor: vendor.vendor,
    name: vendor.name,
    logo: `${origin}${vendor.logoPath}`,
    gameType: vendor.gameType,
    maintenance: maintenanceOf(vendor.maintenanceHours, nowMs),
    sort: vendor.sort,
  };
}

export function toLotteryGame(game: LotteryGameRecord, nowMs: number): Schemas['LotteryGame'] {
  const draw = currentDraw(game.schedule, nowMs);
  return {
    gameId: game.id,
    gameCode: game.gameCode,
    gameName: game.gameName,
    vendor: game.vendor,
    gameType: game.gameType,
    prizeMode: game.prizeMode,
    defaultPlayType: game.defaultPlayType,
    // The draw now open for betting; between closing and the next opening no draw is open.
    currentDrawNo: draw.status === 'open' ? draw.drawNo : null,
    nextDrawTime: new Date(draw.drawMs).toISOString(),
    maintenance: maintenanceOf(game.maintenanceHours, nowMs),
  };
}

/** One page of a member's games (favourites, recent), optionally of one type. */
export function pageOfGames(
  games: GameRecord[],
  query: { gameType?: GameRecord['gameType']; pageNo?: number; pageSize?: number },
  origin: string,
  nowMs: number,
) {
  const wanted = query.gameType ? games.filter((g) => g.gameType === query.gameType) : games;
  const page = pageOf(wanted, query);
  return { ...page, list: page.list.map((g) => toGame(g, origin, nowMs)) };
}

export const iso = (ms: number) => new Date(ms).toISOString();
