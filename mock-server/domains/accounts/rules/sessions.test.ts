import { describe, expect, it } from 'vitest';
import { afterPasswordChange, mustChangePasswordAfter, signIn, signOut } from './sessions';
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
    // Logout ends every session of the member.
    expect(env.db.sessions.get(b.token)).toBeUndefined();
  });

  it('restricts a session signed in with the typed default password or an expired one', async () => {
    const env = emptyEnv();
    const forced = await addMember(env, { account: 'forced02', password: '{secret}' });
    const typed = await signIn(env, forced, from, { typedPassword: ' {secret} ' });
    expect(typed.defaultPassword).toBe(true);
    expect(env.db.sessions.get(typed.token)?.mustChangePassword).toBe(true);
    // An SMS login (no typed password) is never forced.
    const sms = await signIn(env, forced, from);
    expect(env.db.sessions.get(sms.token)?.mustChangePassword).toBeUndefined();

    const old = await addMember(env, { account: 'old01', passwordExpired: true });
    env.config.flags.PASSEXPIRY3 = true;
    expect(mustChangePasswordAfter(env, old, { typedPassword: 'demo1234' })).toBe(true);
    env.config.flags.PASSEXPIRY3 = false;
    expect(mustChangePasswordAfter(env, old, { typedPassword: 'demo1234' })).toBe(false);
  });

  it('ends the oldest sessions beyond the cap and purges the expired ones on sign-in', async () => {
    const env = emptyEnv();
    env.config.sessionsPerMember = 3;
    const member = await addMember(env, { account: 'busy01' });
    const tokens: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      tokens.push((await signIn(env, member, from)).token);
      env.clock.advance(1000);
    }
    expect(env.db.sessionsOf(member.id).map((s) => s.id)).toEqual(tokens.slice(2));
    env.clock.advance(env.config.sessionIdleMinutes * 60_000);
    const last = await signIn(env, member, from);
    expect(env.db.sessionsOf(member.id).map((s) => s.id)).toEqual([last.token]);
  });

  it('makes the current session full and ends the others after a password change', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'forced03', password: '{secret}' });
    const current = await signIn(env, member, from, { typedPassword: '{secret}' });
    const other = await signIn(env, member, from, { typedPassword: '{secret}' });
    await afterPasswordChange(env.db, member.id, current.token);
    expect(env.db.sessions.get(current.token)?.mustChangePassword).toBeUndefined();
    expect(env.db.sessions.get(other.token)).toBeUndefined();
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
    env.config.flags.PASSEXPIRY3 = true;
    expect(await signIn(env, forced, from, { typedPassword: '{secret}' })).toMatchObject({
      defaultPassword: true,
      passwordExpired: true,
    });
    env.config.flags.PASSEXPIRY3 = false;
    expect(await signIn(env, forced, from, { typedPassword: '{secret}' })).toMatchObject({
      defaultPassword: true,
      passwordExpired: false,
    });
  });
});
