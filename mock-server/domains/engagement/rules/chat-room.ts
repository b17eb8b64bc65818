import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { tooManyRequests, type RateLimits } from '../../../core/rate-limits';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { ChatMessageRecord } from '../records';

type RoomId = Schemas['ChatRoomId'];

/** The room's answer: the newest messages of a window, oldest first (contract `listChatMessages`). */
export interface ChatWindow {
  list: ChatMessageRecord[];
  hasMore: boolean;
}

export interface ChatWindowQuery {
  beforeId?: number;
  sinceId?: number;
  limit?: number;
}

export const chatDefaultLimit = 30;
/** A room keeps its newest messages only (contract): the table stays bounded. */
export const chatRoomCapacity = 500;
/** Flood control: messages per member in a sliding minute of the sandbox clock, over all rooms. */
export const chatFlood = { max: 5, windowMs: 60_000 } as const;
export const chatTextMaxLength = 200;
/** Ids of the chat start here (distinct from other tables' ids in examples and logs). */
const firstChatId = 9001;

/** 403 `feature_disabled` while CHATROOM3 (or its group MEMBERCENTER3) is off, else null. */
export function chatSwitchedOff(flags: Record<string, boolean>): Failure | null {
  return isFeatureOn(flags, 'CHATROOM3')
    ? null
    : refusals.featureDisabled('the chat room (CHATROOM3)');
}

/**
 * The text as it is stored: leading and trailing white space removed, every run of white space
 * (line breaks included) one space. Empty afterwards, or markup (`<`, `>`, which the contract's
 * pattern already refuses), is 400 `validation_error` on `field`.
 */
export function normaliseChatText(text: string, field = 'body.text'): string | Failure {
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  if (collapsed.length === 0) return refusals.invalid(field, 'the message is empty');
  if (/[<>]/u.test(collapsed)) return refusals.invalid(field, 'the message may not contain < or >');
  if ([...collapsed].length > chatTextMaxLength) {
    return refusals.invalid(field, `the message is longer than ${chatTextMaxLength} characters`);
  }
  return collapsed;
}

/** A room's messages, oldest first. */
export function roomMessages(db: Db, roomId: RoomId): ChatMessageRecord[] {
  return db.chatMessagesOfRoom(roomId).sort((a, b) => a.id - b.id);
}

/**
 * The newest `limit` messages strictly between `sinceId` and `beforeId` (either open), oldest
 * first; `hasMore` when the window holds older ones than those answered.
 */
export function chatWindow(
  messages: readonly ChatMessageRecord[],
  query: ChatWindowQuery,
): ChatWindow {
  const limit = query.limit ?? chatDefaultLimit;
  const inWindow = messages.filter(
    (m) =>
      (query.beforeId === undefined || m.id < query.beforeId) &&
      (query.sinceId === undefined || m.id > query.sinceId),
  );
  const list = inWindow.slice(Math.max(0, inWindow.length - limit));
  return { list, hasMore: inWindow.length > list.length };
}

/** 429 `too_many_requests` when the member has sent `chatFlood.max` messages in the last minute. */
export function chatFloodReached(
  limits: RateLimits,
  memberId: number,
  nowMs: number,
): Failure | null {
  const verdict = limits.counter('chatMessages').peek(String(memberId), chatFlood, nowMs);
  return verdict.allowed ? null : tooManyRequests('chat messages', verdict.retryAfterSeconds);
}

/** Counts one sent message of the member against the flood limit. */
export function countChatMessage(limits: RateLimits, memberId: number, nowMs: number): void {
  limits.counter('chatMessages').hit(String(memberId), chatFlood, nowMs);
}

/** The next id: above every id stored (the newest of a room is never dropped, so ids never repeat). */
function nextChatId(db: Db): number {
  let max = firstChatId - 1;
  for (const message of db.chatMessages.values()) max = Math.max(max, message.id);
  return max + 1;
}

/**
 * Stores `text` (already normalised) in the room as the member's message at `now`, then drops the
 * room's oldest messages beyond `chatRoomCapacity`.
 */
export async function postChatMessage(
  db: Db,
  member: MemberRecord,
  roomId: RoomId,
  text: string,
  now: Date,
): Promise<ChatMessageRecord> {
  const message = await db.chatMessages.insert({
    id: nextChatId(db),
    roomId,
    memberId: member.id,
    vipRankLevel: member.clubLabel.rankLevel,
    text,
    time: now.toISOString(),
  });
  const room = roomMessages(db, roomId);
  for (const old of room.slice(0, Math.max(0, room.length - chatRoomCapacity))) {
    await db.chatMessages.remove(old.id);
  }
  return message;
}
