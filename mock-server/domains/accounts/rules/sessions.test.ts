import { describe, expect, it } from 'vitest';
import { signIn, signOut } from './sessions';
import { addMember, emptyEnv } from '../test-support';

const from = { address: '198.51.100.7', device: 'WEB', language: 'EN', userAgent: 'vitest' };

describe('sessions', () => {
  it('issues a hex token per sign-in and reports the password state', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'fresh01', firstTimeLogin: true });
    const a = await signIn(env, member, from);
    const b = await signIn(env, member, from);
    expect(a.token).toMatch(/^[0-9a-f]{32}$/);
    expect(a.token).not.toBe(b.token);
    expect(a).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      defaultPassword: false,
      userName: 'fresh01',
    });
    expect(env.db.sessions.get(a.token)).toMatchObject({
      memberId: member.id,
      kind: 'member',
      ...from,
    });
    expect(env.db.members.get(member.id)?.lastLoginAt).not.toBeNull();

    await signOut(env.db, a.token);
    expect(env.db.sessions.get(a.token)).toBeUndefined();
    expect(env.db.sessions.get(b.token)).toBeDefined();
  });

  it('gives trial accounts guest sessions and flags the default password', async () => {
    const env = emptyEnv();
    const trial = await addMember(env, { account: 'guest_1', type: 4 });
    expect(env.db.sessions.get((await signIn(env, trial, from)).token)?.kind).toBe('guest');
    const forced = await addMember(env, {
      account: 'forced01',
      password: '{secret}',
      passwordExpired: true,
    });
    expect(await signIn(env, forced, from)).toMatchObject({
      defaultPassword: true,
      passwordExpired: true,
    });
  });
});
