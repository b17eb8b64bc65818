import { describe, expect, it } from 'vitest';
import { minuteMs } from './accounts-env';
import { inboxMessages } from './inbox';
import {
  checkSmsCode,
  fullNumber,
  maxWrongSmsGuesses,
  redeemSmsCode,
  sendSmsCode,
} from './sms-codes';
import { emptyEnv } from '../test-support';

const to = '+639171234567';
const blame = { status: 400, field: 'body.verificationCode' };

async function send(env: ReturnType<typeof emptyEnv>, purpose: 'login' | 'register' = 'login') {
  const sent = await sendSmsCode(env, { purpose, to });
  if ('kind' in sent) throw new Error(sent.envelope.message);
  return sent.record.code;
}

describe('SMS codes', () => {
  it('normalises dialing codes', () => {
    expect(fullNumber('63', '9171234567')).toBe(to);
    expect(fullNumber('+63', '9171234567')).toBe(to);
    expect(fullNumber(undefined, '9171234567')).toBe(to);
  });

  it('sends 6 digits, records the SMS in the inbox and answers the configured validity', async () => {
    const env = emptyEnv();
    env.config.smsExpiredMinutes = 7;
    const sent = await sendSmsCode(env, { purpose: 'register', to, username: 'NewPlayer1' });
    expect(sent).toMatchObject({
      expiredMinutes: 7,
      record: { code: expect.stringMatching(/^[0-9]{6}$/), username: 'newplayer1' },
    });
    const [message] = inboxMessages(env.db, to);
    expect(message).toMatchObject({
      channel: 'sms',
      to,
      purpose: 'register',
      text: expect.stringContaining('7 minutes'),
    });
    expect(message?.code).toMatch(/^[0-9]{6}$/);
  });

  it('throttles a number for smsResendSeconds, with the seconds left', async () => {
    const env = emptyEnv();
    env.config.smsResendSeconds = 60;
    await send(env);
    env.clock.advance(15_500);
    const again = await sendSmsCode(env, { purpose: 'register', to });
    expect(again).toMatchObject({
      status: 429,
      envelope: { code: 'too_many_requests', value: { retryAfterSeconds: 45 } },
    });
    expect(await sendSmsCode(env, { purpose: 'login', to: '+639170000000' })).not.toHaveProperty(
      'kind',
    );
    env.clock.advance(45_000);
    expect(await sendSmsCode(env, { purpose: 'login', to })).not.toHaveProperty('kind');
    expect(inboxMessages(env.db, to)).toHaveLength(2);
  });

  it('accepts a code once, only before it expires, and only the latest one', async () => {
    const env = emptyEnv();
    env.config.smsResendSeconds = 0;
    const first = await send(env);
    const second = await send(env);
    if (first !== second)
      expect(checkSmsCode(env, { purpose: 'login', to, code: first })).toBe('invalid');
    expect(checkSmsCode(env, { purpose: 'register', to, code: second })).toBe('invalid');
    expect(await redeemSmsCode(env, { purpose: 'login', to, code: second }, blame)).toBeNull();
    expect(await redeemSmsCode(env, { purpose: 'login', to, code: second }, blame)).toMatchObject({
      envelope: { code: 'invalid_verification_code', field: 'body.verificationCode' },
    });

    const third = await send(env);
    env.clock.advance(env.config.smsExpiredMinutes * minuteMs);
    expect(await redeemSmsCode(env, { purpose: 'login', to, code: third }, blame)).toMatchObject({
      status: 400,
      envelope: { code: 'code_expired' },
    });
  });

  it('burns a code after too many wrong guesses', async () => {
    const env = emptyEnv();
    const code = await send(env);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < maxWrongSmsGuesses; i += 1)
      await redeemSmsCode(env, { purpose: 'login', to, code: wrong }, blame);
    expect(checkSmsCode(env, { purpose: 'login', to, code })).toBe('invalid');
  });

  it('ties a registration code to the username it was asked for', async () => {
    const env = emptyEnv();
    const sent = await sendSmsCode(env, { purpose: 'register', to, username: 'alice01' });
    if ('kind' in sent) throw new Error('throttled');
    const code = sent.record.code;
    expect(checkSmsCode(env, { purpose: 'register', to, code, username: 'bob01' })).toBe('invalid');
    expect(checkSmsCode(env, { purpose: 'register', to, code, username: 'ALICE01' })).toBe('valid');
  });
});
