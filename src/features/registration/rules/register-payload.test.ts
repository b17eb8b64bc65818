import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../../../mock-server/domains/system/rules/register-validators';
import { registerFields } from './register-fields';
import { registerCall, type RegisterContext } from './register-payload';

const validators = defaultRegisterValidators();
const context = (
  tab: 'username' | 'mobile',
  extra: Partial<RegisterContext> = {},
): RegisterContext => ({
  tab,
  fields: registerFields(validators, {
    tab,
    smsVerification: true,
    mobileWithPassword: true,
    hideAffiliateCode: false,
  }),
  countryDialingCode: '+63',
  affiliateCode: null,
  referralCode: null,
  captchaId: null,
  domain: 'portal.example.test',
  registerUrl: 'https://portal.example.test/register',
  botCheck: {},
  firebase: null,
  ...extra,
});

describe('registerCall (the registration user payload of section 3)', () => {
  it('username tab: the filled shown fields, the dialing code with the number, login true, the domain', () => {
    const call = registerCall(
      {
        username: 'player01',
        password: 'pass1234',
        confirmPassword: 'pass1234',
        mobileNum: '9170000001',
        verificationCode: '123456',
        email: '',
        qqNum: 'not shown',
      },
      context('username', { referralCode: 'REF1', affiliateCode: 'DEMOAGENT' }),
    );
    expect(call).toEqual({
      tab: 'username',
      body: {
        username: 'player01',
        password: 'pass1234',
        confirmPassword: 'pass1234',
        mobileNum: '9170000001',
        verificationCode: '123456',
        countryDialingCode: '+63',
        affiliateCode: 'DEMOAGENT',
        referralCode: 'REF1',
        domain: 'portal.example.test',
        login: true,
      },
    });
  });

  it('mobile tab: the mobile number is the username; registerUrl and registerMethod WEB are added', () => {
    const call = registerCall(
      {
        mobileNum: '9170000002',
        verificationCode: '1',
        password: 'pass1234',
        confirmPassword: 'pass1234',
      },
      context('mobile'),
    );
    expect(call.tab).toBe('mobile');
    expect(call.body).toMatchObject({
      username: '9170000002',
      mobileNum: '9170000002',
      countryDialingCode: '+63',
      registerUrl: 'https://portal.example.test/register',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('carries the captcha id with the captcha text, the bot-check fields and the firebase proof', () => {
    const withCaptcha = {
      ...context('username'),
      fields: [
        ...context('username').fields,
        { name: 'captcha' as const, rule: validators.captcha, required: true },
      ],
      captchaId: 'cap_1234abcd',
      botCheck: { botToken: 'tok', botProvider: 'turnstile' as const },
      firebase: { firebaseChannel: 'ch', firebaseIdToken: 'id' },
    };
    const call = registerCall(
      { username: 'player01', password: 'pass1234', confirmPassword: 'pass1234', captcha: 'AB12' },
      withCaptcha,
    );
    expect(call.body).toMatchObject({
      captcha: 'AB12',
      captchaId: 'cap_1234abcd',
      botToken: 'tok',
      botProvider: 'turnstile',
      firebaseChannel: 'ch',
    });
  });
});
