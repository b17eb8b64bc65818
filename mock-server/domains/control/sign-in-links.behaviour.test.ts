import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type CallResult, type TestBackend } from '../../testing/test-backend';
import { startExclusion } from '../protection/rules/exclusion-store';
import { remoteAddressHeader } from './rules/control-access';

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({
    sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 1 },
  });
});
beforeEach(async () => {
  await t.restoreSeed();
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

interface Link {
  account: string;
  code: string;
  url: string;
  expiresAt: string;
}

const valueOf = <T>(result: CallResult): T => result.body.value as T;

async function linkFor(account: string): Promise<Link> {
  const made = await t.call('createSignInLink', { body: { account } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return valueOf<Link>(made);
}

const redeem = (code: string) => t.call('redeemSignInLink', { path: { code } });

describe('sign-in links (createSignInLink, redeemSignInLink)', () => {
  it('signs the member in once, with a session the portal uses like a login', async () => {
    const link = await linkFor('demovip');
    expect(link.url).toMatch(/\/sign-in-link\?code=/);
    expect(Date.parse(link.expiresAt) - t.backend.clock.nowMs()).toBeGreaterThan(4 * 60_000);
    const first = await redeem(link.code);
    expect(first.status).toBe(200);
    const { token, userName } = valueOf<{ token: string; userName: string }>(first);
    expect(userName).toBe('demovip');
    expect((await t.call('getMemberInfo', { token })).status).toBe(200);
    expect(await redeem(link.code)).toMatchObject({
      status: 410,
      body: { code: 'sign_in_link_used' },
    });
  });

  it('expires on the sandbox clock', async () => {
    const link = await linkFor('demovip');
    await t.call('advanceSandboxClock', { body: { minutes: 6 } });
    expect(await redeem(link.code)).toMatchObject({
      status: 410,
      body: { code: 'sign_in_link_expired' },
    });
  });

  it('refuses unknown accounts and codes, and links made from another machine', async () => {
    expect(await t.call('createSignInLink', { body: { account: 'nosuchmember99' } })).toMatchObject(
      { status: 404, body: { code: 'not_found' } },
    );
    expect(await redeem('never-issued')).toMatchObject({
      status: 404,
      body: { code: 'sign_in_link_unknown' },
    });
    const remote = await t.call('createSignInLink', {
      body: { account: 'demovip' },
      headers: { [remoteAddressHeader]: '203.0.113.7' },
    });
    expect(remote.status).toBe(404);
  });

  it('is redeemed by whoever holds it, on another machine too (the code is the credential)', async () => {
    const link = await linkFor('demovip');
    const elsewhere = await t.call('redeemSignInLink', {
      path: { code: link.code },
      headers: { [remoteAddressHeader]: '203.0.113.7' },
    });
    expect(elsewhere).toMatchObject({ status: 200, body: { value: { userName: 'demovip' } } });
  });

  it('holds a member in a time-out to the login rule', async () => {
    const member = t.backend.db.memberByAccount('demovip');
    if (!member) throw new Error('demovip');
    await startExclusion(t.backend, member, { kind: 'timeOut', period: 'day' }, member.password);
    const link = await linkFor('demovip');
    expect(await redeem(link.code)).toMatchObject({
      status: 403,
      body: { code: 'account_excluded' },
    });
  });
});
