import { formatMoney } from '../../../lib/format/money';

/** Section 4 and 9: the jackpot grows by 165.11 every 3 seconds from a value derived from the time. */
export const jackpotTickMs = 3000;
export const jackpotIncrement = 165.11;
/** The counter's zero point and value there; any fixed past instant gives a plausible, growing sum. */
const epochMs = Date.UTC(2024, 0, 1);
const baseAmount = 10_000_000;

/**
 * The jackpot at an instant: the same for every visitor at the same time, a step every tick.
 * Cents are kept exact by counting in integer cents.
 */
export function jackpotAt(nowMs: number): number {
  const ticks = Math.max(0, Math.floor((nowMs - epochMs) / jackpotTickMs));
  const cents = Math.round(baseAmount * 100) + ticks * Math.round(jackpotIncrement * 100);
  return cents / 100;
}

/** How long until the value next changes, so the ticker wakes exactly on the step. */
export function msUntilNextJackpotTick(nowMs: number): number {
  if (nowMs < epochMs) return epochMs - nowMs + jackpotTickMs;
  return jackpotTickMs - ((nowMs - epochMs) % jackpotTickMs);
}

/** The digits shown one by one (section 4), with the currency symbol and separators kept as they are. */
export function jackpotCharacters(amount: number, currencySymbol: string): string[] {
  return [...formatMoney(amount, currencySymbol)];
}

/** Digits get a tile of their own; the symbol, commas and the point do not. */
export function isJackpotDigit(character: string): boolean {
  return character >= '0' && character <= '9';
}
