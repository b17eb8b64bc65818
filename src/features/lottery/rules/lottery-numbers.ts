import type { components } from '../../../../openapi/runtime/generated/openapi';
import { dateTimeFormat } from '../../../lib/format/intl-formats';

type Schemas = components['schemas'];
export type LotteryNumber = Schemas['LotteryNumber'];
export type OpenedNumber = Schemas['LotteryOpenedNumber'];
export type PrizeTier = OpenedNumber['prizes'][number]['prize'];

/** The Vietnamese lottery's draw list is asked for 100 at a time (section 9). */
export const lotteryNumbersCount = 100;
/** Draws shown before "show all". */
export const drawsShownFirst = 10;
/** Latest results asked for per game. */
export const openedNumbersCount = 10;

/**
 * The balls a result is shown as: a single multi-digit number (a Vietnamese special prize
 * `48213`, a 4D number) one ball per digit; several numbers (dice, race order, 5D digits) one ball
 * each, in draw order.
 */
export function resultBalls(winningNumbers: readonly string[]): string[] {
  const [only] = winningNumbers;
  if (winningNumbers.length === 1 && only !== undefined && only.length > 1) return [...only];
  return [...winningNumbers];
}

const tierOrder: readonly PrizeTier[] = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
];

/** Prize tiers from the special prize down, whatever order the server sent them in. */
export function orderedPrizes(prizes: OpenedNumber['prizes']): OpenedNumber['prizes'] {
  return [...prizes].sort((a, b) => tierOrder.indexOf(a.prize) - tierOrder.indexOf(b.prize));
}

/** The draws to show: the first ten, or all when expanded. */
export function visibleDraws<T>(draws: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? draws : draws.slice(0, drawsShownFirst);
}

const timeStyles = {
  full: { dateStyle: 'medium', timeStyle: 'short' },
  /** Day, month and time: enough on a game card, where the draw is at most days away. */
  compact: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A time in the reader's locale; the raw text if it is not a readable time. */
export function formatDrawTime(
  iso: string,
  locale: string,
  style: keyof typeof timeStyles = 'full',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, timeStyles[style]).format(date);
}

/** Up to two letters naming a game on its emblem: `Mien Bac` -> `MB`, `Magnum 4D` -> `M4`. */
export function gameInitials(gameName: string): string {
  const words = gameName.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase();
}
