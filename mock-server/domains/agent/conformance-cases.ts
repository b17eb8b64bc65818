import {
  type ConformanceCase,
  type ConformanceCases,
  refused,
  ok,
} from '../../testing/conformance-case';
import type { ContractKind, ContractStatus } from './records';
import {
  dailySalaryTerms,
  dividendTerms,
  hourlySalaryTerms,
  realtimeSalaryTerms,
} from './seed-data/terms';
import {
  contractIdOf,
  foreignContractId,
  foreignTeamMember,
  newRequestId,
  takenValidUsername,
} from './test-support';

/** The seeded activity lies in October 2026 (the games seed's bet history ends on 2026-11-01). */
const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

/** Report refusals: members outside the caller's tree are not found (existence is not revealed). */
function isolationRefusals(): ConformanceCase[] {
  return [
    refused("demo_agent asks for its own upline's account", 404, 'not_found', 'demo_agent', {
      query: { account: 'demo_master' },
    }),
    refused(
      "demo_agent asks for a member of a generated agent's tree",
      404,
      'not_found',
      'demo_agent',
      (t) => ({ query: { account: foreignTeamMember(t).account } }),
    ),
    refused(
      'demo_agent asks for a member outside every tree (demo_vip)',
      404,
      'not_found',
      'demo_agent',
      { query: { account: 'demo_vip' } },
    ),
    refused('the range ends before it starts', 400, 'validation_error', 'demo_agent', {
      query: { startDate: '2026-10-10', endDate: '2026-10-01' },
    }),
  ];
}

const transferBody = (account: string, amount: number, extra: Record<string, unknown> = {}) => ({
  body: { account, amount, paymentPassword: '123456', requestId: newRequestId('cf'), ...extra },
});

const processCase = (
  name: string,
  as: string,
  pick: [
    upline: string,
    downline: string,
    kind: ContractKind,
    status: ContractStatus | ContractStatus[],
  ],
  action: 'accept' | 'reject' | 'terminate',
  expect: ConformanceCase['expect'],
): ConformanceCase => ({
  name,
  as,
  request: (t) => ({ body: { contractId: contractIdOf(t, ...pick), action } }),
  expect,
});

const stateInvalid = { status: 409, code: 'contract_state_invalid' } as const;
const notFound = { status: 404, code: 'not_found' } as const;

