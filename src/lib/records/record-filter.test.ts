import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialFilter, refine } from './record-filter';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
});
afterEach(() => vi.useRealTimers());

describe('record filters', () => {
  it('start at the last 7 days, page 1', () => {
    expect(initialFilter({ gameType: undefined }, new Date())).toEqual({
      range: { startDate: '2026-11-19', endDate: '2026-11-25' },
      extra: { gameType: undefined },
      pageNo: 1,
    });
  });

  it('go back to page 1 when the days or a filter change, keeping the rest', () => {
    const onPage3 = { ...initialFilter({ type: 'bonus', wallet: 'MAIN' }, new Date()), pageNo: 3 };
    const range = { startDate: '2026-11-01', endDate: '2026-11-02' };
    expect(refine(onPage3, { range })).toEqual({ ...onPage3, range, pageNo: 1 });
    expect(refine(onPage3, { extra: { type: 'deposit' } })).toEqual({
      ...onPage3,
      extra: { type: 'deposit', wallet: 'MAIN' },
      pageNo: 1,
    });
  });
});
