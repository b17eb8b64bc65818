import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  mallTabOf,
  maxQuantity,
  redeemCost,
  signedPoints,
  wholeOfText,
  wholeProblem,
} from './points';

describe('redeemCost and maxQuantity', () => {
  it('multiplies the points of one unit by the quantity', () => {
    expect(redeemCost(2_500, 3)).toBe(7_500);
  });
  it('caps the quantity by the stock and by what the balance pays for', () => {
    expect(maxQuantity(40, 2_500, 10_000)).toBe(4);
    expect(maxQuantity(2, 2_500, 100_000)).toBe(2);
  });
  it('offers 1 while in stock even when the balance is short, and 0 when sold out', () => {
    expect(maxQuantity(5, 25_000, 100)).toBe(1);
    expect(maxQuantity(0, 100, 100_000)).toBe(0);
  });
});

describe('convertAmount', () => {
  it('divides by the ratio and rounds down to 2 decimals', () => {
    expect(convertAmount(2_000, 100)).toBe(20);
    expect(convertAmount(1_999, 100)).toBe(19.99);
    expect(convertAmount(1_001, 3)).toBe(333.66);
    expect(convertAmount(1, 1_000)).toBe(0);
  });
  it('gives 0 for nothing or a ratio that is not positive', () => {
    expect(convertAmount(0, 100)).toBe(0);
    expect(convertAmount(500, 0)).toBe(0);
  });
});

describe('wholeOfText and wholeProblem', () => {
  it('reads whole numbers with or without separators', () => {
    expect(wholeOfText(' 1,000 ')).toBe(1_000);
    expect(wholeOfText('2 500')).toBe(2_500);
    expect(wholeOfText('12.5')).toBeNull();
    expect(wholeOfText('-3')).toBeNull();
    expect(wholeOfText('abc')).toBeNull();
  });
  it('names the first problem: empty, not whole, under the minimum, over the maximum', () => {
    const limits = { min: 1_000, max: 5_000 };
    expect(wholeProblem('', limits)).toBe('required');
    expect(wholeProblem('10.5', limits)).toBe('whole');
    expect(wholeProblem('999', limits)).toBe('min');
    expect(wholeProblem('5001', limits)).toBe('max');
    expect(wholeProblem('1000', limits)).toBeNull();
    expect(wholeProblem('5000', limits)).toBeNull();
  });
});

describe('mallTabOf', () => {
  it('takes a known tab and falls back to rewards', () => {
    expect(mallTabOf('convert')).toBe('convert');
    expect(mallTabOf('details')).toBe('details');
    expect(mallTabOf('nope')).toBe('rewards');
    expect(mallTabOf(null)).toBe('rewards');
  });
});

describe('signedPoints', () => {
  const plain = (n: number) => n.toLocaleString('en-US');
  it('spells the sign out', () => {
    expect(signedPoints(1_500, plain)).toBe('+1,500');
    expect(signedPoints(-2_000, plain)).toBe('\u22122,000');
    expect(signedPoints(0, plain)).toBe('0');
  });
});
