import { describe, expect, it } from 'vitest';
import { memberInfoOf, memberProfileOf } from './presenters';
import { addMember, emptyEnv } from './test-support';

describe('member views', () => {
  it('shows the member info with masked contacts and derived flags', async () => {
    const env = emptyEnv();
    const agent = await addMember(env, { account: 'agent01', type: 41 });
    const member = await addMember(env, {
      account: 'player01',
      uplineId: agent.id,
      mobileNum: '9171234567',
      email: 'player01@sandbox.test',
      paymentPassword: '123456',
      rankLevel: 3,
      language: 'TY',
    });
    expect(memberInfoOf(env, member)).toMatchObject({
      account: 'player01',
      isAgent: false,
      toUpline: true,
      vipRankLevel: 3,
      clubLabel: { rankLevel: 3 },
      hasPaymentPassword: true,
      mobileNum: '9171***567',
      countryDialingCode: '+63',
      email: 'pl***@sandbox.test',
      passwordExpired: false,
      language: 'TY',
      customerId: `C${member.id}`,
    });
    expect(memberInfoOf(env, agent)).toMatchObject({
      isAgent: true,
      toUpline: false,
      mobileNum: null,
      countryDialingCode: null,
      hasPaymentPassword: false,
    });
    const trial = await addMember(env, { account: 'guest_1', type: 4, language: 'XX' });
    expect(memberInfoOf(env, trial)).toMatchObject({ isAgent: true, language: 'EN' });
  });

  it('shows the profile unmasked except the phone, empty fields as null', async () => {
    const env = emptyEnv();
    const member = await addMember(env, {
      account: 'player02',
      nickname: 'Lucky',
      email: 'p2@sandbox.test',
      mobileNum: '9170000002',
      profile: { payeeName: 'Pat Two', birthday: '1990-05-17', zalo: '' },
    });
    expect(memberProfileOf(member)).toMatchObject({
      account: 'player02',
      payeeName: 'Pat Two',
      nickname: 'Lucky',
      email: 'p2@sandbox.test',
      mobileNum: '9170***002',
      birthday: '1990-05-17',
      zalo: null,
      wechat: null,
    });
  });
});
