import type { Schemas } from '../../../core/handler-types';
import { seededRandom } from '../../../../openapi/runtime/seeded-random';

/**
 * What the lucky draws can give (the design written in the contract's `getRedEnvelope` and
 * `getPrizeWheel`) and the server's draw. The draw is seeded by member, game, period and claim
 * number, so the same claim always has the same outcome: a retry or a race can never draw again.
 */
export type DrawGame = Schemas['LuckyDrawGame'];
export type PrizeType = Schemas['LuckyDrawPrizeType'];

export interface DrawPrize {
  prizeType: PrizeType;
  amountCents: number;
  points: number;
  weight: number;
}

/** Red envelope: one settled round of at least this valid bet in the period makes it available. */
export const envelopeMinValidBetCents = 1000;

/** The amounts an envelope holds (always cash) and their weights. */
export const envelopePrizes: readonly DrawPrize[] = [
  { prizeType: 'cash', amountCents: 188, points: 0, weight: 40 },
  { prizeType: 'cash', amountCents: 288, points: 0, weight: 25 },
  { prizeType: 'cash', amountCents: 388, points: 0, weight: 15 },
  { prizeType: 'cash', amountCents: 588, points: 0, weight: 10 },
  { prizeType: 'cash', amountCents: 888, points: 0, weight: 7 },
  { prizeType: 'cash', amountCents: 1888, points: 0, weight: 3 },
];

/** The wheel's segments, clockwise from the pointer. */
export const wheelSegments: readonly DrawPrize[] = [
  { prizeType: 'cash', amountCents: 88, points: 0, weight: 30 },
  { prizeType: 'points', amountCents: 0, points: 50, weight: 25 },
  { prizeType: 'cash', amountCents: 288, points: 0, weight: 12 },
  { prizeType: 'none', amountCents: 0, points: 0, weight: 10 },
  { prizeType: 'points', amountCents: 0, points: 100, weight: 12 },
  { prizeType: 'cash', amountCents: 888, points: 0, weight: 5 },
  { prizeType: 'points', amountCents: 0, points: 200, weight: 5 },
  { prizeType: 'cash', amountCents: 1888, points: 0, weight: 1 },
];

/** FNV-1a (32 bit) of a text: the seed of one claim's draw. */
export function drawSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The index picked by `roll` (in [0, 1)) over the weights. */
export function pickWeighted(prizes: readonly DrawPrize[], roll: number): number {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let target = roll * total;
  for (let i = 0; i < prizes.length; i += 1) {
    target -= (prizes[i] as DrawPrize).weight;
    if (target < 0) return i;
  }
  return prizes.length - 1;
}

export interface DrawOutcome extends DrawPrize {
  /** The wheel's segment; null for the red envelope. */
  segmentIndex: number | null;
}

/** The server-decided outcome of claim `claimNo` of `game` for the member in the period `day`. */
export function drawOutcome(
  game: DrawGame,
  memberId: number,
  day: string,
  claimNo: number,
): DrawOutcome {
  const roll = seededRandom(drawSeed(`${game}:${memberId}:${day}:${claimNo}`))();
  const prizes = game === 'prizeWheel' ? wheelSegments : envelopePrizes;
  const index = pickWeighted(prizes, roll);
  return {
    ...(prizes[index] as DrawPrize),
    segmentIndex: game === 'prizeWheel' ? index : null,
  };
}
