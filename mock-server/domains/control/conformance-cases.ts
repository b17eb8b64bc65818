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
const fromAnotherMachine = () =>
  notFound('a caller on another machine', null, {
    headers: { [remoteAddressHeader]: '203.0.113.7' },
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

/** Happy path and refusals of every control operation, run by mock-server/contract-conformance.test.ts. */
export const controlCases: ConformanceCases = {
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
