import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { trialAccountType } from '../../../core/members';
import { unreadCountOf } from '../rules/messages';

/** Trial accounts get 0 rather than 403, so the header badge keeps working (contract). */
export const getUnreadMessageCountHandler = defineHandler(
  'getUnreadMessageCount',
  'anyone',
  (ctx) => {
    const member = ctx.me();
    const count = member.type === trialAccountType ? 0 : unreadCountOf(ctx.backend.db, member.id);
    return ok<'getUnreadMessageCount'>({ count });
  },
);
