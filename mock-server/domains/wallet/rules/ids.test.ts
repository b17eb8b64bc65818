import { describe, expect, it } from 'vitest';
import { isoAt, msOf, nextId } from './ids';

describe('nextId', () => {
  it('is prefix, UTC day and a sequence, skipping taken ids', () => {
    const taken = new Set(['DP202611220002']);
    const table = { size: 1, get: (id: string) => (taken.has(id) ? {} : undefined) };
    expect(nextId(table, 'DP', '2026-11-22T23:59:00.000Z')).toBe('DP202611220003');
    expect(nextId({ size: 0, get: () => undefined }, 'WD', '2026-01-05T00:00:00.000Z')).toBe(
      'WD202601050001',
    );
  });

  it('converts instants both ways', () => {
    expect(isoAt(msOf('2026-11-22T10:00:00.000Z') + 60_000)).toBe('2026-11-22T10:01:00.000Z');
  });
});
