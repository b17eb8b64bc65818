import type { Schemas } from '../../../core/handler-types';
import type { GameRecord } from '../records';

type PvpRoom = Schemas['PvpRoom'];

const tiers = [
  { key: 'beginner', label: 'Beginner', stake: 1 },
  { key: 'regular', label: 'Regular', stake: 5 },
  { key: 'advanced', label: 'Advanced', stake: 20 },
  { key: 'master', label: 'Master', stake: 50 },
  { key: 'vip', label: 'VIP', stake: 200 },
] as const;

const seatOptions = [4, 5, 6, 9] as const;
/** Seats change every ten minutes of the mock clock, so the lobby looks alive yet answers are repeatable. */
const occupancyWindowMs = 10 * 60_000;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * The rooms of PvP games: five stake levels per game. A game under maintenance has its rooms
 * closed; VIP rooms close in the quiet hours (00:00-05:59 UTC); others are full when every seat is taken.
 */
export function pvpRoomsOf(games: readonly GameRecord[], nowMs: number): PvpRoom[] {
  const window = Math.floor(nowMs / occupancyWindowMs);
  const quietHours = new Date(nowMs).getUTCHours() < 6;
  const rooms: PvpRoom[] = [];
  for (const game of games) {
    const maxPlayers = seatOptions[Number(game.nodeId) % seatOptions.length] ?? 4;
    for (const tier of tiers) {
      const roomId = `${game.gameCode}-${tier.key}`;
      const stake = Math.round(game.minBet * tier.stake * 100) / 100;
      const closed = game.maintenanceHours !== null || (tier.key === 'vip' && quietHours);
      const onlinePlayers = closed ? 0 : hash(`${roomId}:${window}`) % (maxPlayers + 1);
      rooms.push({
        roomId,
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameName: game.gameName,
        roomName: `${tier.label} ${stake.toFixed(2)}`,
        minBet: stake,
        onlinePlayers,
        maxPlayers,
        status: closed ? 'closed' : onlinePlayers === maxPlayers ? 'full' : 'open',
      });
    }
  }
  return rooms;
}
