import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { betFor, memberIdOf, minuteMs, smallSeed } from './test-support';

let t: TestBackend;
let token: string;
let loginMs: number;

beforeAll(async () => {
  t = await createTestBackend(smallSeed);
});
beforeEach(async () => {
  // The mock's clock reads Date.now: frozen, so only the sandbox clock moves time.
  vi.useFakeTimers({ toFake: ['Date'] });
  await t.restoreSeed();
  t.violations.length = 0;
  loginMs = t.backend.clock.nowMs();
  token = await signIn('demoplayer');
});
afterEach(() => {
  vi.useRealTimers();
  expect(t.violations).toEqual([]);
});

async function signIn(username: string): Promise<string> {
  const result = await t.call('login', { body: { username, password: 'demo1234' } });
  return (result.body.value as Schemas['LoginResult']).token;
}
const advanceMinutes = async (minutes: number) => {
  expect((await t.call('advanceSandboxClock', { body: { minutes } })).status).toBe(200);
};
const realityCheck = async (as = token) =>
  (await t.call('getRealityCheck', { token: as })).body.value as Schemas['RealityCheck'];
const summary = async () =>
  (await t.call('getSessionSummary', { token })).body.value as Schemas['SessionSummary'];
const iso = (ms: number) => new Date(ms).toISOString();

describe('the reality check', () => {
  it('is off by default', async () => {
    expect(await realityCheck()).toEqual({ intervalMinutes: 0, nextCheckAt: null });
  });

  it('reminds every interval from each session login, in every session of the member', async () => {
    const set = await t.call('setRealityCheck', { token, body: { intervalMinutes: 30 } });
    expect(set.body.value).toEqual({
      intervalMinutes: 30,
      nextCheckAt: iso(loginMs + 30 * minuteMs),
    });
    await advanceMinutes(31);
    expect((await realityCheck()).nextCheckAt).toBe(iso(loginMs + 60 * minuteMs));

    // A later session counts from its own login.
    const later = await signIn('demoplayer');
    expect(await realityCheck(later)).toEqual({
      intervalMinutes: 30,
      nextCheckAt: iso(loginMs + 61 * minuteMs),
    });

    await t.call('setRealityCheck', { token, body: { intervalMinutes: 0 } });
    expect(await realityCheck(later)).toEqual({ intervalMinutes: 0, nextCheckAt: null });
  });

  it('refuses an interval it does not offer, and keeps the setting', async () => {
    await t.call('setRealityCheck', { token, body: { intervalMinutes: 45 } });
    expect(await t.call('setRealityCheck', { token, body: { intervalMinutes: 20 } })).toMatchObject(
      { status: 400, body: { code: 'validation_error', field: 'body.intervalMinutes' } },
    );
    expect((await realityCheck()).intervalMinutes).toBe(45);
  });
});

describe('the session summary', () => {
  it('shows the time since login and the net of the bets placed since', async () => {
    const memberId = memberIdOf(t, 'demoplayer');
    const env = t.backend;
    await betFor(env, memberId, { stake: 50, payout: 500, betTime: iso(loginMs - minuteMs) });
    await advanceMinutes(10);
    await betFor(env, memberId, { stake: 20, payout: 55.5, betTime: env.clock.iso() });
    await betFor(env, memberId, { stake: 10, payout: 0, betTime: env.clock.iso() });
    await betFor(env, memberId, {
      stake: 5,
      payout: 0,
      betTime: env.clock.iso(),
      status: 'unsettled',
    });
    await betFor(env, memberId, {
      stake: 99,
      payout: 99,
      betTime: env.clock.iso(),
      status: 'cancelled',
    });
    await advanceMinutes(5);

    expect(await summary()).toEqual({
      startedAt: iso(loginMs),
      elapsedSeconds: 15 * 60,
      betCount: 3,
      staked: 35,
      won: 55.5,
      net: 20.5,
    });
  });

  it('is zero for a session without bets', async () => {
    expect(await summary()).toMatchObject({ betCount: 0, staked: 0, won: 0, net: 0 });
  });
});
