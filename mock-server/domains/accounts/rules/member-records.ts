import { fromCents } from '../../../core/money';
import type { QueryOf, Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { BetRecord, LedgerRecord } from '../../../db/core-records';
import { addDays, inRange, isoDay, type DayRange } from '../../../core/date-range';

/** Member reports cover at most 91 days (90 between the first and the last day). */
export const memberReportLimits = { maxDays: 91 };

/** A ledger entry as the account record shows it. */
export function transactionOf(entry: LedgerRecord): Schemas['Transaction'] {
  return {
    id: entry.id,
    type: entry.type,
    amount: fromCents(entry.amountCents),
    balanceAfter: fromCents(entry.balanceAfterCents),
    wallet: entry.walletCode,
    status: entry.status,
    time: entry.time,
    reference: entry.reference,
    remark: entry.remark,
  };
}

/** The member's own ledger entries in the range, newest first, optionally of one type. */
export function memberTransactions(
  db: Db,
  memberId: number,
  range: DayRange,
  type?: Schemas['TransactionType'],
): LedgerRecord[] {
  return db
    .ledgerOf(memberId)
    .filter((entry) => inRange(range, entry.time) && (!type || entry.type === type))
    .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id));
}

/**
 * A bet as the betting record shows it. The contract's rules hold whatever the stored numbers say:
 * an open bet has no valid bet, payout or result yet, and a cancelled one was refunded.
 */
export function betOf(bet: BetRecord): Schemas['Bet'] {
  const settled = bet.status === 'settled';
  return {
    id: bet.id,
    gameName: bet.gameName,
    gameType: bet.gameType,
    vendor: bet.vendor,
    betAmount: fromCents(bet.betAmountCents),
    validBet: settled ? fromCents(bet.validBetCents) : 0,
    payout: settled ? fromCents(bet.payoutCents) : 0,
    winLoss: settled ? fromCents(bet.payoutCents - bet.betAmountCents) : 0,
    status: bet.status,
    betTime: bet.betTime,
    settleTime: bet.status === 'unsettled' ? null : (bet.settleTime ?? bet.betTime),
  };
}

type BetFilters = Pick<QueryOf<'listBets'>, 'gameType' | 'vendor' | 'status'>;

/** The member's own bets placed in the range that match the filters, newest first. */
export function memberBets(
  db: Db,
  memberId: number,
  range: DayRange,
  filters: BetFilters,
): BetRecord[] {
  return db
    .betsOf(memberId)
    .filter(
      (bet) =>
        inRange(range, bet.betTime) &&
        (!filters.gameType || bet.gameType === filters.gameType) &&
        (!filters.vendor || bet.vendor === filters.vendor) &&
        (!filters.status || bet.status === filters.status),
    )
    .sort((a, b) => b.betTime.localeCompare(a.betTime) || b.id.localeCompare(a.id));
}

interface BetTotalsCents {
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

/** Totals in cents of bets as the record shows them (open and cancelled bets count their stake only). */
function totalsCents(bets: readonly BetRecord[]): BetTotalsCents {
  const totals: BetTotalsCents = { betCount: 0, betAmount: 0, validBet: 0, payout: 0, winLoss: 0 };
  for (const bet of bets) {
    totals.betCount += 1;
    totals.betAmount += bet.betAmountCents;
    if (bet.status !== 'settled') continue;
    totals.validBet += bet.validBetCents;
    totals.payout += bet.payoutCents;
    totals.winLoss += bet.payoutCents - bet.betAmountCents;
  }
  return totals;
}

function toMoney(totals: BetTotalsCents) {
  return {
    betCount: totals.betCount,
    betAmount: fromCents(totals.betAmount),
    validBet: fromCents(totals.validBet),
    payout: fromCents(totals.payout),
    winLoss: fromCents(totals.winLoss),
  };
}

export function betSummary(bets: readonly BetRecord[]) {
  return toMoney(totalsCents(bets));
}

const gameTypeOrder: readonly Schemas['GameType'][] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'DS88',
];

/** Bonuses and rebates credited to the member in the range (successful, positive entries). */
function creditsIn(db: Db, memberId: number, range: DayRange): LedgerRecord[] {
  return db
    .ledgerOf(memberId)
    .filter(
      (e) =>
        (e.type === 'bonus' || e.type === 'rebate') &&
        e.status === 'success' &&
        e.amountCents > 0 &&
        inRange(range, e.time),
    );
}

function sumCents(entries: readonly LedgerRecord[], type: LedgerRecord['type']): number {
  return entries.filter((e) => e.type === type).reduce((sum, e) => sum + e.amountCents, 0);
}

/** Every day of the range, oldest first, with its win/loss and profit/loss (in cents until the end). */
function dailyProfitLoss(
  range: DayRange,
  settled: readonly BetRecord[],
  credits: readonly LedgerRecord[],
): Schemas['MemberProfitLoss']['days'] {
  const byDay = new Map<string, { winLoss: number; credits: number }>();
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1))
    byDay.set(day, { winLoss: 0, credits: 0 });
  for (const bet of settled) {
    const entry = bet.settleTime ? byDay.get(isoDay(Date.parse(bet.settleTime))) : undefined;
    if (entry) entry.winLoss += bet.payoutCents - bet.betAmountCents;
  }
  for (const credit of credits) {
    const entry = byDay.get(isoDay(Date.parse(credit.time)));
    if (entry) entry.credits += credit.amountCents;
  }
  return [...byDay].map(([date, cents]) => ({
    date,
    winLoss: fromCents(cents.winLoss),
    profitLoss: fromCents(cents.winLoss + cents.credits),
  }));
}

/**
 * Personal profit and loss: settled bets by settle time, per game type, plus bonuses and rebates
 * credited in the range, overall and per day. Summed in cents, so rows and days add up to the total
 * exactly.
 */
export function personalProfitLoss(
  db: Db,
  memberId: number,
  range: DayRange,
): Schemas['MemberProfitLoss'] {
  const settled = db
    .betsOf(memberId)
    .filter((bet) => bet.status === 'settled' && inRange(range, bet.settleTime));
  const rows = gameTypeOrder
    .map((gameType) => ({ gameType, bets: settled.filter((bet) => bet.gameType === gameType) }))
    .filter((group) => group.bets.length > 0)
    .map(({ gameType, bets }) => ({ gameType, ...betSummary(bets) }));
  const totals = totalsCents(settled);
  const credits = creditsIn(db, memberId, range);
  const bonus = sumCents(credits, 'bonus');
  const rebate = sumCents(credits, 'rebate');
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    rows,
    total: {
      ...toMoney(totals),
      bonus: fromCents(bonus),
      rebate: fromCents(rebate),
      profitLoss: fromCents(totals.winLoss + bonus + rebate),
    },
    days: dailyProfitLoss(range, settled, credits),
  };
}
