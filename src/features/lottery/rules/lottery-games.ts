import type { components } from '../../../../openapi/runtime/generated/openapi';

type Schemas = components['schemas'];
export type LotteryGame = Schemas['LotteryGame'];
export type LotteryMenu = Schemas['LotteryMenu'];
export type LotteryGroup = LotteryMenu[number];
export type LotteryVendor = Schemas['LotteryVendor'];
export type PrizeMode = Schemas['PrizeMode'];

/**
 * The prize mode the lottery games are listed by (section 4): the header derives ELOTT or LOTT
 * from the vendor data; the contract spells the brand's prize modes `Elott` and `Lott`.
 */
export function prizeModeParam(mode: 'ELOTT' | 'LOTT'): PrizeMode {
  return mode === 'ELOTT' ? 'Elott' : 'Lott';
}

/** Every game of the menu once, in menu order. */
export function menuGames(menu: LotteryMenu): LotteryGame[] {
  const seen = new Set<string>();
  const games: LotteryGame[] = [];
  for (const group of menu) {
    for (const game of group.games) {
      if (seen.has(game.gameId)) continue;
      seen.add(game.gameId);
      games.push(game);
    }
  }
  return games;
}

/** The vendors the menu has games of, in menu order (the vendor filter's choices). */
export function menuVendors(menu: LotteryMenu): LotteryVendor[] {
  const vendors: LotteryVendor[] = [];
  for (const game of menuGames(menu)) if (!vendors.includes(game.vendor)) vendors.push(game.vendor);
  return vendors;
}

/** Only one vendor's games (all games for null). */
export function gamesOfVendor(
  games: readonly LotteryGame[],
  vendor: LotteryVendor | null,
): LotteryGame[] {
  return vendor ? games.filter((game) => game.vendor === vendor) : [...games];
}

/** The menu groups with only the vendor's games; groups left empty are dropped. */
export function menuOfVendor(menu: LotteryMenu, vendor: LotteryVendor | null): LotteryMenu {
  if (!vendor) return menu;
  return menu
    .map((group) => ({ ...group, games: gamesOfVendor(group.games, vendor) }))
    .filter((group) => group.games.length > 0);
}

/** The game of a route's `gameCode` (vendor codes are matched without case). */
export function gameByCode(
  games: readonly LotteryGame[],
  gameCode: string | undefined,
): LotteryGame | undefined {
  if (!gameCode) return undefined;
  const wanted = gameCode.toUpperCase();
  return games.find((game) => game.gameCode.toUpperCase() === wanted);
}

/** The favourite games in favourite order (newest first); ids of games not listed are skipped. */
export function favouriteGames(
  games: readonly LotteryGame[],
  favouriteIds: readonly string[],
): LotteryGame[] {
  const byId = new Map(games.map((game) => [game.gameId, game]));
  return favouriteIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A vendor's display name from the header's game menus (the LOTT and ELOTT lanes' cards); the
 * vendor code when the menus do not name it.
 */
export function lotteryVendorName(
  vendor: LotteryVendor,
  lanes: readonly Schemas['VendorLane'][],
): string {
  for (const lane of lanes) {
    if (lane.title !== 'LOTT' && lane.title !== 'ELOTT') continue;
    const card = lane.cards.find((c) => c.vendor === vendor);
    if (card) return card.name;
  }
  return vendor;
}

/**
 * The next draw time among the games (the soonest still ahead of `nowMs`, else the latest past
 * one): when it passes, the open draws shown are stale.
 */
export function soonestDrawTime(games: readonly LotteryGame[], nowMs: number): string | null {
  let ahead: { iso: string; ms: number } | null = null;
  let past: { iso: string; ms: number } | null = null;
  for (const game of games) {
    if (!game.nextDrawTime) continue;
    const ms = Date.parse(game.nextDrawTime);
    if (Number.isNaN(ms)) continue;
    if (ms >= nowMs) {
      if (!ahead || ms < ahead.ms) ahead = { iso: game.nextDrawTime, ms };
    } else if (!past || ms > past.ms) {
      past = { iso: game.nextDrawTime, ms };
    }
  }
  return (ahead ?? past)?.iso ?? null;
}
