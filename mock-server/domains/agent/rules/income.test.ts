import { describe, expect, it } from 'vitest';
import type { ContractKind } from '../records';
import { incomeReport, incomeSourceOf, type IncomeEntry } from './income';

const kinds: Record<string, ContractKind> = {
  'ct-1': 'dailySalary',
  'ct-2': 'hourlySalary',
  'ct-3': 'realtimeSalary',
};
const kindOf = (id: string) => kinds[id];
const range = {
  fromMs: Date.parse('2026-03-01T00:00:00Z'),
  toMs: Date.parse('2026-03-08T00:00:00Z'),
};

const entry = (
  type: IncomeEntry['type'],
  amountCents: number,
  reference: string,
  time = '2026-03-02T01:00:00Z',
): IncomeEntry => ({
  type,
  amountCents,
  reference,
  time,
  status: 'success',
});

describe('income', () => {
  it('classifies credits by source and salary by contract kind', () => {
    expect(incomeSourceOf(entry('dividend', 100, 'dv-1'), kindOf)).toBe('dividend');
    expect(incomeSourceOf(entry('salary', 100, 'ct-2:2026-03-02T05'), kindOf)).toBe('hourlySalary');
    expect(incomeSourceOf(entry('salary', 100, 'ct-3:2026-03-02'), kindOf)).toBe('realtimeSalary');
    expect(incomeSourceOf(entry('salary', 100, 'unknown'), kindOf)).toBe('dailySalary');
    expect(incomeSourceOf(entry('adjustment', 100, 'CM0001'), kindOf)).toBe('commission');
    expect(incomeSourceOf(entry('adjustment', 100, 'ADJ1'), kindOf)).toBeNull();
    // The paying upline's debit is not income.
    expect(incomeSourceOf(entry('dividend', -100, 'dv-1'), kindOf)).toBeNull();
    expect(incomeSourceOf(entry('deposit', 100, 'D1'), kindOf)).toBeNull();
  });

  it('sums per day, newest first, leaves out days without income and switched-off sources', () => {
    const report = incomeReport(
      [
        entry('dividend', 12_500, 'dv-1', '2026-03-02T01:00:00Z'),
        entry('salary', 480, 'ct-1:2026-03-04', '2026-03-05T00:10:00Z'),
        entry('salary', 120, 'ct-3:2026-03-05', '2026-03-05T08:00:00Z'),
        entry('salary', 999, 'ct-2:2026-03-05T07', '2026-03-05T08:00:00Z'),
        entry('salary', 777, 'ct-1:2026-03-08', '2026-03-09T00:10:00Z'),
      ],
      range,
      kindOf,
      (source) => source !== 'hourlySalary',
    );
    expect(report.totals).toEqual({
      dividend: 12_500,
      dailySalary: 480,
      hourlySalary: 0,
      realtimeSalary: 120,
      commission: 0,
      total: 13_100,
    });
    expect(report.daily.map((d) => [d.date, d.total])).toEqual([
      ['2026-03-05', 600],
      ['2026-03-02', 12_500],
    ]);
  });
});
