import { atom } from 'jotai';
import type { components } from '../../../openapi/runtime/generated/openapi';

type Game = components['schemas']['Game'];

/** A game a visitor asked to play before logging in, and when (ms since the epoch). */
export interface PendingLaunch {
  game: Game;
  at: number;
}

/**
 * How long a remembered launch stays good: a login that takes longer (the visitor wandered off,
 * registered and came back much later) does not throw them into a game they no longer expect.
 */
export const pendingLaunchTtlMs = 10 * 60_000;

/**
 * The launch a visitor asked for (section 4: launching needs a login). Kept in memory only and
 * bounded to one: a newer click replaces it, a login within `pendingLaunchTtlMs` plays it once, a
 * dismissed login dialog forgets it.
 */
export const pendingLaunchAtom = atom<PendingLaunch | null>(null);

/** The game to launch now, if the remembered launch is still good at `now`. */
export function gameToResume(pending: PendingLaunch | null, now: number): Game | null {
  if (!pending) return null;
  const age = now - pending.at;
  return age >= 0 && age <= pendingLaunchTtlMs ? pending.game : null;
}
