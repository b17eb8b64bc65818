import { dateRangeFailure } from '../../../core/date-range';
import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { messageView } from '../presenters';
import { messagesOf, unreadCountOf } from '../rules/messages';
import { pageOf } from '../../../core/paging';

export const listMessagesHandler = defineHandler('listMessages', 'realMember', (ctx) => {
  const { db } = ctx.backend;
  const memberId = ctx.me().id;
  const { read, startDate, endDate } = ctx.query;
  const badRange = dateRangeFailure({ startDate, endDate });
  if (badRange) return badRange;
  const page = pageOf(messagesOf(db, memberId, read, { startDate, endDate }), ctx.query);
  return ok<'listMessages'>({
    ...page,
    list: page.list.map((message) => messageView(message, ctx.query.language ?? 'EN')),
    unreadCount: unreadCountOf(db, memberId),
  });
});
