import {
  type ConformanceCase,
  type ConformanceCases,
  created,
  dates,
  invalid,
  lockedPaymentPassword,
  notFound,
  refused,
  ok,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
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
const october = dates('2026-10-01', '2026-10-31');
const sinceAugust = dates('2026-08-01', '2026-10-31');

const backwardsRange = () =>
  invalid('the range ends before it starts', 'demoagent', {
    query: dates('2026-10-10', '2026-10-01'),
  });

/** Report refusals: members outside the caller's tree are not found (existence is not revealed). */
function isolationRefusals(): ConformanceCase[] {
  return [
    notFound("demoagent asks for its own upline's account", 'demoagent', {
      query: { account: 'demomaster' },
    }),
    notFound("demoagent asks for a member of a generated agent's tree", 'demoagent', (t) => ({
      query: { account: foreignTeamMember(t).account },
    })),
    notFound('demoagent asks for a member outside every tree (demovip)', 'demoagent', {
      query: { account: 'demovip' },
    }),
    backwardsRange(),
  ];
}

/** A downline registration body: a player with the same password twice unless `more` says otherwise. */
const downline = (username: string, password = 'abc12345', more?: Record<string, unknown>) => ({
  username,
  password,
  confirmPassword: password,
  type: 0,
  ...more,
});

const transferBody = (account: string, amount: number, extra: Record<string, unknown> = {}) => ({
  body: { account, amount, paymentPassword: '123456', requestId: newRequestId('cf'), ...extra },
});

const uplineTransfer = (amount: number, paymentPassword = '123456') => ({
  body: { amount, paymentPassword, requestId: newRequestId('up') },
});

/** An offer body (`confirmLowerRate` given only where the case needs it). */
const offer = (downline: string, kind: ContractKind, terms: unknown, confirmLowerRate?: true) => ({
  downline,
  kind,
  terms,
  ...(confirmLowerRate ? { confirmLowerRate } : {}),
});

/** The request that answers the contract between `upline` and `downline` of `kind` in `status`. */
const answer = (
  t: TestBackend,
  action: 'accept' | 'reject' | 'terminate',
  ...pick: [
    upline: string,
    downline: string,
    kind: ContractKind,
    status: ContractStatus | ContractStatus[],
  ]
) => ({ body: { contractId: contractIdOf(t, ...pick), action } });

/** A contract in force (one asked to end still is). */
const inForce: ContractStatus[] = ['success', 'termination'];

const stateInvalid = (name: string, as: string, request: ConformanceCase['request']) =>
  refused(name, 409, 'contract_state_invalid', as, request);

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
      ok("demosubagent's direct downlines (drilling down)", 'demoagent', {
        query: { upline: 'demosubagent' },
      }),
    ],
    refusals: isolationRefusals().filter((c) => c.expect.code !== 'validation_error'),
  },
  registerDownline: {
    happy: [
      created('an agent downline with a daily salary offer', 'demoagent', {
        body: downline('newagent01', 'Passw0rd1', {
          type: 1,
          nickname: 'New Agent',
          contractOffers: [dailySalaryTerms([0.5, 0.8])],
        }),
      }),
      created('a player downline', 'demosubagent', { body: downline('newplayer01') }),
    ],
    refusals: [
      refused('the username is taken', 409, 'username_taken', 'demoagent', (t) => ({
        body: downline(takenValidUsername(t)),
      })),
      refused('the passwords differ', 400, 'password_mismatch', 'demoagent', {
        body: downline('mismatch01', 'abc12345', { confirmPassword: 'abc12346' }),
      }),
      refused('the password breaks the published rule', 400, 'password_rule', 'demoagent', {
        body: downline('weakpass01', 'abcdefgh'),
      }),
      invalid('the username breaks the published rule', 'demoagent', {
        body: downline('1badname'),
      }),
      invalid('a player cannot receive contract offers', 'demoagent', {
        body: downline('playeroffer1', 'abc12345', {
          contractOffers: [dailySalaryTerms([0.5, 0.8])],
        }),
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
      backwardsRange(),
      invalid('a range over 366 days', 'demoagent', { query: dates('2024-01-01', '2026-10-01') }),
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
      lockedPaymentPassword(
        'transferToDownline',
        { type: 1 },
        (pw) => transferBody('demosubagent', 10, { paymentPassword: pw }).body,
      ),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demoagent', () =>
        transferBody('demosubagent', 99_999_999),
      ),
      refused('an amount with 3 decimals', 400, 'amount_invalid', 'demoagent', () =>
        transferBody('demosubagent', 1.005),
      ),
      notFound('to its own upline', 'demoagent', () => transferBody('demomaster', 10)),
      notFound("to a generated agent's member", 'demoagent', (t) =>
        transferBody(foreignTeamMember(t).account, 10),
      ),
      refused('a requestId reused with another amount', 409, 'conflict', 'demoagent', async (t) => {
        const first = transferBody('demosubagent', 5);
        await t.call('transferToDownline', { ...first, token: await t.tokenFor('demoagent') });
        return { body: { ...first.body, amount: 6 } };
      }),
    ],
  },
  transferToUpline: {
    happy: [
      ok('a player to its upline agent', 'demosubplayer', () => uplineTransfer(12.5)),
      ok('an agent to its upline', 'demoagent', () => uplineTransfer(300)),
    ],
    refusals: [
      refused('a member without an upline', 403, 'forbidden', 'demovip', () => uplineTransfer(1)),
      refused('wrong payment password', 400, 'payment_password_invalid', 'demosubplayer', () =>
        uplineTransfer(1, '999999'),
      ),
      lockedPaymentPassword(
        'transferToUpline',
        { type: 0, upline: 'demoagent' },
        (pw) => uplineTransfer(1, pw).body,
      ),
      refused('more than the main wallet holds', 400, 'insufficient_balance', 'demosubplayer', () =>
        uplineTransfer(1_000_000),
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
    happy: [
      ok("demoagent's code and links", 'demoagent'),
      ok("a player's own code for inviting friends", 'demoplayer'),
    ],
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
      ok('the real-time salary in force, with its last and next settlement', 'demoagent', {
        query: { role: 'asDownline', kind: 'realtimeSalary' },
      }),
    ],
    refusals: [],
  },
  offerContract: {
    happy: [
      created('a lower daily salary, confirmed', 'demoagent', {
        body: offer('demosubagent', 'dailySalary', dailySalaryTerms([0.3, 0.6]), true),
      }),
      created('a real-time salary to a direct downline agent', 'demoagent', {
        body: offer('demosubagent', 'realtimeSalary', realtimeSalaryTerms([0.2, 0.4], [0.3, 0.6])),
      }),
    ],
    refusals: [
      refused(
        "a rate lower than the downline's own contracts, unconfirmed",
        409,
        'contract_rate_conflict',
        'demoagent',
        { body: offer('demosubagent', 'dailySalary', dailySalaryTerms([0.3, 0.6])) },
      ),
      stateInvalid('an offer of the same kind is still pending', 'demoagent', {
        body: offer('demosubagent', 'dividend', dividendTerms([30, 40])),
      }),
      invalid('not a direct downline', 'demoagent', {
        body: offer('demosubagent2', 'hourlySalary', hourlySalaryTerms([0.5, 0.9])),
      }),
      invalid('terms of another kind', 'demoagent', {
        body: offer('demosubagent', 'hourlySalary', dailySalaryTerms([0.5, 0.9])),
      }),
      notFound("a member of another agent's tree", 'demoagent', (t) => ({
        body: offer(foreignTeamMember(t).account, 'hourlySalary', hourlySalaryTerms([0.5, 0.9])),
      })),
    ],
  },
  processDividendContract: {
    happy: [
      ok('demoagent withdraws its dividend offer to demosubagent', 'demoagent', (t) =>
        answer(t, 'terminate', 'demoagent', 'demosubagent', 'dividend', 'new'),
      ),
      ok("demoagent accepts demomaster's dividend offer", 'demoagent', (t) =>
        answer(t, 'accept', 'demomaster', 'demoagent', 'dividend', 'new'),
      ),
    ],
    refusals: [
      stateInvalid('the upline cannot accept its own offer', 'demoagent', (t) =>
        answer(t, 'accept', 'demoagent', 'demosubagent', 'dividend', 'new'),
      ),
      notFound('a downline cannot answer a contract it is no party to', 'demosubagent2', (t) =>
        answer(t, 'accept', 'demoagent', 'demosubagent', 'dividend', 'new'),
      ),
      notFound('a daily salary contract is not a dividend contract', 'demoagent', (t) =>
        answer(t, 'terminate', 'demoagent', 'demosubagent', 'dailySalary', inForce),
      ),
      notFound('a contract between generated agents', 'demoagent', (t) => ({
        body: { contractId: foreignContractId(t, 'dividend'), action: 'accept' },
      })),
    ],
  },
  processDailySalaryContract: {
    happy: [
      ok("demoagent agrees to demomaster's termination request", 'demoagent', (t) =>
        answer(t, 'accept', 'demomaster', 'demoagent', 'dailySalary', 'termination'),
      ),
      ok("demoagent refuses demomaster's termination request", 'demoagent', (t) =>
        answer(t, 'reject', 'demomaster', 'demoagent', 'dailySalary', 'termination'),
      ),
      ok('demosubagent asks to end its daily salary', 'demosubagent', (t) =>
        answer(t, 'terminate', 'demoagent', 'demosubagent', 'dailySalary', 'success'),
      ),
    ],
    refusals: [
      stateInvalid('the party that asked cannot answer its own request', 'demomaster', (t) =>
        answer(t, 'accept', 'demomaster', 'demoagent', 'dailySalary', 'termination'),
      ),
      stateInvalid('a withdrawn offer cannot be accepted', 'demosubagent', (t) =>
        answer(t, 'accept', 'demoagent', 'demosubagent', 'dailySalary', 'terminated'),
      ),
      stateInvalid('an ended contract cannot be answered', 'demoagent', (t) =>
        answer(t, 'terminate', 'demomaster', 'demoagent', 'dailySalary', 'terminated'),
      ),
      notFound('a contract between generated agents', 'demoagent', (t) => ({
        body: { contractId: foreignContractId(t, 'dailySalary'), action: 'terminate' },
      })),
    ],
  },
  processHourlySalaryContract: {
    happy: [
      ok("demoagent agrees to demosubagent's termination request", 'demoagent', (t) =>
        answer(t, 'accept', 'demoagent', 'demosubagent', 'hourlySalary', 'termination'),
      ),
      ok("demoagent accepts demomaster's hourly salary offer", 'demoagent', (t) =>
        answer(t, 'accept', 'demomaster', 'demoagent', 'hourlySalary', 'new'),
      ),
    ],
    refusals: [
      stateInvalid('the downline that asked cannot answer its own request', 'demosubagent', (t) =>
        answer(t, 'reject', 'demoagent', 'demosubagent', 'hourlySalary', 'termination'),
      ),
      stateInvalid('a rejected offer stays rejected', 'demoagent', (t) =>
        answer(t, 'accept', 'demomaster', 'demoagent', 'hourlySalary', 'rejected'),
      ),
      notFound('demosubagent2 is no party to it', 'demosubagent2', (t) =>
        answer(t, 'accept', 'demoagent', 'demosubagent', 'hourlySalary', 'termination'),
      ),
    ],
  },
  processRealtimeSalaryContract: {
    happy: [
      ok('demoagent asks to end its real-time salary', 'demoagent', (t) =>
        answer(t, 'terminate', 'demomaster', 'demoagent', 'realtimeSalary', 'success'),
      ),
    ],
    refusals: [
      stateInvalid('a rejected offer cannot be accepted', 'demosubagent', (t) =>
        answer(t, 'accept', 'demoagent', 'demosubagent', 'realtimeSalary', 'rejected'),
      ),
      notFound(
        "demosubagent is no party to demoagent's contract with demomaster",
        'demosubagent',
        (t) => answer(t, 'terminate', 'demomaster', 'demoagent', 'realtimeSalary', inForce),
      ),
    ],
  },
  listDividendRecords: {
    happy: [
      ok('received and paid since August', 'demoagent', { query: sinceAugust }),
      ok('paid to demosubagent only', 'demoagent', {
        query: { ...sinceAugust, role: 'asUpline', account: 'demosubagent', status: 'paid' },
      }),
    ],
    refusals: [backwardsRange()],
  },
};
