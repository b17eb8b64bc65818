import { describe, expect, it } from 'vitest';
import { jackpotAt, jackpotCharacters, jackpotIncrement, jackpotTickMs } from './jackpot';

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
});
