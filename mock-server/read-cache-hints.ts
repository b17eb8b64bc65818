import { gamesClockResolutions } from './domains/games/read-cache-hints';
import { walletClockResolutions } from './domains/wallet/read-cache-hints';

/**
 * Operations whose clock-reading answers change only at multiples of a resolution (ms), per domain:
 * the read cache keeps them within one such slot (core/read-cache.ts). Any other read that looks
 * at the clock is always answered afresh.
 */
export const readCacheClockResolutions: Readonly<Record<string, number>> = {
  ...gamesClockResolutions,
  ...walletClockResolutions,
};
