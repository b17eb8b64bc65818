import { atom } from 'jotai';

/**
 * The launch in flight (the game's `nodeId`), null when none: a launch ignores clicks while another
 * runs, and the card being launched shows it is busy.
 */
export const launchingGameIdAtom = atom<string | null>(null);

/**
 * The `nodeId` the address in `launchAddressAtom` belongs to. The in-frame page (`/game?nodeId=`)
 * shows the address only for that game; otherwise (reload, deep link) it launches again.
 */
export const launchedNodeIdAtom = atom<string | null>(null);
