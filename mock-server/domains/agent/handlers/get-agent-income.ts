import { defineHandler } from '../../../core/define-handler';
import { ok, isFailure } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { fromCents } from '../../../core/money';
import { isKindEnabled } from '../rules/contract-kinds';
import { incomeReport, type IncomeCents } from '../rules/income';
import { dayRangeOf } from '../rules/report-input';

const amounts = (c: IncomeCents): Schemas['AgentIncomeAmounts'] => ({
  dividend: fromCents(c.dividend),
  dailySalary: fromCents(c.dailySalary),
  hourlySalary: fromCents(c.hourlySalary),
  realtimeSalary: fromCents(c.realtimeSalary),
  commission: fromCents(c.commission),
  total: fromCents(c.total),
});

/** My income: the caller's own dividend, salary and commission credits in the range, by source and day. */
export const getAgentIncomeHandler = defineHandler(
  'getAgentIncome',
  'agent',
  ({ query, backend, me }) => {
    const { db, config } = backend;
    const range = dayRangeOf(query, backend.clock.nowMs());
    if (isFailure(range)) return range;
    const report = incomeReport(
      db.ledgerOf(me().id),
      range,
      (contractId) => db.agentContracts.get(contractId)?.kind,
      (source) => (source === 'commission' ? true : isKindEnabled(config.flags, source)),
    );
    return ok<'getAgentIncome'>({
      startDate: range.startDate,
      endDate: range.endDate,
      totals: amounts(report.totals),
      daily: report.daily.map(({ date, ...row }) => ({ date, ...amounts(row) })),
    });
  },
);
