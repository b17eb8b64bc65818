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
    refused("demoagent asks for its own upline's account", 404, 'not_found', 'demoagent', {
      query: { account: 'demomaster' },
    }),
    refused(
      "demoagent asks for a member of a generated agent's tree",
      404,
      'not_found',
      'demoagent',
      (t) => ({ query: { account: foreignTeamMember(t).account } }),
    ),
    refused(
      'demoagent asks for a member outside every tree (demovip)',
      404,
      'not_found',
      'demoagent',
      { query: { account: 'demovip' } },
    ),
    refused('the range ends before it starts', 400, 'validation_error', 'demoagent', {
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
      ok("demoagent's whole team over October", 'demoagent', { query: october }),
      ok('the team under demosubagent, one level', 'demoagent', {
        query: { ...october, account: 'demosubagent', depth: 1 },
      }),
      ok('the default range (the last 7 days)', 'demomaster'),
    ],
    refusals: isolationRefusals(),
  },
  listDownlines: {
    happy: [
      ok("demoagent's downline tree", 'demoagent'),
      ok('direct downlines only', 'demoagent', { query: { depth: 1, pageSize: 10 } }),
      ok('one member three levels down', 'demoagent', {
        query: { account: 'demosubplayer', status: 'normal' },
      }),
    ],
    refusals: isolationRefusals().filter((c) => c.expect.code !== 'validation_error'),
  },
  registerDownline: {
    happy: [
      ok(
        'an agent downline with a daily salary offer',
        'demoagent',
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
        'demosubagent',
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
      refused('the username is taken', 409, 'username_taken', 'demoagent', (t) => ({
        body: {
          username: takenValidUsername(t),
          password: 'abc12345',
          confirmPassword: 'abc12345',
          type: 0,
        },
      })),
      refused('the passwords differ', 400, 'password_mismatch', 'demoagent', {
        body: {
          username: 'mismatch01',
          password: 'abc12345',
          confirmPassword: 'abc12346',
          type: 0,
        },
      }),
      refused('the password breaks the published rule', 400, 'password_rule', 'demoagent', {
        body: {
          username: 'weakpass01',
          password: 'abcdefgh',
          confirmPassword: 'abcdefgh',
          type: 0,
        },
      }),
      refused('the username breaks the published rule', 400, 'validation_error', 'demoagent', {
        body: {
          username: '1badname',
          password: 'abc12345',
          confirmPassword: 'abc12345',
          type: 0,
        },
      }),
      refused('a player cannot receive contract offers', 400, 'validation_error', 'demoagent', {
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
      ok("the team's bets in October", 'demoagent', { query: { ...october, pageSize: 20 } }),
      ok('one member, settled slot bets', 'demoagent', {
        query: { ...october, account: 'demosubplayer', gameType: 'RNG', status: 'settled' },
      }),
    ],
    refusals: isolationRefusals(),
  },
  getTeamProfitLoss: {
    happy: [
      ok('per member over October', 'demoagent', { query: october }),
      ok('direct downlines only', 'demomaster', { query: { ...october, depth: 1 } }),
    ],
    refusals: isolationRefusals(),
  },
  getAgentIncome: {
    happy: [
      ok("demoagent's income in October", 'demoagent', { query: october }),
      ok('the default range', 'demosubagent'),
    ],
    refusals: [
      refused('the range ends before it starts', 400, 'validation_error', 'demoagent', {
        query: { startDate: '2026-10-10', endDate: '2026-10-01' },
      }),
      refused('a range over 366 days', 400, 'validation_error', 'demoagent', {
        query: { startDate: '2024-01-01', endDate: '2026-10-01' },
      }),
    ],
  },
  listTeamTransactions: {
    happy: [
      ok("the team's records in October", 'demoagent', { query: october }),
      ok('salary records of demosubagent', 'demoagent', {
        query: { ...october, account: 'demosubagent', type: 'salary' },
      }),
    ],
    refusals: isolationRefusals(),
  },
  transferToDownline: {
    happy: [
      ok('to a member three levels down', 'demoagent', () => transferBody('demosubplayer', 50.25)),
      ok('to a direct downline', 'demomaster', () => transferBody('demoagent', 1000)),
    ],
    refusals: [
      refused('wrong payment password', 400, 'payment_password_invalid', 'demoagent', () =>
        transferBody('demosubagent', 10, { paymentPassword: '000000' }),
      ),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demoagent', () =>
        transferBody('demosubagent', 99_999_999),
      ),
      refused('an amount with 3 decimals', 400, 'amount_invalid', 'demoagent', () =>
        transferBody('demosubagent', 1.005),
      ),
      {
        name: 'to its own upline',
        as: 'demoagent',
        request: () => transferBody('demomaster', 10),
        expect: notFound,
      },
      {
        name: "to a generated agent's member",
        as: 'demoagent',
        request: (t) => transferBody(foreignTeamMember(t).account, 10),
        expect: notFound,
      },
      refused('a requestId reused with another amount', 409, 'conflict', 'demoagent', async (t) => {
        const first = transferBody('demosubagent', 5);
        await t.call('transferToDownline', { ...first, token: await t.tokenFor('demoagent') });
        return { body: { ...first.body, amount: 6 } };
      }),
    ],
  },
  transferToUpline: {
    happy: [
      ok('a player to its upline agent', 'demosubplayer', () => ({
        body: { amount: 12.5, paymentPassword: '123456', requestId: newRequestId('up') },
      })),
      ok('an agent to its upline', 'demoagent', () => ({
        body: { amount: 300, paymentPassword: '123456', requestId: newRequestId('up') },
      })),
    ],
    refusals: [
      refused('a member without an upline', 403, 'forbidden', 'demovip', () => ({
        body: { amount: 1, paymentPassword: '123456', requestId: newRequestId('up') },
      })),
      refused('wrong payment password', 400, 'payment_password_invalid', 'demosubplayer', () => ({
        body: { amount: 1, paymentPassword: '999999', requestId: newRequestId('up') },
      })),
      refused(
        'more than the main wallet holds',
        400,
        'insufficient_balance',
        'demosubplayer',
        () => ({
          body: { amount: 1_000_000, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
      ),
    ],
  },
  listAgentAnnouncements: {
    happy: [
      ok('the first page', 'demoagent', { query: { pageNo: 1, pageSize: 9, language: 'EN' } }),
      ok('a page past the end', 'demosubagent', { query: { pageNo: 50, pageSize: 9 } }),
    ],
    refusals: [],
  },
  getReferralLink: {
    happy: [ok("demoagent's code and links", 'demoagent')],
    refusals: [],
  },
  getConsolidatedContractInfo: {
    happy: [
      ok('demoagent has pending requests of every kind', 'demoagent'),
      ok('a top agent without an upline', 'demomaster'),
    ],
    refusals: [],
  },
  listContracts: {
    happy: [
      ok("all of demoagent's contracts", 'demoagent'),
      ok('offers to demoagent waiting for an answer', 'demoagent', {
        query: { role: 'asDownline', status: 'new' },
      }),
      ok('daily salary with demosubagent', 'demoagent', {
        query: { role: 'asUpline', kind: 'dailySalary', account: 'demosubagent' },
      }),
    ],
    refusals: [],
  },
  offerContract: {
    happy: [
      ok(
        'a lower daily salary, confirmed',
        'demoagent',
        {
          body: {
            downline: 'demosubagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
            confirmLowerRate: true,
          },
        },
        201,
      ),
      ok(
        'a real-time salary to a direct downline agent',
        'demoagent',
        {
          body: {
            downline: 'demosubagent',
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
        'demoagent',
        {
          body: {
            downline: 'demosubagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
          },
        },
      ),
      refused(
        'an offer of the same kind is still pending',
        409,
        'contract_state_invalid',
        'demoagent',
        {
          body: { downline: 'demosubagent', kind: 'dividend', terms: dividendTerms([30, 40]) },
        },
      ),
      refused('not a direct downline', 400, 'validation_error', 'demoagent', {
        body: {
          downline: 'demosubagent2',
          kind: 'hourlySalary',
          terms: hourlySalaryTerms([0.5, 0.9]),
        },
      }),
      refused('terms of another kind', 400, 'validation_error', 'demoagent', {
        body: {
          downline: 'demosubagent',
          kind: 'hourlySalary',
          terms: dailySalaryTerms([0.5, 0.9]),
        },
      }),
      {
        name: "a member of another agent's tree",
        as: 'demoagent',
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
        'demoagent withdraws its dividend offer to demosubagent',
        'demoagent',
        ['demoagent', 'demosubagent', 'dividend', 'new'],
        'terminate',
        { status: 200 },
      ),
      processCase(
        "demoagent accepts demomaster's dividend offer",
        'demoagent',
        ['demomaster', 'demoagent', 'dividend', 'new'],
        'accept',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'the upline cannot accept its own offer',
        'demoagent',
        ['demoagent', 'demosubagent', 'dividend', 'new'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'a downline cannot answer a contract it is no party to',
        'demosubagent2',
        ['demoagent', 'demosubagent', 'dividend', 'new'],
        'accept',
        notFound,
      ),
      processCase(
        'a daily salary contract is not a dividend contract',
        'demoagent',
        ['demoagent', 'demosubagent', 'dailySalary', ['success', 'termination']],
        'terminate',
        notFound,
      ),
      {
        name: 'a contract between generated agents',
        as: 'demoagent',
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
        "demoagent agrees to demomaster's termination request",
        'demoagent',
        ['demomaster', 'demoagent', 'dailySalary', 'termination'],
        'accept',
        { status: 200 },
      ),
      processCase(
        "demoagent refuses demomaster's termination request",
        'demoagent',
        ['demomaster', 'demoagent', 'dailySalary', 'termination'],
        'reject',
        { status: 200 },
      ),
      processCase(
        'demosubagent asks to end its daily salary',
        'demosubagent',
        ['demoagent', 'demosubagent', 'dailySalary', 'success'],
        'terminate',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'the party that asked cannot answer its own request',
        'demomaster',
        ['demomaster', 'demoagent', 'dailySalary', 'termination'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'a withdrawn offer cannot be accepted',
        'demosubagent',
        ['demoagent', 'demosubagent', 'dailySalary', 'terminated'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'an ended contract cannot be answered',
        'demoagent',
        ['demomaster', 'demoagent', 'dailySalary', 'terminated'],
        'terminate',
        stateInvalid,
      ),
      {
        name: 'a contract between generated agents',
        as: 'demoagent',
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
        "demoagent agrees to demosubagent's termination request",
        'demoagent',
        ['demoagent', 'demosubagent', 'hourlySalary', 'termination'],
        'accept',
        { status: 200 },
      ),
      processCase(
        "demoagent accepts demomaster's hourly salary offer",
        'demoagent',
        ['demomaster', 'demoagent', 'hourlySalary', 'new'],
        'accept',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'the downline that asked cannot answer its own request',
        'demosubagent',
        ['demoagent', 'demosubagent', 'hourlySalary', 'termination'],
        'reject',
        stateInvalid,
      ),
      processCase(
        'a rejected offer stays rejected',
        'demoagent',
        ['demomaster', 'demoagent', 'hourlySalary', 'rejected'],
        'accept',
        stateInvalid,
      ),
      processCase(
        'demosubagent2 is no party to it',
        'demosubagent2',
        ['demoagent', 'demosubagent', 'hourlySalary', 'termination'],
        'accept',
        notFound,
      ),
    ],
  },
  processRealtimeSalaryContract: {
    happy: [
      processCase(
        'demoagent asks to end its real-time salary',
        'demoagent',
        ['demomaster', 'demoagent', 'realtimeSalary', 'success'],
        'terminate',
        { status: 200 },
      ),
    ],
    refusals: [
      processCase(
        'a rejected offer cannot be accepted',
        'demosubagent',
        ['demoagent', 'demosubagent', 'realtimeSalary', 'rejected'],
        'accept',
        stateInvalid,
      ),
      processCase(
        "demosubagent is no party to demoagent's contract with demomaster",
        'demosubagent',
        ['demomaster', 'demoagent', 'realtimeSalary', ['success', 'termination']],
        'terminate',
        notFound,
      ),
    ],
  },
  listDividendRecords: {
    happy: [
      ok('received and paid since August', 'demoagent', {
        query: { startDate: '2026-08-01', endDate: '2026-10-31' },
      }),
      ok('paid to demosubagent only', 'demoagent', {
        query: {
          startDate: '2026-08-01',
          endDate: '2026-10-31',
          role: 'asUpline',
          account: 'demosubagent',
          status: 'paid',
        },
      }),
    ],
    refusals: [
      refused('the range ends before it starts', 400, 'validation_error', 'demoagent', {
        query: { startDate: '2026-10-10', endDate: '2026-10-01' },
      }),
    ],
  },
};
