import { describe, expect, it } from 'vitest';
import { pvpRoomsOf } from './pvp-rooms';
import { testCatalogue } from '../test-support';

const pvp = testCatalogue(100).games.filter((g) => g.gameType === 'PVP');
const afternoon = Date.parse('2026-11-01T14:03:00Z');

describe('pvpRoomsOf', () => {
  it('gives five stake levels per game with consistent seats and status', () => {
    const rooms = pvpRoomsOf(pvp, afternoon);
    expect(rooms).toHaveLength(pvp.length * 5);
    expect(new Set(rooms.map((r) => r.roomId)).size).toBe(rooms.length);
    for (const room of rooms) {
      expect(room.onlinePlayers).toBeLessThanOrEqual(room.maxPlayers);
      expect(room.status).toBe(room.onlinePlayers === room.maxPlayers ? 'full' : 'open');
    }
  });

  it('keeps the seats for ten minutes, closes VIP rooms in the quiet hours and rooms of games under maintenance', () => {
    expect(pvpRoomsOf(pvp, afternoon)).toEqual(pvpRoomsOf(pvp, afternoon + 60_000));
    const night = pvpRoomsOf(pvp, Date.parse('2026-11-01T02:00:00Z'));
    expect(
      night
        .filter((r) => r.roomId.endsWith('-vip'))
        .every((r) => r.status === 'closed' && r.onlinePlayers === 0),
    ).toBe(true);
    const [first] = pvp;
    if (!first) throw new Error('no PvP games');
    const closed = pvpRoomsOf([{ ...first, maintenanceHours: 1 }], afternoon);
    expect(closed.every((r) => r.status === 'closed')).toBe(true);
  });
});
