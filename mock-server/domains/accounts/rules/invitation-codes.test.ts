import { describe, expect, it } from 'vitest';
import { checkInvitationCode, resolveInvitation } from './invitation-codes';
import { assignReferralCode } from './referral-codes';
import { addMember, emptyEnv } from '../test-support';

async function fixture() {
  const env = emptyEnv();
  const agent = await addMember(env, { account: 'demoagent', type: 1, nickname: 'Demo Agent' });
  const player = await addMember(env, { account: 'friend01', type: 0, uplineId: agent.id });
  const loner = await addMember(env, { account: 'loner01', type: 0 });
  for (const m of [agent, player, loner]) await assignReferralCode(env.db, m);
  return { env, agent, player, loner };
}

describe('invitation codes', () => {
  it('checks a code: the agent for a usable one, valid false for a player, 404 unknown, 400 malformed', async () => {
    const { env, agent } = await fixture();
    expect(checkInvitationCode(env.db, 'demoagent')).toEqual({
      code: 'DEMOAGENT',
      valid: true,
      agent: { agentId: String(agent.id), displayName: 'Demo Agent' },
    });
    expect(checkInvitationCode(env.db, 'FRIEND01')).toEqual({ code: 'FRIEND01', valid: false });
    expect(checkInvitationCode(env.db, 'NOSUCH99')).toMatchObject({
      status: 404,
      envelope: { code: 'invitation_code_error', field: 'query.code' },
    });
    expect(checkInvitationCode(env.db, 'bad-code!')).toMatchObject({
      status: 400,
      envelope: { code: 'invitation_code_error' },
    });
  });

  it('puts new members under the inviting agent, or the inviting friend own upline', async () => {
    const { env, agent, player, loner } = await fixture();
    expect(resolveInvitation(env.db, {})).toBeNull();
    expect(
      resolveInvitation(env.db, { affiliateCode: 'DEMOAGENT', referralCode: 'LONER01' }),
    ).toMatchObject({ uplineId: agent.id, inviter: { id: agent.id } });
    expect(resolveInvitation(env.db, { referralCode: 'friend01' })).toMatchObject({
      uplineId: agent.id,
      inviter: { id: player.id },
    });
    expect(resolveInvitation(env.db, { referralCode: 'LONER01' })).toMatchObject({
      uplineId: null,
      inviter: { id: loner.id },
    });
  });

  it('refuses unknown codes, and a player code in the affiliate field', async () => {
    const { env } = await fixture();
    expect(resolveInvitation(env.db, { affiliateCode: 'NOSUCH99' })).toMatchObject({
      status: 400,
      envelope: { code: 'invitation_code_error', field: 'body.affiliateCode' },
    });
    expect(resolveInvitation(env.db, { referralCode: 'NOSUCH99' })).toMatchObject({
      envelope: { field: 'body.referralCode' },
    });
    expect(resolveInvitation(env.db, { affiliateCode: 'FRIEND01' })).toMatchObject({
      envelope: { code: 'invitation_code_error' },
    });
  });
});
