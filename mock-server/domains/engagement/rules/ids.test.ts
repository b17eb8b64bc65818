import { describe, expect, it } from 'vitest';
import { nextNumericId } from './ids';

describe('nextNumericId', () => {
  it('follows the table size and skips ids already taken', () => {
    const taken = new Set([5001, 5003]);
    const table = { size: 2, get: (id: number) => (taken.has(id) ? {} : undefined) };
    expect(nextNumericId(table, 5001)).toBe(5004);
    expect(nextNumericId({ size: 0, get: () => undefined }, 5001)).toBe(5001);
  });
});
