import { beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv/to-csv';
import { createI18n, loadTexts, onDemandAreas } from '../../../lib/i18n/i18n';
import {
  csvFileName,
  incomeDayColumns,
  memberProfitLossColumns,
  teamBetColumns,
  teamTransactionColumns,
  type Label,
  type MemberProfitLoss,
  type TeamBet,
  type TeamTransaction,
} from './report-csv';

let t: Label;
beforeAll(async () => {
  const i18n = await createI18n('EN');
  await loadTexts(i18n, onDemandAreas);
  t = (key) => i18n.t(key);
});

const lines = (csv: string) => csv.trimEnd().split('\r\n');

const bet: TeamBet = {
  id: 'B250115000123',
  gameName: 'Mahjong Ways',
  gameType: 'RNG',
  vendor: 'PG',
  betAmount: 20,
  validBet: 20,
  payout: 0,
  winLoss: -20,
  status: 'settled',
  betTime: '2025-01-15T08:30:00Z',
  settleTime: '2025-01-15T08:30:02Z',
  account: 'demoplayer',
  level: 1,
};

describe('the team betting CSV', () => {
  it('has a heading per column in the member language and a line per bet', () => {
    const [header, row] = lines(toCsv([bet], teamBetColumns(t)));
    expect(header).toBe(
      'Member,Level,Bet number,Time,Game,Game type,Vendor,Stake,Valid bet,Payout,Result,Status',
    );
    // A loss stays a negative number (no formula guard on numbers), words are translated.
    expect(row).toBe(
      'demoplayer,1,B250115000123,2025-01-15T08:30:00Z,Mahjong Ways,Slots,PG,20,20,0,-20,Settled',
    );
  });
});

describe('the user profit and loss CSV', () => {
  it('has the member figures of the contract', () => {
    const row: MemberProfitLoss = {
      account: 'demosubplayer',
      level: 2,
      betCount: 35,
      betAmount: 3500,
      validBet: 3400,
      winLoss: -620,
      bonus: 50,
      rebate: 17,
      profitLoss: -553,
      depositAmount: 2000,
      withdrawalAmount: 0,
    };
    expect(lines(toCsv([row], memberProfitLossColumns(t)))).toEqual([
      'Member,Level,Bets,Bet,Valid bet,Win/loss,Bonus,Rebate,Profit/loss,Deposits,Withdrawals',
      'demosubplayer,2,35,3500,3400,-620,50,17,-553,2000,0',
    ]);
  });
});

describe('the transaction details CSV', () => {
  it('guards a remark a spreadsheet would run as a formula', () => {
    const row: TeamTransaction = {
      id: 'T1',
      type: 'agentTransfer',
      amount: 500,
      balanceAfter: 810.45,
      wallet: 'MAIN',
      status: 'success',
      time: '2025-01-15T09:12:00Z',
      reference: 'AT250115000007',
      remark: '=HYPERLINK("x")',
      account: 'demoplayer',
      level: 1,
    };
    expect(lines(toCsv([row], teamTransactionColumns(t)))).toEqual([
      'Member,Level,Time,Type,Amount,Balance after,Wallet,Status,Reference,Remark',
      `demoplayer,1,2025-01-15T09:12:00Z,Agent transfer,500,810.45,MAIN,Successful,AT250115000007,"'=HYPERLINK(""x"")"`,
    ]);
  });
});

describe('the income CSV', () => {
  it('has a line per day with a column per source and the total', () => {
    const day = {
      date: '2025-01-15',
      dividend: 0,
      dailySalary: 48.2,
      hourlySalary: 0,
      realtimeSalary: 12.3,
      commission: 0,
      total: 60.5,
    };
    expect(lines(toCsv([day], incomeDayColumns(t)))).toEqual([
      'Day,Dividend,Daily salary,Hourly salary,Real-time salary,Commission,Income',
      '2025-01-15,0,48.2,0,12.3,0,60.5',
    ]);
  });
});

describe('csvFileName', () => {
  it('names the report, its days and the member', () => {
    const week = { startDate: '2026-10-25', endDate: '2026-10-31' };
    expect(csvFileName('team-bets', week)).toBe('team-bets_2026-10-25_2026-10-31.csv');
    expect(csvFileName('team-bets', week, 'bob/../x')).toBe(
      'team-bets_2026-10-25_2026-10-31_bobx.csv',
    );
  });
});
