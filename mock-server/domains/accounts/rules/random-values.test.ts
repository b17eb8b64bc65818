import { describe, expect, it } from 'vitest';
import { cryptoRandom, randomHex, randomInt, randomText } from './random-values';

describe('run-time random values', () => {
  it('makes hex tokens of the asked size that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomHex(16)));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('draws only from the alphabet and the range', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(randomText('0123456789', 6)).toMatch(/^[0-9]{6}$/);
      const n = randomInt(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
      const f = cryptoRandom();
      expect(f >= 0 && f < 1).toBe(true);
    }
  });

  it('takes a deterministic source for tests', () => {
    const zero = () => 0;
    expect(randomText('AB', 3, zero)).toBe('AAA');
    expect(randomInt(1, 9, () => 0.999_999)).toBe(9);
  });
});
