import { describe, expect, it } from 'vitest';
import { isFailure } from '../../../core/envelope';
import { RateLimits } from '../../../core/rate-limits';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import type { ChatMessageRecord } from '../records';
import {
  chatFlood,
  chatFloodReached,
  chatSwitchedOff,
  chatWindow,
  countChatMessage,
  normaliseChatText,
} from './chat-room';

const messages = (ids: number[]): ChatMessageRecord[] =>
  ids.map((id) => ({
    id,
    roomId: 'EN',
    memberId: 1,
    vipRankLevel: 0,
    text: `m${id}`,
    time: '2026-11-22T09:00:00Z',
  }));
const ids = (window: { list: ChatMessageRecord[] }) => window.list.map((m) => m.id);

describe('normaliseChatText', () => {
  it('trims and collapses white space, line breaks included', () => {
    expect(normaliseChatText('  hello \n\n  there\tall  ')).toBe('hello there all');
  });

  it('refuses a text that is only white space, naming the field', () => {
    const result = normaliseChatText(' \n\t ', 'body.text');
    expect(isFailure(result) && result.envelope).toMatchObject({
      code: 'validation_error',
      field: 'body.text',
    });
  });

  it('refuses markup even where the contract pattern did not run', () => {
    expect(isFailure(normaliseChatText('<b>hi</b>'))).toBe(true);
    expect(isFailure(normaliseChatText('I <3 this'))).toBe(true);
  });

  it('accepts exactly 200 characters (counted as characters, not UTF-16 units) and refuses 201', () => {
    expect(normaliseChatText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(normaliseChatText('😀'.repeat(200))).toBe('😀'.repeat(200));
    expect(isFailure(normaliseChatText('a'.repeat(201)))).toBe(true);
  });

  it('keeps entities and ampersands as they are: plain text, nothing decoded', () => {
    expect(normaliseChatText('&lt;b&gt; &amp; "quotes"')).toBe('&lt;b&gt; &amp; "quotes"');
  });
});

describe('chatWindow', () => {
  const room = messages([1, 2, 3, 4, 5, 6, 7]);

  it('answers the newest messages oldest first, with hasMore when older ones exist', () => {
    expect(chatWindow(room, { limit: 3 })).toMatchObject({ hasMore: true });
    expect(ids(chatWindow(room, { limit: 3 }))).toEqual([5, 6, 7]);
    expect(chatWindow(room, { limit: 7 }).hasMore).toBe(false);
  });

  it('pages backwards with beforeId until nothing older is left', () => {
    const first = chatWindow(room, { beforeId: 5, limit: 3 });
    expect(ids(first)).toEqual([2, 3, 4]);
    expect(first.hasMore).toBe(true);
    const last = chatWindow(room, { beforeId: 2, limit: 3 });
    expect(ids(last)).toEqual([1]);
    expect(last.hasMore).toBe(false);
  });

  it('polls with sinceId: only newer ones, empty when nothing is new', () => {
    expect(ids(chatWindow(room, { sinceId: 5 }))).toEqual([6, 7]);
    expect(chatWindow(room, { sinceId: 7 })).toEqual({ list: [], hasMore: false });
  });

  it('says when more arrived since sinceId than one answer holds (a gap)', () => {
    const window = chatWindow(room, { sinceId: 1, limit: 2 });
    expect(ids(window)).toEqual([6, 7]);
    expect(window.hasMore).toBe(true);
  });

  it('takes both cursors as an open range', () => {
    expect(ids(chatWindow(room, { sinceId: 2, beforeId: 6 }))).toEqual([3, 4, 5]);
  });
});

describe('chat flood control', () => {
  it(`allows ${chatFlood.max} messages a minute per member, then 429 with the seconds to wait`, () => {
    const limits = new RateLimits();
    const start = 1_000_000;
    for (let i = 0; i < chatFlood.max; i += 1) {
      expect(chatFloodReached(limits, 7, start + i * 1000)).toBeNull();
      countChatMessage(limits, 7, start + i * 1000);
    }
    const refused = chatFloodReached(limits, 7, start + 10_000);
    expect(refused?.status).toBe(429);
    expect(refused?.envelope).toMatchObject({
      code: 'too_many_requests',
      value: { retryAfterSeconds: 50 },
    });
    // Another member is not affected; the first may send again once the oldest left the minute.
    expect(chatFloodReached(limits, 8, start + 10_000)).toBeNull();
    expect(chatFloodReached(limits, 7, start + 60_001)).toBeNull();
  });
});

describe('chatSwitchedOff', () => {
  it('refuses with feature_disabled when CHATROOM3 or its group is off', () => {
    const flags = defaultFeatureFlags();
    expect(chatSwitchedOff(flags)).toBeNull();
    expect(chatSwitchedOff({ ...flags, CHATROOM3: false })?.envelope.code).toBe('feature_disabled');
    expect(chatSwitchedOff({ ...flags, MEMBERCENTER3: false })?.status).toBe(403);
  });
});
