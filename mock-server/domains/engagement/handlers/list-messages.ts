import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { messageView } from '../presenters';
import { messagesOf, unreadCountOf } from '../rules/messages';
import { pageOf } from '../../../core/paging';

export const listMessagesHandler = defineHandler('listMessages', 'realMember', (ctx) => {
  const { db } = ctx.backend;
  const memberId = ctx.me().id;
  const page = pageOf(messagesOf(db, memberId, ctx.query.read), ctx.query);
  return ok<'listMessages'>({
    ...page,
    list: page.list.map(messageView),
    unreadCount: unreadCountOf(db, memberId),
  });
});
