import { defineHandler } from '../../../core/define-handler';
import { ok, isFailure } from '../../../core/envelope';
import type { LedgerRecord } from '../../../db/core-records';
import { teamTransactionView } from '../presenters';
import { inRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import { dayRangeOf, membersOf, newestFirst } from '../rules/report-input';

/** Transaction details: the team's account records created in the range, newest first. */
export const listTeamTransactionsHandler = defineHandler(
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
    const page = pageOf(matches, query);
    return ok<'listTeamTransactions'>({
      ...page,
      list: page.list.map(({ entry, account, level }) =>
        teamTransactionView(entry, account, level),
      ),
    });
  },
);
