import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { chatRoomCapacity } from './rules/chat-room';
import { memberNamed, valueOf } from './test-support';

const small = { sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 3 } };

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(small);
});

const send = (token: string, text: string, roomId = 'EN') =>
  t.call('sendChatMessage', { token, path: { roomId }, body: { text } });
const list = async (token: string, query: Record<string, number> = {}, roomId = 'EN') =>
  valueOf('listChatMessages', await t.call('listChatMessages', { token, path: { roomId }, query }));

describe('chat room', () => {
  it('opens every language lobby on the seed conversation, oldest first, senders masked', async () => {
    const token = await t.tokenFor('demoplayer');
    for (const roomId of ['EN', 'TY', 'CN', 'ID', 'TH', 'VI']) {
      const room = await list(token, {}, roomId);
      expect(room.list.length, roomId).toBeGreaterThanOrEqual(3);
      expect(room.list.every((m) => m.roomId === roomId)).toBe(true);
      const order = room.list.map((m) => m.messageId);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const english = await list(token);
    expect(english.list[0]).toMatchObject({ displayName: 'de***ip', vipRankLevel: 6, own: false });
  });

  it('shows a message to another member at their next poll, as own only to its sender', async () => {
    const alice = await t.tokenFor('demoplayer');
    const bob = await t.tokenFor('demovip');
    const newest = (await list(bob)).list.at(-1)?.messageId ?? 0;

    const sent = await send(alice, '  Hello \n there  ');
    expect(sent.status).toBe(201);
    expect(valueOf('sendChatMessage', sent)).toMatchObject({ text: 'Hello there', own: true });

    const polled = await list(bob, { sinceId: newest });
    expect(polled.list).toHaveLength(1);
    expect(polled.list[0]).toMatchObject({
      text: 'Hello there',
      own: false,
      displayName: 'de***er',
      vipRankLevel: memberNamed(t, 'demoplayer').clubLabel.rankLevel,
    });
    expect((await list(alice)).list.at(-1)?.own).toBe(true);
    // Nothing of the sender but the masked name and the rank: not the account, nor its id.
    expect(JSON.stringify(polled)).not.toContain('demoplayer');
    expect(Object.keys(polled.list[0] ?? {}).sort()).toEqual(
      ['displayName', 'messageId', 'own', 'roomId', 'text', 'time', 'vipRankLevel'].sort(),
    );
    expect(t.violations).toEqual([]);
  });

  it('lets a trial account read but not write', async () => {
    const trial = await t.tokenFor('demotrial');
    expect((await list(trial)).list.length).toBeGreaterThan(0);
    const before = t.backend.db.chatMessages.size;
    expect(await send(trial, 'hi')).toMatchObject({
      status: 403,
      body: { code: 'in_need_true_account' },
    });
    expect(t.backend.db.chatMessages.size).toBe(before);
  });

  it('refuses markup and over-long text with the field, storing nothing', async () => {
    const token = await t.tokenFor('demoplayer');
    const before = t.backend.db.chatMessages.size;
    expect(await send(token, '<img src=x onerror=alert(1)>')).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'body.text' },
    });
    expect(await send(token, 'x'.repeat(201))).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'body.text' },
    });
    expect(t.backend.db.chatMessages.size).toBe(before);
  });

  it('refuses the sixth message of a minute with retryAfterSeconds, and accepts it a minute on', async () => {
    const token = await t.tokenFor('demoplayer');
    for (let i = 1; i <= 5; i += 1) expect((await send(token, `line ${i}`)).status).toBe(201);
    const refused = await send(token, 'line 6', 'TH');
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    const wait = (refused.body.value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await list(token)).list.at(-1)?.text).toBe('line 5');
    t.backend.clock.advance(wait * 1000);
    expect((await send(token, 'line 6')).status).toBe(201);
  });

  it('answers 403 feature_disabled to both calls while CHATROOM3 is off', async () => {
    const token = await t.tokenFor('demoplayer');
    t.backend.config.flags.CHATROOM3 = false;
    for (const result of [
      await t.call('listChatMessages', { token, path: { roomId: 'EN' } }),
      await send(token, 'anyone?'),
    ]) {
      expect(result).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    }
  });

  it(`keeps a room's newest ${chatRoomCapacity} messages, ids still growing`, async () => {
    const token = await t.tokenFor('demoplayer');
    const staff = async (text: string) =>
      t.call('sendSandboxChatMessage', { body: { account: 'demovip', roomId: 'VI', text } });
    let last = 0;
    for (let i = 0; i < chatRoomCapacity + 3; i += 1) {
      const result = await staff(`n${i}`);
      last = valueOf('sendSandboxChatMessage', result).messageId;
    }
    const room = t.backend.db.chatMessagesOfRoom('VI');
    expect(room).toHaveLength(chatRoomCapacity);
    expect(Math.max(...room.map((m) => m.id))).toBe(last);
    expect((await list(token, { limit: 1 }, 'VI')).list[0]?.text).toBe(`n${chatRoomCapacity + 2}`);
    expect(t.backend.db.chatMessagesOfRoom('EN').length).toBeGreaterThan(0);
  });
});
