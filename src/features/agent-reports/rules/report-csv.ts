import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { CsvColumn } from '../../../lib/csv/to-csv';
import type { DayRange } from '../../../lib/dates/day-range';
import { incomeSources } from './income-chart';

type Schemas = components['schemas'];
export type TeamBet = Schemas['AgentTeamBet'];
export type MemberProfitLoss = Schemas['AgentMemberProfitLoss'];
export type TeamTransaction = Schemas['AgentTeamTransaction'];
export type IncomeDay = Schemas['AgentIncome']['daily'][number];

/** A text of the member's language by key (i18next's `t`). */
export type Label = (key: string) => string;

/**
 * The CSV columns of the four reports. Headings and words (game type, status, type) are in the
 * member's language; money is a plain number with a point (a spreadsheet sums it) and times are
 * ISO 8601 in UTC as the contract gives them (a spreadsheet sorts them; no locale can misread them).
 */
export function teamBetColumns(t: Label): CsvColumn<TeamBet>[] {
  return [
    { header: t('agent-reports.member'), value: (b) => b.account },
    { header: t('agent-reports.level'), value: (b) => b.level },
    { header: t('records.bets.id'), value: (b) => b.id },
    { header: t('records.bets.time'), value: (b) => b.betTime },
    { header: t('records.bets.game'), value: (b) => b.gameName },
    { header: t('records.filters.gameType'), value: (b) => t(`records.gameTypes.${b.gameType}`) },
    { header: t('agent-reports.vendor'), value: (b) => b.vendor },
    { header: t('agent-reports.bets.stake'), value: (b) => b.betAmount },
    { header: t('records.bets.validBet'), value: (b) => b.validBet },
    { header: t('records.bets.payout'), value: (b) => b.payout },
    { header: t('agent-reports.bets.result'), value: (b) => b.winLoss },
    { header: t('records.bets.status'), value: (b) => t(`records.betStatus.${b.status}`) },
  ];
}

export function memberProfitLossColumns(t: Label): CsvColumn<MemberProfitLoss>[] {
  return [
    { header: t('agent-reports.member'), value: (r) => r.account },
    { header: t('agent-reports.level'), value: (r) => r.level },
    { header: t('records.bets.betCount'), value: (r) => r.betCount },
    { header: t('records.bets.betAmount'), value: (r) => r.betAmount },
    { header: t('records.bets.validBet'), value: (r) => r.validBet },
    { header: t('records.bets.winLoss'), value: (r) => r.winLoss },
    { header: t('records.profit.bonus'), value: (r) => r.bonus },
    { header: t('records.profit.rebate'), value: (r) => r.rebate },
    { header: t('records.profit.profitLoss'), value: (r) => r.profitLoss },
    { header: t('agent-reports.profitLoss.deposits'), value: (r) => r.depositAmount },
    { header: t('agent-reports.profitLoss.withdrawals'), value: (r) => r.withdrawalAmount },
  ];
}

export function teamTransactionColumns(t: Label): CsvColumn<TeamTransaction>[] {
  return [
    { header: t('agent-reports.member'), value: (x) => x.account },
    { header: t('agent-reports.level'), value: (x) => x.level },
    { header: t('records.transactions.time'), value: (x) => x.time },
    {
      header: t('records.transactions.type'),
      value: (x) => t(`records.transactionTypes.${x.type}`),
    },
    { header: t('records.transactions.amount'), value: (x) => x.amount },
    { header: t('records.transactions.balanceAfter'), value: (x) => x.balanceAfter },
    { header: t('records.transactions.wallet'), value: (x) => x.wallet },
    {
      header: t('records.transactions.status'),
      value: (x) => t(`records.transactionStatus.${x.status}`),
    },
    { header: t('records.transactions.reference'), value: (x) => x.reference },
    { header: t('agent-reports.transactions.remark'), value: (x) => x.remark ?? '' },
  ];
}

/** Income: a line per day with income (the operation leaves quiet days out), a column per source. */
export function incomeDayColumns(t: Label): CsvColumn<IncomeDay>[] {
  return [
    { header: t('agent-reports.income.day'), value: (d) => d.date },
    ...incomeSources.map((source) => ({
      header: t(`agent-reports.income.sources.${source}`),
      value: (d: IncomeDay) => d[source],
    })),
    { header: t('agent-reports.income.total'), value: (d) => d.total },
  ];
}

/** `team-bets_2026-10-25_2026-10-31` (and `_bob` for one member): says what the file holds. */
export function csvFileName(report: string, range: DayRange, account?: string): string {
  const who = account ? `_${account.replace(/[^A-Za-z0-9_-]/g, '')}` : '';
  return `${report}_${range.startDate}_${range.endDate}${who}.csv`;
}
