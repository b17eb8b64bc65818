import { defineHandler } from '../../../core/define-handler';
import { created, fail, isFailure } from '../../../core/envelope';
import { chatMessageView } from '../../engagement/presenters';
import { normaliseChatText, postChatMessage } from '../../engagement/rules/chat-room';
import { localOnly } from '../rules/control-access';

/** A chat message as a named member would send it (no flood limit, also with CHATROOM3 off). */
export const sendSandboxChatMessageHandler = defineHandler(
  'sendSandboxChatMessage',
  'anyone',
  localOnly(async (ctx) => {
    const { db, clock } = ctx.backend;
    const member = db.memberByAccount(ctx.body.account.toLowerCase());
    if (!member) return fail(404, 'not_found', 'no such member', { field: 'body.account' });
    const text = normaliseChatText(ctx.body.text);
    if (isFailure(text)) return text;
    const message = await postChatMessage(db, member, ctx.body.roomId, text, clock.now());
    return created<'sendSandboxChatMessage'>(chatMessageView(db, message, null));
  }),
);
