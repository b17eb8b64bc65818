import { describe, expect, it } from 'vitest';
import { captchaText, issueCaptcha } from './captcha-store';
import { inboxMessages } from './inbox';
import { assignReferralCode, referralCodeOf } from './referral-codes';
import { registerPlayer, type RegistrationPayload } from './registration';
import { sendSmsCode } from './sms-codes';
import { addMember, emptyEnv } from '../test-support';

type Env = ReturnType<typeof emptyEnv>;

async function codeFor(env: Env, mobile: string, username?: string) {
  const sent = await sendSmsCode(env, { purpose: 'register', to: `+63${mobile}`, username });
  if ('kind' in sent) throw new Error('throttled');
  return sent.record.code;
}

async function payload(
  env: Env,
  extra: Partial<RegistrationPayload> = {},
): Promise<RegistrationPayload> {
  const mobileNum = extra.mobileNum ?? '9170000002';
  return {
    username: 'newplayer1',
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
    mobileNum,
    countryDialingCode: '+63',
    verificationCode: await codeFor(env, mobileNum),
    email: 'newplayer1@sandbox.test',
    ...extra,
  };
}

describe('registration (username tab)', () => {
  it('creates a first-login player under the inviting agent, with its own referral code', async () => {
    const env = emptyEnv();
    const agent = await addMember(env, { account: 'demoagent', type: 1 });
    await assignReferralCode(env.db, agent);
    const member = await registerPlayer(
      env,
      'username',
      await payload(env, { affiliateCode: 'demoagent', payeeName: 'New Player' }),
    );
    if ('kind' in member) throw new Error(member.envelope.message);
    expect(member).toMatchObject({
      account: 'newplayer1',
      type: 0,
      uplineId: agent.id,
      firstTimeLogin: true,
      mobileNum: '9170000002',
      countryDialingCode: '+63',
    });
    expect(member.profile.payeeName).toBe('New Player');
    expect(referralCodeOf(env.db, member.id)).toBe('NEWPLAYER1');
  });

  it('applies the published rules field by field, naming the field', async () => {
    const env = emptyEnv();
    env.config.smsResendSeconds = 0;
    const cases: [Partial<RegistrationPayload>, string][] = [
      [{ username: '1player' }, 'body.username'],
      [{ username: 'abc' }, 'body.username'],
      [{ password: 'password', confirmPassword: 'password' }, 'body.password'],
      [{ payeeName: 'N4me' }, 'body.payeeName'],
      [{ mobileNum: '12345' }, 'body.mobileNum'],
      [{ whatsapp: 'abc' }, 'body.whatsapp'],
      [{ affiliateCode: 'a-b' }, 'body.affiliateCode'],
      [{ verificationCode: '' }, 'body.verificationCode'],
    ];
    for (const [extra, field] of cases) {
      expect(await registerPlayer(env, 'username', await payload(env, extra)), field).toMatchObject(
        {
          status: 400,
          envelope: { code: 'validation_error', field },
        },
      );
    }
    expect(
      await registerPlayer(env, 'username', await payload(env, { confirmPassword: 'Passw0rd2' })),
    ).toMatchObject({
      envelope: { code: 'password_mismatch', field: 'body.confirmPassword' },
    });
    expect(env.db.members.size).toBe(0);
  });

  it('refuses taken usernames and numbers, unknown codes and wrong SMS codes', async () => {
    const env = emptyEnv();
    env.config.smsResendSeconds = 0;
    await addMember(env, { account: 'NewPlayer1' });
    await addMember(env, {
      account: 'other01',
      mobileNum: '9170000009',
      countryDialingCode: '+63',
    });
    expect(await registerPlayer(env, 'username', await payload(env))).toMatchObject({
      status: 409,
      envelope: { code: 'username_taken' },
    });
    expect(
      await registerPlayer(
        env,
        'username',
        await payload(env, { username: 'fresh01', mobileNum: '9170000009' }),
      ),
    ).toMatchObject({
      status: 409,
      envelope: { code: 'mobile_taken', field: 'body.mobileNum' },
    });
    expect(
      await registerPlayer(
        env,
        'username',
        await payload(env, { username: 'fresh01', affiliateCode: 'NOBODY99' }),
      ),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'invitation_code_error' },
    });
    expect(
      await registerPlayer(
        env,
        'username',
        await payload(env, { username: 'fresh01', verificationCode: '1234567' }),
      ),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'invalid_verification_code', field: 'body.verificationCode' },
    });
  });

  it('needs no SMS code while SMS verification is off, and follows the feature flags', async () => {
    const env = emptyEnv();
    env.config.flags.SMSVERIF3 = false;
    const member = await registerPlayer(env, 'username', {
      username: 'nosms01',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: '9170000003',
    });
    expect(member).toMatchObject({ account: 'nosms01' });
    env.config.flags.USERNAMEREG3 = false;
    expect(
      await registerPlayer(env, 'username', {
        username: 'nosms02',
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
        mobileNum: '9170000004',
      }),
    ).toMatchObject({
      status: 403,
      envelope: { code: 'feature_disabled' },
    });
    env.config.flags.USERNAMEREG3 = true;
    env.config.flags.REGISTER3 = false;
    expect(
      await registerPlayer(env, 'mobile', { username: '9170000005', mobileNum: '9170000005' }),
    ).toMatchObject({ status: 403 });
  });

  it('does not check a captcha the published rules hide', async () => {
    const env = emptyEnv();
    env.config.flags.SMSVERIF3 = false;
    const issued = await issueCaptcha(env, 'c');
    if ('kind' in issued) throw new Error('throttled');
    const base = {
      username: 'captcha01',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: '9170000006',
    };
    expect(
      await registerPlayer(env, 'username', {
        ...base,
        captchaId: issued.captchaId,
        captcha: 'XXXX',
      }),
    ).toMatchObject({ account: 'captcha01' });
    expect(captchaText(env.db, issued.captchaId)).toHaveLength(4);
  });
});

describe('registration (mobile tab)', () => {
  it('defaults the username to the number and issues a password by SMS when none is asked', async () => {
    const env = emptyEnv();
    env.config.flags.MOBILEPASSREG3 = false;
    const code = await codeFor(env, '9170000007');
    const member = await registerPlayer(env, 'mobile', {
      username: '9170000007',
      mobileNum: '9170000007',
      countryDialingCode: '63',
      verificationCode: code,
      registerUrl: 'https://portal.example.test/register',
    });
    if ('kind' in member) throw new Error(member.envelope.message);
    expect(member.account).toBe('9170000007');
    const [welcome] = inboxMessages(env.db, '+639170000007');
    expect(welcome).toMatchObject({ purpose: 'registerPassword' });
    expect(welcome?.text).toContain(member.password);
    expect(member.password).toMatch(/^(?=.*[a-z])(?=.*[0-9])[a-z0-9]{8}$/);
  });

  it('asks for the password with MOBILEPASSREG3', async () => {
    const env = emptyEnv();
    const code = await codeFor(env, '9170000008');
    expect(
      await registerPlayer(env, 'mobile', {
        username: '9170000008',
        mobileNum: '9170000008',
        verificationCode: code,
      }),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.password' },
    });
  });
});
