import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationMetas } from '../openapi/runtime/contract';
import type { OperationId } from './core/handler-types';
import { accountsCases } from './domains/accounts/conformance-cases';
import { agentCases } from './domains/agent/conformance-cases';
import { controlCases } from './domains/control/conformance-cases';
import { engagementCases } from './domains/engagement/conformance-cases';
import { gamesCases } from './domains/games/conformance-cases';
import { systemCases } from './domains/system/conformance-cases';
import { walletCases } from './domains/wallet/conformance-cases';
import { allHandlers } from './handlers';
import type { ConformanceCase, ConformanceCases } from './testing/conformance-case';
import { createTestBackend, type TestBackend } from './testing/test-backend';

const cases: ConformanceCases = {
  ...accountsCases,
  ...systemCases,
  ...walletCases,
  ...gamesCases,
  ...engagementCases,
  ...agentCases,
  ...controlCases,
};
const handled = new Set<string>(allHandlers.map((h) => h.operationId));

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
afterAll(() => {
  t.backend.onCommitted.length = 0;
});

/** Refusals that must leave the state exactly as it was (bad input, no session, gates). */
const stateless = new Set([
  'validation_error',
  'malformed_json',
  'not_logged_in',
  'in_need_true_account',
  'error_not_agent',
]);

const mutableState = () =>
  JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables);

async function run(operationId: OperationId, c: ConformanceCase) {
  const token = c.as ? await t.tokenFor(c.as) : null;
  const request = typeof c.request === 'function' ? await c.request(t) : (c.request ?? {});
  const checkState = c.expect.status >= 400 && stateless.has(c.expect.code ?? '');
  const stateBefore = checkState ? mutableState() : '';
  const before = t.violations.length;
  const result = await t.call(operationId, { ...request, token });
  const violations = t.violations.slice(before);
  expect(violations, `${operationId} answered outside the contract`).toEqual([]);
  expect(
    { status: result.status, code: result.body.code },
    JSON.stringify(result.body).slice(0, 300),
  ).toMatchObject({
    status: c.expect.status,
    ...(c.expect.code ? { code: c.expect.code } : {}),
  });
  expect(result.status).not.toBe(500);
  if (checkState) expect(mutableState() === stateBefore, `${c.name} changed the state`).toBe(true);
}

describe.each(operationMetas.map((meta) => [meta.operationId, meta] as const))(
  '%s',
  (operationId, meta) => {
    const id = operationId as OperationId;
    const own = cases[id];

    it('has a handler and cases for its happy path and a refusal', () => {
      expect(handled.has(operationId), `no handler for ${operationId}`).toBe(true);
      expect(own?.happy.length ?? 0, `no happy-path case for ${operationId}`).toBeGreaterThan(0);
      expect(own?.refusals.length ?? 0, `no refusal case for ${operationId}`).toBeGreaterThan(0);
    });

    if (meta.guarded) {
      it('refuses a call without a session (401 not_logged_in)', async () => {
        // The happy path's own request, valid in every other way, minus the session.
        const happy = own?.happy[0];
        await run(id, {
          name: 'no token',
          request: happy?.request ?? {},
          expect: { status: 401, code: 'not_logged_in' },
        });
      });
    }

    for (const c of own?.happy ?? []) {
      it(`happy: ${c.name}`, async () => {
        if (meta.method !== 'GET') await t.backend.reset();
        expect(c.expect.status).toBeLessThan(300);
        await run(id, c);
      });
    }

    for (const c of own?.refusals ?? []) {
      it(`refuses: ${c.name}`, async () => {
        expect(c.expect.status).toBeGreaterThanOrEqual(400);
        expect(c.expect.status).toBeLessThan(500);
        await run(id, c);
      });
    }
  },
);
