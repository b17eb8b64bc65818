import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatMoney', () => {
  it('shows two decimals and thousands separators after the symbol', () => {
    expect(formatMoney(1234567.5)).toBe('P1,234,567.50');
    expect(formatMoney(0)).toBe('P0.00');
    expect(formatMoney(-12.346, '₫')).toBe('₫-12.35');
    expect(formatMoney(999.995)).toBe('P1,000.00');
  });

  it('writes what Intl.NumberFormat en-US writes, rounding ties and the doubles near them alike', () => {
    // Amounts of every size with 1 to 4 decimals, both signs: a deterministic spread, plus the
    // classic doubles just below or above a half cent and the values around the grouping points.
    const amounts: number[] = [-0, 0.005, 0.015, 0.125, 1.005, 1.255, 10.235, 8.675, -0.001];
    let seed = 17;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 20_000; i += 1) {
      const digits = Math.floor(next() * 13);
      const scale = 10 ** (1 + Math.floor(next() * 4));
      const value = Math.round(next() * 10 ** digits * scale) / scale;
      amounts.push(next() < 0.3 ? -value : value);
    }
    for (const edge of [999, 1000, 999_999.999, 1_000_000, 123_456_789_012.345])
      amounts.push(edge, -edge);
    for (const amount of amounts)
      expect(formatMoney(amount), String(amount)).toBe(`P${intl.format(amount)}`);
  });

  it('leaves what has no plain digits to Intl', () => {
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe(`P${intl.format(Number.POSITIVE_INFINITY)}`);
    expect(formatMoney(Number.NaN)).toBe('PNaN');
    expect(formatMoney(1e22)).toBe(`P${intl.format(1e22)}`);
  });
});
