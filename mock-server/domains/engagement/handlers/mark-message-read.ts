import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { messageView } from '../presenters';
import { markReadFor, unreadCountOf } from '../rules/messages';

export const markMessageReadHandler = defineHandler(
  'markMessageRead',
  'realMember',
  async (ctx) => {
    const { db, clock } = ctx.backend;
    const memberId = ctx.me().id;
    const result = await markReadFor(db, memberId, ctx.path.messageId, clock.now());
    if ('kind' in result) return result;
    return ok<'markMessageRead'>({
      message: messageView(result),
      unreadCount: unreadCountOf(db, memberId),
    });
  },
);
