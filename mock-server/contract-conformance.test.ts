import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './seed/demo-accounts';
import { operationMetas } from '../openapi/runtime/contract';
import { anyOperation } from '../openapi/runtime/contract-view';
import { invalidRequests, type InvalidRequest } from '../openapi/runtime/invalid-requests';
import { contractFailure, formFields, type KitRequest } from '../openapi/runtime/kit-request';
import { b64JsonCodec } from '../openapi/runtime/payload-codec';
import type { AnyHandler } from './core/define-handler';
import type { OperationId } from './core/handler-types';
import { accountsCases } from './domains/accounts/conformance-cases';
import { agentCases } from './domains/agent/conformance-cases';
import { controlCases } from './domains/control/conformance-cases';
import { engagementCases } from './domains/engagement/conformance-cases';
import { gamesCases } from './domains/games/conformance-cases';
import { protectionCases } from './domains/protection/conformance-cases';
import { systemCases } from './domains/system/conformance-cases';
import { walletCases } from './domains/wallet/conformance-cases';
import { allHandlers } from './handlers';
import type { CaseRequest, ConformanceCase, ConformanceCases } from './testing/conformance-case';
import { createTestBackend, type TestBackend } from './testing/test-backend';

/*
 * Every operation of the contract, through the real pipeline, every answer validated against the
 * contract. Each domain's `conformance-cases.ts` gives the happy path and the refusals a domain rule
 * decides; the refusals the contract and the handler's declared access decide are derived here:
 * no session, a trial account, a member who is not an agent, and schema-invalid input (the kit's
 * generator: missing required value, wrong type, out of range, oversized string, malformed JSON).
 */

const cases: ConformanceCases = {
  ...accountsCases,
  ...systemCases,
  ...walletCases,
  ...gamesCases,
  ...engagementCases,
  ...agentCases,
  ...protectionCases,
  ...controlCases,
};
const handlerOf = new Map<string, AnyHandler>(allHandlers.map((h) => [h.operationId, h]));

/** Demo accounts by role, not by name: the gates care about the account type only. */
const trialAccount = demoAccounts.find((a) => a.type === 4)?.account ?? 'missing trial account';
const plainPlayer = demoAccounts.find((a) => a.type === 0)?.account ?? 'missing player account';

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

/** The state a refusal must leave alone: all but the answers remembered under request ids. */
const mutableState = () =>
  JSON.stringify({ ...t.backend.exportState({ includeCatalogue: false }).tables, idempotency: [] });

async function requestOf(c: ConformanceCase | undefined): Promise<CaseRequest> {
  if (!c?.request) return {};
  return typeof c.request === 'function' ? c.request(t) : c.request;
}

/**
 * Calls the operation as the case says and checks the answer against the case and the contract,
 * and that a stateless refusal left the state alone. `session` reuses a token for `c.as`;
 * `stateChecked: false` leaves the state check to the caller (a whole set of refusals at once).
 */
async function run(
  operationId: OperationId,
  c: ConformanceCase,
  { session, stateChecked = true }: { session?: string | null; stateChecked?: boolean } = {},
) {
  const token = session !== undefined ? session : c.as ? await t.tokenFor(c.as) : null;
  const request = await requestOf(c);
  const checkState = stateChecked && c.expect.status >= 400 && stateless.has(c.expect.code ?? '');
  const stateBefore = checkState ? mutableState() : '';
  const before = t.violations.length;
  const result = await t.call(operationId, { ...request, token });
  const violations = t.violations.slice(before);
  expect(violations, `${operationId} (${c.name}) answered outside the contract`).toEqual([]);
  expect(
    { status: result.status, code: result.body.code, field: result.body.field },
    `${c.name}: ${JSON.stringify(result.body).slice(0, 300)}`,
  ).toMatchObject({
    status: c.expect.status,
    ...(c.expect.code ? { code: c.expect.code } : {}),
    ...(c.expect.field ? { field: c.expect.field } : {}),
  });
  expect(result.status).not.toBe(500);
  if (checkState) expect(mutableState() === stateBefore, `${c.name} changed the state`).toBe(true);
}

/** The happy request as the kit's generator sees it (path, query and the body as JSON). */
function kitRequestOf(request: CaseRequest): KitRequest {
  return {
    path: { ...request.path },
    query: { ...request.query },
    ...(request.body === undefined
      ? {}
      : { body: { kind: 'value' as const, value: request.body } }),
  };
}

