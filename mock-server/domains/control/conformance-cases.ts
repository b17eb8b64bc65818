import type { ConformanceCases } from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { remoteAddressHeader } from './rules/control-access';

/** A caller on another machine: the control API pretends not to exist for it (404). */
const fromAnotherMachine = { headers: { [remoteAddressHeader]: '203.0.113.7' } };

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

/** A captcha issued the way the portal gets one, so its text can be read back. */
async function issuedCaptchaId(t: TestBackend): Promise<string> {
  const issued = await t.call('getCaptcha', {
    headers: { 'user-agent': `control-conformance-${Date.now()}` },
  });
  const captchaId = issued.headers.get('X-Captcha-Id');
  if (issued.status !== 200 || !captchaId) throw new Error(`getCaptcha answered ${issued.status}`);
  return captchaId;
}

/** Happy path and refusals of every control operation, run by mock-server/contract-conformance.test.ts. */
export const controlCases: ConformanceCases = {
  resetSandbox: {
    happy: [
      { name: 'reset to the current seed', request: {}, expect: { status: 200 } },
      {
        name: 'reset naming the seed',
        request: (t) => ({ body: { seed: t.backend.seed.seed } }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a seed outside 32 bits',
        request: { body: { seed: -1 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  getSandboxConfig: {
    happy: [{ name: 'the switches', expect: { status: 200 } }],
    refusals: [
      {
        name: 'a caller on another machine',
        request: fromAnotherMachine,
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  setSystemStatus: {
    happy: [
      {
        name: 'maintenance with an end time',
        request: () => ({
          body: {
            status: 1,
            title: 'Scheduled maintenance',
            endTime: inAYear(),
            info: 'Back soon.',
          },
        }),
        expect: { status: 200 },
      },
      {
        name: 'back to normal',
        request: { body: { status: 0, title: null, endTime: null, info: null } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a maintenance that ended already',
        request: { body: { status: 1, title: 'Old', endTime: '2001-01-01T00:00:00Z', info: null } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  setFeatureFlags: {
    happy: [
      {
        name: 'switch registration off',
        request: { body: { flags: { DIRECTREG3: false } } },
        expect: { status: 200 },
      },
      {
        name: 'switch it back on',
        request: { body: { flags: { DIRECTREG3: true } } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'an unknown modId',
        request: { body: { flags: { NOSUCHFLAG9: true } } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  setFaults: {
    happy: [
      {
        name: 'latency on one operation, failures on another',
        request: {
          body: {
            faults: [
              { operationId: 'getBalance', latencyMs: 1 },
              { operationId: 'listGames', status: 503, code: 'service_unavailable', rate: 0.5 },
            ],
          },
        },
        expect: { status: 200 },
      },
      { name: 'remove them all', request: { body: { faults: [] } }, expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'an operationId the contract does not have',
        request: { body: { faults: [{ operationId: 'getBalanse', status: 500 }] } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a fault on the control API itself',
        request: { body: { faults: [{ operationId: 'setFaults', status: 500 }] } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a rule that does nothing',
        request: { body: { faults: [{ operationId: 'getBalance' }] } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  setSandboxSettings: {
    happy: [
      {
        name: 'shorter SMS expiry',
        request: { body: { smsExpiredMinutes: 2, autoReceiptMinutes: 1 } },
        expect: { status: 200 },
      },
      {
        name: 'back to the defaults',
        request: { body: { smsExpiredMinutes: 5, autoReceiptMinutes: 30 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'nothing to change',
        request: { body: {} },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'an unknown setting',
        request: { body: { coffeeBreakMinutes: 5 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  advanceSandboxClock: {
    happy: [
      {
        name: 'past an automatic receipt',
        request: { body: { minutes: 31 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'no time at all',
        request: { body: { minutes: 0 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  exportSandboxState: {
    happy: [{ name: 'the whole state', expect: { status: 200 } }],
    refusals: [
      {
        name: 'a caller on another machine',
        request: fromAnotherMachine,
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  importSandboxState: {
    happy: [
      {
        name: 'an exported state',
        request: (t) => ({
          body: JSON.parse(
            JSON.stringify(t.backend.exportState({ includeCatalogue: false })),
          ) as unknown,
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a table this sandbox does not have',
        request: (t) => {
          const snapshot = t.backend.exportState({ includeCatalogue: false });
          return { body: { ...snapshot, tables: { ...snapshot.tables, noSuchTable: [] } } };
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'records without ids',
        request: (t) => {
          const snapshot = t.backend.exportState({ includeCatalogue: false });
          return {
            body: { ...snapshot, tables: { ...snapshot.tables, members: [{ account: 'ghost' }] } },
          };
        },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  listDemoAccounts: {
    happy: [{ name: 'the named accounts', expect: { status: 200 } }],
    refusals: [
      {
        name: 'a caller on another machine',
        request: fromAnotherMachine,
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  listSandboxInbox: {
    happy: [
      { name: 'everything sent', expect: { status: 200 } },
      {
        name: 'to one number',
        request: { query: { to: '+639171234567' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'neither a number nor an address',
        request: { query: { to: 'somebody' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  getCaptchaAnswer: {
    happy: [
      {
        name: 'an issued captcha',
        request: async (t) => ({ path: { captchaId: await issuedCaptchaId(t) } }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a captcha never issued',
        request: { path: { captchaId: 'cap_never_issued' } },
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
};
