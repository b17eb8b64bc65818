import type { OperationId } from '../../../core/handler-types';

/**
 * Scenarios (issue 16): named presets as data. Each is applied after a reset to the seed, as a list
 * of calls of existing operations through the pipeline (so every step goes through the contract's
 * validation and the domains' own rules, never around them), and names the member to open the
 * portal as. `$created` is the member a `createSandboxMember` step made; a string
 * `$now+<minutes>m` in a body is the sandbox clock's now plus that many minutes, as an ISO instant.
 */
export type ScenarioStep =
  | {
      call: OperationId;
      /** Signed in as this member (a demo account or `$created`); the control API needs nobody. */
      as?: string;
      body?: unknown;
      path?: Record<string, string>;
    }
  | { advanceMinutes: number };

export interface Scenario {
  name: string;
  /** One line for the README and the console. */
  description: string;
  /** The member to open the portal as (`$created`: the one a step made). */
  openAs: string;
  steps: readonly ScenarioStep[];
}

export const createdMember = '$created';

const payee = { bankName: 'BDO', accountName: 'Demo Player', accountNumber: '004455667890' };

export const scenarios: readonly Scenario[] = [
  {
    name: 'new-player',
    description: 'a player registered a moment ago: empty history, zero balance, no favourites',
    openAs: createdMember,
    steps: [{ call: 'createSandboxMember', body: { type: 0, balance: 0, prefix: 'newpl' } }],
  },
  {
    name: 'withdrawal-awaiting-receipt',
    description: 'demoplayer withdrew 100, it was paid 3 minutes later and waits for "received?"',
    openAs: 'demoplayer',
    steps: [
      {
        call: 'createWithdrawal',
        as: 'demoplayer',
        body: {
          amount: 100,
          paymentPassword: '123456',
          payeeAccount: payee,
          requestId: 'scenario-withdrawal-1',
        },
      },
      { advanceMinutes: 3 },
    ],
  },
  {
    name: 'agent-contract-offer',
    description: "demoagent with demomaster's contract offers waiting for an answer (status new)",
    openAs: 'demoagent',
    steps: [
      {
        call: 'sendPlatformMessage',
        body: {
          account: 'demoagent',
          title: 'A contract offer waits',
          content: '<p>Your upline demomaster has offered you a contract: see Contracts.</p>',
        },
      },
    ],
  },
  {
    name: 'maintenance-tonight',
    description: 'the whole site is under maintenance until 8 hours from now',
    openAs: 'demoplayer',
    steps: [
      {
        call: 'setSystemStatus',
        body: {
          status: 1,
          title: 'Maintenance tonight',
          endTime: '$now+480m',
          info: 'We are upgrading the site. Back in the morning.',
        },
      },
    ],
  },
  {
    name: 'region-blocked',
    description: 'the site refuses the visitor’s region (system status 2)',
    openAs: 'demoplayer',
    steps: [
      { call: 'setSystemStatus', body: { status: 2, title: null, endTime: null, info: null } },
    ],
  },
  {
    name: 'game-under-maintenance',
    description: 'every game launch answers 503 game_maintenance; the lobby still lists the games',
    openAs: 'demoplayer',
    steps: [
      {
        call: 'setFaults',
        body: { faults: [{ operationId: 'launchGame', status: 503, code: 'game_maintenance' }] },
      },
    ],
  },
  {
    name: 'vip-member',
    description: 'demovip (rank 6, 250,000 balance) with a welcome message from VIP service',
    openAs: 'demovip',
    steps: [
      {
        call: 'sendPlatformMessage',
        body: {
          account: 'demovip',
          title: 'Welcome, VIP',
          content: '<p>Your personal VIP host is available around the clock.</p>',
        },
      },
    ],
  },
  {
    name: 'self-excluded-member',
    description: 'a fresh player who self-excluded for six months: play and deposits are refused',
    openAs: createdMember,
    steps: [
      { call: 'createSandboxMember', body: { type: 0, balance: 50, prefix: 'selfex' } },
      {
        call: 'startSelfExclusion',
        as: createdMember,
        body: { period: 'sixMonths', password: '$password' },
      },
    ],
  },
];

export function scenarioNamed(name: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.name === name);
}

/** The names, for a refusal or a failed start that lists them. */
export const scenarioNames: readonly string[] = scenarios.map((s) => s.name);

const nowPattern = /^\$now\+(\d+)m$/;

/**
 * A step's body with its placeholders filled: `$now+Nm` (sandbox clock), `$password` (the created
 * member's password).
 */
export function resolvePlaceholders(
  value: unknown,
  context: { nowMs: number; password: string | null },
): unknown {
  if (typeof value === 'string') {
    const minutes = nowPattern.exec(value)?.[1];
    if (minutes !== undefined)
      return new Date(context.nowMs + Number(minutes) * 60_000).toISOString();
    if (value === '$password') return context.password ?? value;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, context));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolvePlaceholders(item, context)]),
    );
  }
  return value;
}
