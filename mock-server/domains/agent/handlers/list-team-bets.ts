import { defineHandler } from '../../../core/define-handler';
import { ok, isFailure } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import type { BetRecord } from '../../../db/core-records';
import { teamBetView } from '../presenters';
import { inRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import { dayRangeOf, membersOf, newestFirst } from '../rules/report-input';

/** Team betting: the team's bets placed in the range, newest first, with totals over every match. */
export const listTeamBetsHandler = defineHandler(
  'listTeamBets',
  'agent',
  ({ query, backend, me }) => {
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
    const page = pageOf(matches, query);
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
  },
);
