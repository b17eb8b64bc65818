import { describe, expect, it } from 'vitest';
import { overviewCsv, overviewCsvName } from './overview-csv';

const labels = {
  day: 'Day',
  total: 'Total',
  newMembers: 'New',
  activeMembers: 'Active',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  validBet: 'Valid bet',
  winLoss: 'Win/loss',
};
const day = (date: string, validBet: number, winLoss: number) => ({
  date,
  newMembers: 1,
  activeMembers: 2,
  depositAmount: 100,
  withdrawalAmount: 0,
  validBet,
  winLoss,
});

describe('the overview export', () => {
  it('has a line per day, then the total, amounts as numbers', () => {
    const csv = overviewCsv(
      {
        startDate: '2026-11-01',
        endDate: '2026-11-02',
        teamSize: 5,
        directDownlines: 2,
        newMembers: 2,
        activeMembers: 3,
        depositAmount: 200,
        withdrawalAmount: 0,
        validBet: 1234.5,
        winLoss: -20.25,
        days: [day('2026-11-01', 1000, 10), day('2026-11-02', 234.5, -30.25)],
      },
      labels,
    );
    expect(csv.split('\r\n')).toEqual([
      'Day,New,Active,Deposits,Withdrawals,Valid bet,Win/loss',
      '2026-11-01,1,2,100,0,1000,10',
      // A negative amount stays a number a spreadsheet sums (no formula guard on numbers).
      '2026-11-02,1,2,100,0,234.5,-30.25',
      'Total,2,3,200,0,1234.5,-20.25',
      '',
    ]);
    expect(overviewCsvName({ startDate: '2026-11-01', endDate: '2026-11-02' })).toBe(
      'team-overview-2026-11-01-2026-11-02.csv',
    );
  });
});
