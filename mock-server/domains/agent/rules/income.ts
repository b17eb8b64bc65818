import type { LedgerRecord } from '../../../db/core-records';
import type { ContractKind } from '../records';
import { inRange, isoDay, type DayRange } from '../../../core/date-range';

export type IncomeSource =
  'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary' | 'commission';
export type IncomeCents = Record<IncomeSource | 'total', number>;

/** Commission credited by the operator is an `adjustment` whose reference starts with this. */
export const commissionReferencePrefix = 'CM';
/** Salary and dividend payouts carry `<contractId>:<period>` as reference, so their kind is known. */
export const payoutReference = (contractId: string, period: string): string =>
  `${contractId}:${period}`;
export const contractIdOfReference = (reference: string): string =>
  reference.split(':')[0] ?? reference;

export type IncomeEntry = Pick<
  LedgerRecord,
  'type' | 'status' | 'amountCents' | 'time' | 'reference'
>;

/**
 * Which income source a ledger entry is: only booked credits count (the upline's debit of the same
 * payout is not its income). Salary entries are split by the kind of the contract they settle.
 */
export function incomeSourceOf(
  entry: IncomeEntry,
  kindOfContract: (contractId: string) => ContractKind | undefined,
): IncomeSource | null {
  if (entry.status !== 'success' || entry.amountCents <= 0) return null;
  if (entry.type === 'dividend') return 'dividend';
  if (entry.type === 'adjustment')
    return entry.reference.startsWith(commissionReferencePrefix) ? 'commission' : null;
  if (entry.type !== 'salary') return null;
  const kind = kindOfContract(contractIdOfReference(entry.reference));
  return kind === 'hourlySalary' || kind === 'realtimeSalary' ? kind : 'dailySalary';
}

export const noIncome = (): IncomeCents => ({
  dividend: 0,
  dailySalary: 0,
  hourlySalary: 0,
  realtimeSalary: 0,
  commission: 0,
  total: 0,
});

export interface IncomeReport {
  totals: IncomeCents;
  /** Days with income, most recent first. */
  daily: (IncomeCents & { date: string })[];
}

/** Sums income by source and day over the range; sources switched off (`enabled` false) count 0. */
export function incomeReport(
  entries: readonly IncomeEntry[],
  range: Pick<DayRange, 'fromMs' | 'toMs'>,
  kindOfContract: (contractId: string) => ContractKind | undefined,
  enabled: (source: IncomeSource) => boolean,
): IncomeReport {
  const totals = noIncome();
  const byDay = new Map<string, IncomeCents>();
  for (const entry of entries) {
    if (!inRange(range, entry.time)) continue;
    const source = incomeSourceOf(entry, kindOfContract);
    if (!source || !enabled(source)) continue;
    const day = isoDay(Date.parse(entry.time));
    const row = byDay.get(day) ?? noIncome();
    row[source] += entry.amountCents;
    row.total += entry.amountCents;
    byDay.set(day, row);
    totals[source] += entry.amountCents;
    totals.total += entry.amountCents;
  }
  const daily = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, row]) => ({ date, ...row }));
  return { totals, daily };
}
