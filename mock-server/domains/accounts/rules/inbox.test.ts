import { describe, expect, it } from 'vitest';
import { inboxMessages, sendMessage } from './inbox';
import { emptyEnv } from '../test-support';

describe('sandbox inbox', () => {
  it('keeps every message and lists them newest first, optionally for one recipient', async () => {
    const env = emptyEnv();
    await sendMessage(env, {
      channel: 'sms',
      to: '+639170000001',
      code: '111111',
      purpose: 'login',
      text: 'one',
    });
    env.clock.advance(1000);
    await sendMessage(env, {
      channel: 'email',
      to: 'a@sandbox.test',
      code: null,
      purpose: 'passwordReset',
      text: 'two',
    });
    await sendMessage(env, {
      channel: 'sms',
      to: '+639170000001',
      code: '222222',
      purpose: 'login',
      text: 'three',
    });

    expect(inboxMessages(env.db).map((m) => m.text)).toEqual(['three', 'two', 'one']);
    expect(inboxMessages(env.db, '+639170000001').map((m) => m.code)).toEqual(['222222', '111111']);
    expect(inboxMessages(env.db, 'nobody@sandbox.test')).toEqual([]);
    expect(Object.keys(inboxMessages(env.db)[0] ?? {}).sort()).toEqual([
      'channel',
      'code',
      'purpose',
      'sentAt',
      'text',
      'to',
    ]);
  });
});
