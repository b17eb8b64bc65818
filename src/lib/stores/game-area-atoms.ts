import { atom } from 'jotai';
import type { components } from '../api/generated/openapi';

type Schemas = components['schemas'];

/** The game-area store of section 3. */
export const gameMenusAtom = atom<Schemas['VendorLane'][]>([]);
export const hotGamesMapAtom = atom<Partial<Record<string, Schemas['Game'][]>>>({});
export const gameFavIdsAtom = atom<string[]>([]);
export const lottFavIdsAtom = atom<string[]>([]);
export const launchAddressAtom = atom<string | null>(null);
export const currentGameAtom = atom<Schemas['Game'] | null>(null);
/** ELOTT when the vendor data has an ELOTT card for TCG_LOTTO_VN or LOTT, else LOTT (section 4). */
export const prizeModeAtom = atom<'ELOTT' | 'LOTT'>('LOTT');
export const pvpRoomsAtom = atom<Schemas['PvpRoom'][]>([]);
