import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import type { TestBackend } from '../../testing/test-backend';
import { login, smallBackend, tokenOf, valueOf } from './test-support';
import { minuteMs } from './rules/accounts-env';
import { sessionPurgeEveryMs } from './clock-tasks';

let t: TestBackend;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await smallBackend();
});
afterEach(() => {
  vi.useRealTimers();
});

const change = (token: string, oldPassword: string, newPassword: string) =>
  t.call('changePassword', {
    token,
    body: { oldPassword, newPassword, confirmNewPassword: newPassword },
  });

describe('restricted sessions: a member who must change the password', () => {
  it('may only change the password, read the member info or log out until it is changed', async () => {
    const forced = valueOf<Schemas['LoginResult']>(await login(t, 'demodefault', '{secret}'));
    const token = forced.token;
    for (const op of ['getBalance', 'listFavoriteGameIds', 'getUnreadMessageCount'] as const)
      expect(await t.call(op, { token })).toMatchObject({
        status: 403,
        body: { code: 'password_change_required' },
      });
    expect((await t.call('getMemberInfo', { token })).status).toBe(200);
    expect(await change(token, '{secret}', '{secret}')).toMatchObject({
      status: 400,
      body: { code: 'password_rule' },
    });
    expect((await change(token, '{secret}', 'Fresh2026')).status).toBe(200);
    expect((await t.call('getBalance', { token })).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('refuses the old password as the new one, and ends the other sessions after a change', async () => {
    const first = valueOf<Schemas['LoginResult']>(await login(t, 'demoexpired', 'demo1234'));
    const second = valueOf<Schemas['LoginResult']>(await login(t, 'demoexpired', 'demo1234'));
    expect(await t.call('getBalance', { token: first.token })).toMatchObject({
      status: 403,
      body: { code: 'password_change_required' },
    });
    expect(await change(first.token, 'demo1234', 'demo1234')).toMatchObject({
      status: 400,
      body: { code: 'password_reused', field: 'body.newPassword' },
    });
    expect((await change(first.token, 'demo1234', 'Fresh2026')).status).toBe(200);
    expect((await t.call('getBalance', { token: first.token })).status).toBe(200);
    expect(await t.call('getMemberInfo', { token: second.token })).toMatchObject({
      status: 401,
      body: { code: 'not_logged_in' },
    });
    expect(t.violations).toEqual([]);
  });

  it('gives a full session once password expiry is off', async () => {
    t.backend.config.flags.PASSEXPIRY3 = false;
    const result = valueOf<Schemas['LoginResult']>(await login(t, 'demoexpired', 'demo1234'));
    expect(result.passwordExpired).toBe(false);
    expect((await t.call('getBalance', { token: result.token })).status).toBe(200);
  });

  it('may log out', async () => {
    const { token } = valueOf<Schemas['LoginResult']>(await login(t, 'demodefault', '{secret}'));
    expect((await t.call('logout', { token })).status).toBe(200);
    expect((await t.call('getMemberInfo', { token })).status).toBe(401);
  });
});

describe('session life cycle on the sandbox clock', () => {
  it('ends a session left idle, and keeps one in use alive until its absolute end', async () => {
    const { sessionIdleMinutes, sessionMaxHours } = t.backend.config;
    const idle = await tokenOf(t, 'demoplayer');
    const busy = await tokenOf(t, 'demoplayer');
    const step = (sessionIdleMinutes / 2) * minuteMs;
    let elapsed = 0;
    while (elapsed + step < sessionMaxHours * 60 * minuteMs) {
      t.backend.clock.advance(step);
      elapsed += step;
      expect((await t.call('getMemberInfo', { token: busy })).status).toBe(200);
    }
    expect(await t.call('getMemberInfo', { token: idle })).toMatchObject({
      status: 401,
      body: { code: 'not_logged_in' },
    });
    t.backend.clock.advance(step);
    expect((await t.call('getMemberInfo', { token: busy })).status).toBe(401);
    expect(t.violations).toEqual([]);
  });

  it('refuses a token ten years on and purges it from the table', async () => {
    const token = await tokenOf(t, 'demovip');
    expect(t.backend.db.sessions.get(token)).toBeDefined();
    t.backend.clock.advance(3650 * 24 * 60 * minuteMs);
    expect((await t.call('getMemberInfo', { token })).status).toBe(401);
    t.backend.clock.advance(sessionPurgeEveryMs);
    await t.call('getSystemStatus');
    expect(t.backend.db.sessions.get(token)).toBeUndefined();
  });

  it('records use at most once a minute', async () => {
    const token = await tokenOf(t, 'demovip');
    const seen = () => t.backend.db.sessions.get(token)?.lastSeenAt;
    const first = seen();
    t.backend.clock.advance(30_000);
    await t.call('getMemberInfo', { token });
    expect(seen()).toBe(first);
    t.backend.clock.advance(31_000);
    await t.call('getMemberInfo', { token });
    expect(seen()).not.toBe(first);
  });

  it('holds at most sessionsPerMember sessions, ending the oldest', async () => {
    t.backend.config.sessionsPerMember = 2;
    const a = await tokenOf(t, 'demovip');
    t.backend.clock.advance(1000);
    const b = await tokenOf(t, 'demovip');
    t.backend.clock.advance(1000);
    const c = await tokenOf(t, 'demovip');
    expect((await t.call('getMemberInfo', { token: a })).status).toBe(401);
    expect((await t.call('getMemberInfo', { token: b })).status).toBe(200);
    expect((await t.call('getMemberInfo', { token: c })).status).toBe(200);
  });
});