/** A generated invalid request back as a call, with the refusal the contract promises for it. */
function invalidCase(
  operationId: OperationId,
  base: CaseRequest,
  invalid: InvalidRequest,
): ConformanceCase {
  const op = anyOperation(operationId);
  const form = op.body?.contentType === 'application/x-www-form-urlencoded';
  const body = invalid.request.body;
  const request: CaseRequest = {
    path: invalid.request.path,
    query: invalid.request.query,
    ...(base.headers ? { headers: base.headers } : {}),
  };
  if (body?.kind === 'value') request.body = form ? formFields(body.value) : body.value;
  if (body?.kind === 'raw') {
    request.rawBody = body.text;
    if (op.meta.encrypted)
      request.headers = { ...base.headers, 'x-payload-codec': b64JsonCodec.name };
  }
  const expected: ConformanceCase['expect'] =
    invalid.kind === 'malformed-json'
      ? { status: 400, code: 'malformed_json', field: 'body' }
      : invalid.kind === 'undecodable-payload'
        ? { status: 400, code: 'malformed_json', field: 'body.payload' }
        : {
            status: 400,
            code: 'validation_error',
            field: contractFailure(op, invalid.request)?.field ?? 'a field the contract names',
          };
  return { name: invalid.label, request, expect: expected };
}

describe.each(operationMetas.map((meta) => [meta.operationId, meta] as const))(
  '%s',
  (operationId, meta) => {
    const id = operationId as OperationId;
    const own = cases[id];
    const handler = handlerOf.get(operationId);
    const happy = own?.happy[0];

    it('has a handler and a happy-path case', () => {
      expect(handler, `no handler for ${operationId}`).toBeDefined();
      expect(own?.happy.length ?? 0, `no happy-path case for ${operationId}`).toBeGreaterThan(0);
    });

    if (meta.guarded) {
      it('refuses a call without a session (401 not_logged_in)', async () => {
        // The happy path's own request, valid in every other way, minus the session.
        await run(id, {
          name: 'no token',
          request: happy?.request ?? {},
          expect: { status: 401, code: 'not_logged_in', field: 'header.authorization' },
        });
      });
    }

    if (handler && handler.access !== 'anyone') {
      it(`refuses a trial account (access ${handler.access}: 403 in_need_true_account)`, async () => {
        await run(id, {
          name: 'a trial account',
          as: trialAccount,
          request: happy?.request ?? {},
          expect: { status: 403, code: 'in_need_true_account' },
        });
      });
    }

    if (handler?.access === 'agent') {
      it('refuses a member who is not an agent (403 error_not_agent)', async () => {
        await run(id, {
          name: 'a plain player',
          as: plainPlayer,
          request: happy?.request ?? {},
          expect: { status: 403, code: 'error_not_agent' },
        });
      });
    }

    const takesInput =
      anyOperation(operationId).parameters.length > 0 || !!anyOperation(operationId).body;
    if (takesInput) {
      it('declares the 400 its bad input is answered with', () => {
        expect(anyOperation(operationId).declaredStatuses).toContain(400);
      });
      it('refuses the schema-invalid inputs the contract derives (400, the field named)', async () => {
        const base = await requestOf(happy);
        if (base.rawBody !== undefined) return;
        const op = anyOperation(operationId);
        // A missing or empty path value makes another address (the router's 404), not a bad request.
        const onTheWire = (invalid: InvalidRequest) =>
          op.parameters.every(
            (p) => p.in !== 'path' || String(invalid.request.path[p.name] ?? '') !== '',
          );
        const refusals = invalidRequests(op, kitRequestOf(base), 1)
          .filter(onTheWire)
          .map((invalid) => ({
            ...invalidCase(id, base, invalid),
            ...(happy?.as ? { as: happy.as } : {}),
          }));
        // Each must leave the state as it was. The state is ~1.7 MB of JSON, so it is compared
        // once around the whole set (one session for all, made before), and only if it changed,
        // again call by call from the seed, to name the request that changed it.
        const session = happy?.as ? await t.tokenFor(happy.as) : null;
        const stateBefore = mutableState();
        for (const c of refusals) await run(id, c, { session, stateChecked: false });
        if (mutableState() !== stateBefore) {
          await t.backend.reset();
          for (const c of refusals) await run(id, c);
          expect.fail(`${operationId}: the state changed over ${refusals.length} bad requests`);
        }
      });
    }

    for (const c of own?.happy ?? []) {
      it(`happy: ${c.name}`, async () => {
        if (meta.method !== 'GET') await t.restoreSeed();
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
