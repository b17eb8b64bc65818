import { Budget } from './budget.ts';
import { kitOperations, type KitOperation } from '../../openapi/runtime/contract-view.ts';
import { ExchangeRecorder } from './exchange-recorder.ts';
import { contractOfferFlow } from './flows/contract-offer-flow.ts';
import type { FlowDefinition } from './flows/flow-definition.ts';
import { FlowRecorder, FlowStop } from './flows/flow-recorder.ts';
import { favouriteFlow } from './flows/favourite-flow.ts';
import { registerFlow } from './flows/register-flow.ts';
import { signInFlow } from './flows/sign-in-flow.ts';
import { transferFlow } from './flows/transfer-flow.ts';
import { HttpClient, type Exchange } from './http-client.ts';
import { startInProcessMock, type InProcessMock } from './in-process-mock.ts';
import type { KitOptions, Role } from './kit-options.ts';
import { LinkedValues } from './linked-values.ts';
import {
  planOperation,
  runOperationChecks,
  sparesNeeded,
  type OperationPlan,
} from './operation-checks.ts';
import type { FlowReport, KitReport, OperationReport } from './report/kit-report.ts';
import { RunContext } from './run-context.ts';
import { sessionEndingOperations, SessionPool } from './session-pool.ts';
import { contractTokenTransport } from './token-transport.ts';

/** Every stateful flow, in the order they run (after the sign-in flow, which makes the sessions). */
export const flowDefinitions: readonly FlowDefinition[] = [
  registerFlow,
  transferFlow,
  favouriteFlow,
  contractOfferFlow,
];

export interface RunHooks {
  /** Sees every request and answer (tests count methods with it). */
  onExchange?: (exchange: Exchange) => void;
}

/** The operations the filters select (all but the mock's control API when there is none). */
export function selectOperations(options: Pick<KitOptions, 'tags' | 'operations'>): KitOperation[] {
  if (options.tags.length === 0 && options.operations.length === 0) return [...kitOperations];
  return kitOperations.filter(
    (op) => options.tags.includes(op.tag) || options.operations.includes(op.operationId),
  );
}

function selectFlows(options: KitOptions, selected: KitOperation[]): FlowDefinition[] {
  if (options.tags.length === 0 && options.operations.length === 0) return [...flowDefinitions];
  const ids = new Set(selected.map((op) => op.operationId));
  return flowDefinitions.filter((flow) => flow.subjects.some((id) => ids.has(id)));
}

/**
 * Reads first, operations with path parameters after the ones that list their ids, writes after
 * reads, and the operations that end their session last.
 */
function executionOrder(plans: OperationPlan[]): OperationPlan[] {
  const rank = ({ op }: OperationPlan) =>
    (sessionEndingOperations.has(op.operationId) ? 4 : 0) +
    (op.writes ? 2 : 0) +
    (op.parameters.some((p) => p.in === 'path') ? 1 : 0);
  return plans
    .map((plan, i) => ({ plan, i }))
    .sort((a, b) => rank(a.plan) - rank(b.plan) || a.i - b.i)
    .map(({ plan }) => plan);
}

function rolesNeeded(ctx: RunContext, selected: KitOperation[], flows: FlowDefinition[]): Role[] {
  const needed = new Set<Role>();
  for (const op of selected)
    if (op.meta.acceptsToken && !sessionEndingOperations.has(op.operationId))
      needed.add(ctx.roleFor(op));
  for (const flow of flows) for (const role of flow.roles) needed.add(role);
  return (['member', 'agent', 'downline'] as const).filter((role) => needed.has(role));
}

async function runFlow(ctx: RunContext, flow: FlowDefinition, stamp: string): Promise<FlowReport> {
  const recorder = new FlowRecorder(ctx);
  const report: FlowReport = {
    name: flow.name,
    title: flow.title,
    outcome: 'passed',
    steps: recorder.steps,
  };
  if (!ctx.options.allowWrites) {
    return {
      ...report,
      outcome: 'not-exercised',
      reason: 'the flow writes: run with --allow-writes',
    };
  }
  try {
    await flow.run(recorder, ctx, stamp);
  } catch (error) {
    if (!(error instanceof FlowStop)) throw error;
    report.outcome = error.outcome;
    report.reason = error.message;
  }
  return report;
}

/** Runs the whole check against `options.baseUrl` (or a mock started here) and reports it. */
export async function runContractCheck(
  options: KitOptions,
  hooks: RunHooks = {},
): Promise<KitReport> {
  const started = Date.now();
  const mock: InProcessMock | null = options.baseUrl ? null : await startInProcessMock();
  try {
    const baseUrl = options.baseUrl ?? mock?.baseUrl ?? '';
    const transport = contractTokenTransport();
    const budget = new Budget(options.maxRequests, options.timeBudgetSeconds * 1000);
    const http = new HttpClient({
      budget,
      timeoutMs: options.requestTimeoutMs,
      onExchange: hooks.onExchange,
    });
    const recorder = new ExchangeRecorder();
    for (const account of Object.values(options.accounts)) recorder.addSecret(account.password);
    for (const token of Object.values(options.tokens)) recorder.addSecret(token);
    recorder.addSecret(options.registration.password);
    const sandboxControl = options.sandboxControl ?? mock !== null;
    const smsCode = options.registration.smsCode ?? (sandboxControl ? 'mock-inbox' : null);
    const ctx = new RunContext(
      { ...options, sandboxControl, registration: { ...options.registration, smsCode } },
      http,
      { baseUrl, codec: options.codec, transport },
      recorder,
      new LinkedValues(),
      new SessionPool(),
    );

    const selected = selectOperations(options);
    const flows = selectFlows(options, selected);
    const plans = selected.map((op) => planOperation(op, options.seed, options.runs));
    const spares = options.allowWrites
      ? plans.reduce((sum, plan) => sum + sparesNeeded(plan), 0)
      : 0;
    const stamp = String(Date.now());

    const flowReports: FlowReport[] = [];
    const needed = rolesNeeded(ctx, selected, flows);
    if (needed.length > 0 || spares > 0) flowReports.push(await signInFlow(ctx, needed, spares));
    for (const flow of flows) flowReports.push(await runFlow(ctx, flow, stamp));

    const byId = new Map<string, OperationReport>();
    for (const plan of executionOrder(plans))
      byId.set(plan.op.operationId, await runOperationChecks(ctx, plan));

    return {
      target: { baseUrl, inProcessMock: mock !== null },
      settings: {
        seed: options.seed,
        maxRequests: options.maxRequests,
        timeBudgetSeconds: options.timeBudgetSeconds,
        allowWrites: options.allowWrites,
        runs: options.runs,
        codec: options.codec.name,
        tokenTransport: transport.description,
        tags: options.tags,
        operations: options.operations,
      },
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      requests: http.requestsSent,
      budgetNote: budget.cutShort,
      operations: selected
        .map((op) => byId.get(op.operationId))
        .filter((r): r is OperationReport => r !== undefined),
      flows: flowReports,
    };
  } finally {
    await mock?.close();
  }
}
