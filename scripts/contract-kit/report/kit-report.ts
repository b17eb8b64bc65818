import type { Mismatch } from '../response-judge.ts';

export type Outcome = 'passed' | 'failed' | 'not-exercised';

/** A request and its answer as the reports show them: secrets masked, long bodies cut. */
export interface RecordedExchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number | null;
  responseBody: string | null;
  error: string | null;
  ms: number;
}

export type CheckKind = 'valid' | 'invalid' | 'guard';

export interface CheckResult {
  kind: CheckKind;
  /** `valid: example "username"`, `invalid: wrong type at body.amount ("not-a-number")` ... */
  name: string;
  outcome: Outcome;
  /** Why it was not exercised. */
  reason?: string;
  status?: number;
  mismatches: Mismatch[];
  /** Kept for failed checks. */
  exchange?: RecordedExchange;
}

export interface OperationReport {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  checks: CheckResult[];
  /** Remarks that are no failure of the server (a contract example its own schema refuses). */
  notes: string[];
}

export interface FlowStep {
  title: string;
  operationId: string | null;
  outcome: Outcome;
  status?: number;
  mismatches: Mismatch[];
  exchange?: RecordedExchange;
}

export interface FlowReport {
  name: string;
  title: string;
  outcome: Outcome;
  reason?: string;
  steps: FlowStep[];
}

export interface KitReport {
  target: { baseUrl: string; inProcessMock: boolean };
  settings: {
    seed: number;
    maxRequests: number;
    timeBudgetSeconds: number;
    allowWrites: boolean;
    runs: number;
    codec: string;
    tokenTransport: string;
    tags: string[];
    operations: string[];
  };
  startedAt: string;
  durationMs: number;
  requests: number;
  /** Set when the request or time budget ran out before every check was made. */
  budgetNote: string | null;
  operations: OperationReport[];
  flows: FlowReport[];
}

export interface OperationVerdict {
  outcome: Outcome;
  reason?: string;
}

/** Failed when any check failed; passed when at least one passed; else not exercised, and why. */
export function operationVerdict(op: OperationReport): OperationVerdict {
  if (op.checks.some((c) => c.outcome === 'failed')) return { outcome: 'failed' };
  if (op.checks.some((c) => c.outcome === 'passed')) return { outcome: 'passed' };
  const reasons = [
    ...new Set(op.checks.map((c) => c.reason).filter((r): r is string => Boolean(r))),
  ];
  return { outcome: 'not-exercised', reason: reasons.join('; ') || 'no check applies' };
}

export interface Totals {
  passed: number;
  failed: number;
  notExercised: number;
}

function count(outcomes: Outcome[]): Totals {
  return {
    passed: outcomes.filter((o) => o === 'passed').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    notExercised: outcomes.filter((o) => o === 'not-exercised').length,
  };
}

export function operationTotals(operations: OperationReport[]): Totals {
  return count(operations.map((op) => operationVerdict(op).outcome));
}

export function checkTotals(report: KitReport): Totals {
  return count(report.operations.flatMap((op) => op.checks.map((c) => c.outcome)));
}

export function flowTotals(report: KitReport): Totals {
  return count(report.flows.map((f) => f.outcome));
}

/** True when the server differs from the contract somewhere: the run's exit code is 1. */
export function hasViolations(report: KitReport): boolean {
  return (
    report.operations.some((op) => operationVerdict(op).outcome === 'failed') ||
    report.flows.some((f) => f.outcome === 'failed')
  );
}

export function operationsByTag(report: KitReport): Map<string, OperationReport[]> {
  const byTag = new Map<string, OperationReport[]>();
  for (const op of report.operations) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
  return byTag;
}

/** `200×3 400×2`: the statuses an operation answered, for the summary line. */
export function statusCounts(op: OperationReport): string {
  const counts = new Map<number, number>();
  for (const c of op.checks)
    if (c.status !== undefined) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

/** False when every answer was a refusal: the operation's success path was never seen. */
export function successSeen(op: OperationReport): boolean {
  return op.checks.some((c) => c.status !== undefined && c.status < 300);
}
