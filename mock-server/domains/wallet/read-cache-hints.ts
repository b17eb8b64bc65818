import { balanceResolutionMs } from './rules/balances';

/**
 * Wallet reads whose answers depend on the sandbox clock only coarsely: the balance call says which
 * whole second it read the balances in (`balanceReadAt`) and declares the next scheduled change
 * (`holdsUntil`), so within one second and before that change a repeated read is byte-identical
 * and the read cache may keep it (core/read-cache.ts; any write commits and drops it). Everything
 * else of the wallet reads the clock to the millisecond and is not listed.
 */
export const walletClockResolutions = {
  getBalance: balanceResolutionMs,
} as const;
