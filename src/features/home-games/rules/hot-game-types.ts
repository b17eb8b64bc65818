import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { GameType } from '../../../lib/games/vendor-categories';

type Game = components['schemas']['Game'];
export type HotGameType = keyof components['schemas']['HotGames'];

/** The types hot games are keyed by (section 3), in the order used when the menus do not say. */
export const hotGameTypes: readonly HotGameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'LOTT',
  'ELOTT',
];

/**
 * The hot-game types the home page offers: those with at least one game, in the order of the
 * game menus (the header's order), types the menus do not list last.
 */
export function shownHotTypes(
  hotGames: Partial<Record<string, readonly Game[]>>,
  menuOrder: readonly GameType[],
): HotGameType[] {
  const rank = (type: HotGameType) => {
    const index = menuOrder.indexOf(type);
    return index < 0 ? menuOrder.length + hotGameTypes.indexOf(type) : index;
  };
  return hotGameTypes
    .filter((type) => (hotGames[type]?.length ?? 0) > 0)
    .sort((a, b) => rank(a) - rank(b));
}
