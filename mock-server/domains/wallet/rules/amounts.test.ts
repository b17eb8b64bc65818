import { describe, expect, it } from 'vitest';
import { centsOf, formatCents, maskAccountNumber } from './amounts';

describe('centsOf', () => {
  it('takes positive amounts with at most 2 decimals as whole cents', () => {
    expect(centsOf(100)).toBe(10_000);
    expect(centsOf(10.5)).toBe(1_050);
    expect(centsOf(0.01)).toBe(1);
    expect(centsOf(1234.56)).toBe(123_456);
  });

  it('refuses more than 2 decimals instead of rounding them away', () => {
    expect(centsOf(10.005)).toBeNull();
    expect(centsOf(0.1 + 0.2)).toBeNull();
    expect(centsOf(0.001)).toBeNull();
  });

  it('refuses zero, negatives and non-numbers', () => {
    expect(centsOf(0)).toBeNull();
    expect(centsOf(-5)).toBeNull();
    expect(centsOf(Number.NaN)).toBeNull();
    expect(centsOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('maskAccountNumber', () => {
  it('keeps the length and the last 4 characters', () => {
    expect(maskAccountNumber('004455667890')).toBe('********7890');
    expect(maskAccountNumber('1234')).toBe('1234');
    expect(maskAccountNumber('12')).toBe('12');
  });
});

describe('formatCents', () => {
  it('shows 2 decimals', () => {
    expect(formatCents(10_000)).toBe('100.00');
    expect(formatCents(5)).toBe('0.05');
  });
});
