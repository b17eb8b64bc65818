import { defineHandler } from '../../../core/define-handler';
import { created, isFailure } from '../../../core/envelope';
import { chatMessageView } from '../presenters';
import {
  chatFloodReached,
  chatSwitchedOff,
  countChatMessage,
  normaliseChatText,
  postChatMessage,
} from '../rules/chat-room';

/** A real member's message to a room: plain text, at most 5 a minute (rules/chat-room.ts). */
export const sendChatMessageHandler = defineHandler(
  'sendChatMessage',
  'realMember',
  async (ctx) => {
    const { db, config, clock, limits } = ctx.backend;
    const off = chatSwitchedOff(config.flags);
    if (off) return off;
    const me = ctx.me();
    const text = normaliseChatText(ctx.body.text);
    if (isFailure(text)) return text;
    const nowMs = clock.nowMs();
    const flooded = chatFloodReached(limits, me.id, nowMs);
    if (flooded) return flooded;
    const message = await postChatMessage(db, me, ctx.path.roomId, text, clock.now());
    countChatMessage(limits, me.id, nowMs);
    return created<'sendChatMessage'>(chatMessageView(db, message, me.id));
  },
);
