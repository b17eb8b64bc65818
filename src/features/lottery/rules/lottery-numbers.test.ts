import { describe, expect, it } from 'vitest';
import {
  drawsShownFirst,
  formatDrawTime,
  gameInitials,
  lotteryNumbersCount,
  orderedPrizes,
  resultBalls,
  visibleDraws,
} from './lottery-numbers';

describe('lottery number formatting', () => {
  it('asks for 100 Vietnamese draws (section 9) and shows ten first', () => {
    expect(lotteryNumbersCount).toBe(100);
    const draws = Array.from({ length: 100 }, (_, i) => i);
    expect(visibleDraws(draws, false)).toHaveLength(drawsShownFirst);
    expect(visibleDraws(draws, true)).toHaveLength(100);
    expect(visibleDraws([1, 2], false)).toEqual([1, 2]);
  });

  it('shows a single number one digit per ball, keeping leading zeros', () => {
    expect(resultBalls(['48213'])).toEqual(['4', '8', '2', '1', '3']);
    expect(resultBalls(['0705'])).toEqual(['0', '7', '0', '5']);
  });

  it('shows several numbers one per ball, in draw order', () => {
    expect(resultBalls(['4', '1', '3'])).toEqual(['4', '1', '3']);
    expect(resultBalls(['07', '01', '10'])).toEqual(['07', '01', '10']);
    expect(resultBalls(['7'])).toEqual(['7']);
    expect(resultBalls([])).toEqual([]);
  });

  it('orders prize tiers from the special prize down', () => {
    const prizes = orderedPrizes([
      { prize: 'seventh', numbers: ['05'] },
      { prize: 'first', numbers: ['90517'] },
      { prize: 'special', numbers: ['48213'] },
    ]);
    expect(prizes.map((p) => p.prize)).toEqual(['special', 'first', 'seventh']);
  });

  it('formats draw times in the reader locale and keeps unreadable ones', () => {
    const iso = '2026-11-23T11:15:00.000Z';
    expect(formatDrawTime(iso, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
    expect(formatDrawTime(iso, 'en', 'time')).toBe(
      new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso)),
    );
    expect(formatDrawTime(iso, 'en', 'compact')).not.toContain('2026');
    expect(formatDrawTime('soon', 'en')).toBe('soon');
  });

  it('names a game on its emblem by up to two initials', () => {
    expect(gameInitials('Mien Bac')).toBe('MB');
    expect(gameInitials('Magnum 4D')).toBe('M4');
    expect(gameInitials('Vietnam Fast 5 minutes')).toBe('VF');
    expect(gameInitials('  racing ')).toBe('R');
  });
});
