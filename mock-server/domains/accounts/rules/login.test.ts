import { describe, expect, it } from 'vitest';
import { captchaText, issueCaptcha } from './captcha-store';
import { authenticate } from './login';
import { sendSmsCode } from './sms-codes';
import { addMember, emptyEnv } from '../test-support';

async function captchaFor(env: ReturnType<typeof emptyEnv>) {
  env.clock.advance(1000);
  const issued = await issueCaptcha(env, 'client');
  if ('kind' in issued) throw new Error('throttled');
  return { captchaId: issued.captchaId, captcha: captchaText(env.db, issued.captchaId) ?? '' };
}

describe('username login', () => {
  it('accepts the right password (name in any case) and refuses a wrong one with the captcha flag', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'login01' });
    expect(await authenticate(env, { username: ' LOGIN01 ', password: 'demo1234' })).toMatchObject({
      id: member.id,
    });
    expect(await authenticate(env, { username: 'login01', password: 'nope1234' })).toMatchObject({
      status: 401,
      envelope: { code: 'invalid_credentials', value: { captcha: true } },
    });
  });

  it('needs a captcha after a failure, uses each captcha once, and clears after success', async () => {
    const env = emptyEnv();
    await addMember(env, { account: 'login02' });
    await authenticate(env, { username: 'login02', password: 'wrong' });
    expect(await authenticate(env, { username: 'login02', password: 'demo1234' })).toMatchObject({
      status: 400,
      envelope: { code: 'captcha_required', field: 'body.captcha', value: { captcha: true } },
    });
    const wrong = await captchaFor(env);
    expect(
      await authenticate(env, {
        username: 'login02',
        password: 'demo1234',
        captchaId: wrong.captchaId,
        captcha: 'QQQQ9',
      }),
    ).toMatchObject({
      status: 401,
      envelope: { code: 'captcha_invalid' },
    });
    expect(
      await authenticate(env, { username: 'login02', password: 'demo1234', ...wrong }),
    ).toMatchObject({ envelope: { code: 'captcha_invalid' } });
    const right = await captchaFor(env);
    expect(
      await authenticate(env, { username: 'login02', password: 'demo1234', ...right }),
    ).toMatchObject({ account: 'login02' });
    expect(await authenticate(env, { username: 'login02', password: 'demo1234' })).toMatchObject({
      account: 'login02',
    });
  });

  it('guards unknown names the same way, so answers do not reveal accounts', async () => {
    const env = emptyEnv();
    expect(await authenticate(env, { username: 'ghost01', password: 'demo1234' })).toMatchObject({
      status: 401,
      envelope: { code: 'invalid_credentials' },
    });
    expect(await authenticate(env, { username: 'ghost01', password: 'demo1234' })).toMatchObject({
      envelope: { code: 'captcha_required' },
    });
  });

  it('refuses frozen accounts with non_member_login after a right password', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'frozen01' });
    await env.db.members.update(member.id, (m) => {
      m.status = 'frozen';
    });
    expect(await authenticate(env, { username: 'frozen01', password: 'demo1234' })).toMatchObject({
      status: 403,
      envelope: { code: 'non_member_login' },
    });
  });
});

describe('SMS login', () => {
  it('signs in with the code sent to the number, once', async () => {
    const env = emptyEnv();
    const member = await addMember(env, {
      account: 'sms01',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
    });
    const sent = await sendSmsCode(env, { purpose: 'login', to: '+639171234567' });
    if ('kind' in sent) throw new Error('throttled');
    const attempt = {
      username: '9171234567',
      password: sent.record.code,
      type: 'sms' as const,
      countryDialingCode: '63',
    };
    expect(await authenticate(env, attempt)).toMatchObject({ id: member.id });
    expect(await authenticate(env, attempt)).toMatchObject({
      status: 401,
      envelope: { code: 'invalid_verification_code', value: { captcha: false } },
    });
  });

  it('is refused while MOBILEVERCODELOGIN3 is off, and needs the dialing code', async () => {
    const env = emptyEnv();
    expect(
      await authenticate(env, { username: '9171234567', password: '123456', type: 'sms' }),
    ).toMatchObject({
      status: 400,
      envelope: { field: 'body.countryDialingCode' },
    });
    env.config.flags.MOBILEVERCODELOGIN3 = false;
    expect(
      await authenticate(env, {
        username: '9171234567',
        password: '123456',
        type: 'sms',
        countryDialingCode: '+63',
      }),
    ).toMatchObject({
      status: 403,
      envelope: { code: 'feature_disabled' },
    });
  });
});
