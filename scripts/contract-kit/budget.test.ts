import { describe, expect, it } from 'vitest';
import { Budget } from './budget.ts';

describe('Budget', () => {
  it('allows maxRequests requests, then says why not', () => {
    const budget = new Budget(2, 60_000);
    expect([budget.take(), budget.take()]).toEqual([null, null]);
    expect(budget.take()).toBe('request budget used up (--max-requests 2)');
    expect(budget.used).toBe(2);
    expect(budget.cutShort).toBe('request budget used up (--max-requests 2)');
  });

  it('stops at the deadline', () => {
    let now = 1000;
    const budget = new Budget(100, 5000, () => now);
    expect(budget.take()).toBeNull();
    now = 6000;
    expect(budget.take()).toBe('time budget used up (--time-budget 5)');
  });

  it('is not cut short when every request fitted', () => {
    const budget = new Budget(1, 60_000);
    budget.take();
    expect(budget.cutShort).toBeNull();
  });
});
