import { describe, expect, it } from 'vitest';
import { inboxMessages } from './inbox';
import { sendLoginCode, sendRegisterCode } from './sms-requests';
import { addMember, emptyEnv } from '../test-support';

describe('SMS code requests', () => {
  it('sends login codes only to members numbers, and answers other numbers alike', async () => {
    const env = emptyEnv();
    await addMember(env, { account: 'sms01', mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(
      await sendLoginCode(env, { mobileNum: '9171234567', countryDialingCode: '+63' }),
    ).toEqual({ expiredMinutes: 5 });
    expect(inboxMessages(env.db, '+639171234567')).toHaveLength(1);
    expect(
      await sendLoginCode(env, { mobileNum: '9170000000', countryDialingCode: '+63' }),
    ).toEqual({ expiredMinutes: 5 });
    expect(inboxMessages(env.db, '+639170000000')).toEqual([]);
    // The resend gap holds for it too, as for a member's number.
    expect(
      await sendLoginCode(env, { mobileNum: '9170000000', countryDialingCode: '+63' }),
    ).toMatchObject({ status: 429, envelope: { code: 'too_many_requests' } });
    expect(
      await sendLoginCode(env, { mobileNum: '12345', countryDialingCode: '+63' }),
    ).toMatchObject({ status: 400, envelope: { code: 'invalid_phone_number' } });
  });

  it('keeps login codes for the phone reset while SMS login is off', async () => {
    const env = emptyEnv();
    await addMember(env, { account: 'sms02', mobileNum: '9171234568', countryDialingCode: '+63' });
    env.config.flags.MOBILEVERCODELOGIN3 = false;
    expect(
      await sendLoginCode(env, { mobileNum: '9171234568', countryDialingCode: '+63' }),
    ).toEqual({ expiredMinutes: 5 });
    env.config.flags.CHNGPASSVERIF3 = false;
    expect(
      await sendLoginCode(env, { mobileNum: '9171234568', countryDialingCode: '+63' }),
    ).toMatchObject({ status: 403 });
  });

  it('sends registration codes only to free numbers, while SMS verification is on', async () => {
    const env = emptyEnv();
    await addMember(env, { account: 'sms03', mobileNum: '9171234569', countryDialingCode: '+63' });
    expect(
      await sendRegisterCode(env, { mobileNo: '9171234569', countryDialingCode: '63' }),
    ).toMatchObject({ status: 409, envelope: { code: 'mobile_taken', field: 'body.mobileNo' } });
    expect(
      await sendRegisterCode(env, {
        mobileNo: '9170000001',
        countryDialingCode: '63',
        username: 'newbie01',
      }),
    ).toEqual({ expiredMinutes: 5 });
    expect(
      await sendRegisterCode(env, { mobileNo: '9170000001', countryDialingCode: '63' }),
    ).toMatchObject({ status: 429 });
    env.config.flags.SMSVERIF3 = false;
    expect(
      await sendRegisterCode(env, { mobileNo: '9170000002', countryDialingCode: '63' }),
    ).toMatchObject({ status: 403, envelope: { code: 'feature_disabled' } });
  });
});
