import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import type { BetRecord, LedgerRecord } from '../../../db/core-records';
import { findTeamMember, teamOf } from '../model/team';
import { figuresView, teamBetView, teamTransactionView } from '../model/views';
import { inRange } from '../rules/day-range';
import { pageOf } from '../rules/paging';
import {
  addFigures,
  countedBets,
  hasActivity,
  memberFigures,
  noFigures,
} from '../rules/team-figures';
import { dayRangeOf, isFailure, membersOf, notInTree } from './report-input';

const newestFirst = (a: { time: string; id: string }, b: { time: string; id: string }) =>
  a.time === b.time ? (a.id < b.id ? 1 : -1) : a.time < b.time ? 1 : -1;

/** Team overview: computed from the stored members, bets and ledger of the team over the range. */
export const getTeamOverview = defineHandler(
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

/** User profit and loss: one row per team member with activity, largest valid bet first, totals over all rows. */
export const getTeamProfitLoss = defineHandler(
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
    const page = pageOf(rows, query.pageNo, query.pageSize);
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

/** Team betting: the team's bets placed in the range, newest first, with totals over every match. */
export const listTeamBets = defineHandler('listTeamBets', 'agent', ({ query, backend, me }) => {
  const { db } = backend;
  const range = dayRangeOf(query, backend.clock.nowMs());
  if (isFailure(range)) return range;
  const members = membersOf(db, me(), query);
  if (isFailure(members)) return members;
  const matches: { bet: BetRecord; account: string; level: number }[] = [];
  for (const { member, level } of members) {
    for (const bet of db.betsOf(member.id)) {
      if (!inRange(range, bet.betTime)) continue;
      if (query.gameType && bet.gameType !== query.gameType) continue;
      if (query.status && bet.status !== query.status) continue;
      matches.push({ bet, account: member.account, level });
    }
  }
  matches.sort((a, b) =>
    newestFirst({ time: a.bet.betTime, id: a.bet.id }, { time: b.bet.betTime, id: b.bet.id }),
  );
  const totals = matches.reduce(
    (sum, { bet }) => ({
      betCount: sum.betCount + 1,
      betAmountCents: sum.betAmountCents + bet.betAmountCents,
      validBetCents: sum.validBetCents + bet.validBetCents,
      winLossCents: sum.winLossCents + bet.winLossCents,
    }),
    { betCount: 0, betAmountCents: 0, validBetCents: 0, winLossCents: 0 },
  );
  const page = pageOf(matches, query.pageNo, query.pageSize);
  return ok<'listTeamBets'>({
    ...page,
    list: page.list.map(({ bet, account, level }) => teamBetView(bet, account, level)),
    summary: {
      betCount: totals.betCount,
      betAmount: fromCents(totals.betAmountCents),
      validBet: fromCents(totals.validBetCents),
      winLoss: fromCents(totals.winLossCents),
    },
  });
});

/** Transaction details: the team's account records created in the range, newest first. */
export const listTeamTransactions = defineHandler(
  'listTeamTransactions',
  'agent',
  ({ query, backend, me }) => {
    const { db } = backend;
    const range = dayRangeOf(query, backend.clock.nowMs());
    if (isFailure(range)) return range;
    const members = membersOf(db, me(), query);
    if (isFailure(members)) return members;
    const matches: { entry: LedgerRecord; account: string; level: number }[] = [];
    for (const { member, level } of members) {
      for (const entry of db.ledgerOf(member.id)) {
        if (!inRange(range, entry.time)) continue;
        if (query.type && entry.type !== query.type) continue;
        matches.push({ entry, account: member.account, level });
      }
    }
    matches.sort((a, b) => newestFirst(a.entry, b.entry));
    const page = pageOf(matches, query.pageNo, query.pageSize);
    return ok<'listTeamTransactions'>({
      ...page,
      list: page.list.map(({ entry, account, level }) =>
        teamTransactionView(entry, account, level),
      ),
    });
  },
);
