import type { Schemas } from '../../../core/handler-types';
import type { ResultFormat } from '../records';
import { seededRandom } from '../../../../openapi/runtime/seeded-random';

type Prize = Schemas['LotteryOpenedNumber']['prizes'][number];
type Tier = Prize['prize'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Prize tiers per format: [tier, how many numbers, digits each]; special prize first. */
const tiers: Partial<Record<ResultFormat, [Tier, number, number][]>> = {
  vnNorth: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  vnSouth: [
    ['special', 1, 6],
    ['first', 1, 5],
    ['second', 1, 5],
    ['third', 2, 5],
    ['fourth', 7, 5],
    ['fifth', 1, 4],
    ['sixth', 3, 4],
    ['seventh', 1, 3],
    ['eighth', 1, 2],
  ],
  fourDigits: [
    ['first', 1, 4],
    ['second', 1, 4],
    ['third', 1, 4],
  ],
  thai: [
    ['first', 1, 6],
    ['second', 5, 6],
  ],
  lao: [['first', 1, 6]],
};

/**
 * The result of one draw: a pure function of the sandbox seed, the game and the draw number, so
 * results need no storage and never change once drawn.
 */
export function drawResult(
  seed: number,
  gameCode: string,
  drawNo: string,
  format: ResultFormat,
): { winningNumbers: string[]; prizes: Prize[] } {
  const random = seededRandom(hash(`${seed}:${gameCode}:${drawNo}`));
  const digit = () => String(Math.floor(random() * 10));
  const digits = (n: number) => Array.from({ length: n }, digit).join('');
  const tiered = tiers[format];
  if (tiered) {
    const prizes = tiered.map(([prize, count, width]) => ({
      prize,
      numbers: Array.from({ length: count }, () => digits(width)),
    }));
    return { winningNumbers: [prizes[0]?.numbers[0] ?? digits(5)], prizes };
  }
  if (format === 'threeDice') {
    return {
      winningNumbers: Array.from({ length: 3 }, () => String(1 + Math.floor(random() * 6))),
      prizes: [],
    };
  }
  if (format === 'raceTen') {
    const order = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? '', order[i] ?? ''];
    }
    return { winningNumbers: order, prizes: [] };
  }
  return { winningNumbers: Array.from({ length: 5 }, digit), prizes: [] };
}
