import type { components } from '../../../lib/api/generated/openapi';

type Game = components['schemas']['Game'];

const lotteryVendors = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']);

const lobbyPaths: Record<Game['gameType'], string> = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lottery',
  ELOTT: '/elott',
  DS88: '/ds88',
};

/**
 * Where a game banner leads until game launch lands (issue 5): the game's lobby. Lottery games of
 * the lottery vendors go to /lottery with gameCode, vendor and playType, each only when present;
 * slots go to /rng with the vendor as `page` (sections 2 and 4).
 */
export function lobbyRouteForGame(
  game: Pick<
    Game,
    'gameType' | 'vassalage' | 'vendor' | 'accountTypeName' | 'gameCode' | 'defaultPlayType'
  >,
): string {
  const isLottery = game.gameType === 'LOTT' || game.gameType === 'ELOTT';
  if (isLottery && (lotteryVendors.has(game.vendor) || lotteryVendors.has(game.accountTypeName))) {
    const query = new URLSearchParams();
    if (game.gameCode) query.set('gameCode', game.gameCode);
    if (game.vendor) query.set('vendor', game.vendor);
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    const search = query.toString();
    return search ? `/lottery?${search}` : '/lottery';
  }
  if (game.gameType === 'RNG' && game.vassalage) {
    return `/rng?${new URLSearchParams({ page: game.vassalage }).toString()}`;
  }
  return lobbyPaths[game.gameType];
}

/** The game a banner names, looked up among the hot games of every type. */
export function findHotGame(
  hotGames: Partial<Record<string, readonly Game[]>>,
  nodeId: string,
): Game | null {
  for (const games of Object.values(hotGames)) {
    const found = games?.find((game) => game.nodeId === nodeId);
    if (found) return found;
  }
  return null;
}