/** Happy path and refusals of every agent and contracts operation, run by mock-server/contract-conformance.test.ts. */
export const agentCases: ConformanceCases = {
  getTeamOverview: {
    happy: [
      ok("demo_agent's whole team over October", 'demo_agent', { query: october }),
      ok('the team under demo_subagent, one level', 'demo_agent', {
        query: { ...october, account: 'demo_subagent', depth: 1 },
      }),
      ok('the default range (the last 7 days)', 'demo_master'),
    ],
    refusals: isolationRefusals(),
  },
  listDownlines: {
    happy: [
      ok("demo_agent's downline tree", 'demo_agent'),
      ok('direct downlines only', 'demo_agent', { query: { depth: 1, pageSize: 10 } }),
      ok('one member three levels down', 'demo_agent', {
        query: { account: 'demo_subplayer', status: 'normal' },
      }),
    ],
    refusals: isolationRefusals().filter((c) => c.expect.code !== 'validation_error'),
  },
  registerDownline: {
    happy: [
      ok(
        'an agent downline with a daily salary offer',
        'demo_agent',
        {
          body: {
            username: 'newagent01',
            password: 'Passw0rd1',
            confirmPassword: 'Passw0rd1',
            type: 1,
            nickname: 'New Agent',
            contractOffers: [dailySalaryTerms([0.5, 0.8])],
          },
        },
        201,
      ),
      ok(
        'a player downline',
        'demo_subagent',
        {
          body: {
            username: 'newplayer01',
            password: 'abc12345',
            confirmPassword: 'abc12345',
            type: 0,
          },
        },
        201,
      ),
    ],
    refusals: [
      refused('the username is taken', 409, 'username_taken', 'demo_agent', (t) => ({
        body: {
          username: takenValidUsername(t),
          password: 'abc12345',
          confirmPassword: 'abc12345',
          type: 0,
        },
      })),
      refused('the passwords differ', 400, 'password_mismatch', 'demo_agent', {
        body: {
          username: 'mismatch01',
          password: 'abc12345',
          confirmPassword: 'abc12346',
          type: 0,
        },
      }),
      refused('the password breaks the published rule', 400, 'password_rule', 'demo_agent', {
        body: {
          username: 'weakpass01',
          password: 'abcdefgh',
          confirmPassword: 'abcdefgh',
          type: 0,
        },
      }),
      refused('the username breaks the published rule', 400, 'validation_error', 'demo_agent', {
        body: {
          username: '1badname',
          password: 'abc12345',
          confirmPassword: 'abc12345',
          type: 0,
        },
      }),
      refused('a player cannot receive contract offers', 400, 'validation_error', 'demo_agent', {
        body: {
          username: 'playeroffer1',
          password: 'abc12345',
          confirmPassword: 'abc12345',
          type: 0,
          contractOffers: [dailySalaryTerms([0.5, 0.8])],
        },
      }),
    ],
  },
  listTeamBets: {
    happy: [
      ok("the team's bets in October", 'demo_agent', { query: { ...october, pageSize: 20 } }),
      ok('one member, settled slot bets', 'demo_agent', {
        query: { ...october, account: 'demo_subplayer', gameType: 'RNG', status: 'settled' },
      }),
    ],
    refusals: isolationRefusals(),
  },
  getTeamProfitLoss: {
    happy: [
      ok('per member over October', 'demo_agent', { query: october }),
      ok('direct downlines only', 'demo_master', { query: { ...october, depth: 1 } }),
    ],
    refusals: isolationRefusals(),
  },
  getAgentIncome: {
    happy: [
      ok("demo_agent's income in October", 'demo_agent', { query: october }),
      ok('the default range', 'demo_subagent'),
    ],
    refusals: [
      refused('the range ends before it starts', 400, 'validation_error', 'demo_agent', {
        query: { startDate: '2026-10-10', endDate: '2026-10-01' },
      }),
      refused('a range over 366 days', 400, 'validation_error', 'demo_agent', {
        query: { startDate: '2024-01-01', endDate: '2026-10-01' },
      }),
    ],
  },
  listTeamTransactions: {
    happy: [
      ok("the team's records in October", 'demo_agent', { query: october }),
      ok('salary records of demo_subagent', 'demo_agent', {
        query: { ...october, account: 'demo_subagent', type: 'salary' },
      }),
    ],
    refusals: isolationRefusals(),
  },
  transferToDownline: {
    happy: [
      ok('to a member three levels down', 'demo_agent', () =>
        transferBody('demo_subplayer', 50.25),
      ),
      ok('to a direct downline', 'demo_master', () => transferBody('demo_agent', 1000)),
    ],
    refusals: [
      refused('wrong payment password', 400, 'payment_password_invalid', 'demo_agent', () =>
        transferBody('demo_subagent', 10, { paymentPassword: '000000' }),
      ),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demo_agent', () =>
        transferBody('demo_subagent', 99_999_999),
      ),
      refused('an amount with 3 decimals', 400, 'amount_invalid', 'demo_agent', () =>
        transferBody('demo_subagent', 1.005),
      ),
      {
        name: 'to its own upline',
        as: 'demo_agent',
        request: () => transferBody('demo_master', 10),
        expect: notFound,
      },
      {
        name: "to a generated agent's member",
        as: 'demo_agent',
        request: (t) => transferBody(foreignTeamMember(t).account, 10),
        expect: notFound,
      },
      refused(
        'a requestId reused with another amount',
        409,
        'conflict',
        'demo_agent',
        async (t) => {
          const first = transferBody('demo_subagent', 5);
          await t.call('transferToDownline', { ...first, token: await t.tokenFor('demo_agent') });
          return { body: { ...first.body, amount: 6 } };
        },
      ),
    ],
  },
  transferToUpline: {
    happy: [
      ok('a player to its upline agent', 'demo_subplayer', () => ({
        body: { amount: 12.5, paymentPassword: '123456', requestId: newRequestId('up') },
      })),
      ok('an agent to its upline', 'demo_agent', () => ({
        body: { amount: 300, paymentPassword: '123456', requestId: newRequestId('up') },
      })),
    ],
    refusals: [
      refused('a member without an upline', 403, 'forbidden', 'demo_vip', () => ({
        body: { amount: 1, paymentPassword: '123456', requestId: newRequestId('up') },
      })),
      refused('wrong payment password', 400, 'payment_password_invalid', 'demo_subplayer', () => ({
        body: { amount: 1, paymentPassword: '999999', requestId: newRequestId('up') },
      })),
      refused(
        'more than the main wallet holds',
        400,
        'insufficient_balance',
        'demo_subplayer',
        () => ({
          body: { amount: 1_000_000, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
      ),
    ],
  },
  listAgentAnnouncements: {
    happy: [
      ok('the first page', 'demo_agent', { query: { pageNo: 1, pageSize: 9, language: 'EN' } }),
      ok('a page past the end', 'demo_subagent', { query: { pageNo: 50, pageSize: 9 } }),
    ],
    refusals: [],
  },
  getReferralLink: {
    happy: [ok("demo_agent's code and links", 'demo_agent')],
    refusals: [],
  },
  getConsolidatedContractInfo: {
    happy: [
      ok('demo_agent has pending requests of every kind', 'demo_agent'),
      ok('a top agent without an upline', 'demo_master'),
    ],
    refusals: [],
  },
  listContracts: {
    happy: [
      ok("all of demo_agent's contracts", 'demo_agent'),
      ok('offers to demo_agent waiting for an answer', 'demo_agent', {
        query: { role: 'asDownline', status: 'new' },
      }),
      ok('daily salary with demo_subagent', 'demo_agent', {
        query: { role: 'asUpline', kind: 'dailySalary', account: 'demo_subagent' },
      }),
    ],
    refusals: [],
  },
  offerContract: {
    happy: [
      ok(
        'a lower daily salary, confirmed',
        'demo_agent',
        {
          body: {
            downline: 'demo_subagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
            confirmLowerRate: true,
          },
        },
        201,
      ),
      ok(
        'a real-time salary to a direct downline agent',
        'demo_agent',
        {
          body: {
            downline: 'demo_subagent',
            kind: 'realtimeSalary',
            terms: realtimeSalaryTerms([0.2, 0.4], [0.3, 0.6]),
          },
        },
        201,
      ),
    ],
    refusals: [
      refused(
        "a rate lower than the downline's own contracts, unconfirmed",
        409,
        'contract_rate_conflict',
        'demo_agent',
        {
          body: {
            downline: 'demo_subagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
          },
        },
      ),
      refused(
        'an offer of the same kind is still pending',
        409,
        'contract_state_invalid',
        'demo_agent',
        {
          body: { downline: 'demo_subagent', kind: 'dividend', terms: dividendTerms([30, 40]) },
        },
      ),
      refused('not a direct downline', 400, 'validation_error', 'demo_agent', {
        body: {
          downline: 'demo_subagent2',
          kind: 'hourlySalary',
          terms: hourlySalaryTerms([0.5, 0.9]),
        },
      }),
      refused('terms of another kind', 400, 'validation_error', 'demo_agent', {
        body: {
          downline: 'demo_subagent',
          kind: 'hourlySalary',
          terms: dailySalaryTerms([0.5, 0.9]),
        },
      }),
      {
        name: "a member of another agent's tree",
        as: 'demo_agent',
        request: (t) => ({
          body: {
            downline: foreignTeamMember(t).account,
            kind: 'hourlySalary',
            terms: hourlySalaryTerms([0.5, 0.9]),
          },
        }),
        expect: notFound,
      },
    ],
  },
  processDividendContract: {
    happy: [
      processCase(
        'demo_agent withdraws its dividend offer to demo_subagent',
        'demo_agent',
        ['demo_agent', 'demo_subagent', 'dividend', 'new'],
        'terminate',
        { status: 200 },
      ),
      processCase(
        "demo_agent accepts demo_master's dividend offer",
        'demo_agent',
        ['demo_master', 'demo_agent', 'dividend', 'new'],
        'accept',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'the upline cannot accept its own offer',
        'demo_agent',
        ['demo_agent', 'demo_subagent', 'dividend', 'new'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'a downline cannot answer a contract it is no party to',
        'demo_subagent2',
        ['demo_agent', 'demo_subagent', 'dividend', 'new'],
        'accept',
        notFound,
      ),
      processCase(
        'a daily salary contract is not a dividend contract',
        'demo_agent',
        ['demo_agent', 'demo_subagent', 'dailySalary', ['success', 'termination']],
        'terminate',
        notFound,
      ),
      {
        name: 'a contract between generated agents',
        as: 'demo_agent',
        request: (t) => ({
          body: { contractId: foreignContractId(t, 'dividend'), action: 'accept' },
        }),
        expect: notFound,
      },
    ],
  },
  processDailySalaryContract: {
    happy: [
      processCase(
        "demo_agent agrees to demo_master's termination request",
        'demo_agent',
        ['demo_master', 'demo_agent', 'dailySalary', 'termination'],
        'accept',
        { status: 200 },
      ),
      processCase(
        "demo_agent refuses demo_master's termination request",
        'demo_agent',
        ['demo_master', 'demo_agent', 'dailySalary', 'termination'],
        'reject',
        { status: 200 },
      ),
      processCase(
        'demo_subagent asks to end its daily salary',
        'demo_subagent',
        ['demo_agent', 'demo_subagent', 'dailySalary', 'success'],
        'terminate',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'the party that asked cannot answer its own request',
        'demo_master',
        ['demo_master', 'demo_agent', 'dailySalary', 'termination'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'a withdrawn offer cannot be accepted',
        'demo_subagent',
        ['demo_agent', 'demo_subagent', 'dailySalary', 'terminated'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'an ended contract cannot be answered',
        'demo_agent',
        ['demo_master', 'demo_agent', 'dailySalary', 'terminated'],
        'terminate',
        stateInvalid,
      ),
      {
        name: 'a contract between generated agents',
        as: 'demo_agent',
        request: (t) => ({
          body: { contractId: foreignContractId(t, 'dailySalary'), action: 'terminate' },
        }),
        expect: notFound,
      },
    ],
  },
  processHourlySalaryContract: {
    happy: [
      processCase(
        "demo_agent agrees to demo_subagent's termination request",
        'demo_agent',
        ['demo_agent', 'demo_subagent', 'hourlySalary', 'termination'],
        'accept',
        { status: 200 },
      ),
      processCase(
        "demo_agent accepts demo_master's hourly salary offer",
        'demo_agent',
        ['demo_master', 'demo_agent', 'hourlySalary', 'new'],
        'accept',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'the downline that asked cannot answer its own request',
        'demo_subagent',
        ['demo_agent', 'demo_subagent', 'hourlySalary', 'termination'],
        'reject',
        stateInvalid,
      ),
      processCase(
        'a rejected offer stays rejected',
        'demo_agent',
        ['demo_master', 'demo_agent', 'hourlySalary', 'rejected'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'demo_subagent2 is no party to it',
        'demo_subagent2',
        ['demo_agent', 'demo_subagent', 'hourlySalary', 'termination'],
        'accept',
        notFound,
      ),
    ],
  },
  processRealtimeSalaryContract: {
    happy: [
      processCase(
        'demo_agent asks to end its real-time salary',
        'demo_agent',
        ['demo_master', 'demo_agent', 'realtimeSalary', 'success'],
        'terminate',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'a rejected offer cannot be accepted',
        'demo_subagent',
        ['demo_agent', 'demo_subagent', 'realtimeSalary', 'rejected'],
        'accept',
        stateInvalid,
      ),
      processCase(
        "demo_subagent is no party to demo_agent's contract with demo_master",
        'demo_subagent',
        ['demo_master', 'demo_agent', 'realtimeSalary', ['success', 'termination']],
        'terminate',
        notFound,
      ),
    ],
  },
  listDividendRecords: {
    happy: [
      ok('received and paid since August', 'demo_agent', {
        query: { startDate: '2026-08-01', endDate: '2026-10-31' },
      }),
      ok('paid to demo_subagent only', 'demo_agent', {
        query: {
          startDate: '2026-08-01',
          endDate: '2026-10-31',
          role: 'asUpline',
          account: 'demo_subagent',
          status: 'paid',
        },
      }),
    ],
    refusals: [
      refused('the range ends before it starts', 400, 'validation_error', 'demo_agent', {
        query: { startDate: '2026-10-10', endDate: '2026-10-01' },
      }),
    ],
  },
};
