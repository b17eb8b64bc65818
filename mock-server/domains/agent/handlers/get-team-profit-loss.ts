import { defineHandler } from '../../../core/define-handler';
import { ok, isFailure } from '../../../core/envelope';
import { figuresView } from '../presenters';
import { pageOf } from '../../../core/paging';
import { addFigures, hasActivity, memberFigures, noFigures } from '../rules/team-figures';
import { dayRangeOf, membersOf } from '../rules/report-input';

/** User profit and loss: one row per team member with activity, largest valid bet first, totals over all rows. */
export const getTeamProfitLossHandler = defineHandler(
  'getTeamProfitLoss',
  'agent',
  ({ query, backend, me }) => {
    const { db } = backend;
    const range = dayRangeOf(query, backend.clock.nowMs());
    if (isFailure(range)) return range;
    const members = membersOf(db, me(), query);
    if (isFailure(members)) return members;
    const rows = members
      .map(({ member, level }) => ({
        account: member.account,
        level,
        figures: memberFigures(db.betsOf(member.id), db.ledgerOf(member.id), range),
      }))
      .filter((row) => hasActivity(row.figures))
      .sort(
        (a, b) =>
          b.figures.validBetCents - a.figures.validBetCents || a.account.localeCompare(b.account),
      );
    const summary = rows.reduce((sum, row) => addFigures(sum, row.figures), { ...noFigures });
    const page = pageOf(rows, query);
    return ok<'getTeamProfitLoss'>({
      ...page,
      startDate: range.startDate,
      endDate: range.endDate,
      list: page.list.map((row) => ({
        account: row.account,
        level: row.level,
        ...figuresView(row.figures),
      })),
      summary: figuresView(summary),
    });
  },
);
