import type { KitReport } from '../report/kit-report.ts';

/** A small report with one of everything, for the report writers' tests. */
export function sampleReport(): KitReport {
  return {
    target: { baseUrl: 'http://backend.example.test', inProcessMock: false },
    settings: {
      seed: 7,
      maxRequests: 100,
      timeBudgetSeconds: 60,
      allowWrites: true,
      runs: 1,
      codec: 'b64json',
      tokenTransport: 'Authorization: Bearer <token>',
      tags: [],
      operations: [],
    },
    startedAt: '2026-11-22T10:00:00.000Z',
    durationMs: 1234,
    requests: 6,
    budgetNote: null,
    flows: [
      {
        name: 'sign-in',
        title: 'Sign in',
        outcome: 'passed',
        steps: [
          {
            title: 'sign in as demoplayer',
            operationId: 'login',
            outcome: 'passed',
            status: 200,
            mismatches: [],
          },
        ],
      },
      {
        name: 'transfer',
        title: 'Transfer & check <balances>',
        outcome: 'failed',
        reason: 'the main wallet lost 1: MAIN went from 10 to 10',
        steps: [
          {
            title: 'the main wallet lost 1',
            operationId: null,
            outcome: 'failed',
            mismatches: [{ path: 'state', message: 'MAIN went from 10 to 10' }],
          },
        ],
      },
    ],
    operations: [
      {
        operationId: 'getBalance',
        tag: 'wallet',
        method: 'GET',
        path: '/wps/v2/wallets/balance',
        notes: [],
        checks: [
          {
            kind: 'valid',
            name: 'valid: smallest request',
            outcome: 'passed',
            status: 200,
            mismatches: [],
          },
          {
            kind: 'guard',
            name: 'guard: no session',
            outcome: 'failed',
            status: 200,
            mismatches: [
              {
                path: 'status',
                message: 'served a guarded operation without a session (status 200, expected 401)',
              },
              { path: '$.value.sumBalance', message: 'must be number (got "1<2>&\'3\u0001")' },
            ],
            exchange: {
              method: 'GET',
              url: 'http://backend.example.test/wps/v2/wallets/balance',
              requestHeaders: { accept: 'application/json' },
              requestBody: null,
              status: 200,
              responseBody: '{"success":true,"value":{"sumBalance":"1<2>&\'3\u0001"}}',
              error: null,
              ms: 3,
            },
          },
        ],
      },
      {
        operationId: 'createDeposit',
        tag: 'wallet',
        method: 'POST',
        path: '/wps/v2/deposits',
        notes: [
          "the contract's example breaks its own schema (body.amount must be >= 1); not sent",
        ],
        checks: [
          {
            kind: 'valid',
            name: 'every check',
            outcome: 'not-exercised',
            reason: 'sends POST: writes are off (run with --allow-writes)',
            mismatches: [],
          },
        ],
      },
      {
        operationId: 'listGames',
        tag: 'games',
        method: 'GET',
        path: '/lgw/games/list',
        notes: [],
        checks: [
          {
            kind: 'invalid',
            name: 'invalid: malformed JSON body',
            outcome: 'passed',
            status: 400,
            mismatches: [],
          },
        ],
      },
    ],
  };
}
