import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

describe('newestFirst', () => {
  it('orders newest first, ties by id', () => {
    const items = [
      { id: 'A1', at: '2026-10-01T00:00:00.000Z' },
      { id: 'A3', at: '2026-10-02T00:00:00.000Z' },
      { id: 'A2', at: '2026-10-02T00:00:00.000Z' },
    ];
    expect(newestFirst(items, (i) => i.at).map((i) => i.id)).toEqual(['A3', 'A2', 'A1']);
  });
});
