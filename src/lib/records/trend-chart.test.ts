import { describe, expect, it } from 'vitest';
import { trendGeometry } from './trend-chart';

const box = { width: 70, height: 100 };

describe('the profit-per-day chart', () => {
  it('draws profits up and losses down from a zero line that fits both', () => {
    const { bars, zeroY, best, worst } = trendGeometry(
      [
        { date: '2026-11-21', profitLoss: 75 },
        { date: '2026-11-22', profitLoss: -25 },
        { date: '2026-11-23', profitLoss: 0 },
      ],
      box,
      1,
    );
    expect(zeroY).toBe(75);
    expect(bars.map((b) => [b.y, b.height])).toEqual([
      [0, 75],
      [75, 25],
      [75, 0],
    ]);
    expect(best?.date).toBe('2026-11-21');
    expect(worst?.date).toBe('2026-11-22');
  });

  it('gives every day the same slot, side by side', () => {
    const days = ['2026-11-21', '2026-11-22'].map((date) => ({ date, profitLoss: 10 }));
    const [first, second] = trendGeometry(days, box, 0).bars.map((b) => ({ x: b.x, w: b.width }));
    expect((second?.x ?? 0) - (first?.x ?? 0)).toBe(35);
    expect(first?.w).toBeLessThan(35);
  });

  it("marks the days that start a week in the member's locale", () => {
    // 22 November 2026 is a Sunday, the 23rd a Monday.
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'].map((date) => ({
      date,
      profitLoss: 1,
    }));
    expect(trendGeometry(days, box, 0).bars.map((b) => b.weekStart)).toEqual([false, true, false]);
    expect(trendGeometry(days, box, 1).bars.map((b) => b.weekStart)).toEqual([false, false, true]);
  });

  it('draws a range of quiet days flat on a middle line, with no best or worst day', () => {
    const { bars, zeroY, best, worst } = trendGeometry(
      [{ date: '2026-11-21', profitLoss: 0 }],
      box,
      0,
    );
    expect(zeroY).toBe(50);
    expect(bars[0]?.height).toBe(0);
    expect(best).toBeNull();
    expect(worst).toBeNull();
  });
});
