import { atom } from 'jotai';
import type { components } from '../../../openapi/runtime/generated/openapi';

type Schemas = components['schemas'];

/** The game-area store of section 3. */
export const gameMenusAtom = atom<Schemas['VendorLane'][]>([]);
export const lottFavIdsAtom = atom<string[]>([]);
export const launchAddressAtom = atom<string | null>(null);
export const currentGameAtom = atom<Schemas['Game'] | null>(null);
/** ELOTT when the vendor data has an ELOTT card for TCG_LOTTO_VN or LOTT, else LOTT (section 4). */
export const prizeModeAtom = atom<'ELOTT' | 'LOTT'>('LOTT');
export const pvpRoomsAtom = atom<Schemas['PvpRoom'][]>([]);

/** The vendor card (`isGame` VASSALAGE) whose popup game list is open (dialog `gamePopup`). */
export const gamePopupVendorAtom = atom<Schemas['Game'] | null>(null);

/** A launch the server refused with `game_maintenance` (dialog `gameMaintenance`). */
export interface GameMaintenanceNotice {
  game: Schemas['Game'];
  /** ISO end time of the maintenance window, when the server sent one. */
  endTime: string | null;
  /** Other games to offer instead (the server's `value.suggestions`). */
  suggestions: { nodeId: string; gameName: string }[];
}
export const gameMaintenanceAtom = atom<GameMaintenanceNotice | null>(null);

/** The vendor last chosen for the slot lobby (section 4: RNG launch stores the vassalage). */
export const gameVendorAtom = atom<string | null>(null);

/** Bumped after every successful launch so recent-game lists refetch. */
export const recentGamesVersionAtom = atom(0);
