import type { ConformanceCase, ConformanceCases } from '../../testing/conformance-case';
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

const notAgent: ConformanceCase = {
  name: 'a player is not an agent',
  as: 'demo_player',
  expect: { status: 403, code: 'error_not_agent' },
};
const trial: ConformanceCase = {
  name: 'a trial account needs a real account',
  as: 'demo_trial',
  expect: { status: 403, code: 'in_need_true_account' },
};
const gates = [notAgent, trial];

/** Report refusals: members outside the caller's tree are not found (existence is not revealed). */
function isolationRefusals(): ConformanceCase[] {
  return [
    {
      name: "demo_agent asks for its own upline's account",
      as: 'demo_agent',
      request: { query: { account: 'demo_master' } },
      expect: { status: 404, code: 'not_found' },
    },
    {
      name: "demo_agent asks for a member of a generated agent's tree",
      as: 'demo_agent',
      request: (t) => ({ query: { account: foreignTeamMember(t).account } }),
      expect: { status: 404, code: 'not_found' },
    },
    {
      name: 'demo_agent asks for a member outside every tree (demo_vip)',
      as: 'demo_agent',
      request: { query: { account: 'demo_vip' } },
      expect: { status: 404, code: 'not_found' },
    },
    {
      name: 'the range ends before it starts',
      as: 'demo_agent',
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
        name: "demo_agent's whole team over October",
        as: 'demo_agent',
        request: { query: october },
        expect: { status: 200 },
      },
      {
        name: 'the team under demo_subagent, one level',
        as: 'demo_agent',
        request: { query: { ...october, account: 'demo_subagent', depth: 1 } },
        expect: { status: 200 },
      },
      { name: 'the default range (the last 7 days)', as: 'demo_master', expect: { status: 200 } },
    ],
    refusals: isolationRefusals(),
  },
  listDownlines: {
    happy: [
      { name: "demo_agent's downline tree", as: 'demo_agent', expect: { status: 200 } },
      {
        name: 'direct downlines only',
        as: 'demo_agent',
        request: { query: { depth: 1, pageSize: 10 } },
        expect: { status: 200 },
      },
      {
        name: 'one member three levels down',
        as: 'demo_agent',
        request: { query: { account: 'demo_subplayer', status: 'normal' } },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals().filter((c) => c.expect.code !== 'validation_error'),
  },
  registerDownline: {
    happy: [
      {
        name: 'an agent downline with a daily salary offer',
        as: 'demo_agent',
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
        as: 'demo_subagent',
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
        as: 'demo_agent',
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
        as: 'demo_agent',
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
        as: 'demo_agent',
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
        as: 'demo_agent',
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
        as: 'demo_agent',
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
        as: 'demo_agent',
        request: { query: { ...october, pageSize: 20 } },
        expect: { status: 200 },
      },
      {
        name: 'one member, settled slot bets',
        as: 'demo_agent',
        request: {
          query: { ...october, account: 'demo_subplayer', gameType: 'RNG', status: 'settled' },
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
        as: 'demo_agent',
        request: { query: october },
        expect: { status: 200 },
      },
      {
        name: 'direct downlines only',
        as: 'demo_master',
        request: { query: { ...october, depth: 1 } },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals(),
  },
  getAgentIncome: {
    happy: [
      {
        name: "demo_agent's income in October",
        as: 'demo_agent',
        request: { query: october },
        expect: { status: 200 },
      },
      { name: 'the default range', as: 'demo_subagent', expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'the range ends before it starts',
        as: 'demo_agent',
        request: { query: { startDate: '2026-10-10', endDate: '2026-10-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a range over 366 days',
        as: 'demo_agent',
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
        as: 'demo_agent',
        request: { query: october },
        expect: { status: 200 },
      },
      {
        name: 'salary records of demo_subagent',
        as: 'demo_agent',
        request: { query: { ...october, account: 'demo_subagent', type: 'salary' } },
        expect: { status: 200 },
      },
    ],
    refusals: isolationRefusals(),
  },
  transferToDownline: {
    happy: [
      {
        name: 'to a member three levels down',
        as: 'demo_agent',
        request: () => transferBody('demo_subplayer', 50.25),
        expect: { status: 200 },
      },
      {
        name: 'to a direct downline',
        as: 'demo_master',
        request: () => transferBody('demo_agent', 1000),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'wrong payment password',
        as: 'demo_agent',
        request: () => transferBody('demo_subagent', 10, { paymentPassword: '000000' }),
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'more than the main wallet holds',
        as: 'demo_agent',
        request: () => transferBody('demo_subagent', 99_999_999),
        expect: { status: 400, code: 'insufficient_balance' },
      },
      {
        name: 'an amount with 3 decimals',
        as: 'demo_agent',
        request: () => transferBody('demo_subagent', 1.005),
        expect: { status: 400, code: 'amount_invalid' },
      },
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
      {
        name: 'a requestId reused with another amount',
        as: 'demo_agent',
        request: async (t) => {
          const first = transferBody('demo_subagent', 5);
          await t.call('transferToDownline', { ...first, token: await t.tokenFor('demo_agent') });
          return { body: { ...first.body, amount: 6 } };
        },
        expect: { status: 409, code: 'conflict' },
      },
      { ...notAgent, request: () => transferBody('demo_subplayer', 1) },
      { ...trial, request: () => transferBody('demo_subplayer', 1) },
    ],
  },
  transferToUpline: {
    happy: [
      {
        name: 'a player to its upline agent',
        as: 'demo_subplayer',
        request: () => ({
          body: { amount: 12.5, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 200 },
      },
      {
        name: 'an agent to its upline',
        as: 'demo_agent',
        request: () => ({
          body: { amount: 300, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a member without an upline',
        as: 'demo_vip',
        request: () => ({
          body: { amount: 1, paymentPassword: '123456', requestId: newRequestId('up') },
        }),
        expect: { status: 403, code: 'forbidden' },
      },
      {
        name: 'wrong payment password',
        as: 'demo_subplayer',
        request: () => ({
          body: { amount: 1, paymentPassword: '999999', requestId: newRequestId('up') },
        }),
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'more than the main wallet holds',
        as: 'demo_subplayer',
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
        as: 'demo_agent',
        request: { query: { pageNo: 1, pageSize: 9, language: 'EN' } },
        expect: { status: 200 },
      },
      {
        name: 'a page past the end',
        as: 'demo_subagent',
        request: { query: { pageNo: 50, pageSize: 9 } },
        expect: { status: 200 },
      },
    ],
    refusals: gates,
  },
  getReferralLink: {
    happy: [{ name: "demo_agent's code and links", as: 'demo_agent', expect: { status: 200 } }],
    refusals: gates,
  },
  getConsolidatedContractInfo: {
    happy: [
      {
        name: 'demo_agent has pending requests of every kind',
        as: 'demo_agent',
        expect: { status: 200 },
      },
      { name: 'a top agent without an upline', as: 'demo_master', expect: { status: 200 } },
    ],
    refusals: gates,
  },
  listContracts: {
    happy: [
      { name: "all of demo_agent's contracts", as: 'demo_agent', expect: { status: 200 } },
      {
        name: 'offers to demo_agent waiting for an answer',
        as: 'demo_agent',
        request: { query: { role: 'asDownline', status: 'new' } },
        expect: { status: 200 },
      },
      {
        name: 'daily salary with demo_subagent',
        as: 'demo_agent',
        request: { query: { role: 'asUpline', kind: 'dailySalary', account: 'demo_subagent' } },
        expect: { status: 200 },
      },
    ],
    refusals: gates,
  },
  offerContract: {
    happy: [
      {
        name: 'a lower daily salary, confirmed',
        as: 'demo_agent',
        request: {
          body: {
            downline: 'demo_subagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
            confirmLowerRate: true,
          },
        },
        expect: { status: 201 },
      },
      {
        name: 'a real-time salary to a direct downline agent',
        as: 'demo_agent',
        request: {
          body: {
            downline: 'demo_subagent',
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
        as: 'demo_agent',
        request: {
          body: {
            downline: 'demo_subagent',
            kind: 'dailySalary',
            terms: dailySalaryTerms([0.3, 0.6]),
          },
        },
        expect: { status: 409, code: 'contract_rate_conflict' },
      },
      {
        name: 'an offer of the same kind is still pending',
        as: 'demo_agent',
        request: {
          body: { downline: 'demo_subagent', kind: 'dividend', terms: dividendTerms([30, 40]) },
        },
        expect: { status: 409, code: 'contract_state_invalid' },
      },
      {
        name: 'not a direct downline',
        as: 'demo_agent',
        request: {
          body: {
            downline: 'demo_subagent2',
            kind: 'hourlySalary',
            terms: hourlySalaryTerms([0.5, 0.9]),
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'terms of another kind',
        as: 'demo_agent',
        request: {
          body: {
            downline: 'demo_subagent',
            kind: 'hourlySalary',
            terms: dailySalaryTerms([0.5, 0.9]),
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
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
      {
        ...notAgent,
        request: {
          body: {
            downline: 'demo_subplayer',
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
      { ...notAgent, request: { body: { contractId: 'ct-1001', action: 'accept' } } },
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
      { ...trial, request: { body: { contractId: 'ct-1001', action: 'accept' } } },
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
      { ...notAgent, request: { body: { contractId: 'ct-1001', action: 'accept' } } },
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
      { ...notAgent, request: { body: { contractId: 'ct-1001', action: 'terminate' } } },
    ],
  },
  listDividendRecords: {
    happy: [
      {
        name: 'received and paid since August',
        as: 'demo_agent',
        request: { query: { startDate: '2026-08-01', endDate: '2026-10-31' } },
        expect: { status: 200 },
      },
      {
        name: 'paid to demo_subagent only',
        as: 'demo_agent',
        request: {
          query: {
            startDate: '2026-08-01',
            endDate: '2026-10-31',
            role: 'asUpline',
            account: 'demo_subagent',
            status: 'paid',
          },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'the range ends before it starts',
        as: 'demo_agent',
        request: { query: { startDate: '2026-10-10', endDate: '2026-10-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      ...gates,
    ],
  },
};
