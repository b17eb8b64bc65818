import type { Db } from '../../../db/create-db';
import { inDateRange, type DateRangeQuery } from '../../../core/date-range';
import { refusals } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { PlatformMessageRecord } from '../records';
import { nextNumericId } from './ids';

/**
 * The member's own messages (never anyone else's), newest first, optionally only read or unread
 * and only those sent on the days of `days` (both ends inclusive).
 */
export function messagesOf(
  db: Db,
  memberId: number,
  read?: boolean,
  days: DateRangeQuery = {},
): PlatformMessageRecord[] {
  return db
    .platformMessagesOfMember(memberId)
    .filter((m) => read === undefined || (m.readTime !== null) === read)
    .filter((m) => inDateRange(m.time, days))
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}

export function unreadCountOf(db: Db, memberId: number): number {
  return db.platformMessagesOfMember(memberId).filter((m) => m.readTime === null).length;
}

/**
 * Marks one of the member's messages read. Another member's id is answered exactly like an unknown
 * one (404), so ids reveal nothing. Marking again keeps the first `readTime`.
 */
export async function markReadFor(
  db: Db,
  memberId: number,
  messageId: number,
  now: Date,
): Promise<PlatformMessageRecord | Failure> {
  const message = db.platformMessages.get(messageId);
  if (!message || message.memberId !== memberId) return refusals.notFound('message');
  if (message.readTime !== null) return message;
  return db.platformMessages.update(message.id, (m) => {
    m.readTime = now.toISOString();
  });
}

/**
 * Stores a new, unread message to the member, sent `now` (the sandbox's control API plays the
 * operator): the same record the seed writes and the members' own message operations read.
 */
export async function sendMessageTo(
  db: Db,
  memberId: number,
  message: { title: string; content: string },
  now: Date,
): Promise<PlatformMessageRecord> {
  return db.platformMessages.insert({
    id: nextNumericId(db.platformMessages, 6001),
    memberId,
    title: message.title,
    content: message.content,
    time: now.toISOString(),
    readTime: null,
  });
}
