import type { Schemas } from '../../../core/handler-types';
import { addDays, dayStartMs, isoDay } from '../../../core/date-range';

type DividendTerms = Schemas['DividendContractTerms'];
type SalaryTerms = Schemas['DailySalaryContractTerms'] | Schemas['HourlySalaryContractTerms'];
type RealtimeTerms = Schemas['RealtimeSalaryContractTerms'];
export type SettlementPeriod = Schemas['DividendSettlementPeriod'];

export interface Period {
  start: string;
  end: string;
}

/** The settlement period containing a day: D the day, W Monday-Sunday, H 1st-15th / 16th-end, M the month. */
export function periodContaining(period: SettlementPeriod, day: string): Period {
  const date = new Date(dayStartMs(day));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const lastOfMonth = isoDay(Date.UTC(year, month + 1, 0));
  const firstOfMonth = isoDay(Date.UTC(year, month, 1));
  switch (period) {
    case 'D':
      return { start: day, end: day };
    case 'W': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      const start = addDays(day, -sinceMonday);
      return { start, end: addDays(start, 6) };
    }
    case 'H':
      return date.getUTCDate() <= 15
        ? { start: firstOfMonth, end: isoDay(Date.UTC(year, month, 15)) }
        : { start: isoDay(Date.UTC(year, month, 16)), end: lastOfMonth };
    case 'M':
      return { start: firstOfMonth, end: lastOfMonth };
  }
}

/** The `count` full periods before the one containing `today`, most recent first. */
export function previousPeriods(period: SettlementPeriod, today: string, count: number): Period[] {
  const periods: Period[] = [];
  let current = periodContaining(period, today);
  for (let i = 0; i < count; i += 1) {
    current = periodContaining(period, addDays(current.start, -1));
    periods.push(current);
  }
  return periods;
}

export interface DividendFigures {
  validBetCents: number;
  /** Platform's side: positive when the team lost. */
  profitLossCents: number;
  activeMembers: number;
}

/** `amount = profitLoss * rate / 100` for the highest tier met, when profitLoss is positive; else rate and amount are 0. */
export function settleDividend(
  terms: DividendTerms,
  figures: DividendFigures,
): { rate: number; amountCents: number } {
  if (figures.profitLossCents <= 0) return { rate: 0, amountCents: 0 };
  const met = terms.tiers.filter(
    (t) =>
      figures.validBetCents >= Math.round(t.periodValidBet * 100) &&
      figures.profitLossCents >= Math.round(t.periodProfitLoss * 100) &&
      figures.activeMembers >= t.activeMembers,
  );
  const tier = met.reduce<(typeof met)[number] | undefined>(
    (best, t) => (!best || t.rate > best.rate ? t : best),
    undefined,
  );
  if (!tier) return { rate: 0, amountCents: 0 };
  return { rate: tier.rate, amountCents: Math.floor((figures.profitLossCents * tier.rate) / 100) };
}

/** Daily or hourly salary: `rate` percent of the team's valid bet when the highest reached tier's `betAmount` is met. */
export function settleSalary(
  terms: SalaryTerms,
  validBetCents: number,
): { rate: number; amountCents: number } {
  const reached = terms.tiers.filter((t) => validBetCents >= Math.round(t.betAmount * 100));
  const tier = reached[reached.length - 1];
  if (!tier || validBetCents <= 0) return { rate: 0, amountCents: 0 };
  return { rate: tier.rate, amountCents: Math.floor((validBetCents * tier.rate) / 100) };
}

/** Real-time salary over settled bets: each bet reaching a tier's stake pays winRate or lossRate of its stake. */
export function settleRealtimeSalary(
  terms: RealtimeTerms,
  bets: readonly { betAmountCents: number; winLossCents: number }[],
): number {
  let total = 0;
  for (const bet of bets) {
    const reached = terms.tiers.filter(
      (t) => bet.betAmountCents >= Math.round(t.singleBetAmount * 100),
    );
    const tier = reached[reached.length - 1];
    if (!tier || bet.winLossCents === 0) continue;
    const rate = bet.winLossCents > 0 ? tier.winRate : tier.lossRate;
    total += Math.floor((bet.betAmountCents * rate) / 100);
  }
  return total;
}
