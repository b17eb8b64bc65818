import { defineHandler } from '../../../core/define-handler';
import { ok, isFailure } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { findTeamMember, teamOf } from '../rules/team';
import { inRange } from '../../../core/date-range';
import { addFigures, countedBets, memberFigures, noFigures } from '../rules/team-figures';
import { dayRangeOf, notInTree } from '../rules/report-input';
import { teamDays } from '../rules/team-days';

/** Team overview: computed from the stored members, bets and ledger of the team over the range, and per day. */
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
    const activity = team.map(({ member }) => ({
      createdAt: member.createdAt,
      bets: db.betsOf(member.id),
      entries: db.ledgerOf(member.id),
    }));
    for (const { bets, entries } of activity) {
      if (countedBets(bets, range).length > 0) activeMembers += 1;
      figures = addFigures(figures, memberFigures(bets, entries, range));
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
      days: teamDays(activity, range).map((day) => ({
        date: day.date,
        newMembers: day.newMembers,
        activeMembers: day.activeMembers,
        depositAmount: fromCents(day.depositCents),
        withdrawalAmount: fromCents(day.withdrawalCents),
        validBet: fromCents(day.validBetCents),
        winLoss: fromCents(day.winLossCents),
      })),
    });
  },
);
