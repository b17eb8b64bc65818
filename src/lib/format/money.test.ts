import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators after the symbol', () => {
    expect(formatMoney(1234567.5)).toBe('P1,234,567.50');
    expect(formatMoney(0)).toBe('P0.00');
    expect(formatMoney(-12.346, '₫')).toBe('₫-12.35');
  });
});
