import { describe, expect, it } from 'vitest';
import { categoryOf, categoryTabs, promotionIdOf } from './categories';
import type { Promotion } from './promotion-actions';

const promotion = (category: Promotion['category']) => ({ category }) as Promotion;

describe('promotion categories', () => {
  it('reads the category of the address, ALL when absent or unknown', () => {
    expect(categoryOf('SPORTS')).toBe('SPORTS');
    expect(categoryOf(null)).toBe('ALL');
    expect(categoryOf('sports')).toBe('ALL');
    expect(categoryOf('CASINO')).toBe('ALL');
  });

  it('offers ALL, the categories that have promotions, and the chosen one, in contract order', () => {
    const all = [promotion('SPORTS'), promotion('NEW_MEMBER'), promotion('SPORTS')];
    expect(categoryTabs(all, 'ALL')).toEqual(['ALL', 'NEW_MEMBER', 'SPORTS']);
    expect(categoryTabs(all, 'VIP')).toEqual(['ALL', 'NEW_MEMBER', 'VIP', 'SPORTS']);
  });
});

describe('the id of /promoDetail', () => {
  it('takes a whole number from 1 only', () => {
    expect(promotionIdOf('302')).toBe(302);
    expect(promotionIdOf(null)).toBeNull();
    expect(promotionIdOf('0')).toBeNull();
    expect(promotionIdOf('-3')).toBeNull();
    expect(promotionIdOf('30x')).toBeNull();
    expect(promotionIdOf('99999999999999999')).toBeNull();
  });
});
