import type { KitOperation } from '../../openapi/runtime/contract-view.ts';
import { invalidRequests, type InvalidRequest } from '../../openapi/runtime/invalid-requests.ts';
import {
  cloneRequest,
  contractFailure,
  requestKey,
  type KitRequest,
} from '../../openapi/runtime/kit-request.ts';
import type { CheckKind, CheckResult, OperationReport } from './report/kit-report.ts';
import type { Mismatch } from './response-judge.ts';
import type { CallResult, RunContext } from './run-context.ts';
import { sessionEndingOperations } from './session-pool.ts';
import {
  exampleRequests,
  generatedRequests,
  operationSeed,
  type BrokenExample,
  type PlannedRequest,
} from './valid-requests.ts';

/** What will be sent for one operation, decided before anything is sent (seeded). */
export interface OperationPlan {
  op: KitOperation;
  valid: PlannedRequest[];
  broken: BrokenExample[];
  invalid: InvalidRequest[];
  /** The request the guard, invalid and linked checks start from (the first example). */
  base: KitRequest | null;
  seed: number;
}

export function planOperation(op: KitOperation, seed: number, runs: number): OperationPlan {
  const opSeed = operationSeed(seed, op.operationId);
  const generated = generatedRequests(op, opSeed, Math.max(runs, 1));
  const { planned, broken } = exampleRequests(op, generated[0] ?? null);
  const seen = new Set<string>();
  const valid = [
    ...planned,
    ...generated.slice(0, runs).map((request, i) => ({ label: `generated #${i + 1}`, request })),
  ].filter((p) => {
    const key = requestKey(p.request);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const base = planned[0]?.request ?? generated[0] ?? null;
  return {
    op,
    valid,
    broken,
    invalid: base ? invalidRequests(op, base, opSeed) : [],
    base,
    seed: opSeed,
  };
}

/** How many member sessions the operation will end (they get spare sessions). */
export function sparesNeeded(plan: OperationPlan): number {
  return sessionEndingOperations.has(plan.op.operationId) && plan.op.meta.acceptsToken
    ? plan.valid.length
    : 0;
}

type ExtraJudge = (status: number) => Mismatch[];

const noExtra: ExtraJudge = () => [];

/**
 * A guarded operation called with a session the sign-in flow has just proven must not answer 401:
 * a server that refuses every session would otherwise pass on declared 401s alone.
 */
const mustAcceptSession: ExtraJudge = (status) =>
  status === 401
    ? [
        {
          path: 'status',
          message: 'refused a valid session with 401 (the same token read getMemberInfo)',
        },
      ]
    : [];

/** A guarded operation must answer 401 to a call without a (valid) session. */
const mustRefuseWithout =
  (what: string): ExtraJudge =>
  (status) => {
    if (status === 401) return [];
    const message =
      status < 300
        ? `served a guarded operation ${what} (status ${status}, expected 401)`
        : `expected 401 ${what}, got ${status}`;
    return [{ path: 'status', message }];
  };

/** Invalid input must get a declared 4xx: never accepted, never a server error. */
const mustRefuseInvalid =
  (contractSays: string): ExtraJudge =>
  (status) => {
    if (status < 300)
      return [
        {
          path: 'status',
          message: `accepted an invalid request with ${status} (the contract says: ${contractSays})`,
        },
      ];
    if (status >= 500)
      return [
        {
          path: 'status',
          message: `server error ${status} on an invalid request (expected a declared 4xx; the contract says: ${contractSays})`,
        },
      ];
    return [];
  };

function judge(
  ctx: RunContext,
  op: KitOperation,
  kind: CheckKind,
  name: string,
  request: KitRequest,
  result: CallResult,
  extra: ExtraJudge,
): CheckResult {
  if (result.kind === 'refused')
    return { kind, name, outcome: 'not-exercised', reason: result.reason, mismatches: [] };
  if (result.kind === 'no-answer') {
    return {
      kind,
      name,
      outcome: 'failed',
      mismatches: [{ path: '$', message: `no answer: ${result.error}` }],
      exchange: ctx.record(op, request, result.exchange),
    };
  }
  const status = result.response.status;
  const mismatches = [...extra(status), ...result.mismatches];
  if (mismatches.length === 0) return { kind, name, outcome: 'passed', status, mismatches };
  return {
    kind,
    name,
    outcome: 'failed',
    status,
    mismatches,
    exchange: ctx.record(op, request, result.exchange),
  };
}

const notExercised = (kind: CheckKind, name: string, reason: string): CheckResult => ({
  kind,
  name,
  outcome: 'not-exercised',
  reason,
  mismatches: [],
});

/** The base request with path values and required query values taken from earlier answers. */
function linkedRequest(
  ctx: RunContext,
  plan: OperationPlan,
): { request: KitRequest; used: string[] } | null {
  if (!plan.base) return null;
  let request = cloneRequest(plan.base);
  const used: string[] = [];
  for (const p of plan.op.parameters) {
    if (p.example !== undefined || !(p.in === 'path' || (p.in === 'query' && p.required))) continue;
    for (const value of ctx.linked.valuesFor(p.name)) {
      const candidate = cloneRequest(request);
      if (p.in === 'path') candidate.path[p.name] = value;
      else candidate.query[p.name] = value;
      if (contractFailure(plan.op, candidate)) continue;
      request = candidate;
      used.push(`${p.name}=${value}`);
      break;
    }
  }
  return used.length > 0 ? { request, used } : null;
}

/** Runs every check of one operation and reports them. */
export async function runOperationChecks(
  ctx: RunContext,
  plan: OperationPlan,
): Promise<OperationReport> {
  const { op } = plan;
  const report: OperationReport = {
    operationId: op.operationId,
    tag: op.tag,
    method: op.meta.method,
    path: op.meta.path,
    checks: [],
    notes: plan.broken.map(
      (b) => `the contract's ${b.label} breaks its own schema (${b.reason}); not sent`,
    ),
  };
  const checks = report.checks;
  if (op.writes && !ctx.options.allowWrites) {
    checks.push(
      notExercised(
        'valid',
        'every check',
        `sends ${op.meta.method}: writes are off (run with --allow-writes)`,
      ),
    );
    return report;
  }
  const role = ctx.roleFor(op);
  const endsSession = sessionEndingOperations.has(op.operationId);
  /** The token for one call: null for public operations, undefined when a needed session is missing. */
  const tokenForCall = (): string | null | undefined => {
    if (!op.meta.acceptsToken) return null;
    const token = endsSession ? ctx.sessions.takeSpare() : ctx.sessions.token(role);
    if (token) return token;
    return op.meta.guarded ? undefined : null;
  };
  const missingSession = `needs a session: ${endsSession ? 'no spare session left' : ctx.sessions.whyNot(role)}`;

  const runValid = async (name: string, request: KitRequest, token: string | null | undefined) => {
    if (token === undefined) {
      checks.push(notExercised('valid', name, missingSession));
      return;
    }
    checks.push(
      judge(
        ctx,
        op,
        'valid',
        name,
        request,
        await ctx.call(op, request, token),
        op.meta.guarded && token !== null ? mustAcceptSession : noExtra,
      ),
    );
  };

  if (plan.valid.length === 0) {
    checks.push(
      notExercised('valid', 'valid requests', 'no request the contract accepts could be built'),
    );
  }
  for (const planned of plan.valid)
    await runValid(`valid: ${planned.label}`, planned.request, tokenForCall());
  const linked = linkedRequest(ctx, plan);
  if (linked) {
    await runValid(
      `valid: with values from earlier answers (${linked.used.join(', ')})`,
      linked.request,
      tokenForCall(),
    );
  }
  if (plan.base && op.meta.acceptsToken && !op.meta.guarded) {
    await runValid('valid: without a session (the token is optional)', plan.base, null);
  }

  if (op.meta.guarded && plan.base) {
    const bogus = `kit-bogus-${plan.seed.toString(16).padStart(8, '0')}-not-a-session`;
    for (const [name, token, what] of [
      ['guard: no session', null, 'without a session'],
      ['guard: bogus token', bogus, 'with a token the server never issued'],
    ] as const) {
      checks.push(
        judge(
          ctx,
          op,
          'guard',
          name,
          plan.base,
          await ctx.call(op, plan.base, token),
          mustRefuseWithout(what),
        ),
      );
    }
  }

  for (const invalid of plan.invalid) {
    const name = `invalid: ${invalid.label}`;
    const token = endsSession ? ctx.sessions.token(role) : tokenForCall();
    if (token === undefined || (op.meta.guarded && token === null)) {
      checks.push(notExercised('invalid', name, missingSession));
      continue;
    }
    const contractSays = contractFailure(op, invalid.request)?.message ?? 'invalid';
    const result = await ctx.call(op, invalid.request, token);
    checks.push(
      judge(ctx, op, 'invalid', name, invalid.request, result, mustRefuseInvalid(contractSays)),
    );
  }
  return report;
}
