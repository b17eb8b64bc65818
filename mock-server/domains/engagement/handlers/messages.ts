import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { markReadFor, messageView, messagesOf, unreadCountOf } from '../rules/messages';
import { pageOf } from '../rules/paging';

/** Trial accounts get 0 rather than 403, so the header badge keeps working (contract). */
export const getUnreadMessageCount = defineHandler('getUnreadMessageCount', 'anyone', (ctx) => {
  const member = ctx.me();
  const count = member.type === trialAccountType ? 0 : unreadCountOf(ctx.backend.db, member.id);
  return ok<'getUnreadMessageCount'>({ count });
});

export const listMessages = defineHandler('listMessages', 'realMember', (ctx) => {
  const { db } = ctx.backend;
  const memberId = ctx.me().id;
  const page = pageOf(
    messagesOf(db, memberId, ctx.query.read),
    ctx.query.pageNo,
    ctx.query.pageSize,
  );
  return ok<'listMessages'>({
    ...page,
    list: page.list.map(messageView),
    unreadCount: unreadCountOf(db, memberId),
  });
});

export const markMessageRead = defineHandler('markMessageRead', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const memberId = ctx.me().id;
  const result = await markReadFor(db, memberId, ctx.path.messageId, clock.now());
  if ('kind' in result) return result;
  return ok<'markMessageRead'>({
    message: messageView(result),
    unreadCount: unreadCountOf(db, memberId),
  });
});
