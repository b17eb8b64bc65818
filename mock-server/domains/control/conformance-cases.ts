import { type ConformanceCases, ok, refused } from '../../testing/conformance-case';
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
      ok('reset to the current seed', null, {}),
      ok('reset naming the seed', null, (t) => ({ body: { seed: t.backend.seed.seed } })),
    ],
    refusals: [],
  },
  getSandboxConfig: {
    happy: [ok('the switches')],
    refusals: [refused('a caller on another machine', 404, 'not_found', null, fromAnotherMachine)],
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
      refused('a maintenance that ended already', 400, 'validation_error', null, {
        body: { status: 1, title: 'Old', endTime: '2001-01-01T00:00:00Z', info: null },
      }),
    ],
  },
  setFeatureFlags: {
    happy: [
      ok('switch registration off', null, { body: { flags: { DIRECTREG3: false } } }),
      ok('switch it back on', null, { body: { flags: { DIRECTREG3: true } } }),
    ],
    refusals: [
      refused('an unknown modId', 400, 'validation_error', null, {
        body: { flags: { NOSUCHFLAG9: true } },
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
      refused('an operationId the contract does not have', 400, 'validation_error', null, {
        body: { faults: [{ operationId: 'getBalanse', status: 500 }] },
      }),
      refused('a fault on the control API itself', 400, 'validation_error', null, {
        body: { faults: [{ operationId: 'setFaults', status: 500 }] },
      }),
      refused('a rule that does nothing', 400, 'validation_error', null, {
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
      refused('nothing to change', 400, 'validation_error', null, { body: {} }),
      refused('an unknown setting', 400, 'validation_error', null, {
        body: { coffeeBreakMinutes: 5 },
      }),
    ],
  },
  advanceSandboxClock: {
    happy: [ok('past an automatic receipt', null, { body: { minutes: 31 } })],
    refusals: [],
  },
  exportSandboxState: {
    happy: [ok('the whole state')],
    refusals: [refused('a caller on another machine', 404, 'not_found', null, fromAnotherMachine)],
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
      refused('a table this sandbox does not have', 400, 'validation_error', null, (t) => {
        const snapshot = t.backend.exportState({ includeCatalogue: false });
        return { body: { ...snapshot, tables: { ...snapshot.tables, noSuchTable: [] } } };
      }),
      refused('records without ids', 400, 'validation_error', null, (t) => {
        const snapshot = t.backend.exportState({ includeCatalogue: false });
        return {
          body: { ...snapshot, tables: { ...snapshot.tables, members: [{ account: 'ghost' }] } },
        };
      }),
    ],
  },
  listDemoAccounts: {
    happy: [ok('the named accounts')],
    refusals: [refused('a caller on another machine', 404, 'not_found', null, fromAnotherMachine)],
  },
  listSandboxInbox: {
    happy: [ok('everything sent'), ok('to one number', null, { query: { to: '+639171234567' } })],
    refusals: [
      refused('neither a number nor an address', 400, 'validation_error', null, {
        query: { to: 'somebody' },
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
      refused('a captcha never issued', 404, 'not_found', null, {
        path: { captchaId: 'cap_never_issued' },
      }),
    ],
  },
};
