import { defineHandler } from '../../../core/define-handler';
import { ok, refusals, isFailure } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { dividendRecordView } from '../presenters';
import { isKindEnabled, kindLabel } from '../rules/contract-kinds';
import { dayInRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import type { DividendRecordRow } from '../records';
import { dayRangeOf } from '../rules/report-input';

/** Dividend records the caller received or paid, whose period ends in the range, newest period first. */
export const listDividendRecordsHandler = defineHandler(
  'listDividendRecords',
  'agent',
  ({ query, backend, me }) => {
    const { db, config } = backend;
    if (!isKindEnabled(config.flags, 'dividend'))
      return refusals.featureDisabled(kindLabel.dividend);
    const range = dayRangeOf(query, backend.clock.nowMs());
    if (isFailure(range)) return range;
    const agent = me();
    const received = query.role === 'asUpline' ? [] : db.dividendRecordsPaidTo(agent.id);
    const paid = query.role === 'asDownline' ? [] : db.dividendRecordsPaidBy(agent.id);
    const counterparty = query.account?.toLowerCase();
    const matches = [...received, ...paid].filter((r: DividendRecordRow) => {
      if (!dayInRange(range, r.periodEnd)) return false;
      if (query.status && r.status !== query.status) return false;
      if (counterparty === undefined) return true;
      const otherId = r.downlineId === agent.id ? r.uplineId : r.downlineId;
      return db.members.get(otherId)?.account.toLowerCase() === counterparty;
    });
    matches.sort((a, b) => b.periodEnd.localeCompare(a.periodEnd) || b.id.localeCompare(a.id));
    const totalCents = matches
      .filter((r) => r.status !== 'cancelled')
      .reduce((sum, r) => sum + r.amountCents, 0);
    const page = pageOf(matches, query);
    return ok<'listDividendRecords'>({
      ...page,
      list: page.list.map((r) => dividendRecordView(db, r)),
      totalAmount: fromCents(totalCents),
    });
  },
);
