import type { ConformanceCase, ConformanceCases } from '../../testing/conformance-case';
import type { ContractKind, ContractStatus } from './tables';
import {
  dailySalaryTerms,
  dividendTerms,
  hourlySalaryTerms,
  realtimeSalaryTerms,
} from './seeding/terms';
import {
  contractIdOf,
  foreignContractId,
  foreignTeamMember,
  newRequestId,
  takenValidUsername,
} from './test-support';

/** The seeded activity lies in October 2026 (the games seed's bet history ends on 2026-11-01). */
const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

const notAgent: ConformanceCase = {
  name: 'a player is not an agent',
  as: 'demoplayer',
  expect: { status: 403, code: 'error_not_agent' },
};
const trial: ConformanceCase = {
  name: 'a trial account needs a real account',
  as: 'demotrial',
  expect: { status: 403, code: 'in_need_true_account' },
};
const gates = [notAgent, trial];

/** Report refusals: members outside the caller's tree are not found (existence is not revealed). */
function isolationRefusals(): ConformanceCase[] {
  return [
    {
      name: "demoagent asks for its own upline's account",
      as: 'demoagent',
      request: { query: { account: 'demomaster' } },
      expect: { status: 404, code: 'not_found' },
    },
    {
      name: "demoagent asks for a member of a generated agent's tree",
      as: 'demoagent',
      request: (t) => ({ query: { account: foreignTeamMember(t).account } }),
      expect: { status: 404, code: 'not_found' },
    },
    {
      name: 'demoagent asks for a member outside every tree (demovip)',
      as: 'demoagent',
      request: { query: { account: 'demovip' } },
      expect: { status: 404, code: 'not_found' },
    },
    {
      name: 'the range ends before it starts',
      as: 'demoagent',
      request: { query: { startDate: '2026-10-10', endDate: '2026-10-01' } },
      expect: { status: 400, code: 'validation_error' },
    },
    ...gates,
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
      {
        name: "demoagent's whole team over October",
        as: 'demoagent',
        request: { query: october },
        expect: { status: 200 },
      },
      {
        name: 'the team under demosubagent, one level',
        as: 'demoagent',
        request: { query: { ...october, account: 'demosubagent', depth: 1 } },
        expect: { status: 200 },
      },
      { name: 'the default range (the last 7 days)', as: 'demomaster', expect: { status: 200 } },
    ],
    refusals: isolationRefusals(),
  },
  listDownlines: {
    happy: [
      { name: "demoagent's downline tree", as: 'demoagent', expect: { status: 200 } },
      {
        name: 'direct downlines only',
        as: 'demoagent',
        request: { query: { depth: 1, pageSize: 10 } },
        expect: { status: 200 },
      },
      {
        name: 'one member three levels down',
        as: 'demoagent',
        request: { query: { account: 'demosubplayer', status: 'normal' } },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals().filter((c) => c.expect.code !== 'validation_error'),
  },
  registerDownline: {
    happy: [
      {
        name: 'an agent downline with a daily salary offer',
        as: 'demoagent',
        request: {
          body: {
            username: 'newagent01',
            password: 'Passw0rd1',
            confirmPassword: 'Passw0rd1',
            type: 1,
            nickname: 'New Agent',
            contractOffers: [dailySalaryTerms([0.5, 0.8])],
          },
        },
        expect: { status: 201 },
      },
      {
        name: 'a player downline',
        as: 'demosubagent',
        request: {
          body: {
            username: 'newplayer01',
            password: 'abc12345',
            confirmPassword: 'abc12345',
            type: 0,
          },
        },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'the username is taken',
        as: 'demoagent',
        request: (t) => ({
          body: {
            username: takenValidUsername(t),
            password: 'abc12345',
            confirmPassword: 'abc12345',
            type: 0,
          },
        }),
        expect: { status: 409, code: 'username_taken' },
      },
      {
        name: 'the passwords differ',
        as: 'demoagent',
        request: {
          body: {
            username: 'mismatch01',
            password: 'abc12345',
            confirmPassword: 'abc12346',
            type: 0,
          },
        },
        expect: { status: 400, code: 'password_mismatch' },
      },
      {
        name: 'the password breaks the published rule',
        as: 'demoagent',
        request: {
          body: {
            username: 'weakpass01',
            password: 'abcdefgh',
            confirmPassword: 'abcdefgh',
            type: 0,
          },
        },
        expect: { status: 400, code: 'password_rule' },
      },
      {
        name: 'the username breaks the published rule',
        as: 'demoagent',
        request: {
          body: {
            username: '1badname',
            password: 'abc12345',
            confirmPassword: 'abc12345',
            type: 0,
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a player cannot receive contract offers',
        as: 'demoagent',
        request: {
          body: {
            username: 'playeroffer1',
            password: 'abc12345',
            confirmPassword: 'abc12345',
            type: 0,
            contractOffers: [dailySalaryTerms([0.5, 0.8])],
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      ...gates.map((gate) => ({
        ...gate,
        request: {
          body: {
            username: 'gated0001',
            password: 'abc12345',
            confirmPassword: 'abc12345',
            type: 0,
          },
        },
      })),
    ],
  },
  listTeamBets: {
    happy: [
      {
        name: "the team's bets in October",
        as: 'demoagent',
        request: { query: { ...october, pageSize: 20 } },
        expect: { status: 200 },
      },
      {
        name: 'one member, settled slot bets',
        as: 'demoagent',
        request: {
          query: { ...october, account: 'demosubplayer', gameType: 'RNG', status: 'settled' },
        },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals(),
  },
  getTeamProfitLoss: {
    happy: [
      {
        name: 'per member over October',
        as: 'demoagent',
        request: { query: october },
        expect: { status: 200 },
      },
      {
        name: 'direct downlines only',
        as: 'demomaster',
        request: { query: { ...october, depth: 1 } },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals(),
  },
  getAgentIncome: {
    happy: [
      {
        name: "demoagent's income in October",
        as: 'demoagent',
        request: { query: october },
        expect: { status: 200 },
      },
      { name: 'the default range', as: 'demosubagent', expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'the range ends before it starts',
        as: 'demoagent',
        request: { query: { startDate: '2026-10-10', endDate: '2026-10-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a range over 366 days',
        as: 'demoagent',
        request: { query: { startDate: '2024-01-01', endDate: '2026-10-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      ...gates,
    ],
  },
  listTeamTransactions: {
    happy: [
      {
        name: "the team's records in October",
        as: 'demoagent',
        request: { query: october },
        expect: { status: 200 },
      },
      {
        name: 'salary records of demosubagent',
        as: 'demoagent',
        request: { query: { ...october, account: 'demosubagent', type: 'salary' } },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals(),
  },
  transferToDownline: {
    happy: [
      {
        name: 'to a member three levels down',
        as: 'demoagent',
        request: () => transferBody('demosubplayer', 50.25),
        expect: { status: 200 },
      },
      {
        name: 'to a direct downline',
        as: 'demomaster',
        request: () => transferBody('demoagent', 1000),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'wrong payment password',
        as: 'demoagent',
        request: () => transferBody('demosubagent', 10, { paymentPassword: '000000' }),
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'more than the main wallet holds',
        as: 'demoagent',
        request: () => transferBody('demosubagent', 99_999_999),
        expect: { status: 400, code: 'insufficient_balance' },
      },
      {
        name: 'an amount with 3 decimals',
        as: 'demoagent',
        request: () => transferBody('demosubagent', 1.005),
        expect: { status: 400, code: 'amount_invalid' },
      },
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
      {
        name: 'a requestId reused with another amount',
        as: 'demoagent',
        request: async (t) => {
          const first = transferBody('demosubagent', 5);
          await t.call('transferToDownline', { ...first, token: await t.tokenFor('demoagent') });
          return { body: { ...first.body, amount: 6 } };
        },
        expect: { status: 409, code: 'conflict' },
      },
      { ...notAgent, request: () => transferBody('demosubplayer', 1) },
      { ...trial, request: () => transferBody('demosubplayer', 1) },
    ],
  },
  transferToUpline: {
    happy: [
      {
        name: 'a player to its upline agent',
        as: 'demosubplayer',
        request: () => ({
          body: { amount: 12.5, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 200 },
      },
      {
        name: 'an agent to its upline',
        as: 'demoagent',
        request: () => ({
          body: { amount: 300, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a member without an upline',
        as: 'demovip',
        request: () => ({
          body: { amount: 1, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 403, code: 'forbidden' },
      },
      {
        name: 'wrong payment password',
        as: 'demosubplayer',
        request: () => ({
          body: { amount: 1, paymentPassword: '999999', requestId: newRequestId('up') },
        }),
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'more than the main wallet holds',
        as: 'demosubplayer',
        request: () => ({
          body: { amount: 1_000_000, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 400, code: 'insufficient_balance' },
      },
      {
        ...trial,
        request: () => ({
          body: { amount: 1, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
      },
    ],
  },
  listAgentAnnouncements: {
    happy: [
      {
        name: 'the first page',
        as: 'demoagent',
        request: { query: { pageNo: 1, pageSize: 9, language: 'EN' } },
        expect: { status: 200 },
      },
      {
        name: 'a page past the end',
        as: 'demosubagent',
        request: { query: { pageNo: 50, pageSize: 9 } },
        expect: { status: 200 },
      },
    ],
    refusals: gates,
  },
  getReferralLink: {
    happy: [{ name: "demoagent's code and links", as: 'demoagent', expect: { status: 200 } }],
    refusals: gates,
  },
  getConsolidatedContractInfo: {
    happy: [
      {
        name: 'demoagent has pending requests of every kind',
        as: 'demoagent',
        expect: { status: 200 },
      },
      { name: 'a top agent without an upline', as: 'demomaster', expect: { status: 200 } },
    ],
    refusals: gates,
  },
  listContracts: {
    happy: [
      { name: "all of demoagent's contracts", as: 'demoagent', expect: { status: 200 } },
      {
        name: 'offers to demoagent waiting for an answer',
        as: 'demoagent',
        request: { query: { role: 'asDownline', status: 'new' } },
        expect: { status: 200 },
      },
      {
        name: 'daily salary with demosubagent',
        as: 'demoagent',
        request: { query: { role: 'asUpline', kind: 'dailySalary', account: 'demosubagent' } },
        expect: { status: 200 },
      },
    ],
    refusals: gates,
  },
  offerContract: {
    happy: [
      {
        name: 'a lower daily salary, confirmed',
        as: 'demoagent',
        request: {
          body: {
            downline: 'demosubagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
            confirmLowerRate: true,
          },
        },
        expect: { status: 201 },
      },
      {
        name: 'a real-time salary to a direct downline agent',
        as: 'demoagent',
        request: {
          body: {
            downline: 'demosubagent',
            kind: 'realtimeSalary',
            terms: realtimeSalaryTerms([0.2, 0.4], [0.3, 0.6]),
          },
        },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: "a rate lower than the downline's own contracts, unconfirmed",
        as: 'demoagent',
        request: {
          body: {
            downline: 'demosubagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
          },
        },
        expect: { status: 409, code: 'contract_rate_conflict' },
      },
      {
        name: 'an offer of the same kind is still pending',
        as: 'demoagent',
        request: {
          body: { downline: 'demosubagent', kind: 'dividend', terms: dividendTerms([30, 40]) },
        },
        expect: { status: 409, code: 'contract_state_invalid' },
      },
      {
        name: 'not a direct downline',
        as: 'demoagent',
        request: {
          body: {
            downline: 'demosubagent2',
            kind: 'hourlySalary',
            terms: hourlySalaryTerms([0.5, 0.9]),
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'terms of another kind',
        as: 'demoagent',
        request: {
          body: {
            downline: 'demosubagent',
            kind: 'hourlySalary',
            terms: dailySalaryTerms([0.5, 0.9]),
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
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
      {
        ...notAgent,
        request: {
          body: {
            downline: 'demosubplayer',
            kind: 'hourlySalary',
            terms: hourlySalaryTerms([0.5, 0.9]),
          },
        },
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
      { ...notAgent, request: { body: { contractId: 'ct-1001', action: 'accept' } } },
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
      { ...trial, request: { body: { contractId: 'ct-1001', action: 'accept' } } },
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
      { ...notAgent, request: { body: { contractId: 'ct-1001', action: 'accept' } } },
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
      { ...notAgent, request: { body: { contractId: 'ct-1001', action: 'terminate' } } },
    ],
  },
  listDividendRecords: {
    happy: [
      {
        name: 'received and paid since August',
        as: 'demoagent',
        request: { query: { startDate: '2026-08-01', endDate: '2026-10-31' } },
        expect: { status: 200 },
      },
      {
        name: 'paid to demosubagent only',
        as: 'demoagent',
        request: {
          query: {
            startDate: '2026-08-01',
            endDate: '2026-10-31',
            role: 'asUpline',
            account: 'demosubagent',
            status: 'paid',
          },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'the range ends before it starts',
        as: 'demoagent',
        request: { query: { startDate: '2026-10-10', endDate: '2026-10-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      ...gates,
    ],
  },
};
