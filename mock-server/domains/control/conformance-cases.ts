import {
  type ConformanceCases,
  created,
  invalid,
  notFound,
  ok,
  refused,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { remoteAddressHeader } from './rules/control-access';

/** A caller on another machine: the control API pretends not to exist for it (404). */
const fromAnotherMachine = (body?: Record<string, unknown>) =>
  notFound('a caller on another machine', null, {
    headers: { [remoteAddressHeader]: '203.0.113.7' },
    ...(body ? { body } : {}),
  });

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

let captchaClients = 0;

/** A captcha issued the way the portal gets one, so its text can be read back. */
async function issuedCaptchaId(t: TestBackend): Promise<string> {
  captchaClients += 1;
  const issued = await t.call('getCaptcha', {
    // A client address of its own each time (the captcha's once-a-second limit is per address;
    // the test backend trusts X-Forwarded-For, like a sandbox started with --trust-proxy).
    headers: { 'x-forwarded-for': `198.51.100.${200 + captchaClients}` },
  });
  const captchaId = issued.headers.get('X-Captcha-Id');
  if (issued.status !== 200 || !captchaId) throw new Error(`getCaptcha answered ${issued.status}`);
  return captchaId;
}

/** A fresh sign-in link of `account` (the code in the path), for the redeem cases. */
const withSignInLink =
  (account: string, afterwards?: (t: TestBackend, code: string) => Promise<void>) =>
  async (t: TestBackend) => {
    const made = await t.call('createSignInLink', { body: { account } });
    const { code } = made.body.value as { code: string };
    await afterwards?.(t, code);
    return { path: { code } };
  };

/** Saves a snapshot named `name` first, for the cases that need one. */
const withSnapshot = (name: string) => async (t: TestBackend) => {
  await t.call('saveSandboxSnapshot', { body: { name } });
  return { path: { name } };
};

/** Snapshots, scenarios and isolated sandboxes (issue 16); limits and expiry: sandbox-hub tests. */
export const sandboxHubCases: ConformanceCases = {
  listSandboxSnapshots: { happy: [ok('the saved snapshots')], refusals: [fromAnotherMachine()] },
  saveSandboxSnapshot: {
    happy: [created('the state under a name', null, { body: { name: 'conf save 1' } })],
    refusals: [
      invalid('a name with a slash', null, { body: { name: 'a/b' } }),
      // A valid body: the request is well-formed, only the caller is foreign.
      fromAnotherMachine({ name: 'conf remote' }),
    ],
  },
  restoreSandboxSnapshot: {
    happy: [ok('a saved snapshot', null, withSnapshot('conf-restore'))],
    refusals: [notFound('no snapshot of that name', null, { path: { name: 'never-saved' } })],
  },
  deleteSandboxSnapshot: {
    happy: [ok('a saved snapshot', null, withSnapshot('conf-delete'))],
    refusals: [notFound('no snapshot of that name', null, { path: { name: 'never-saved' } })],
  },
  listScenarios: { happy: [ok('the presets')], refusals: [fromAnotherMachine()] },
  applyScenario: {
    happy: [ok('the VIP member', null, { path: { name: 'vip-member' } })],
    refusals: [notFound('an unknown scenario', null, { path: { name: 'no-such-scenario' } })],
  },
  listIsolatedSandboxes: { happy: [ok('the sandboxes')], refusals: [fromAnotherMachine()] },
  createIsolatedSandbox: {
    happy: [created('from the seed', null, { body: { from: 'seed' } })],
    refusals: [
      invalid('from a snapshot without its name', null, { body: { from: 'snapshot' } }),
      notFound('from a snapshot never saved', null, {
        body: { from: 'snapshot', name: 'never-saved' },
      }),
      notFound('from an unknown scenario', null, { body: { from: 'scenario', name: 'nope' } }),
    ],
  },
  deleteIsolatedSandbox: {
    happy: [
      ok('a sandbox just made', null, async (t) => {
        const made = await t.call('createIsolatedSandbox', { body: { from: 'seed' } });
        return { path: { sandboxId: (made.body.value as { id: string }).id } };
      }),
    ],
    refusals: [notFound('no such sandbox', null, { path: { sandboxId: 'zzzzzzzzzz' } })],
  },
};

/** Happy path and refusals of every control operation, run by mock-server/contract-conformance.test.ts. */
export const controlCases: ConformanceCases = {
  ...sandboxHubCases,
  resetSandbox: {
    happy: [
      ok('reset to the current seed', null, {}),
      ok('reset naming the seed', null, (t) => ({ body: { seed: t.backend.seed.seed } })),
    ],
    refusals: [],
  },
  getSandboxConfig: {
    happy: [ok('the switches')],
    refusals: [fromAnotherMachine()],
  },
  setSystemStatus: {
    happy: [
      ok('maintenance with an end time', null, () => ({
        body: {
          status: 1,
          title: 'Scheduled maintenance',
          endTime: inAYear(),
          info: 'Back soon.',
        },
      })),
      ok('back to normal', null, { body: { status: 0, title: null, endTime: null, info: null } }),
    ],
    refusals: [
      invalid('a maintenance that ended already', null, {
        body: { status: 1, title: 'Old', endTime: '2001-01-01T00:00:00Z', info: null },
      }),
    ],
  },
  setFeatureFlags: {
    happy: [
      ok('switch registration off', null, { body: { flags: { DIRECTREG3: false } } }),
      ok('switch it back on', null, { body: { flags: { DIRECTREG3: true } } }),
    ],
    refusals: [invalid('an unknown modId', null, { body: { flags: { NOSUCHFLAG9: true } } })],
  },
  setBrandSettings: {
    happy: [
      ok('offer Chinese and Thai with a baht sign', null, {
        body: {
          supportedLanguages: ['EN', 'CN', 'TH'],
          defaultLanguage: 'CN',
          currencySymbol: '฿',
        },
      }),
      ok('back to the built-in brand', null, {
        body: { supportedLanguages: ['EN', 'TY'], defaultLanguage: 'EN', currencySymbol: 'P' },
      }),
    ],
    refusals: [
      invalid('a default language the brand does not offer', null, {
        body: { supportedLanguages: ['EN', 'TY'], defaultLanguage: 'VI', currencySymbol: 'P' },
      }),
      invalid('a blank currency symbol', null, {
        body: { supportedLanguages: ['EN'], defaultLanguage: 'EN', currencySymbol: '   ' },
      }),
    ],
  },
  setFaults: {
    happy: [
      ok('latency on one operation, failures on another', null, {
        body: {
          faults: [
            { operationId: 'getBalance', latencyMs: 1 },
            { operationId: 'listGames', status: 503, code: 'service_unavailable', rate: 0.5 },
          ],
        },
      }),
      ok('remove them all', null, { body: { faults: [] } }),
    ],
    refusals: [
      invalid('an operationId the contract does not have', null, {
        body: { faults: [{ operationId: 'getBalanse', status: 500 }] },
      }),
      invalid('a fault on the control API itself', null, {
        body: { faults: [{ operationId: 'setFaults', status: 500 }] },
      }),
      invalid('a rule that does nothing', null, {
        body: { faults: [{ operationId: 'getBalance' }] },
      }),
    ],
  },
  setSandboxSettings: {
    happy: [
      ok('shorter SMS expiry', null, { body: { smsExpiredMinutes: 2, autoReceiptMinutes: 1 } }),
      ok('back to the defaults', null, { body: { smsExpiredMinutes: 5, autoReceiptMinutes: 30 } }),
    ],
    refusals: [
      invalid('nothing to change', null, { body: {} }),
      invalid('an unknown setting', null, { body: { coffeeBreakMinutes: 5 } }),
    ],
  },
  advanceSandboxClock: {
    happy: [ok('past an automatic receipt', null, { body: { minutes: 31 } })],
    refusals: [
      {
        name: 'a text/plain body (what a page elsewhere can send without asking)',
        request: { rawBody: '{"minutes":31}', headers: { 'content-type': 'text/plain' } },
        expect: { status: 400, code: 'validation_error', field: 'header.content-type' },
      },
    ],
  },
  exportSandboxState: {
    happy: [ok('the whole state')],
    refusals: [fromAnotherMachine()],
  },
  importSandboxState: {
    happy: [
      ok('an exported state', null, (t) => ({
        body: JSON.parse(
          JSON.stringify(t.backend.exportState({ includeCatalogue: false })),
        ) as unknown,
      })),
    ],
    refusals: [
      invalid('a table this sandbox does not have', null, (t) => {
        const snapshot = t.backend.exportState({ includeCatalogue: false });
        return { body: { ...snapshot, tables: { ...snapshot.tables, noSuchTable: [] } } };
      }),
      invalid('records without ids', null, (t) => {
        const snapshot = t.backend.exportState({ includeCatalogue: false });
        return {
          body: { ...snapshot, tables: { ...snapshot.tables, members: [{ account: 'ghost' }] } },
        };
      }),
    ],
  },
  listDemoAccounts: {
    happy: [ok('the named accounts')],
    refusals: [fromAnotherMachine()],
  },
  listSandboxRequests: {
    happy: [ok('the whole log'), ok('only what came after an id', null, { query: { sinceId: 3 } })],
    refusals: [fromAnotherMachine(), invalid('a negative id', null, { query: { sinceId: -1 } })],
  },
  listSandboxInbox: {
    happy: [ok('everything sent'), ok('to one number', null, { query: { to: '+639171234567' } })],
    refusals: [invalid('neither a number nor an address', null, { query: { to: 'somebody' } })],
  },
  createSandboxMember: {
    happy: [
      created('an agent with the defaults', null, { body: {} }),
      created('a player under an agent, with money and a payment password', null, {
        body: {
          type: 0,
          upline: 'demoagent',
          balance: 250.5,
          paymentPassword: '123456',
          prefix: 'cc',
        },
      }),
    ],
    refusals: [
      invalid('a player as upline', null, { body: { upline: 'demoplayer' } }),
      invalid('a balance with 3 decimals', null, { body: { balance: 1.005 } }),
      notFound('a caller on another machine', null, {
        body: {},
        headers: { [remoteAddressHeader]: '203.0.113.7' },
      }),
    ],
  },
  placeSandboxBet: {
    happy: [
      created('a lost round of a demo player', null, {
        body: { account: 'demosubplayer', stake: 1, payout: 0 },
      }),
      created('a won round on a vendor', null, {
        body: { account: 'demosubplayer', stake: 1, payout: 2.5, vendor: 'PG' },
      }),
    ],
    refusals: [
      refused('more than the main wallet holds', 400, 'insufficient_balance', null, {
        body: { account: 'demosubplayer', stake: 1_000_000, payout: 0 },
      }),
      notFound('an unknown account', null, {
        body: { account: 'nobodyhere1', stake: 1, payout: 0 },
      }),
      invalid('an unknown game', null, {
        body: { account: 'demosubplayer', stake: 1, payout: 0, gameId: 'no-such-game' },
      }),
    ],
  },
  sendPlatformMessage: {
    happy: [
      created('a message to demoplayer', null, {
        body: { account: 'demoplayer', title: 'Hello', content: '<p>Welcome back.</p>' },
      }),
    ],
    refusals: [
      {
        ...notFound('an account nobody has', null, {
          body: { account: 'nosuchmember', title: 'Hello', content: '<p>x</p>' },
        }),
        expect: { status: 404, code: 'not_found', field: 'body.account' },
      },
    ],
  },
  sendSandboxChatMessage: {
    happy: [
      created('a line from demovip in the lobby', null, {
        body: { account: 'demovip', roomId: 'EN', text: 'Good luck everyone' },
      }),
    ],
    refusals: [
      {
        ...notFound('an account nobody has', null, {
          body: { account: 'nosuchmember', roomId: 'EN', text: 'Hello' },
        }),
        expect: { status: 404, code: 'not_found', field: 'body.account' },
      },
      {
        ...invalid('only white space', null, {
          body: { account: 'demovip', roomId: 'EN', text: '   ' },
        }),
        expect: { status: 400, code: 'validation_error', field: 'body.text' },
      },
    ],
  },
  setSecondFactor: {
    happy: [
      ok('ask demoplayer for its email code on new addresses', null, {
        body: { account: 'demoplayer', mode: 'newAddress', method: 'email' },
      }),
      ok('switch it off again', null, { body: { account: 'demoplayer', mode: 'off' } }),
    ],
    refusals: [
      notFound('an account that does not exist', null, {
        body: { account: 'nosuchmember99', mode: 'always' },
      }),
      invalid('a verification code the member never set', null, async (t) => {
        const made = await t.call('createSandboxMember', { body: { type: 0, prefix: 'sfc' } });
        const { account } = made.body.value as { account: string };
        return { body: { account, mode: 'always', method: 'verificationCode' } };
      }),
    ],
  },
  createSignInLink: {
    happy: [created('a link for a demo member', null, { body: { account: 'demovip' } })],
    refusals: [
      notFound('an account that does not exist', null, { body: { account: 'nosuchmember99' } }),
      fromAnotherMachine({ account: 'demovip' }),
    ],
  },
  redeemSignInLink: {
    happy: [ok('a fresh link', null, withSignInLink('demovip'))],
    refusals: [
      refused('a code never issued', 404, 'sign_in_link_unknown', null, {
        path: { code: 'never-issued' },
      }),
      refused(
        'a link used already',
        410,
        'sign_in_link_used',
        null,
        withSignInLink('demovip', async (t, code) => {
          await t.call('redeemSignInLink', { path: { code } });
        }),
      ),
      refused(
        'a link past its minutes on the sandbox clock',
        410,
        'sign_in_link_expired',
        null,
        withSignInLink('demovip', async (t) => {
          await t.call('advanceSandboxClock', { body: { minutes: 6 } });
        }),
      ),
    ],
  },
  getCaptchaAnswer: {
    happy: [
      ok('an issued captcha', null, async (t) => ({
        path: { captchaId: await issuedCaptchaId(t) },
      })),
    ],
    refusals: [
      notFound('a captcha never issued', null, { path: { captchaId: 'cap_never_issued' } }),
    ],
  },
};
