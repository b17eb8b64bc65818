import { describe, expect, it } from 'vitest';
import { maintenanceEnd, maintenanceOf, suggestionsFor } from './maintenance';
import { testCatalogue } from '../test-support';

describe('maintenance', () => {
  it('ends a whole number of hours after the start of the current hour, always ahead of now', () => {
    const now = Date.parse('2026-11-22T09:40:00Z');
    expect(maintenanceEnd(4, now)).toBe('2026-11-22T13:00:00.000Z');
    expect(Date.parse(maintenanceEnd(1, now))).toBeGreaterThan(now);
    expect(maintenanceOf(null, now)).toBeNull();
  });

  it('suggests other playable games of the same type', () => {
    const { games, index } = testCatalogue(500);
    const down = games.find((g) => g.maintenanceHours !== null && g.gameType === 'RNG');
    if (!down) throw new Error('the catalogue has a slot under maintenance');
    const suggestions = suggestionsFor(index, down);
    expect(suggestions).toHaveLength(4);
    for (const s of suggestions) {
      const game = games.find((g) => g.nodeId === s.nodeId);
      expect(game?.gameType).toBe('RNG');
      expect(game?.maintenanceHours).toBeNull();
      expect(s.nodeId).not.toBe(down.nodeId);
    }
  });
});
