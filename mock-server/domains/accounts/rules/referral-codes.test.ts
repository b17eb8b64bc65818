import { describe, expect, it } from 'vitest';
import {
  acceptsInvitations,
  assignReferralCode,
  baseReferralCode,
  memberByReferralCode,
  referralCodeOf,
} from './referral-codes';
import { addMember, emptyEnv } from '../test-support';

describe('referral codes', () => {
  it('derives readable codes from accounts', () => {
    expect(baseReferralCode('demoagent')).toBe('DEMOAGENT');
    expect(baseReferralCode('ab')).toBe('ABXX');
    expect(baseReferralCode('averyveryverylongaccount1')).toHaveLength(16);
  });

  it('stores one code per member and finds the member back, in any case', async () => {
    const env = emptyEnv();
    const agent = await addMember(env, { account: 'demoagent', type: 1 });
    expect(await assignReferralCode(env.db, agent)).toBe('DEMOAGENT');
    expect(await assignReferralCode(env.db, agent)).toBe('DEMOAGENT');
    expect(referralCodeOf(env.db, agent.id)).toBe('DEMOAGENT');
    expect(memberByReferralCode(env.db, 'demoagent ')?.id).toBe(agent.id);
    expect(memberByReferralCode(env.db, 'NOSUCHCODE')).toBeUndefined();
  });

  it('breaks ties with the member id, so codes stay unique', async () => {
    const env = emptyEnv();
    const first = await addMember(env, { account: 'demoagent', type: 1 });
    const second = await addMember(env, { account: 'demoagent', type: 1 });
    await assignReferralCode(env.db, first);
    const code = await assignReferralCode(env.db, second);
    expect(code).toBe(`DEMOAGENT${second.id}`);
    expect(memberByReferralCode(env.db, code ?? '')?.id).toBe(second.id);
  });

  it('agrees both ways for members that never stored a code, and gives trial accounts none', async () => {
    const env = emptyEnv();
    const unstored = await addMember(env, { account: 'sub_agent7', type: 2 });
    const code = referralCodeOf(env.db, unstored.id);
    expect(code).toBe('SUBAGENT7');
    expect(memberByReferralCode(env.db, code ?? '')?.id).toBe(unstored.id);
    const trial = await addMember(env, { account: 'guest_abc', type: 4 });
    expect(referralCodeOf(env.db, trial.id)).toBeNull();
    expect(await assignReferralCode(env.db, trial)).toBeNull();
  });

  it('lets only active agents take new members', async () => {
    const env = emptyEnv();
    const agent = await addMember(env, { account: 'agent01', type: 41 });
    const player = await addMember(env, { account: 'player01', type: 0 });
    expect(acceptsInvitations(agent)).toBe(true);
    expect(acceptsInvitations(player)).toBe(false);
    expect(acceptsInvitations({ ...agent, status: 'frozen' })).toBe(false);
  });
});
