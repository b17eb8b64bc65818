import { describe, expect, it } from 'vitest';
import { drawResult } from './lottery-results';

describe('drawResult', () => {
  it('is the same for the same seed, game and draw, and differs otherwise', () => {
    const first = drawResult(1, 'VNMB', '20250601', 'vnNorth');
    expect(drawResult(1, 'VNMB', '20250601', 'vnNorth')).toEqual(first);
    expect(drawResult(2, 'VNMB', '20250601', 'vnNorth')).not.toEqual(first);
    expect(drawResult(1, 'VNMB', '20250602', 'vnNorth')).not.toEqual(first);
  });

  it('draws the 27 northern numbers with the special prize as the main result', () => {
    const result = drawResult(1, 'VNMB', '20250601', 'vnNorth');
    expect(result.prizes.map((p) => [p.prize, p.numbers.length, p.numbers[0]?.length])).toEqual([
      ['special', 1, 5],
      ['first', 1, 5],
      ['second', 2, 5],
      ['third', 6, 5],
      ['fourth', 4, 4],
      ['fifth', 6, 4],
      ['sixth', 3, 3],
      ['seventh', 4, 2],
    ]);
    expect(result.winningNumbers).toEqual(result.prizes[0]?.numbers);
  });

  it('draws the 18 southern numbers down to the eighth prize', () => {
    const result = drawResult(1, 'VNHCM', '20250601', 'vnSouth');
    expect(result.prizes.reduce((n, p) => n + p.numbers.length, 0)).toBe(18);
    expect(result.prizes.at(-1)?.prize).toBe('eighth');
    expect(result.winningNumbers[0]).toMatch(/^\d{6}$/);
  });

  it('sends games without tiers with empty prizes', () => {
    expect(drawResult(1, 'ZYSSC1', '20250601-0001', 'fiveDigits')).toMatchObject({ prizes: [] });
    expect(drawResult(1, 'ZYSSC1', '20250601-0001', 'fiveDigits').winningNumbers).toHaveLength(5);
    expect(
      drawResult(1, 'ZYK3', '20250601-0001', 'threeDice').winningNumbers.every((n) =>
        /^[1-6]$/.test(n),
      ),
    ).toBe(true);
    const race = drawResult(1, 'ZYPK10', '20250601-0001', 'raceTen').winningNumbers;
    expect([...race].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });
});
