import { describe, expect, it } from 'vitest';
import { dayMs } from './accounts-env';
import { inboxMessages } from './inbox';
import { captchaRequiredFor, recordLoginFailure } from './login-guard';
import { changePassword, resetPasswordByPhone, sendPasswordResetMail } from './password-changes';
import { isPasswordExpired } from './password-policy';
import { sendSmsCode } from './sms-codes';
import { addMember, emptyEnv } from '../test-support';

describe('changePassword', () => {
  it('replaces the password after the checks and ends the forced change', async () => {
    const env = emptyEnv();
    const member = await addMember(env, {
      account: 'change01',
      password: '{secret}',
      passwordExpired: true,
    });
    const change = {
      oldPassword: '{secret}',
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    };
    expect(
      await changePassword(env, member, { ...change, confirmNewPassword: 'N3wPassw0rx' }),
    ).toMatchObject({ status: 400, envelope: { code: 'password_mismatch' } });
    expect(
      await changePassword(env, member, {
        ...change,
        newPassword: 'short',
        confirmNewPassword: 'short',
      }),
    ).toMatchObject({ envelope: { code: 'password_rule' } });
    expect(await changePassword(env, member, { ...change, oldPassword: 'guess123' })).toMatchObject(
      { status: 401, envelope: { code: 'invalid_credentials', field: 'body.oldPassword' } },
    );
    expect(env.db.members.get(member.id)?.password).toBe('{secret}');

    env.clock.advance(200 * dayMs);
    expect(await changePassword(env, member, change)).toBeNull();
    const after = env.db.members.get(member.id);
    expect(after).toMatchObject({ password: 'N3wPassw0rd', passwordExpired: false });
    expect(env.clock.nowMs() - Date.parse(after?.passwordChangedAt ?? '')).toBeLessThan(1000);
    expect(isPasswordExpired(env, after ?? member)).toBe(false);
  });
});

describe('resetPasswordByEmail', () => {
  it('mails a reset link when username and email match, without changing the password', async () => {
    const env = emptyEnv();
    await addMember(env, { account: 'mail01', email: 'Mail01@Sandbox.test' });
    expect(
      await sendPasswordResetMail(env, { username: 'MAIL01', email: 'mail01@sandbox.test' }),
    ).toBeNull();
    const [mail] = inboxMessages(env.db, 'mail01@sandbox.test');
    expect(mail).toMatchObject({
      channel: 'email',
      purpose: 'passwordReset',
      code: null,
      text: expect.stringContaining('mail01'),
    });
    expect(env.db.memberByAccount('mail01')?.password).toBe('demo1234');
    expect(
      await sendPasswordResetMail(env, { username: 'mail01', email: 'mail01@sandbox.test' }),
    ).toMatchObject({ status: 429 });
  });

  it('answers user_not_found for any mismatch, and feature_disabled when forgot password is off', async () => {
    const env = emptyEnv();
    await addMember(env, { account: 'mail02', email: 'mail02@sandbox.test' });
    expect(
      await sendPasswordResetMail(env, { username: 'mail02', email: 'other@sandbox.test' }),
    ).toMatchObject({ status: 404, envelope: { code: 'user_not_found' } });
    expect(
      await sendPasswordResetMail(env, { username: 'nobody', email: 'mail02@sandbox.test' }),
    ).toMatchObject({ status: 404 });
    env.config.flags.FORGOTPASS3 = false;
    expect(
      await sendPasswordResetMail(env, { username: 'mail02', email: 'mail02@sandbox.test' }),
    ).toMatchObject({ status: 403, envelope: { code: 'feature_disabled' } });
    expect(inboxMessages(env.db)).toEqual([]);
  });
});

describe('resetPasswordByPhone', () => {
  it('replaces the password with the login SMS code and clears the captcha requirement', async () => {
    const env = emptyEnv();
    const member = await addMember(env, {
      account: 'phone01',
      mobileNum: '9171112222',
      countryDialingCode: '+63',
    });
    await recordLoginFailure(env, 'phone01');
    const sent = await sendSmsCode(env, { purpose: 'login', to: '+639171112222' });
    if ('kind' in sent) throw new Error('throttled');
    const body = {
      newPassword: 'N3wPassw0rd',
      mobileNum: '9171112222',
      countryDialingCode: '+63',
      verificationCode: sent.record.code,
    };
    expect(await resetPasswordByPhone(env, { ...body, newPassword: 'weak' })).toMatchObject({
      envelope: { code: 'password_rule' },
    });
    expect(await resetPasswordByPhone(env, body)).toMatchObject({
      id: member.id,
      password: 'N3wPassw0rd',
    });
    expect(captchaRequiredFor(env, 'phone01')).toBe(false);
    expect(await resetPasswordByPhone(env, body)).toMatchObject({
      status: 400,
      envelope: { code: 'invalid_verification_code' },
    });
  });

  it('refuses unknown numbers (like a wrong code), bad numbers, expired codes and a switched-off flag', async () => {
    const env = emptyEnv();
    await addMember(env, {
      account: 'phone02',
      mobileNum: '9173334444',
      countryDialingCode: '+63',
    });
    const body = {
      newPassword: 'N3wPassw0rd',
      mobileNum: '9179999999',
      countryDialingCode: '+63',
      verificationCode: '123456',
    };
    expect(await resetPasswordByPhone(env, body)).toMatchObject({
      status: 400,
      envelope: { code: 'invalid_verification_code', field: 'body.verificationCode' },
    });
    expect(await resetPasswordByPhone(env, { ...body, mobileNum: '12345' })).toMatchObject({
      status: 400,
      envelope: { code: 'invalid_phone_number' },
    });
    const sent = await sendSmsCode(env, { purpose: 'login', to: '+639173334444' });
    if ('kind' in sent) throw new Error('throttled');
    env.clock.advance(env.config.smsExpiredMinutes * 60_000 + 1);
    expect(
      await resetPasswordByPhone(env, {
        ...body,
        mobileNum: '9173334444',
        verificationCode: sent.record.code,
      }),
    ).toMatchObject({ envelope: { code: 'code_expired' } });
    env.config.flags.CHNGPASSVERIF3 = false;
    expect(await resetPasswordByPhone(env, body)).toMatchObject({
      status: 403,
      envelope: { code: 'feature_disabled' },
    });
  });
});
