import { defineHandler } from '../../../core/define-handler';
import { created, fail } from '../../../core/envelope';
import { sendMessageTo } from '../../engagement/rules/messages';
import { messageView } from '../../engagement/presenters';
import { localOnly } from '../rules/control-access';

/** The operator's platform message to one member: stored unread, as the member's own operations read it. */
export const sendPlatformMessageHandler = defineHandler(
  'sendPlatformMessage',
  'anyone',
  localOnly(async (ctx) => {
    const { db, clock } = ctx.backend;
    const member = db.memberByAccount(ctx.body.account.toLowerCase());
    if (!member) return fail(404, 'not_found', 'no such member', { field: 'body.account' });
    const message = await sendMessageTo(
      db,
      member.id,
      { title: ctx.body.title, content: ctx.body.content },
      clock.now(),
    );
    return created<'sendPlatformMessage'>(messageView(message));
  }),
);
