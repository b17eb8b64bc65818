import { describe, expect, it } from 'vitest';
import {
  chatLength,
  draftProblem,
  isNearBottom,
  mergeMessages,
  newestId,
  type ChatMessage,
} from './chat-messages';

const message = (messageId: number, text = `m${messageId}`): ChatMessage => ({
  messageId,
  roomId: 'EN',
  displayName: 'de***er',
  vipRankLevel: 0,
  text,
  time: '2026-11-22T09:00:00Z',
  own: false,
});

describe('mergeMessages', () => {
  it('keeps every message once, oldest first, the later copy winning', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, 'again')]);
    expect(merged.map((m) => m.messageId)).toEqual([1, 2, 3]);
    expect(merged[2]?.text).toBe('again');
    expect(newestId(merged)).toBe(3);
    expect(newestId([])).toBeUndefined();
  });
});

describe('isNearBottom', () => {
  it('counts the last 24 pixels as the bottom', () => {
    expect(isNearBottom({ scrollTop: 476, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 400, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
  });
});

describe('draftProblem', () => {
  it('refuses blank drafts, markup and more than 200 characters, as the server would', () => {
    expect(draftProblem('  \n ')).toBe('empty');
    expect(draftProblem('<b>hi</b>')).toBe('markup');
    expect(draftProblem('a'.repeat(201))).toBe('tooLong');
    expect(draftProblem(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(draftProblem('&lt;b&gt; is fine')).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(chatLength('😀😀')).toBe(2);
    expect(draftProblem('😀'.repeat(200))).toBeNull();
  });
});
