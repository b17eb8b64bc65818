import { describe, expect, it } from 'vitest';
import { accountOf, scopeQuery, teamReportQuery } from './team-report-query';

const week = { startDate: '2026-10-25', endDate: '2026-10-31' };

describe('accountOf', () => {
  it('trims what is typed and treats blank as everyone', () => {
    expect(accountOf('  bob ')).toBe('bob');
    expect(accountOf('   ')).toBeUndefined();
    expect(accountOf(undefined)).toBeUndefined();
  });

  it('keeps to the contract bound of 64 characters', () => {
    expect(accountOf('a'.repeat(80))).toHaveLength(64);
  });
});

describe('scopeQuery', () => {
  it('sends account and depth only when they narrow the report', () => {
    expect(scopeQuery({})).toEqual({});
    expect(scopeQuery({ account: 'bob' })).toEqual({ account: 'bob' });
    expect(scopeQuery({ directOnly: true })).toEqual({ depth: 1 });
    expect(scopeQuery({ account: ' ', directOnly: false })).toEqual({});
  });
});

describe('teamReportQuery', () => {
  it('puts the days, the scope and the chosen filters in the query', () => {
    expect(
      teamReportQuery(
        week,
        { account: 'demosubplayer', directOnly: true },
        { gameType: 'RNG', status: 'settled' },
      ),
    ).toEqual({
      startDate: '2026-10-25',
      endDate: '2026-10-31',
      account: 'demosubplayer',
      depth: 1,
      gameType: 'RNG',
      status: 'settled',
    });
  });

  it('leaves "All" filters out', () => {
    expect(teamReportQuery(week, {}, { gameType: undefined, status: '' })).toEqual(week);
  });
});
