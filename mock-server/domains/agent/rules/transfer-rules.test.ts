import { describe, expect, it } from 'vitest';
import { amountToCents, canMoveMoney } from './transfer-rules';

describe('transfer rules', () => {
  it('takes positive amounts with at most 2 decimals, exactly', () => {
    expect(amountToCents(500)).toBe(50_000);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(19.99)).toBe(1_999);
    expect(amountToCents(1.005)).toBeNull();
    expect(amountToCents(0.001)).toBeNull();
    expect(amountToCents(0)).toBeNull();
    expect(amountToCents(-5)).toBeNull();
  });

  it('lets only normal accounts move money', () => {
    expect(canMoveMoney({ status: 'normal' })).toBe(true);
    expect(canMoveMoney({ status: 'frozen' })).toBe(false);
    expect(canMoveMoney({ status: 'disabled' })).toBe(false);
  });
});
