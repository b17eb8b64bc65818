import type { Db } from '../../../db/create-db';
import type { Schemas } from '../../../core/handler-types';
import type { InboxRecord } from '../records';
import type { AccountsEnv } from './accounts-env';

export interface OutgoingMessage {
  channel: InboxRecord['channel'];
  to: string;
  code: string | null;
  purpose: string;
  text: string;
}

/** "Sends" an SMS or email: nothing leaves the sandbox, the message lands in the inbox table. */
export async function sendMessage(
  env: AccountsEnv,
  message: OutgoingMessage,
): Promise<InboxRecord> {
  let seq = env.db.inbox.size + 1;
  while (env.db.inbox.get(`M${seq}`)) seq += 1;
  return env.db.inbox.insert({ id: `M${seq}`, ...message, sentAt: env.clock.iso() });
}

function sequenceOf(record: InboxRecord): number {
  return Number(record.id.slice(1));
}

/**
 * The messages the sandbox sent, newest first, optionally only those to one number (with dialing
 * code, `+639171234567`) or address. The control API's `listSandboxInbox` answers with this.
 */
export function inboxMessages(db: Db, to?: string): Schemas['InboxMessage'][] {
  const records = to ? db.inboxTo(to.trim()) : db.inbox.all();
  return records
    .slice()
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || sequenceOf(b) - sequenceOf(a))
    .map(({ channel, to: recipient, code, purpose, text, sentAt }) => ({
      channel,
      to: recipient,
      code,
      purpose,
      text,
      sentAt,
    }));
}
