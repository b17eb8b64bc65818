import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { chatMessageView } from '../presenters';
import { chatSwitchedOff, chatWindow, roomMessages } from '../rules/chat-room';

/** A room's messages, oldest first; any signed-in member reads, trial accounts included. */
export const listChatMessagesHandler = defineHandler('listChatMessages', 'anyone', (ctx) => {
  const { db, config } = ctx.backend;
  const off = chatSwitchedOff(config.flags);
  if (off) return off;
  const me = ctx.me();
  const { roomId } = ctx.path;
  const window = chatWindow(roomMessages(db, roomId), ctx.query);
  return ok<'listChatMessages'>({
    roomId,
    hasMore: window.hasMore,
    list: window.list.map((m) => chatMessageView(db, m, me.id)),
  });
});
