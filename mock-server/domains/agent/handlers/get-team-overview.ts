import { defineHandler } from '../../../core/define-handler';
import { ok, isFailure } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { findTeamMember, teamOf } from '../rules/team';
import { inRange } from '../../../core/date-range';
import { addFigures, countedBets, memberFigures, noFigures } from '../rules/team-figures';
import { dayRangeOf, notInTree } from '../rules/report-input';

/** Team overview: computed from the stored members, bets and ledger of the team over the range. */
export const getTeamOverviewHandler = defineHandler(
  'getTeamOverview',
  'agent',
  ({ query, backend, me }) => {
    const { db } = backend;
    const range = dayRangeOf(query, backend.clock.nowMs());
    if (isFailure(range)) return range;
    let root = me();
    if (query.account !== undefined) {
      const found = findTeamMember(db, root.id, query.account);
      if (!found) return notInTree('query.account');
      root = found.member;
    }
    const team = teamOf(db, root.id, query.depth).filter(
      (t) => Date.parse(t.member.createdAt) < range.toMs,
    );
    let figures = { ...noFigures };
    let activeMembers = 0;
    for (const { member } of team) {
      const bets = db.betsOf(member.id);
      if (countedBets(bets, range).length > 0) activeMembers += 1;
      figures = addFigures(figures, memberFigures(bets, db.ledgerOf(member.id), range));
    }
    return ok<'getTeamOverview'>({
      startDate: range.startDate,
      endDate: range.endDate,
      teamSize: team.length,
      directDownlines: team.filter((t) => t.level === 1).length,
      newMembers: team.filter((t) => inRange(range, t.member.createdAt)).length,
      activeMembers,
      depositAmount: fromCents(figures.depositCents),
      withdrawalAmount: fromCents(figures.withdrawalCents),
      validBet: fromCents(figures.validBetCents),
      winLoss: fromCents(figures.winLossCents),
    });
  },
);
