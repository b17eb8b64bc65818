import { describe, expect, it } from 'vitest';
import { balanceMask, balanceText } from './balance-text';

describe('balanceText', () => {
  it('is null (the updating placeholder) until the balance is known', () => {
    expect(balanceText(null, 'P', false)).toBeNull();
    expect(balanceText(null, 'P', true)).toBeNull();
  });

  it('shows the symbol and the money with 2 decimals and thousands separators', () => {
    expect(balanceText(108044.49, 'P', false)).toBe('P108,044.49');
    expect(balanceText(1570, '₱', false)).toBe('₱1,570.00');
    expect(balanceText(0, 'P', false)).toBe('P0.00');
  });

  it('hides the amount, and only the amount, when masked', () => {
    const masked = balanceText(1570, 'P', true);
    expect(masked).toBe(`P${balanceMask}`);
    expect(masked).not.toMatch(/\d/);
  });
});
