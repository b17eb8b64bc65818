import { describe, expect, it } from 'vitest';
import {
  isJackpotDigit,
  jackpotAt,
  jackpotCharacters,
  jackpotIncrement,
  jackpotTickMs,
  msUntilNextJackpotTick,
} from './jackpot';

describe('jackpot', () => {
  const t0 = Date.UTC(2026, 10, 22, 9, 0, 0);

  it('grows by exactly 165.11 per 3-second tick', () => {
    expect(jackpotAt(t0 + jackpotTickMs) - jackpotAt(t0)).toBeCloseTo(jackpotIncrement, 2);
    expect(Math.round((jackpotAt(t0 + 10 * jackpotTickMs) - jackpotAt(t0)) * 100)).toBe(165_110);
  });

  it('does not move within a tick and is the same for everyone at the same instant', () => {
    const start = Math.ceil(t0 / jackpotTickMs) * jackpotTickMs;
    expect(jackpotAt(start + 1)).toBe(jackpotAt(start + jackpotTickMs - 1));
    expect(jackpotAt(t0)).toBe(jackpotAt(t0));
  });

  it('is shown as characters with the currency symbol and separators', () => {
    expect(jackpotCharacters(12345678.9, 'P')).toEqual([...'P12,345,678.90']);
  });

  it('splits a sum into digit tiles and separators, with any currency symbol', () => {
    const characters = jackpotCharacters(1234.5, '₱');
    expect(characters).toEqual(['₱', '1', ',', '2', '3', '4', '.', '5', '0']);
    expect(characters.filter(isJackpotDigit).join('')).toBe('123450');
  });

  it('wakes exactly when the value steps', () => {
    const wait = msUntilNextJackpotTick(t0 + 1234);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(jackpotTickMs);
    expect(jackpotAt(t0 + 1234 + wait)).toBeCloseTo(jackpotAt(t0 + 1234) + jackpotIncrement, 2);
    expect(jackpotAt(t0 + 1234 + wait - 1)).toBe(jackpotAt(t0 + 1234));
  });
});
