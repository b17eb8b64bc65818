import { describe, expect, it } from 'vitest';
import { amountProblem, centsOfText } from './amounts';

describe('centsOfText', () => {
  it('reads digits with up to 2 decimals and thousands separators', () => {
    expect(centsOfText('100')).toBe(10_000);
    expect(centsOfText(' 1,250.5 ')).toBe(125_050);
    expect(centsOfText('0.07')).toBe(7);
  });

  it('refuses more decimals, signs and words', () => {
    expect(centsOfText('10.005')).toBeNull();
    expect(centsOfText('-5')).toBeNull();
    expect(centsOfText('1e3')).toBeNull();
    expect(centsOfText('ten')).toBeNull();
    expect(centsOfText('')).toBeNull();
  });
});

describe('amountProblem', () => {
  const limits = { min: 100, max: 50_000, available: 1_000.5 };

  it('accepts an amount within the bounds and the balance, the edges included', () => {
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('1000.50', limits)).toBeNull();
  });

  it('names the first rule an amount breaks', () => {
    expect(amountProblem('  ', limits)).toBe('required');
    expect(amountProblem('12.345', limits)).toBe('format');
    expect(amountProblem('0', limits)).toBe('positive');
    expect(amountProblem('99.99', limits)).toBe('min');
    expect(amountProblem('50000.01', { min: 100, max: 50_000 })).toBe('max');
    expect(amountProblem('1000.51', limits)).toBe('available');
  });

  it('checks only the limits it is given', () => {
    expect(amountProblem('0.01')).toBeNull();
    expect(amountProblem('999999', { available: 999_999 })).toBeNull();
  });
});
