import type { components } from '../../../../openapi/runtime/generated/openapi';

export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatRoomId = components['schemas']['ChatRoomId'];

/** How often an open room asks for new messages (paused while the tab is hidden). */
export const chatPollMs = 5_000;
/** Messages per answer: the newest page on opening and every older page. */
export const chatPageSize = 30;
/** Messages a poll may bring at once; more means a gap (the feed starts again from that answer). */
export const chatPollLimit = 50;
/** The contract's bound on a message (characters, as the server counts them). */
export const chatTextMaxLength = 200;
/** Pixels from the bottom that still count as "at the bottom" (rounding, a last line half shown). */
export const nearBottomPx = 24;
/** Pixels from the top at which scrolling up loads older messages. */
export const nearTopPx = 48;

/** The messages of every source once each, oldest first (ids grow with time). */
export function mergeMessages(...sources: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) for (const message of source) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

/** The newest id of the messages, or undefined for none. */
export function newestId(messages: readonly ChatMessage[]): number | undefined {
  return messages.reduce<number | undefined>(
    (max, m) => (max === undefined || m.messageId > max ? m.messageId : max),
    undefined,
  );
}

export function isNearBottom(box: {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= nearBottomPx;
}

/** Characters as the server counts them (code points, so an emoji is one). */
export function chatLength(text: string): number {
  return [...text].length;
}

export type DraftProblem = 'empty' | 'tooLong' | 'markup';

/**
 * What stops a draft from being sent, checked as the server does (white space collapsed, 1..200
 * characters, no `<` or `>`), so the member learns it before sending; null when it may go.
 */
export function draftProblem(draft: string): DraftProblem | null {
  const text = draft.replace(/\s+/gu, ' ').trim();
  if (text.length === 0) return 'empty';
  if (/[<>]/u.test(text)) return 'markup';
  if (chatLength(text) > chatTextMaxLength) return 'tooLong';
  return null;
}
