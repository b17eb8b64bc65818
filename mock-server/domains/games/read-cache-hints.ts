import { hourMs } from './rules/maintenance';

/**
 * Games reads whose answers depend on the sandbox clock only through the catalogue's maintenance
 * windows, which end at a whole number of hours after the start of the clock's current hour
 * (`maintenanceEnd`): within one clock hour a repeated read is byte-identical, so the read cache
 * may keep it for that hour (core/read-cache.ts). Lottery answers (open draws) change sooner and
 * are not listed.
 */
export const gamesClockResolutions = {
  listGames: hourMs,
  getGameMenus: hourMs,
  getHotGames: hourMs,
  listGameVendors: hourMs,
  listPopularGames: hourMs,
} as const;
