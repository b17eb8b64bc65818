import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('repeats its sequence for a seed, differs between seeds, and stays in [0, 1)', () => {
    const take = (seed: number) => Array.from({ length: 1000 }, seededRandom(seed));
    const first = take(7);
    expect(take(7)).toEqual(first);
    expect(take(8)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    // Known values pin the algorithm: seeded data (lottery draws) must not shift.
    expect(first.slice(0, 2).map((x) => Math.round(x * 1e9))).toEqual([11704753, 61958258]);
  });
});
