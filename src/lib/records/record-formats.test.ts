import { describe, expect, it } from 'vitest';
import { formatDay, formatSignedMoney } from './record-formats';

describe('record formats', () => {
  it('signs a win or a loss before the symbol, with 2 decimals and separators', () => {
    expect(formatSignedMoney(1234.5, 'P')).toBe('+P1,234.50');
    expect(formatSignedMoney(-114.5, 'P')).toBe('-P114.50');
    expect(formatSignedMoney(0, 'P')).toBe('P0.00');
    expect(formatSignedMoney(-0.001, '₱')).toBe('₱0.00');
  });

  it("writes a day in the member's language, whatever the device's time zone", () => {
    expect(formatDay('2026-11-25', 'en')).toBe('Nov 25');
    expect(formatDay('2026-11-25', 'zh-CN')).toBe('11月25日');
  });
});
