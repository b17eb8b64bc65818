import { type ConformanceCases, ok, refused } from '../../testing/conformance-case';
import { excludeDirectly } from './test-support';

const yearMs = 365 * 24 * 3_600_000;

/**
 * Happy path and refusals of every protection operation, run by
 * mock-server/contract-conformance.test.ts. The refusals these rules add to other domains'
 * operations (`createDeposit` over a limit, `login` and `resetPasswordByPhone` while excluded) are
 * proven in the behaviour tests: the case registry takes one list per operation, which those
 * operations' own domains keep.
 */
export const protectionCases: ConformanceCases = {
  getDepositLimits: {
    happy: [ok('every window, none set', 'demoplayer')],
    refusals: [],
  },
  setDepositLimits: {
    happy: [
      ok('a daily and a monthly limit', 'demoplayer', {
        body: { day: 500, week: null, month: 5_000 },
      }),
    ],
    refusals: [
      refused('a limit with more than 2 decimals', 400, 'amount_invalid', 'demoplayer', {
        body: { day: 500, week: 1_000.005, month: null },
      }),
    ],
  },
  getRealityCheck: {
    happy: [ok('off by default', 'demoplayer')],
    refusals: [],
  },
  setRealityCheck: {
    happy: [ok('every 30 minutes', 'demoplayer', { body: { intervalMinutes: 30 } })],
    refusals: [],
  },
  getSessionSummary: {
    happy: [ok('since this session signed in', 'demoplayer')],
    refusals: [],
  },
  getExclusion: {
    happy: [ok('none in force', 'demovip')],
    refusals: [],
  },
  startTimeOut: {
    happy: [
      ok(
        'a week, confirmed with the password',
        'demoplayer',
        { body: { period: 'week', password: 'demo1234' } },
        201,
      ),
    ],
    refusals: [
      refused('a wrong password', 400, 'invalid_credentials', 'demovip', {
        body: { period: 'day', password: 'not-my-password' },
      }),
      refused(
        'shorter than the self-exclusion in force',
        409,
        'conflict',
        'demosubplayer',
        async (t) => {
          await excludeDirectly(t, 'demosubplayer', {
            kind: 'selfExclusion',
            period: 'fiveYears',
            endsInMs: 5 * yearMs,
          });
          return { body: { period: 'month', password: 'demo1234' } };
        },
      ),
    ],
  },
  startSelfExclusion: {
    happy: [
      ok(
        'six months, confirmed with the password',
        'demoplayer',
        { body: { period: 'sixMonths', password: 'demo1234' } },
        201,
      ),
    ],
    refusals: [
      refused('a wrong password', 400, 'invalid_credentials', 'demovip', {
        body: { period: 'oneYear', password: 'not-my-password' },
      }),
      refused(
        'shorter than the self-exclusion in force',
        409,
        'conflict',
        'demosubagent2',
        async (t) => {
          await excludeDirectly(t, 'demosubagent2', {
            kind: 'selfExclusion',
            period: 'fiveYears',
            endsInMs: 5 * yearMs,
          });
          return { body: { period: 'oneYear', password: 'demo1234' } };
        },
      ),
    ],
  },
};
