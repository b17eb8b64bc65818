import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers } from '../../handlers';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { allowRemoteControl, remoteAddressHeader } from './rules/control-access';

const small = { players: 4, agents: 1, slotGames: 30, betsPerMember: 1 };
const handled = new Set<string>(allHandlers.map((h) => h.operationId));

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend({ sizes: small });
});

const inAnHour = () => new Date(t.backend.clock.nowMs() + 3_600_000).toISOString();

describe('system status', () => {
  it.skipIf(!handled.has('getSystemStatus'))(
    'what setSystemStatus sets is what getSystemStatus reports',
    async () => {
      const endTime = inAnHour();
      const set = await t.call('setSystemStatus', {
        body: { status: 1, title: 'Upgrade', endTime, info: 'Back soon.' },
      });
      expect(set.status).toBe(200);
      const status = await t.call('getSystemStatus');
      expect(status.status).toBe(200);
      expect(JSON.stringify(status.body.value)).toContain('Upgrade');
      expect(status.body.value).toMatchObject({ status: 1 });
      expect(t.violations).toEqual([]);
    },
  );

  it('setBrandSettings reaches getSystemStatus and the config, a refusal changes nothing, a reset undoes it', async () => {
    expect((await t.call('getSystemStatus')).body.value).toMatchObject({
      brand: { supportedLanguages: ['EN', 'TY'], defaultLanguage: 'EN', currencySymbol: 'P' },
    });
    const refused = await t.call('setBrandSettings', {
      body: { supportedLanguages: ['EN'], defaultLanguage: 'TH', currencySymbol: '฿' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_error', field: 'body.defaultLanguage' });
    const set = await t.call('setBrandSettings', {
      body: { supportedLanguages: ['TH', 'EN'], defaultLanguage: 'TH', currencySymbol: '฿' },
    });
    expect(set.status).toBe(200);
    expect((await t.call('getSystemStatus')).body.value).toMatchObject({
      brand: { supportedLanguages: ['TH', 'EN'], defaultLanguage: 'TH', currencySymbol: '฿' },
    });
    expect((await t.call('getSandboxConfig')).body.value).toMatchObject({
      brand: { defaultLanguage: 'TH', currencySymbol: '฿' },
    });
    await t.call('resetSandbox');
    expect((await t.call('getSystemStatus')).body.value).toMatchObject({
      brand: { supportedLanguages: ['EN', 'TY'], currencySymbol: 'P' },
    });
    expect(t.violations).toEqual([]);
  });

  it('shows in the sandbox config and goes back to normal with a reset', async () => {
    await t.call('setSystemStatus', {
      body: { status: 2, title: null, endTime: null, info: 'Not here' },
    });
    expect((await t.call('getSandboxConfig')).body.value).toMatchObject({
      systemStatus: { status: 2, info: 'Not here' },
    });
    await t.call('resetSandbox');
    expect((await t.call('getSandboxConfig')).body.value).toMatchObject({
      systemStatus: { status: 0, info: null },
    });
    expect(t.violations).toEqual([]);
  });
});

describe('faults', () => {
  it('a status fault fails the operation, with its latency, until the faults are removed', async () => {
    const set = await t.call('setFaults', {
      body: {
        faults: [
          {
            operationId: 'transferWallet',
            status: 503,
            code: 'service_unavailable',
            latencyMs: 60,
          },
        ],
      },
    });
    expect(set.body.value).toMatchObject({
      faults: [{ operationId: 'transferWallet', status: 503 }],
    });
    const token = await t.tokenFor('demoplayer');
    const started = performance.now();
    const failed = await t.call('transferWallet', {
      token,
      body: { from: 'MAIN', to: 'MAIN', amount: 1 },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(failed).toMatchObject({
      status: 503,
      body: { success: false, code: 'service_unavailable' },
    });

    await t.call('setFaults', { body: { faults: [] } });
    const after = await t.call('transferWallet', {
      token,
      body: { from: 'MAIN', to: 'MAIN', amount: 1 },
    });
    expect(after.status).not.toBe(503);
  });

  it('a catch-all fault leaves the control API alone, so it can always be removed', async () => {
    await t.call('setFaults', {
      body: { faults: [{ operationId: '*', status: 503, code: 'service_unavailable' }] },
    });
    expect(
      (await t.call('transferWallet', { token: await t.tokenFor('demoplayer'), body: {} })).status,
    ).toBe(503);
    expect((await t.call('getSandboxConfig')).status).toBe(200);
    expect((await t.call('setFaults', { body: { faults: [] } })).status).toBe(200);
    expect(t.backend.config.faults).toEqual([]);
  });

  it.skipIf(!handled.has('getBalance'))(
    'a rate fails about that share of calls, the same ones for the same seed',
    async () => {
      await t.call('setFaults', {
        body: {
          faults: [{ operationId: 'getBalance', status: 401, code: 'not_logged_in', rate: 0.5 }],
        },
      });
      const token = await t.tokenFor('demoplayer');
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) statuses.push((await t.call('getBalance', { token })).status);
      const failed = statuses.filter((s) => s === 401).length;
      expect(failed).toBeGreaterThan(10);
      expect(failed).toBeLessThan(50);
      expect(statuses.filter((s) => s !== 401).every((s) => s === 200)).toBe(true);
      expect(t.violations).toEqual([]);
    },
  );

  it('a timeout holds the request for timeoutMs and then answers 504', async () => {
    await t.call('setSandboxSettings', { body: { timeoutMs: 100 } });
    await t.call('setFaults', { body: { faults: [{ operationId: 'getBalance', timeout: true }] } });
    const started = performance.now();
    const answer = await t.call('getBalance', { token: await t.tokenFor('demoplayer') });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(answer).toMatchObject({ status: 504, body: { code: 'request_timeout' } });
    // A gateway timeout is outside every operation's contract by design: the only violation.
    expect(t.violations.map((v) => `${v.operation} ${v.status}`)).toEqual([
      'GET /wps/v2/wallets/balance 504',
    ]);
  });
});

describe('clock', () => {
  it('moves the sandbox clock forward and reports it', async () => {
    const before = t.backend.clock.nowMs();
    const moved = await t.call('advanceSandboxClock', { body: { minutes: 31 } });
    expect(moved.body.value).toMatchObject({ clockOffsetMs: 31 * 60_000 });
    expect(t.backend.clock.nowMs() - before).toBeGreaterThanOrEqual(31 * 60_000);
    await t.call('advanceSandboxClock', { body: { minutes: 30 } });
    expect((await t.call('getSandboxConfig')).body.value).toMatchObject({
      clockOffsetMs: 61 * 60_000,
    });
    expect(t.violations).toEqual([]);
  });
});

describe('export and import', () => {
  it('export -> change -> import gives the exported state back', async () => {
    const exported = await t.call('exportSandboxState');
    expect(exported.status).toBe(200);
    const snapshot = exported.body.value as { tables: Record<string, unknown[]> };
    expect(Object.keys(snapshot.tables)).not.toContain('games');

    const token = await t.tokenFor('demoplayer');
    await t.call('setFeatureFlags', { body: { flags: { DIRECTREG3: false } } });
    await t.call('advanceSandboxClock', { body: { minutes: 120 } });
    await t.call('setFaults', { body: { faults: [{ operationId: 'login', latencyMs: 5 }] } });

    const imported = await t.call('importSandboxState', { body: snapshot });
    expect(imported.status).toBe(200);
    expect(JSON.stringify((await t.call('exportSandboxState')).body.value)).toBe(
      JSON.stringify(snapshot),
    );
    expect(t.backend.db.sessions.get(token)).toBeUndefined();
    expect(t.backend.config.flags.DIRECTREG3).toBe(true);
    expect(t.backend.clock.offsetMs).toBe(0);
    expect(t.violations).toEqual([]);
  });

  it('refuses a broken snapshot without touching the state', async () => {
    await t.call('setFeatureFlags', { body: { flags: { DIRECTREG3: false } } });
    const before = JSON.stringify(t.backend.exportState());
    const snapshot = t.backend.exportState({ includeCatalogue: false });
    const refused = await t.call('importSandboxState', {
      body: { ...snapshot, tables: { ...snapshot.tables, bets: [{ id: 'b1' }, { id: 'b1' }] } },
    });
    expect(refused.body).toMatchObject({
      code: 'validation_error',
      field: 'body.tables.bets.1.id',
    });
    expect(JSON.stringify(t.backend.exportState())).toBe(before);
    expect(t.violations).toEqual([]);
  });

  it('imports a snapshot of another seed, re-making its catalogue', async () => {
    const other = await createTestBackend({ seed: 99, sizes: small });
    const snapshot = JSON.parse(
      JSON.stringify(other.backend.exportState({ includeCatalogue: false })),
    ) as unknown;
    expect((await t.call('importSandboxState', { body: snapshot })).status).toBe(200);
    expect(t.backend.seed.seed).toBe(99);
    expect(JSON.stringify(t.backend.exportState())).toBe(
      JSON.stringify(other.backend.exportState()),
    );
  });
});

describe('reset', () => {
  it('ends sessions and brings config, clock and records back to the seed', async () => {
    // Seeded times follow the real clock (a member changed a password "3 days ago"), so the
    // comparison is of what was made, not of the milliseconds.
    const shape = () => {
      const { tables } = t.backend.exportState({ includeCatalogue: false });
      const member = t.backend.db.memberByAccount('demoplayer');
      return {
        sizes: Object.fromEntries(
          Object.entries(tables).map(([name, records]) => [name, records.length]),
        ),
        wallets: t.backend.db.walletsOf(member?.id ?? -1),
      };
    };
    const fresh = shape();
    const token = await t.tokenFor('demoplayer');
    await t.call('setSandboxSettings', { body: { smsExpiredMinutes: 1 } });
    await t.call('advanceSandboxClock', { body: { minutes: 5 } });
    const reset = await t.call('resetSandbox', { body: {} });
    expect(reset.body.value).toMatchObject({
      seed: t.backend.seed.seed,
      members: t.backend.db.members.size,
    });
    expect(t.backend.db.sessions.get(token)).toBeUndefined();
    expect(t.backend.config.smsExpiredMinutes).toBe(5);
    expect(t.backend.clock.offsetMs).toBe(0);
    expect(shape()).toEqual(fresh);
    expect(t.violations).toEqual([]);
  });
});

describe('who may use the control API', () => {
  const remote = { headers: { [remoteAddressHeader]: '192.168.1.40' } };

  it('answers only this machine unless the sandbox was opened to others', async () => {
    expect((await t.call('listDemoAccounts', remote)).status).toBe(404);
    expect(
      (await t.call('listDemoAccounts', { headers: { [remoteAddressHeader]: '127.0.0.1' } }))
        .status,
    ).toBe(200);
    allowRemoteControl(t.backend, true);
    expect((await t.call('listDemoAccounts', remote)).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('lists every demo account with the password that signs in now', async () => {
    const member = t.backend.db.memberByAccount('demoplayer');
    if (!member) throw new Error('no demoplayer');
    await t.backend.db.members.update(member.id, (m) => {
      m.password = 'changed99';
    });
    const list = (await t.call('listDemoAccounts')).body.value as {
      account: string;
      password: string;
      countryDialingCode: string | null;
    }[];
    expect(list.find((a) => a.account === 'demoplayer')?.password).toBe('changed99');
    expect(list.find((a) => a.account === 'demosms')?.countryDialingCode).toBe('+63');
    expect(list).toHaveLength(11);
  });
});

describe('codes the sandbox sent', () => {
  it.skipIf(!handled.has('requestLoginSmsCode'))(
    'an SMS login code shows in the inbox for its number',
    async () => {
      const sent = await t.call('requestLoginSmsCode', {
        body: { mobileNum: '9171234567', countryDialingCode: '+63' },
      });
      expect(sent.status).toBe(200);
      const inbox = await t.call('listSandboxInbox', { query: { to: '+639171234567' } });
      const [latest] = inbox.body.value as { code: string | null; purpose?: string }[];
      expect(latest?.code).toMatch(/^[0-9]{4,8}$/);
      expect(t.violations).toEqual([]);
    },
  );

  it.skipIf(!handled.has('getCaptcha'))('a captcha text can be read back by its id', async () => {
    const issued = await t.call('getCaptcha');
    const captchaId = issued.headers.get('X-Captcha-Id') ?? '';
    const answer = await t.call('getCaptchaAnswer', { path: { captchaId } });
    expect(answer.body.value).toMatchObject({ captchaId, text: expect.any(String) });
    expect(t.violations).toEqual([]);
  });
});

describe('platform messages to a member', () => {
  const unread = async (token: string) =>
    ((await t.call('getUnreadMessageCount', { token })).body.value as { count: number }).count;

  it('a sent message is listed unread, counted, and marked read like any other', async () => {
    const token = await t.tokenFor('demoplayer');
    const before = await unread(token);
    const sent = await t.call('sendPlatformMessage', {
      body: { account: 'DemoPlayer', title: 'Your bonus', content: '<p>It is <b>here</b>.</p>' },
    });
    expect(sent.status).toBe(201);
    const message = sent.body.value as { messageId: number; read: boolean; time: string };
    expect(message).toMatchObject({ read: false, readTime: null, title: 'Your bonus' });
    expect(Math.abs(Date.parse(message.time) - t.backend.clock.nowMs())).toBeLessThan(5_000);
    expect(await unread(token)).toBe(before + 1);

    const list = await t.call('listMessages', { token, query: { read: false } });
    const page = list.body.value as { unreadCount: number; list: { messageId: number }[] };
    expect(page.unreadCount).toBe(before + 1);
    expect(page.list[0]).toMatchObject({ messageId: message.messageId, title: 'Your bonus' });
    const read = await t.call('markMessageRead', {
      token,
      path: { messageId: message.messageId },
    });
    expect(read.body.value).toMatchObject({ message: { read: true }, unreadCount: before });
    expect(t.violations).toEqual([]);
  });

  it('refuses an unknown account, oversized input and other machines, storing nothing', async () => {
    const count = () => t.backend.db.platformMessages.size;
    const before = count();
    expect(
      await t.call('sendPlatformMessage', {
        body: { account: 'nosuchmember', title: 'Hi', content: '<p>x</p>' },
      }),
    ).toMatchObject({ status: 404, body: { code: 'not_found', field: 'body.account' } });
    expect(
      await t.call('sendPlatformMessage', {
        body: { account: 'demoplayer', title: 'x'.repeat(101), content: '<p>x</p>' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'validation_error', field: 'body.title' } });
    expect(
      await t.call('sendPlatformMessage', {
        body: { account: 'demoplayer', title: 'Hi', content: 'x'.repeat(2001) },
      }),
    ).toMatchObject({ status: 400, body: { code: 'validation_error', field: 'body.content' } });
    expect(
      (
        await t.call('sendPlatformMessage', {
          body: { account: 'demoplayer', title: 'Hi', content: '<p>x</p>' },
          headers: { [remoteAddressHeader]: '192.168.1.40' },
        })
      ).status,
    ).toBe(404);
    expect(count()).toBe(before);
    expect(t.violations).toEqual([]);
  });
});
